#pragma once

#include <QColor>
#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * The colours the app draws with itself in one theme, beside the Material
 * style's own (its page, card and text colours). Every pair that must be read
 * is chosen for it: text at least 4.5:1 against what it stands on, borders and
 * marks at least 3:1 (WCAG 2.1), which tests/qml/tst_Contrast.qml checks.
 */
struct ThemePalette
{
    Q_GADGET
    QML_VALUE_TYPE(themePalette)
    /** The accent that fills highlighted buttons; onAccent text stands on it. */
    Q_PROPERTY(QColor accent MEMBER accent CONSTANT)
    Q_PROPERTY(QColor onAccent MEMBER onAccent CONSTANT)
    /** The accent as text or a mark on the page and on cards: citations, the selected Block and Base. */
    Q_PROPERTY(QColor mark MEMBER mark CONSTANT)
    /** The border of the other Base picked: the losing Base, the enemy of a pairing, a volley's target. */
    Q_PROPERTY(QColor picked MEMBER picked CONSTANT)
    /** The §6 states' colours, always shown with their word; onState is the word on them. */
    Q_PROPERTY(QColor fresh MEMBER fresh CONSTANT)
    Q_PROPERTY(QColor pressed MEMBER pressed CONSTANT)
    Q_PROPERTY(QColor shaken MEMBER shaken CONSTANT)
    Q_PROPERTY(QColor broken MEMBER broken CONSTANT)
    Q_PROPERTY(QColor onState MEMBER onState CONSTANT)
    /** The colour of a problem or a refusal; always shown with words. */
    Q_PROPERTY(QColor problem MEMBER problem CONSTANT)

public:
    QColor accent;
    QColor onAccent;
    QColor mark;
    QColor picked;
    QColor fresh;
    QColor pressed;
    QColor shaken;
    QColor broken;
    QColor onState;
    QColor problem;

    friend bool operator==(const ThemePalette &, const ThemePalette &) = default;
};

/**
 * How the app looks: the theme ("system", "light" or "dark"), remembered
 * between runs, and the colours of each theme. One instance per QML engine, so
 * a choice made in the settings applies to the whole window at once.
 */
class Appearance : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    /** The light theme's colours. */
    Q_PROPERTY(ThemePalette light READ light CONSTANT)
    /** The dark theme's colours. */
    Q_PROPERTY(ThemePalette dark READ dark CONSTANT)

public:
    explicit Appearance(QObject *parent = nullptr);

    [[nodiscard]] QString theme() const { return m_theme; }
    /** Sets the theme; anything but "light" or "dark" follows the system. */
    void setTheme(const QString &theme);
    [[nodiscard]] static ThemePalette light();
    [[nodiscard]] static ThemePalette dark();

Q_SIGNALS:
    void themeChanged();

private:
    QString m_theme;
};
