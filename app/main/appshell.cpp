#include "appshell.h"

#include "armycatalog.h"
#include "battlesession.h"
#include "diceroller.h"
#include "fatiguetracker.h"
#include "languagemanager.h"

#include "ancients/keys.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>
#include <QStandardPaths>

#include <cstdio>

namespace {

const QUrl MainUrl(QStringLiteral("qrc:/qt/qml/Ancients/Ui/Main.qml"));

// Every warning or error printed while the self-test runs, QML's included.
QStringList s_problems;
QtMessageHandler s_previousHandler = nullptr;

void collectProblems(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        s_problems.append(message);
    if (s_previousHandler)
        s_previousHandler(type, context, message);
}

QQuickWindow *rootWindow(QQmlApplicationEngine &engine)
{
    const auto roots = engine.rootObjects();
    return roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(roots.constFirst());
}

// Lets transitions and layouts settle before a frame is judged.
void settle(int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (!deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

// Shows @p page and waits until its Loader is ready and a frame has been rendered.
bool showPage(QQuickWindow *window, const QString &page)
{
    bool ok = false;
    if (!QMetaObject::invokeMethod(window, "showPage", Q_RETURN_ARG(bool, ok), Q_ARG(QString, page)) || !ok)
        return false;
    QDeadlineTimer deadline(5000);
    while (!window->property("pageReady").toBool() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    settle(400);
    return window->property("pageReady").toBool();
}

int selfTest(QQmlApplicationEngine &engine, QQuickWindow *window)
{
    QTextStream out(stdout);
    const QStringList pages = window->property("pageNames").toStringList();
    LanguageManager *languages = LanguagesForeign::s_instance;
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
    Q_UNUSED(engine)
    if (pages.isEmpty())
        s_problems.append(QStringLiteral("the main window lists no pages"));
    out << "self-test: " << loaded << " page loads (" << pages.size() << " pages x "
        << LanguageManager::availableLanguages().size() << " languages), " << s_problems.size()
        << " warnings or errors\n";
    for (const QString &problem : std::as_const(s_problems))
        out << "  " << problem << '\n';
    return s_problems.isEmpty() ? 0 : 1;
}

// Opens the rulebook at --section and searches for --search, when asked.
void openRulebookAt(QQuickWindow *window, const LaunchOptions &options)
{
    if (!options.section.isEmpty())
        QMetaObject::invokeMethod(window, "openRulebook", Q_ARG(QString, options.section));
    if (!options.search.isEmpty()) {
        if (options.section.isEmpty())
            QMetaObject::invokeMethod(window, "showPage", Q_ARG(QString, QStringLiteral("rulebook")));
        if (auto *field = window->findChild<QObject *>(QStringLiteral("searchField")))
            field->setProperty("text", options.search);
    }
}

// Puts the window's dice roller into the state the screenshot should show.
void prepareDiceRoller(QQuickWindow *window, const LaunchOptions &options)
{
    auto *roller = window->findChild<DiceRoller *>();
    if (!roller)
        return;
    if (const auto quality = ancients::qualityFromKey(options.quality.toStdString())) {
        switch (*quality) {
        case ancients::Quality::Elite:
            roller->setQuality(DiceRoller::Elite);
            break;
        case ancients::Quality::Regular:
            roller->setQuality(DiceRoller::Regular);
            break;
        case ancients::Quality::Levy:
            roller->setQuality(DiceRoller::Levy);
            break;
        }
    }
    if (!options.mode.isEmpty())
        roller->setMode(options.mode == QLatin1String("movement") ? DiceRoller::Movement : DiceRoller::Combat);
    if (options.averageFatigue > 0)
        roller->setAverageFatigue(options.averageFatigue);
    roller->reseed(options.seed);
    for (int i = 0; i < options.rolls; ++i)
        roller->roll();
}

// Fills the fatigue tracker with its sample. Headless runs keep their files apart from the
// player's (QStandardPaths' test mode), so this never touches the player's tracker.
void prepareTracker(QQmlApplicationEngine &engine, const LaunchOptions &options)
{
    if (!options.demo)
        return;
    const int type = qmlTypeId("Ancients.Bridge", 1, 0, "FatigueTracker");
    if (auto *tracker = type < 0 ? nullptr : engine.singletonInstance<FatigueTracker *>(type))
        tracker->fillWithSample();
}

// Fills the army builder with a sample army to edit, when it is the page shown.
void prepareBuilder(QQuickWindow *window, const LaunchOptions &options)
{
    auto *draft = options.demo ? window->findChild<ArmyDraft *>() : nullptr;
    if (!draft)
        return;
    const ArmyCatalog catalog;
    if (const ancients::ArmyList *sample = catalog.army(catalog.indexOf(QStringLiteral("Mid-Republican Roman"))))
        draft->load(*sample);
}

// Plays the opening of a battle into a scratch store of its own, for screenshots of the
// battle pages: the Romans' first turn, a volley each way, and a fight whose loser has yet
// to allocate. Every step goes through BattleSession as a player's taps would.
bool prepareBattle(QQmlApplicationEngine &engine, const LaunchOptions &options)
{
    static const QStringList battlePages{QStringLiteral("home"), QStringLiteral("battle"), QStringLiteral("log"),
                                         QStringLiteral("battles")};
    if (!options.demo || !battlePages.contains(options.page))
        return true;
    const int type = qmlTypeId("Ancients.Bridge", 1, 0, "BattleSession");
    auto *session = type < 0 ? nullptr : engine.singletonInstance<BattleSession *>(type);
    static QTemporaryDir scratch;
    if (!session || !scratch.isValid() || !session->openStore(scratch.filePath(QStringLiteral("demo.sqlite"))))
        return false;
    ArmyCatalog catalog;
    const int romans = catalog.indexOf(QStringLiteral("Mid-Republican Roman"));
    const int gauls = catalog.indexOf(QStringLiteral("Gallic"));
    session->newCommitment();
    if (!session->startBattle(&catalog, romans, gauls, {}, QStringLiteral("Telamon"),
                              QStringLiteral("Telamon, 225 BC")))
        return false;
    using L = QVariantList;
    const auto dice = [](int face) { return L{face}; };
    const auto move = [](int face, bool charge) {
        return QVariantMap{{QStringLiteral("dice"), L{face}}, {QStringLiteral("charge"), charge}};
    };
    const auto fight = [](int base, int enemy, int ours, int theirs) {
        return QVariantMap{{QStringLiteral("base"), base}, {QStringLiteral("enemy"), enemy},
                           {QStringLiteral("baseDice"), L{ours}}, {QStringLiteral("enemyDice"), L{theirs}}};
    };
    // Block and Base numbers as newGame() deals them: the Romans' Blocks first, in list order.
    constexpr int Hastati = 1, AlliedHorse = 6, Warband = 8;
    const bool played = session->moveBlock(Hastati, move(5, false)) && session->moveBlock(Hastati, move(4, true))
        && session->setContact(Hastati, Warband, true) && session->moveBlock(AlliedHorse, move(6, false))
        && session->adjustFatigue(38, 2, QStringLiteral("waded the stream")) && session->endPhase()
        && session->shoot(0, 26, dice(5), dice(2)) && session->shoot(42, 1, dice(4), dice(3)) && session->endPhase()
        && session->fight(fight(5, 27, 5, 3));
    return played;
}

int screenshot(QQmlApplicationEngine &engine, QQuickWindow *window, const LaunchOptions &options)
{
    QTextStream err(stderr);
    prepareDiceRoller(window, options);
    prepareTracker(engine, options);
    if (!prepareBattle(engine, options)) {
        err << "screenshot: the sample battle could not be played\n";
        return 1;
    }
    window->resize(options.size);
    window->setProperty("darkTheme", options.dark);
    if (!showPage(window, options.page.isEmpty() ? QStringLiteral("dice") : options.page)) {
        err << "screenshot: there is no page \"" << options.page << "\"; pages are: "
            << window->property("pageNames").toStringList().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    prepareBuilder(window, options);
    openRulebookAt(window, options);
    settle(600);
    const QImage image = window->grabWindow();
    if (image.size() != options.size * window->devicePixelRatio()) {
        err << "screenshot: the window rendered at " << image.width() << "x" << image.height() << ", not at "
            << options.size.width() << "x" << options.size.height() << '\n';
        return 1;
    }
    if (!image.save(options.screenshotFile, "PNG")) {
        err << "screenshot: could not write " << options.screenshotFile << '\n';
        return 1;
    }
    QTextStream(stdout) << "screenshot: " << options.screenshotFile << " (" << image.width() << "x"
                        << image.height() << ")\n";
    return 0;
}

} // namespace

std::optional<LaunchOptions> LaunchOptions::parse(const QStringList &arguments, QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("LaunchOptions", "Companion for the Ancients Wargame"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption selfTest(QStringLiteral("self-test"),
                                      QStringLiteral("Load every page in every language; exit non-zero on any QML warning."));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Render a page to the PNG <file> and exit."),
                                  QStringLiteral("file"));
    const QCommandLineOption page(QStringLiteral("page"), QStringLiteral("The page to open: dice, rulebook, armies, settings."),
                                  QStringLiteral("name"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot, e.g. 800x1280."),
                                  QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("Language: en, de or fr."),
                                      QStringLiteral("code"));
    const QCommandLineOption dark(QStringLiteral("dark"), QStringLiteral("Use the dark theme for --screenshot."));
    const QCommandLineOption rolls(QStringLiteral("rolls"), QStringLiteral("Dice roller: roll <n> times before the screenshot."),
                                   QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Dice roller: seed for --rolls."),
                                  QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption quality(QStringLiteral("quality"), QStringLiteral("Dice roller: elite, regular or levy."),
                                     QStringLiteral("name"));
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("Dice roller: combat or movement."),
                                  QStringLiteral("name"));
    const QCommandLineOption average(QStringLiteral("average-fatigue"),
                                     QStringLiteral("Dice roller: the Block's average Fatigue for --mode movement."),
                                     QStringLiteral("x"));
    const QCommandLineOption section(QStringLiteral("section"), QStringLiteral("Open the rulebook at a section, e.g. 9.2."),
                                     QStringLiteral("number"));
    const QCommandLineOption search(QStringLiteral("search"), QStringLiteral("Rulebook: search for <words>."),
                                    QStringLiteral("words"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QStringLiteral("With --screenshot: fill the fatigue tracker, the army builder or the battle pages with a sample."));
    const QCommandLineOption firstFrame(QStringLiteral("exit-after-first-frame"),
                                        QStringLiteral("Quit as soon as the window has shown its first frame (benchmarks)."));
    parser.addOptions({selfTest, shot, page, size, language, dark, rolls, seed, quality, mode, average, section, search, demo, firstFrame});
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        *error = parser.helpText();
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        *error = QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
        return std::nullopt;
    }

    LaunchOptions options;
    options.selfTest = parser.isSet(selfTest);
    options.screenshotFile = parser.value(shot);
    options.page = parser.value(page);
    options.dark = parser.isSet(dark);
    options.language = parser.value(language);
    if (!options.language.isEmpty() && !LanguageManager::availableLanguages().contains(options.language)) {
        *error = QStringLiteral("--language: unknown language \"%1\"; use one of %2")
                     .arg(options.language, LanguageManager::availableLanguages().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    bool okW = false;
    bool okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
    const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    if (!okW || !okH || w < 320 || h < 320 || w > 8192 || h > 8192) {
        *error = QStringLiteral("--size: \"%1\" is not WIDTHxHEIGHT between 320 and 8192, e.g. 800x1280")
                     .arg(parser.value(size));
        return std::nullopt;
    }
    options.size = QSize(w, h);

    bool okNumber = false;
    options.rolls = parser.value(rolls).toInt(&okNumber);
    if (!okNumber || options.rolls < 0 || options.rolls > RollHistoryModel::Capacity) {
        *error = QStringLiteral("--rolls: \"%1\" is not a number from 0 to %2").arg(parser.value(rolls)).arg(RollHistoryModel::Capacity);
        return std::nullopt;
    }
    options.seed = parser.value(seed).toULongLong(&okNumber);
    if (!okNumber) {
        *error = QStringLiteral("--seed: \"%1\" is not a whole number").arg(parser.value(seed));
        return std::nullopt;
    }
    options.quality = parser.value(quality);
    if (!options.quality.isEmpty() && !ancients::qualityFromKey(options.quality.toStdString())) {
        *error = QStringLiteral("--quality: \"%1\" is not elite, regular or levy").arg(options.quality);
        return std::nullopt;
    }
    options.demo = parser.isSet(demo);
    if (options.demo && options.screenshotFile.isEmpty()) {
        *error = QStringLiteral("--demo: only with --screenshot, so that a player's own tracker or army is never replaced");
        return std::nullopt;
    }
    options.exitAfterFirstFrame = parser.isSet(firstFrame);
    options.section = parser.value(section);
    options.search = parser.value(search);
    options.mode = parser.value(mode);
    if (!options.mode.isEmpty() && options.mode != QLatin1String("combat") && options.mode != QLatin1String("movement")) {
        *error = QStringLiteral("--mode: \"%1\" is not combat or movement").arg(options.mode);
        return std::nullopt;
    }
    if (parser.isSet(average)) {
        options.averageFatigue = parser.value(average).toDouble(&okNumber);
        if (!okNumber || options.averageFatigue < DiceRoller::minimumAverage()
            || options.averageFatigue > DiceRoller::maximumAverage()) {
            *error = QStringLiteral("--average-fatigue: \"%1\" is not a number from 1 to 6").arg(parser.value(average));
            return std::nullopt;
        }
    }
    return options;
}

int runApp(QQmlApplicationEngine &engine, const LaunchOptions &options)
{
    const bool headless = options.selfTest || !options.screenshotFile.isEmpty();
    if (headless) {
        // Never touch the player's own settings: the self-test switches languages.
        QStandardPaths::setTestModeEnabled(true);
        s_previousHandler = qInstallMessageHandler(collectProblems);
    }

    // The self-test and screenshots neither read nor change the player's language choice.
    auto *languages = new LanguageManager(&engine, &engine,
                                          headless ? LanguageManager::Persistence::ThisRunOnly
                                                   : LanguageManager::Persistence::Saved);
    LanguagesForeign::s_instance = languages;
    languages->restore();
    if (!options.language.isEmpty())
        languages->setLanguage(options.language);

    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The self-test and screenshots open their pages themselves; only a player's launch resumes the last battle.
    engine.setInitialProperties({{QStringLiteral("resumeAtStart"), !headless}});
    engine.load(MainUrl);
    QQuickWindow *window = rootWindow(engine);
    if (!window) {
        QTextStream(stderr) << "The main window could not be created:\n  " << s_problems.join(QStringLiteral("\n  "))
                            << '\n';
        return 1;
    }
    if (!headless) {
        if (!options.page.isEmpty())
            QMetaObject::invokeMethod(window, "showPage", Q_ARG(QString, options.page));
        openRulebookAt(window, options);
    }

    if (options.selfTest)
        return selfTest(engine, window);
    if (!options.screenshotFile.isEmpty()) {
        const int rc = screenshot(engine, window, options);
        if (rc == 0 && !s_problems.isEmpty()) {
            QTextStream(stderr) << "screenshot: warnings while rendering:\n  " << s_problems.join(QStringLiteral("\n  "))
                                << '\n';
            return 1;
        }
        return rc;
    }
    if (options.exitAfterFirstFrame) {
        // The launch benchmark: from process start to the first frame on screen, then out.
        QObject::connect(window, &QQuickWindow::frameSwapped, window, &QCoreApplication::quit, Qt::QueuedConnection);
    }
    return QGuiApplication::exec();
}
