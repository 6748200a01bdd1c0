#include "fileparts.h"

#include "battlefile.h"
#include "jsonreader.h"

#include <QSaveFile>

namespace record::fileparts {

std::optional<QJsonObject> readEnvelope(const QByteArray &json, QStringList &problems)
{
    const json::Parsed read = json::parse(json);
    if (!read.ok()) {
        if (read.refused)
            problems << QStringLiteral("%1: %2").arg(read.path.isEmpty() ? QStringLiteral("the file") : read.path, read.error);
        else
            problems << QStringLiteral("not valid JSON (%1, at byte %2)").arg(read.error).arg(read.offset);
        return std::nullopt;
    }
    const QJsonObject object = read.document.object();
    if (!read.document.isObject() || object.value(FormatKey).toString() != BattleFile::FormatName) {
        problems << QStringLiteral("not a battle file (\"format\" must be \"%1\")").arg(BattleFile::FormatName.toString());
        return std::nullopt;
    }
    return object;
}

QStringList unknownFields(const QJsonObject &object)
{
    QStringList problems;
    for (const QString &key : object.keys()) {
        if (key != FormatKey && key != VersionKey && key != SetupKey && key != EntriesKey && key != SecretKey)
            problems << QStringLiteral("%1: unknown field").arg(key);
    }
    return problems;
}

std::optional<QByteArray> readSecret(const QJsonValue &secret, QStringList &problems)
{
    if (secret.isString() && json::isDigestText(secret.toString()))
        return QByteArray::fromHex(secret.toString().toLatin1());
    if (!secret.isNull())
        problems << QStringLiteral("seed_secret: %1").arg(secret.isUndefined()
                                                              ? QStringLiteral("is missing (null when the secret is not revealed)")
                                                              : QStringLiteral("must be 64 lower-case hex digits, or null"));
    return std::nullopt;
}

QString chainBroken(std::size_t k)
{
    return QStringLiteral("entries[%1]: its hash does not follow from its bytes and the entry before it; the entry, or "
                          "one before it, was changed")
        .arg(k);
}

QString secretNotCommitted()
{
    return QStringLiteral("seed_secret: does not match the commitment made at the start (setup.seed.commitment)");
}

QString secretNotRevealed()
{
    return QStringLiteral("seed_secret: the battle's dice secret is not revealed, so its rolls cannot be recomputed and "
                          "it cannot be continued here");
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace record::fileparts
