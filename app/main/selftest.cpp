#include "selftest.h"

#include "appshell.h"
#include "appsingletons.h"

#include <QQuickWindow>
#include <QTextStream>

namespace appshell {

namespace {

// Every warning or error printed while a headless run runs, QML's included.
QStringList s_problems;
QtMessageHandler s_previousHandler = nullptr;

void collectProblems(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        s_problems.append(message);
    if (s_previousHandler)
        s_previousHandler(type, context, message);
}

} // namespace

void collectWarnings()
{
    s_previousHandler = qInstallMessageHandler(collectProblems);
}

const QStringList &warnings()
{
    return s_problems;
}

int selfTest(QQuickWindow *window)
{
    QTextStream out(stdout);
    const QStringList pages = window->property("pageNames").toStringList();
    LanguageManager *languages = LanguageManagerForeign::s_instance;
    int loaded = 0;
    for (const QString &language : LanguageManager::availableLanguages()) {
        languages->setLanguage(language);
        for (const QString &page : pages) {
            if (!showPage(window, page)) {
                s_problems.append(QStringLiteral("page \"%1\" did not load in language %2").arg(page, language));
                continue;
            }
            if (window->grabWindow().isNull())
                s_problems.append(QStringLiteral("page \"%1\" rendered no frame").arg(page));
            ++loaded;
        }
    }
    if (pages.isEmpty())
        s_problems.append(QStringLiteral("the main window lists no pages"));
    out << "self-test: " << loaded << " page loads (" << pages.size() << " pages x "
        << LanguageManager::availableLanguages().size() << " languages), " << s_problems.size()
        << " warnings or errors\n";
    for (const QString &problem : std::as_const(s_problems))
        out << "  " << problem << '\n';
    return s_problems.isEmpty() ? 0 : 1;
}

} // namespace appshell
