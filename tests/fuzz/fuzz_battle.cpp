// libFuzzer target for the battle importers (rulebook/battle-format.md): any
// bytes given to the entry points the app and the `ancients` command use —
// BattleFile::fromJson() (the app's import) and BattleFile::verify() (`ancients
// verify`), both behind the strict reader's raw-byte checks — must be refused
// with problems or accepted, never crash, hang or trip ASan/UBSan. The codec's
// decoders are then driven with whatever the strict reader accepts, as the
// record's own reading does, never with what only Qt's parser would take. The
// same bytes are then read as an entry kept in the store (ChainCodec::decodeEntry,
// version 3's chain bytes): refused or accepted, and what it accepts is exactly
// the entry's own encoding, and reads back unchanged from the battle file's JSON.
#include "battlecodec.h"
#include "battlefile.h"
#include "chaincodec.h"
#include "jsonreader.h"

#include <QByteArray>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));

    const record::BattleImport imported = record::BattleFile::fromJson(bytes);
    if (imported.battle) {
        // What was accepted exports again, and the export verifies.
        const QByteArray again = record::BattleFile::toJson(*imported.battle, false);
        if (!record::BattleFile::verify(again).ok)
            std::abort();
    }
    (void)record::BattleFile::verify(bytes);

    // What it accepts is the entry's own encoding, and a battle file holds it as it is.
    const auto stored = record::ChainCodec::decodeEntry(bytes, 3, QStringLiteral("entry"));
    if (stored.ok()) {
        if (record::ChainCodec::entryBytes(*stored.value, 3) != bytes)
            std::abort();
        const auto filed = record::BattleCodec::decodeEntry(record::BattleCodec::encode(*stored.value), QStringLiteral("entry"), false);
        if (!filed.ok() || !(*filed.value == *stored.value))
            std::abort();
    }

    const record::json::Parsed parsed = record::json::parse(bytes);
    if (parsed.ok() && parsed.document.isObject()) {
        const QJsonObject object = parsed.document.object();
        const auto action = record::BattleCodec::decodeAction(object, QStringLiteral("action"));
        if (action.ok())
            (void)record::BattleCodec::canonical(record::BattleCodec::encode(*action.value));
        (void)record::BattleCodec::decodeEntry(object, QStringLiteral("entry"), true);
        (void)record::BattleCodec::decodeSetup(object, QStringLiteral("setup"));
    }
    return 0;
}
