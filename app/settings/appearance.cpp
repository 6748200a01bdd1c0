#include "appearance.h"

#include <QSettings>

namespace {
constexpr auto ThemeKey = "ui/theme";

QString normalised(const QString &theme)
{
    return theme == QLatin1String("light") || theme == QLatin1String("dark") ? theme : QStringLiteral("system");
}
} // namespace

Appearance::Appearance(QObject *parent)
    : QObject(parent)
    , m_theme(normalised(QSettings().value(QLatin1String(ThemeKey)).toString()))
{
}

void Appearance::setTheme(const QString &theme)
{
    const QString wanted = normalised(theme);
    if (wanted == m_theme)
        return;
    m_theme = wanted;
    QSettings().setValue(QLatin1String(ThemeKey), m_theme);
    Q_EMIT themeChanged();
}

ThemePalette Appearance::light()
{
    // Deep orange 900 carries white text at 5.6:1; each state's colour carries its white word.
    return {QColor(0xbf, 0x36, 0x0c), Qt::white, QColor(0xbf, 0x36, 0x0c), QColor(0x5d, 0x40, 0x37),
            QColor(0x2e, 0x7d, 0x32), QColor(0x8a, 0x6d, 0x00), QColor(0xb3, 0x47, 0x00), QColor(0xc6, 0x28, 0x28),
            Qt::white, QColor(0xc6, 0x28, 0x28)};
}

ThemePalette Appearance::dark()
{
    // A dim hall: the same deep orange under white text, and light shades for every mark,
    // border and word drawn on the dark page and cards.
    return {QColor(0xbf, 0x36, 0x0c), Qt::white, QColor(0xff, 0xab, 0x91), QColor(0x80, 0xde, 0xea),
            QColor(0x81, 0xc7, 0x84), QColor(0xfd, 0xd8, 0x35), QColor(0xff, 0xa7, 0x26), QColor(0xff, 0x8a, 0x80),
            Qt::black, QColor(0xef, 0x9a, 0x9a)};
}
