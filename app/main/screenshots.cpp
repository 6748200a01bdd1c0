#include "screenshots.h"

#include "appshell.h"
#include "amendcontroller.h"
#include "appsingletons.h"
#include "combatcontroller.h"
#include "demobattle.h"
#include "diceroller.h"
#include "labelsheet.h"
#include "mwramendcontroller.h"
#include "mwrbattlesession.h"
#include "mwrdemo.h"
#include "ohwamendcontroller.h"
#include "ohwbattlesession.h"
#include "ohwdemo.h"
#include "rulingsheet.h"
#include "umpirecontroller.h"

#include "ancients/keys.h"

#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <tuple>
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
    if (const auto mechanic = ancients::eliteMechanicFromKey(options.mechanic.toStdString()))
        roller->setMechanic(static_cast<DiceRoller::Mechanic>(*mechanic));
    if (options.averageFatigue > 0)
        roller->setAverageFatigue(options.averageFatigue);
    // The other rulesets' presets: My Wargame Rules' 2D6 to pick from, 3D6 OHW's pool.
    if (options.ruleset == QLatin1String("my-wargame-rules"))
        roller->setPreset(DiceRoller::TwoDicePickOne);
    if (options.ruleset == QLatin1String("3d6-ohw-gridded-ancients"))
        roller->setPreset(DiceRoller::HitsOnFourPlus);
    if (options.pool > 0)
        roller->setPoolSize(options.pool);
    roller->reseed(options.seed);
    for (int i = 0; i < options.rolls; ++i)
        roller->roll();
}

// Fills the fatigue and cohesion trackers with their samples, the cohesion tracker with a
// few hits so that every state shows. Headless runs keep their files apart from the
// player's (QStandardPaths' test mode), so this never touches the player's trackers.
void prepareTrackers(FatigueTracker *tracker, CohesionTracker *cohesion, const LaunchOptions &options)
{
    if (!options.demo)
        return;
    tracker->fillWithSample();
    cohesion->fillWithSample();
    cohesion->setBreakPoint(3);
    for (const auto &[side, row, hits] : {std::tuple{0, 1, 1}, std::tuple{1, 0, 2}, std::tuple{1, 2, 3}}) {
        for (int i = 0; i < hits; ++i)
            cohesion->hit(side, row);
    }
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

// The pages that show the log in the umpire's view: a ruling open ("amend"), its outcomes
// ("whatif"), the log after a ruling ("umpire"); and the ruling's PDF ("ruling").
const QStringList &rulingPages()
{
    static const QStringList pages{QStringLiteral("amend"), QStringLiteral("whatif"), QStringLiteral("umpire"),
                                   QStringLiteral("ruling")};
    return pages;
}

// The last fight among the actions in force of @p battle; −1 if none.
int lastFight(const record::Battle &battle)
{
    int fight = -1;
    for (int i = 0; i < battle.actionCount(); ++i) {
        if (std::holds_alternative<ancients::Fight>(battle.actions().at(static_cast<std::size_t>(i))))
            fight = i;
    }
    return fight;
}

/** The umpire's ruling on a battle of My Wargame Rules: `--page amend|whatif --ruleset my-wargame-rules --demo`. */
bool mwrAmend(const LaunchOptions &options)
{
    return (options.page == QLatin1String("amend") || options.page == QLatin1String("whatif"))
           && options.ruleset == QLatin1String("my-wargame-rules");
}

/** The log of a battle of My Wargame Rules: `--page log --ruleset my-wargame-rules --demo`, or its ruling. */
bool mwrLog(const LaunchOptions &options)
{
    return (options.page == QLatin1String("log") && options.ruleset == QLatin1String("my-wargame-rules")) || mwrAmend(options);
}

/** The umpire's ruling on a battle of 3D6 OHW Gridded Ancients: `--page amend|whatif --ruleset 3d6-ohw-gridded-ancients --demo`. */
bool ohwAmend(const LaunchOptions &options)
{
    return (options.page == QLatin1String("amend") || options.page == QLatin1String("whatif"))
           && options.ruleset == QLatin1String("3d6-ohw-gridded-ancients");
}

/** The log of a battle of 3D6 OHW Gridded Ancients: `--page log --ruleset 3d6-ohw-gridded-ancients --demo`, or its ruling. */
bool ohwLog(const LaunchOptions &options)
{
    return (options.page == QLatin1String("log") && options.ruleset == QLatin1String("3d6-ohw-gridded-ancients"))
           || ohwAmend(options);
}

// Every sample battle is played into a scratch store of its own, never into the device's:
// screenshots leave no battles behind on the saved battles page.
bool openScratchStore(const AppObjects &app)
{
    static QTemporaryDir scratch;
    return scratch.isValid() && app.session->openStore(scratch.filePath(QStringLiteral("demo.sqlite")));
}

// Plays the opening of a battle, for screenshots of the battle pages (demobattle.h).
bool prepareBattle(const AppObjects &app, const LaunchOptions &options)
{
    static const QStringList battlePages{QStringLiteral("home"),   QStringLiteral("battle"), QStringLiteral("log"),
                                         QStringLiteral("battles"), QStringLiteral("amend"), QStringLiteral("whatif"),
                                         QStringLiteral("umpire"),  QStringLiteral("ruling"), QStringLiteral("labels")};
    if (!options.demo || !battlePages.contains(options.page) || mwrLog(options) || ohwLog(options))
        return true;
    const DemoStage stage = options.demoDecided ? DemoStage::Decided
        : options.demoPlan                      ? DemoStage::Plan
        : options.demoTurnEnd                   ? DemoStage::TurnEnd
        : options.demoFollowUp                  ? DemoStage::FollowUp
                                                : DemoStage::Loss;
    if (!playDemoBattle(app.session, app.catalog, stage))
        return false;
    if (!rulingPages().contains(options.page))
        return true;
    // The umpire's ruling needs a fight whose loss was allocated, and something after it.
    CombatController combat(app.session);
    if (!combat.allocateLoss({{QStringLiteral("fatigue"), app.session->pendingLossValue().points}}) || !app.session->endPhase())
        return false;
    if (options.page != QLatin1String("umpire") && options.page != QLatin1String("ruling"))
        return true;
    // The log with a ruling in it, and the ruling's PDF: the fight's ground corrected to rough, the loss allocated again.
    AmendController amend(app.session);
    if (!amend.begin(lastFight(*app.session->battle())))
        return false;
    QVariantMap rough = amend.original();
    rough.insert(QStringLiteral("base_going"), 2); // rough ground (§8.1)
    if (!amend.tryCorrection(rough))
        return false;
    while (amend.asking()) {
        const bool answered = amend.askKind() == QLatin1String("allocate-loss")
                                  ? amend.answer({{QStringLiteral("fatigue"), amend.askLoss().points}})
                                  : amend.answer({{QStringLiteral("decline"), false}});
        if (!answered)
            return false;
    }
    return amend.confirm(QStringLiteral("The Hastati stood in rough ground, as both players agree."),
                         QStringLiteral("M. Varro"))
        .value(QStringLiteral("ok"))
        .toBool();
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
        // An item declared in a popup hangs from the popup as an object, from its content as an item.
        auto *itself = qobject_cast<T *>(child);
        if (itself && (name.isEmpty() || child->objectName() == name))
            return itself;
        if (T *found = findUnder<T>(child, name))
            return found;
    }
    return nullptr;
}

