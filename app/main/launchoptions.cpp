#include "launchoptions.h"

#include "diceroller.h"
#include "languagemanager.h"
#include "rulebook.h"

#include "ancients/keys.h"

#include <QCommandLineParser>
#include <QCoreApplication>

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
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("The page to open: dice, rulebook, armies, settings, ...; with --screenshot "
                                                 "and --demo, \"labels\" renders the label sheet's first page."),
                                  QStringLiteral("name"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot, e.g. 800x1280."),
                                  QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("Language: en, de, fr, es or it."),
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
    const QCommandLineOption mechanic(QStringLiteral("elite-mechanic"),
                                      QStringLiteral("Dice roller: none, reroll or best-of-three (§13)."),
                                      QStringLiteral("name"));
    const QCommandLineOption table(QStringLiteral("table"),
                                   QStringLiteral("Playtest page: the table shown, combat, movement or edge."),
                                   QStringLiteral("name"));
    const QCommandLineOption average(QStringLiteral("average-fatigue"),
                                     QStringLiteral("Dice roller: the Block's average Fatigue for --mode movement."),
                                     QStringLiteral("x"));
    const QCommandLineOption section(QStringLiteral("section"), QStringLiteral("Open the rulebook at a section, e.g. 9.2."),
                                     QStringLiteral("number"));
    const QCommandLineOption search(QStringLiteral("search"), QStringLiteral("Rulebook: search for <words>."),
                                    QStringLiteral("words"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"),
                                     QStringLiteral("Rulebook, armies, dice roller: show <key>'s text, armies or dice: "
                                                    "ancients-wargame, my-wargame-rules or 3d6-ohw-gridded-ancients."),
                                     QStringLiteral("key"));
    const QCommandLineOption pool(QStringLiteral("pool"),
                                  QStringLiteral("Dice roller, with --ruleset 3d6-ohw-gridded-ancients: the D6 in the pool, 1 to 8."),
                                  QStringLiteral("dice"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QStringLiteral("With --screenshot: fill the fatigue tracker, the army builder or the battle pages with a sample."));
    const QCommandLineOption faceToFace(QStringLiteral("face-to-face"),
                                        QStringLiteral("With --screenshot: the battle face to face, each army's half turned toward its player."));
    const QCommandLineOption firstFrame(QStringLiteral("exit-after-first-frame"),
                                        QStringLiteral("Quit as soon as the window has shown its first frame, writing when on the steady clock (benchmarks)."));
    const QCommandLineOption demoPlan(QStringLiteral("demo-plan"),
                                      QStringLiteral("As --demo, with the sample battle stopped on the Combat phase's pairing plan."));
    const QCommandLineOption demoDecided(QStringLiteral("demo-decided"),
                                         QStringLiteral("As --demo, with the sample battle decided: the Gauls' army broken."));
    const QCommandLineOption demoTurnEnd(QStringLiteral("demo-turn-end"),
                                         QStringLiteral("As --demo, with the sample battle stopped as its first turn ends, "
                                                        "the battle's fingerprint shown."));
    const QCommandLineOption demoFollowUp(QStringLiteral("demo-follow-up"),
                                          QStringLiteral("As --demo, with the follow-up knob on and the winner of the "
                                                         "sample's fight about to follow up (§13)."));
    const QCommandLineOption demoStep(QStringLiteral("demo-step"),
                                      QStringLiteral("As --demo, for --page mwr-battle: the sample melee drafted (melee), "
                                                     "its roller about to keep a die (pick) or its push-back asked (push-back); "
                                                     "for --page ohw-battle: the melee's pool (melee), the retreat asked (retreat), a general "
                                                     "about to join the unit picked (join) or the advance after the retreat (advance)."),
                                      QStringLiteral("step"));
    parser.addOptions({selfTest, shot, page, size, language, dark, rolls, seed, quality, mode, mechanic, table, average,
                       section, search, ruleset, pool, demo, demoPlan, demoDecided, demoTurnEnd, demoFollowUp, demoStep, faceToFace, firstFrame});
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
    options.demoPlan = parser.isSet(demoPlan);
    options.demoDecided = parser.isSet(demoDecided);
    options.demoTurnEnd = parser.isSet(demoTurnEnd);
    options.demoFollowUp = parser.isSet(demoFollowUp);
    options.demoStep = parser.value(demoStep);
    const QStringList steps{QStringLiteral("melee"),   QStringLiteral("pick"), QStringLiteral("push-back"),
                            QStringLiteral("retreat"), QStringLiteral("join"), QStringLiteral("advance")};
    if (!options.demoStep.isEmpty() && !steps.contains(options.demoStep)) {
        *error = QStringLiteral("--demo-step: \"%1\" is not melee, pick, push-back, retreat, join or advance").arg(options.demoStep);
        return std::nullopt;
    }
    options.demo = parser.isSet(demo) || !options.demoStep.isEmpty() || options.demoPlan || options.demoDecided || options.demoTurnEnd || options.demoFollowUp;
    if (options.demo && options.screenshotFile.isEmpty()) {
        *error = QStringLiteral("--demo: only with --screenshot, so that a player's own tracker or army is never replaced");
        return std::nullopt;
    }
    options.faceToFace = parser.isSet(faceToFace);
    if (options.faceToFace && options.screenshotFile.isEmpty()) {
        *error = QStringLiteral("--face-to-face: only with --screenshot; players turn it on in Settings");
        return std::nullopt;
    }
    options.exitAfterFirstFrame = parser.isSet(firstFrame);
    options.section = parser.value(section);
    options.search = parser.value(search);
    options.ruleset = parser.value(ruleset);
    if (!options.ruleset.isEmpty()) {
        bool known = false;
        (void)Rulebook::rulesetForKey(options.ruleset, &known);
        if (!known) {
            *error = QStringLiteral("--ruleset: \"%1\" is not ancients-wargame, my-wargame-rules or 3d6-ohw-gridded-ancients")
                         .arg(options.ruleset);
            return std::nullopt;
        }
    }
    if (parser.isSet(pool)) {
        options.pool = parser.value(pool).toInt(&okNumber);
        if (!okNumber || options.pool < DiceRoller::minimumPool() || options.pool > DiceRoller::maximumPool()) {
            *error = QStringLiteral("--pool: \"%1\" is not a number of dice from 1 to 8").arg(parser.value(pool));
            return std::nullopt;
        }
    }
    options.mode = parser.value(mode);
    if (!options.mode.isEmpty() && options.mode != QLatin1String("combat") && options.mode != QLatin1String("movement")) {
        *error = QStringLiteral("--mode: \"%1\" is not combat or movement").arg(options.mode);
        return std::nullopt;
    }
    options.mechanic = parser.value(mechanic);
    if (!options.mechanic.isEmpty() && !ancients::eliteMechanicFromKey(options.mechanic.toStdString())) {
        *error = QStringLiteral("--elite-mechanic: \"%1\" is not none, reroll or best-of-three").arg(options.mechanic);
        return std::nullopt;
    }
    options.table = parser.value(table);
    const QStringList tables{QStringLiteral("combat"), QStringLiteral("movement"), QStringLiteral("edge")};
    if (!options.table.isEmpty() && !tables.contains(options.table)) {
        *error = QStringLiteral("--table: \"%1\" is not combat, movement or edge").arg(options.table);
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
