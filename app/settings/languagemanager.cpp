#include "languagemanager.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSettings>

namespace {
constexpr auto LanguageKey = "ui/language";
}

LanguageManager::LanguageManager(QQmlEngine *engine, QObject *parent, Persistence persistence)
    : QObject(parent)
    , m_engine(engine)
    , m_persistence(persistence)
{
}

LanguageManager::~LanguageManager()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}

QStringList LanguageManager::availableLanguages()
{
    // English is the source language; the others have a translation in translations/.
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"), QStringLiteral("it")};
}

QString LanguageManager::nativeName(const QString &language)
{
    const QLocale locale(language);
    // "en" alone would read "American English"; the app's English is not regional.
    if (locale.language() == QLocale::English)
        return QLocale::languageToString(QLocale::English);
    // "es" alone would read "español de España"; the app's Spanish is not regional either.
    if (locale.language() == QLocale::Spanish)
        return QStringLiteral("Español");
    const QString name = locale.nativeLanguageName();
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

void LanguageManager::restore()
{
    const QString saved = m_persistence == Persistence::Saved ? QSettings().value(QLatin1String(LanguageKey)).toString()
                                                              : QString();
    m_language = availableLanguages().contains(saved) ? saved : QString();
    install(m_language);
}

void LanguageManager::setLanguage(const QString &language)
{
    const QString wanted = availableLanguages().contains(language) ? language : QString();
    if (wanted == m_language)
        return;
    m_language = wanted;
    if (m_persistence == Persistence::Saved)
        QSettings().setValue(QLatin1String(LanguageKey), m_language);
    install(m_language);
}

void LanguageManager::install(const QString &language)
{
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    auto translator = std::make_unique<QTranslator>();
    bool loaded = false;
    if (language.isEmpty()) {
        // Follow the system: the first of its UI languages we have a translation for.
        // A system in none of them reads English, with its plurals.
        loaded = translator->load(QLocale(), QStringLiteral("ancients"), QStringLiteral("_"), QStringLiteral(":/i18n"))
                 || translator->load(QStringLiteral("ancients_en"), QStringLiteral(":/i18n"));
    } else {
        // English too: its file holds the singular and plural of each string with a count.
        loaded = translator->load(QStringLiteral("ancients_") + language, QStringLiteral(":/i18n"));
    }
    if (loaded) {
        m_effective = translator->language().section(QLatin1Char('_'), 0, 0);
        QCoreApplication::installTranslator(translator.get());
        m_translator = std::move(translator);
    } else {
        m_effective = QStringLiteral("en");
    }
    if (m_engine)
        m_engine->retranslate();
    Q_EMIT languageChanged();
}