// The umpire's view of the log, opened: the "umpire", "amend" and "whatif" pages.
bool unlockUmpire(QQuickWindow *window, const LaunchOptions &options)
{
    if (!rulingPages().contains(options.page))
        return true;
    auto *umpire = findUnder<UmpireController>(window->contentItem());
    if (!umpire || !umpire->unlock(QString())) {
        QTextStream(stderr) << "screenshot: the umpire's view could not be opened\n";
        return false;
    }
    settle(200);
    return true;
}

// The "amend" page: the log with the umpire's ruling open on the sample's fight, its ground
// corrected from open to rough, both outcomes side by side and the loss asked again. The
// "whatif" page: the same ruling with the loss allocated again, the reason and the name
// given, scrolled to both outcomes.
bool prepareRulesetAmend(QQuickWindow *window, const LaunchOptions &options);

bool prepareAmend(QQuickWindow *window, const AppObjects &app, const LaunchOptions &options)
{
    if (mwrAmend(options) || ohwAmend(options))
        return prepareRulesetAmend(window, options);
    if (options.page != QLatin1String("amend") && options.page != QLatin1String("whatif"))
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
    if (!ground || !ground->setProperty("currentIndex", 3)) // rough ground (§8.1)
        return false;
    if (options.page != QLatin1String("whatif"))
        return true;
    settle(300);
    if (!amend->drafted()) {
        QTextStream(stderr) << "screenshot: the correction was not tried out: " << amend->error() << '\n';
        return false;
    }
    while (amend->asking()) {
        if (!amend->answer({{QStringLiteral("fatigue"), amend->askLoss().points}})) {
            QTextStream(stderr) << "screenshot: the loss could not be allocated again: " << amend->error() << '\n';
            return false;
        }
    }
    QObject *note = findUnder<QObject>(root, QStringLiteral("amendNote"));
    QObject *name = findUnder<QObject>(root, QStringLiteral("amendUmpire"));
    if (note)
        note->setProperty("text", QStringLiteral("The Hastati stood in rough ground, as both players agree."));
    if (name)
        name->setProperty("text", QStringLiteral("M. Varro"));
    settle(300);
    // Both outcomes at the top of the ruling's scrolled form.
    auto *whatIf = findUnder<QQuickItem>(root, QStringLiteral("amendWhatIf"));
    auto *scroll = findUnder<QQuickItem>(root, QStringLiteral("amendScroll"));
    QObject *flick = scroll ? scroll->property("contentItem").value<QObject *>() : nullptr;
    auto *content = flick ? flick->property("contentItem").value<QQuickItem *>() : nullptr;
    if (!whatIf || !flick || !content) {
        QTextStream(stderr) << "screenshot: the ruling's outcomes are not on the page\n";
        return false;
    }
    const double top = whatIf->mapToItem(content, QPointF(0, 0)).y();
    const double most = flick->property("contentHeight").toDouble() - flick->property("height").toDouble();
    flick->setProperty("contentY", std::max(0.0, std::min(top - 8, most)));
    return true;
}

