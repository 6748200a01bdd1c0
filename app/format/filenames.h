#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

/**
 * Names for the files the app writes, and where they go: a file name made of
 * the words a player reads ("mid-republican-roman-vs-gallic-2024-05-01.json"),
 * the documents folder the save dialog opens on, and whether a file is there.
 * The save dialog (SaveFileDialog.qml) asks it; it keeps nothing.
 */
class FileNames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /** The player's documents folder, where the save dialog opens; made if it is missing. */
    Q_PROPERTY(QUrl documentsFolder READ documentsFolder CONSTANT)

public:
    using QObject::QObject;

    [[nodiscard]] static QUrl documentsFolder();

    /**
     * A file name from @p words: each word in lower case, its letters and digits
     * kept (any script), everything else a single hyphen, the words joined by
     * hyphens, then today's date (yyyy-MM-dd) when @p dated, then "." @p suffix.
     * "Mid-Republican Roman vs Gallic" → "mid-republican-roman-vs-gallic-2024-05-01.json".
     */
    Q_INVOKABLE static QString fileName(const QStringList &words, const QString &suffix, bool dated = true);
    /** fileName() with the date @p date (yyyy-MM-dd) instead of today's. */
    [[nodiscard]] static QString fileNameOn(const QStringList &words, const QString &suffix, const QString &date);
    /** The file @p name in @p folder, with "." @p suffix added when @p name has none. */
    Q_INVOKABLE static QUrl fileIn(const QUrl &folder, const QString &name, const QString &suffix);
    /** Whether @p file is there already (saving would replace it). */
    Q_INVOKABLE static bool exists(const QUrl &file);
    /** @p folder as the player's system writes it, e.g. "/home/ana/Documents". */
    Q_INVOKABLE static QString folderText(const QUrl &folder);
};
