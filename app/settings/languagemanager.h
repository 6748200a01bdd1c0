#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QTranslator>

#include <memory>

/**
 * The language the app speaks: the system's by default, or the one chosen in
 * the settings. Installs the matching translation, retranslates every visible
 * string at once, and remembers the choice.
 */
class LanguageManager : public QObject
{
    Q_OBJECT
    /** "" follows the system; otherwise a language code from availableLanguages. */
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    /** The language actually shown, e.g. "de" when following a German system. */
    Q_PROPERTY(QString effectiveLanguage READ effectiveLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList availableLanguages READ availableLanguages CONSTANT)

public:
    /** Whether the choice is saved in and restored from the settings. */
    enum class Persistence { Saved, ThisRunOnly };

    explicit LanguageManager(QQmlEngine *engine, QObject *parent = nullptr,
                             Persistence persistence = Persistence::Saved);
    ~LanguageManager() override;

    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString effectiveLanguage() const { return m_effective; }
    [[nodiscard]] static QStringList availableLanguages();

    /** The language's own name for itself ("Deutsch"), for the language switch. */
    Q_INVOKABLE static QString nativeName(const QString &language);

    /** Applies the language saved in the settings, or the system's. Call before loading QML. */
    void restore();

Q_SIGNALS:
    void languageChanged();

private:
    void install(const QString &language);

    QQmlEngine *m_engine = nullptr;
    Persistence m_persistence = Persistence::Saved;
    QString m_language;
    QString m_effective = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_translator;
};