// Opens the ruling @p amend drafts on the action in force at @p index in @p dialog, and lays
// @p fields over it in the ruling's own form, as the umpire's taps would.
bool openRuling(RulesetAmendController *amend, QObject *dialog, int index, const QVariantMap &fields)
{
    if (index < 0 || !amend->begin(index) || !QMetaObject::invokeMethod(dialog, "open")) {
        QTextStream(stderr) << "screenshot: the ruling on #" << index << " could not be begun: " << amend->error() << '\n';
        return false;
    }
    settle(300);
    auto *form = dialog->property("correction").value<QObject *>();
    if (!form || !form->setProperty("fields", fields)) {
        QTextStream(stderr) << "screenshot: the ruling's form could not be filled\n";
        return false;
    }
    settle(300);
    return amend->drafted();
}

// The reason and the umpire's name in the ruling's foot.
void signRuling(QObject *dialog, const QString &reason)
{
    if (auto *foot = dialog->property("footer").value<QQuickItem *>()) {
        if (QObject *note = findUnder<QObject>(foot, QStringLiteral("rulesetAmendNote")))
            note->setProperty("text", reason);
        if (QObject *name = findUnder<QObject>(foot, QStringLiteral("rulesetAmendUmpire")))
            name->setProperty("text", QStringLiteral("M. Varro"));
    }
    settle(300);
}

// The last action in force of @p Kind among @p actions; −1 if none.
template<typename Kind, typename Action>
int lastOf(const std::vector<Action> &actions)
{
    int found = -1;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (std::holds_alternative<Kind>(actions[i]))
            found = static_cast<int>(i);
    }
    return found;
}

// The umpire's ruling on the sample melee of My Wargame Rules (mwrdemo.h): the Triarii's dice,
// a 3 and a 6, corrected to a 2 and a 4, and the Pick of the 6 asked ("amend"); then the 4 kept
// instead, the reason and the name given, both outcomes in view ("whatif"). On the sample of
// 3D6 OHW Gridded Ancients (ohwdemo.h): the Fourth Line's morale check corrected from a 1 to a 6,
// and the retreat it made asked ("amend"); then dropped, with what came of it ("whatif").
bool prepareRulesetAmend(QQuickWindow *window, const LaunchOptions &options)
{
    QTextStream err(stderr);
    QQuickItem *root = window->contentItem();
    const bool mwrRuling = mwrAmend(options);
    RulesetAmendController *amend = nullptr;
    int index = -1;
    if (mwrRuling) {
        auto *mwrAmendment = findUnder<MwrAmendController>(root);
        if (mwrAmendment && mwrAmendment->session() && mwrAmendment->session()->battle())
            index = lastOf<mwr::Attack>(mwrAmendment->session()->battle()->actions());
        amend = mwrAmendment;
    } else {
        auto *ohwAmendment = findUnder<OhwAmendController>(root);
        if (ohwAmendment && ohwAmendment->session() && ohwAmendment->session()->battle())
            index = lastOf<ohw::CheckMorale>(ohwAmendment->session()->battle()->actions());
        amend = ohwAmendment;
    }
    QObject *dialog = findUnder<QObject>(root, mwrRuling ? QStringLiteral("mwrAmendDialog") : QStringLiteral("ohwAmendDialog"));
    if (!amend || !dialog || index < 0) {
        err << "screenshot: the log has no ruling to open\n";
        return false;
    }
    const QVariantMap fields = mwrRuling ? QVariantMap{{QStringLiteral("dice"), QVariantList{2, 4}}}
                                         : QVariantMap{{QStringLiteral("die"), 6}};
    if (!openRuling(amend, dialog, index, fields) || !amend->asking()) {
        err << "screenshot: the correction asked nothing: " << amend->error() << '\n';
        return false;
    }
    if (options.page != QLatin1String("whatif"))
        return true;
    while (amend->asking()) {
        const bool answered = mwrRuling ? amend->answer({{QStringLiteral("face"), 4}}) : amend->drop();
        if (!answered) {
            err << "screenshot: the action asked could not be answered: " << amend->error() << '\n';
            return false;
        }
    }
    signRuling(dialog, mwrRuling ? QStringLiteral("Both players saw a 2 and a 4.")
                                 : QStringLiteral("The die showed a 6; both players agree."));
    return true;
}

