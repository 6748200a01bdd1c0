#include "screenshots.h"

#include "appshell.h"
#include "appsingletons.h"
#include "demobattle.h"
#include "diceroller.h"

#include "ancients/keys.h"

#include <QImage>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>

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
                                         QStringLiteral("battles")};
    if (!options.demo || !battlePages.contains(options.page))
        return true;
    static QTemporaryDir scratch;
    if (!scratch.isValid() || !app.session->openStore(scratch.filePath(QStringLiteral("demo.sqlite"))))
        return false;
    const DemoStage stage = options.demoDecided ? DemoStage::Decided
        : options.demoPlan                      ? DemoStage::Plan
        : options.demoTurnEnd                   ? DemoStage::TurnEnd
                                                : DemoStage::Loss;
    return playDemoBattle(app.session, app.catalog, stage);
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
    window->resize(options.size);
    window->setProperty("darkTheme", options.dark);
    if (!showPage(window, options.page.isEmpty() ? QStringLiteral("dice") : options.page)) {
        err << "screenshot: there is no page \"" << options.page << "\"; pages are: "
            << window->property("pageNames").toStringList().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    prepareBuilder(window, *app.catalog, options);
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

} // namespace appshell
