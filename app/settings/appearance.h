#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * How the app looks: the theme ("system", "light" or "dark"), remembered
 * between runs. One instance per QML engine, so a choice made in the settings
 * applies to the whole window at once.
 */
class Appearance : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)

public:
    explicit Appearance(QObject *parent = nullptr);

    [[nodiscard]] QString theme() const { return m_theme; }
    /** Sets the theme; anything but "light" or "dark" follows the system. */
    void setTheme(const QString &theme);

Q_SIGNALS:
    void themeChanged();

private:
    QString m_theme;
};