// The "ruling" page: the PDF of the sample's ruling, painted by the PDF's own code onto an
// image, shown as a page on a grey desk at the window's size.
int writeRulingPage(const AppObjects &app, const LaunchOptions &options)
{
    QTextStream err(stderr);
    const record::Battle *battle = app.session->battle();
    QString error;
    const auto ruling = battle ? RulingSheet::of(*battle, static_cast<int>(battle->view().entries().size()) - 1, app.session->title(),
                                                 app.session->listedShapes(), &error)
                               : std::nullopt;
    if (!ruling) {
        err << "screenshot: the sample's ruling could not be set: " << error << '\n';
        return 1;
    }
    const QImage page = RulingSheet::image(*ruling);
    QImage shot(options.size, QImage::Format_RGB32);
    shot.fill(QColor(0x60, 0x64, 0x6b));
    const double margin = 16;
    const double scale = std::min((options.size.width() - 2 * margin) / page.width(),
                                  (options.size.height() - 2 * margin) / page.height());
    const QSizeF fitted(page.width() * scale, page.height() * scale);
    const QRectF target(QPointF((options.size.width() - fitted.width()) / 2, (options.size.height() - fitted.height()) / 2), fitted);
    QPainter painter(&shot);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(target, page.scaled(fitted.toSize(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
    painter.end();
    if (!shot.save(options.screenshotFile, "PNG")) {
        err << "screenshot: could not write " << options.screenshotFile << '\n';
        return 1;
    }
    QTextStream(stdout) << "screenshot: " << options.screenshotFile << " (" << shot.width() << "x" << shot.height() << ")\n";
    return 0;
}

// The "rules" page: New battle with its playtest knobs unfolded and its rules options in view (§13).
bool prepareRules(QQuickWindow *window, const LaunchOptions &options)
{
    if (options.page != QLatin1String("rules"))
        return true;
    QQuickItem *root = window->contentItem();
    QObject *knobs = findUnder<QObject>(root, QStringLiteral("playtestKnobs"));
    auto *rules = findUnder<QQuickItem>(root, QStringLiteral("rulesHeading"));
    auto *scroll = findUnder<QQuickItem>(root, QStringLiteral("newBattleScroll"));
    if (!knobs || !rules || !scroll) {
        QTextStream(stderr) << "screenshot: New battle has no rules options to show\n";
        return false;
    }
    knobs->setProperty("expanded", true);
    settle(300);
    // Scroll the rules' heading to the top, as a player reading them would.
    QQuickItem *flick = nullptr;
    for (QQuickItem *item = rules->parentItem(); item && item != scroll; item = item->parentItem()) {
        if (item->property("contentY").isValid() && item->property("contentHeight").isValid()) {
            flick = item;
            break;
        }
    }
    if (flick) {
        const QPointF at = rules->mapToItem(flick->property("contentItem").value<QQuickItem *>(), QPointF(0, 0));
        const qreal most = std::max<qreal>(0, flick->property("contentHeight").toReal() - flick->height());
        flick->setProperty("contentY", std::clamp<qreal>(at.y() - 8, 0, most));
    }
    return true;
}

// The My Wargame Rules battle page, or its log: the sample played to a melee (mwrdemo.h), in the window's own session.
bool prepareMwrBattle(QQuickWindow *window, const LaunchOptions &options)
{
    if (!options.demo || (options.page != QLatin1String("mwr-battle") && !mwrLog(options)))
        return true;
    QQmlEngine *engine = qmlEngine(window);
    const int type = qmlTypeId("Ancients.Bridge", 1, 0, "MwrBattleSession");
    auto *session = engine && type >= 0 ? engine->singletonInstance<MwrBattleSession *>(type) : nullptr;
    // The ruling needs the melee fought and its die kept (the push-back's question).
    const MwrDemoStep step = options.demoStep == QLatin1String("pick")                         ? MwrDemoStep::Pick
                           : options.demoStep == QLatin1String("push-back") || mwrAmend(options) ? MwrDemoStep::PushBack
                                                                                                 : MwrDemoStep::Melee;
    if (!playMwrDemo(session, step)) {
        QTextStream(stderr) << "screenshot: the sample melee could not be played"
                            << (session ? QStringLiteral(": ") + session->lastError() : QString()) << '\n';
        return false;
    }
    return true;
}

// The 3D6 OHW Gridded Ancients battle page, or its log: Pompey's first half played to the
// melee's pool, or on (ohwdemo.h); the log shows it to the retreat.
bool prepareOhwBattle(QQuickWindow *window, const LaunchOptions &options)
{
    if (!options.demo || (options.page != QLatin1String("ohw-battle") && !ohwLog(options)))
        return true;
    QQmlEngine *engine = qmlEngine(window);
    const int type = qmlTypeId("Ancients.Bridge", 1, 0, "OhwBattleSession");
    auto *session = engine && type >= 0 ? engine->singletonInstance<OhwBattleSession *>(type) : nullptr;
    const OhwDemoStep step = ohwLog(options) || options.demoStep == QLatin1String("advance") ? OhwDemoStep::Advance
                           : options.demoStep == QLatin1String("retreat")                   ? OhwDemoStep::Retreat
                           : options.demoStep == QLatin1String("join")                      ? OhwDemoStep::Join
                                                                                            : OhwDemoStep::Melee;
    if (!playOhwDemo(session, step)) {
        QTextStream(stderr) << "screenshot: the sample battle of 3D6 OHW Gridded Ancients could not be played"
                            << (session ? QStringLiteral(": ") + session->lastError() : QString()) << '\n';
        return false;
    }
    return true;
}

// The melee drafted: the page's Attack picked, as the player's tap would.
void showMwrMelee(QQuickWindow *window, const LaunchOptions &options)
{
    if (!options.demo || options.page != QLatin1String("mwr-battle"))
        return;
    if (auto *page = findUnder<QQuickItem>(window->contentItem(), QStringLiteral("mwrBattlePage")))
        page->setProperty("action", QStringLiteral("attack"));
}

} // namespace

int screenshot(QQuickWindow *window, const AppObjects &app, const LaunchOptions &options)
{
    QTextStream err(stderr);
    prepareDiceRoller(window, options);
    prepareTrackers(app.tracker, app.cohesionTracker, options);
    if (options.demo && !openScratchStore(app)) {
        err << "screenshot: the sample battles' scratch store could not be opened\n";
        return 1;
    }
    if (!prepareMwrBattle(window, options) || !prepareOhwBattle(window, options))
        return 1;
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
    if (options.page == QLatin1String("ruling"))
        return writeRulingPage(app, options);
    window->resize(options.size);
    window->setProperty("darkTheme", options.dark);
    // Headless runs keep their settings apart from the player's (QStandardPaths' test mode).
    app.preferences->setFaceToFace(options.faceToFace);
    const QString page = rulingPages().contains(options.page) ? QStringLiteral("log")
        : options.page == QLatin1String("rules")             ? QStringLiteral("new-battle")
                                                             : options.page;
    if (!showPage(window, page.isEmpty() ? QStringLiteral("dice") : page)) {
        err << "screenshot: there is no page \"" << options.page << "\"; pages are: "
            << window->property("pageNames").toStringList().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    prepareBuilder(window, *app.catalog, options);
    if (!unlockUmpire(window, options) || !prepareAmend(window, app, options)) {
        err << "screenshot: the umpire's ruling could not be opened\n";
        return 1;
    }
    if (!prepareRules(window, options))
        return 1;
    showMwrMelee(window, options);
    openRulebookAt(window, options);
    // The pairing plan as a whole: the queue of fights, none picked yet.
    if (options.demoPlan) {
        settle(300);
        if (QObject *selection = findUnder<QObject>(window->contentItem(), QStringLiteral("battleSelection")))
            QMetaObject::invokeMethod(selection, "clear");
    }
    // The Playtest page's table (§13): combat, movement or Elite's edge.
    if (!options.table.isEmpty()) {
        const QStringList tables{QStringLiteral("combat"), QStringLiteral("movement"), QStringLiteral("edge")};
        if (auto *playtest = findUnder<QQuickItem>(window->contentItem(), QStringLiteral("playtestPage")))
            playtest->setProperty("tab", tables.indexOf(options.table));
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
