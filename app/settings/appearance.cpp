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
