#include "screenshots.h"

#include "appshell.h"
#include "amendcontroller.h"
#include "appsingletons.h"
#include "combatcontroller.h"
#include "demobattle.h"
#include "diceroller.h"
#include "labelsheet.h"

#include "ancients/keys.h"

#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>

#include <variant>

namespace appshell {

namespace {

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
void prepareTracker(FatigueTracker *tracker, const LaunchOptions &options)
{
    if (options.demo)
        tracker->fillWithSample();
}

// Fills the army builder with a sample army to edit, when it is the page shown.
void prepareBuilder(QQuickWindow *window, const ArmyCatalog &catalog, const LaunchOptions &options)
{
    auto *draft = options.demo ? window->findChild<ArmyDraft *>() : nullptr;
    if (!draft)
        return;
    if (const ancients::ArmyList *sample = catalog.army(catalog.indexOf(QStringLiteral("Mid-Republican Roman"))))
        draft->load(*sample);
}

// Plays the opening of a battle into a scratch store of its own, for screenshots of the
// battle pages (demobattle.h).
bool prepareBattle(const AppObjects &app, const LaunchOptions &options)
{
    static const QStringList battlePages{QStringLiteral("home"), QStringLiteral("battle"), QStringLiteral("log"),
                                         QStringLiteral("battles"), QStringLiteral("amend"), QStringLiteral("labels")};
    if (!options.demo || !battlePages.contains(options.page))
        return true;
    static QTemporaryDir scratch;
    if (!scratch.isValid() || !app.session->openStore(scratch.filePath(QStringLiteral("demo.sqlite"))))
        return false;
    const DemoStage stage = options.demoDecided ? DemoStage::Decided
        : options.demoPlan                      ? DemoStage::Plan
        : options.demoTurnEnd                   ? DemoStage::TurnEnd
                                                : DemoStage::Loss;
    if (!playDemoBattle(app.session, app.catalog, stage))
        return false;
    if (options.page != QLatin1String("amend"))
        return true;
    // The umpire's ruling needs a fight whose loss was allocated, and something after it.
    CombatController combat(app.session);
    return combat.allocateLoss({{QStringLiteral("fatigue"), app.session->pendingLossValue().points}})
        && app.session->endPhase();
}

// The object of type T (named @p name, if given) among @p item's own objects and those of
// every item under it: a page a Loader made, and a popup over it, hang only from the item tree.
template<typename T>
T *findUnder(QQuickItem *item, const QString &name = {})
{
    for (QObject *child : item->children()) {
        auto *found = qobject_cast<T *>(child);
        if (found && (name.isEmpty() || child->objectName() == name))
            return found;
    }
    for (QQuickItem *child : item->childItems()) {
        if (T *found = findUnder<T>(child, name))
            return found;
    }
    return nullptr;
}

// The "amend" page: the log with the umpire's ruling open on the sample's fight, its ground
// corrected from open to rough, both outcomes side by side and the loss asked again.
bool prepareAmend(QQuickWindow *window, const AppObjects &app, const LaunchOptions &options)
{
    if (options.page != QLatin1String("amend"))
        return true;
    QQuickItem *root = window->contentItem();
    auto *amend = findUnder<AmendController>(root);
    QObject *dialog = findUnder<QObject>(root, QStringLiteral("amendDialog"));
    const record::Battle *battle = app.session->battle();
    if (!amend || !dialog || !battle) {
        QTextStream(stderr) << "screenshot: the log page has no ruling to open\n";
        return false;
    }
    int fight = -1;
    for (int i = 0; i < battle->actionCount(); ++i) {
        if (std::holds_alternative<ancients::Fight>(battle->actions().at(static_cast<std::size_t>(i))))
            fight = i;
    }
    if (fight < 0 || !amend->begin(fight) || !QMetaObject::invokeMethod(dialog, "open"))
        return false;
    settle(300);
    // The ground in the ruling's form, not the Combat panel's.
    auto *form = findUnder<QQuickItem>(root, QStringLiteral("amendForm"));
    QObject *ground = form ? findUnder<QObject>(form, QStringLiteral("baseGoingChoice")) : nullptr;
    if (!ground)
        QTextStream(stderr) << "screenshot: the ruling's form has no ground to correct\n";
    return ground && ground->setProperty("currentIndex", 3); // rough ground (§8.1)
}

} // namespace

int screenshot(QQuickWindow *window, const AppObjects &app, const LaunchOptions &options)
{
    QTextStream err(stderr);
    prepareDiceRoller(window, options);
    prepareTracker(app.tracker, options);
    if (!prepareBattle(app, options)) {
        err << "screenshot: the sample battle could not be played\n";
        return 1;
    }
    // The label sheet is paper, not a page: its first page, painted as the PDF is, as wide as --size.
    if (options.page == QLatin1String("labels")) {
        const QImage sheet = app.session->labelSheetPage(0, options.size.width() / LabelSheet::PageWidthMm);
        if (sheet.isNull()) {
            err << "screenshot: the label sheet needs a battle: add --demo\n";
            return 1;
        }
        if (!sheet.save(options.screenshotFile, "PNG")) {
            err << "screenshot: could not write " << options.screenshotFile << '\n';
            return 1;
        }
        QTextStream(stdout) << "screenshot: " << options.screenshotFile << " (" << sheet.width() << "x" << sheet.height()
                            << ", the label sheet's first page)\n";
        return 0;
    }
    window->resize(options.size);
    window->setProperty("darkTheme", options.dark);
    const QString page = options.page == QLatin1String("amend") ? QStringLiteral("log") : options.page;
    if (!showPage(window, page.isEmpty() ? QStringLiteral("dice") : page)) {
        err << "screenshot: there is no page \"" << options.page << "\"; pages are: "
            << window->property("pageNames").toStringList().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    prepareBuilder(window, *app.catalog, options);
    if (!prepareAmend(window, app, options)) {
        err << "screenshot: the umpire's ruling could not be opened\n";
        return 1;
    }
    openRulebookAt(window, options);
    // The pairing plan as a whole: the queue of fights, none picked yet.
    if (options.demoPlan) {
        settle(300);
        if (QObject *selection = findUnder<QObject>(window->contentItem(), QStringLiteral("battleSelection")))
            QMetaObject::invokeMethod(selection, "clear");
    }
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

} // namespace appshell
