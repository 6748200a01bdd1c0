#include "armyfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace armyfiles {

QString localPath(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    if (url.scheme() == QLatin1String("qrc"))
        return QLatin1Char(':') + url.path();
    if (url.scheme().isEmpty())
        return url.path();
    return {};
}

QString slug(const QString &name)
{
    QString text;
    for (const QChar c : name.normalized(QString::NormalizationForm_KD)) {
        if (c.isMark())
            continue; // é → e
        text += c.toLower();
    }
    static const QRegularExpression others(QStringLiteral("[^a-z0-9]+"));
    text.replace(others, QStringLiteral("-"));
    while (text.startsWith(QLatin1Char('-')))
        text.remove(0, 1);
    text.truncate(60);
    while (text.endsWith(QLatin1Char('-')))
        text.chop(1);
    return text.isEmpty() ? QStringLiteral("army") : text;
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return why;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

QString freeFileName(const QString &folder, const QString &name)
{
    const QDir directory(folder);
    const QString base = slug(name);
    QString path = directory.filePath(base + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = directory.filePath(QStringLiteral("%1-%2.json").arg(base).arg(n));
    return path;
}

} // namespace armyfiles
