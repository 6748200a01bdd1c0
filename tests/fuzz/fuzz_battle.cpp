// libFuzzer target for the battle importers (rulebook/battle-format.md): any
// bytes given to BattleFile::fromJson() and BattleFile::verify(), and any JSON
// value given to BattleCodec::decodeAction(), must be refused with problems or
// accepted, never crash, hang or trip ASan/UBSan.
#include "battlecodec.h"
#include "battlefile.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));

    const record::BattleImport imported = record::BattleFile::fromJson(bytes);
    if (imported.battle) {
        // What was accepted exports again and verifies.
        (void)record::BattleFile::toJson(*imported.battle, false);
    }
    (void)record::BattleFile::verify(bytes);

    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (document.isObject()) {
        const QJsonObject object = document.object();
        const auto action = record::BattleCodec::decodeAction(object, QStringLiteral("action"));
        if (action.ok())
            (void)record::BattleCodec::canonical(record::BattleCodec::encode(*action.value));
        (void)record::BattleCodec::decodeEntry(object, QStringLiteral("entry"), true);
        (void)record::BattleCodec::decodeSetup(object, QStringLiteral("setup"));
    }
    return 0;
}
