#include "filenames.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

QUrl FileNames::documentsFolder()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    QDir().mkpath(folder);
    return QUrl::fromLocalFile(folder);
}

QString FileNames::fileNameOn(const QStringList &words, const QString &suffix, const QString &date)
{
    QStringList parts;
    for (const QString &word : words) {
        QString slug;
        for (const QChar c : word.toLower()) {
            if (c.isLetterOrNumber())
                slug += c;
            else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
                slug += QLatin1Char('-');
        }
        while (slug.endsWith(QLatin1Char('-')))
            slug.chop(1);
        if (!slug.isEmpty())
            parts << slug;
    }
    // A name of nothing but punctuation still says what the file is.
    if (parts.isEmpty())
        parts << QStringLiteral("ancients");
    if (!date.isEmpty())
        parts << date;
    const QString stem = parts.join(QLatin1Char('-'));
    return suffix.isEmpty() ? stem : stem + QLatin1Char('.') + suffix;
}

QString FileNames::fileName(const QStringList &words, const QString &suffix, bool dated)
{
    return fileNameOn(words, suffix, dated ? QDate::currentDate().toString(Qt::ISODate) : QString());
}

QUrl FileNames::fileIn(const QUrl &folder, const QString &name, const QString &suffix)
{
    QString file = name.trimmed();
    if (file.isEmpty())
        return {};
    if (!suffix.isEmpty() && QFileInfo(file).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        file += QLatin1Char('.') + suffix;
    return QUrl::fromLocalFile(QDir(folder.toLocalFile()).filePath(file));
}

bool FileNames::exists(const QUrl &file)
{
    return file.isLocalFile() && QFileInfo::exists(file.toLocalFile());
}

QString FileNames::folderText(const QUrl &folder)
{
    return QDir::toNativeSeparators(folder.toLocalFile());
}
