// The ruleset's one vocabulary: every key written and read through one table
// (ohw/keys.h), and every refusal in its form (ohw/refusals.h), the forms
// checked against the codes the engine's sources refuse with.
#include "ohwtesthelpers.h"

#ifndef Q_MOC_RUN
#include "ohw/refusals.h"
#endif

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <set>

using namespace ohw;
using namespace ohwtest;

namespace {

/** The keys of @p Enum are unique, lower-case words joined by hyphens, and read back to their value. */
template<typename Enum>
QStringList keyProblems(const char *name)
{
    QStringList problems;
    static const QRegularExpression form(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    std::set<std::string_view> seen;
    const auto keys = keysOf<Enum>();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const auto value = static_cast<Enum>(i);
        if (!form.match(QString::fromUtf8(keys[i].data(), qsizetype(keys[i].size()))).hasMatch())
            problems << QStringLiteral("%1: \"%2\" is not a key").arg(QLatin1String(name), QString::fromUtf8(keys[i].data()));
        if (!seen.insert(keys[i]).second)
            problems << QStringLiteral("%1: \"%2\" twice").arg(QLatin1String(name), QString::fromUtf8(keys[i].data()));
        if (fromKey<Enum>(keyOf(value)) != value)
            problems << QStringLiteral("%1: \"%2\" does not read back").arg(QLatin1String(name), QString::fromUtf8(keys[i].data()));
    }
    if (fromKey<Enum>("no-such-key") || keys.empty())
        problems << QStringLiteral("%1: reads a key it does not hold").arg(QLatin1String(name));
    return problems;
}

/** Every code refused with in the engine's sources, read from its refuse("…") calls. */
std::set<std::string> codesInSources()
{
    std::set<std::string> codes;
    const QDir dir(QStringLiteral(OHW_ENGINE_SRC));
    static const QRegularExpression call(QStringLiteral(R"(refuse\(\s*"([a-z0-9-]+)\")"));
    for (const QString &name : dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto it = call.globalMatch(text); it.hasNext();)
            codes.insert(it.next().captured(1).toStdString());
    }
    return codes;
}

} // namespace

class TestVocabulary : public QObject
{
    Q_OBJECT

private slots:
    void everyKeyTableIsWhole()
    {
        QStringList problems;
        problems << keyProblems<UnitType>("unit types") << keyProblems<Trait>("traits") << keyProblems<Terrain>("terrain")
                 << keyProblems<FreePivots>("free pivots") << keyProblems<Grid>("grids") << keyProblems<Face>("faces")
                 << keyProblems<Modifier>("modifiers") << keyProblems<Side>("sides") << keyProblems<Step>("steps")
                 << keyProblems<MoveStep::Kind>("move steps") << keyProblems<RetreatOutcome>("retreat outcomes")
                 << keyProblems<PendingRoll::Kind>("pending rolls") << keyProblems<RollKind>("roll kinds")
                 << keyProblems<Effect::Kind>("effect kinds") << keyProblems<Effect::Cause>("effect causes");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QCOMPARE(keyOf(UnitType::EquitesAuxiliares), std::string_view("equites-auxiliares"));
        QCOMPARE(keyOf(Terrain::BridgeOrFord), std::string_view("bridge-or-ford"));
        QCOMPARE(RulesetKey, std::string_view("3d6-ohw-gridded-ancients"));
    }

    void everyRefusalCodeHasItsForm()
    {
        const std::set<std::string> inSources = codesInSources();
        QVERIFY(inSources.size() > 30);
        std::set<std::string> inForms;
        std::string previous;
        for (const RefusalForm &form : refusalForms()) {
            QVERIFY2(std::string(form.code) > previous, form.code.data()); // sorted, once each
            previous = std::string(form.code);
            inForms.insert(previous);
        }
        QStringList problems;
        for (const std::string &code : inSources) {
            if (!inForms.contains(code))
                problems << QStringLiteral("refused with \"%1\", which has no form").arg(QString::fromStdString(code));
        }
        for (const std::string &code : inForms) {
            if (!inSources.contains(code))
                problems << QStringLiteral("the form \"%1\" is never refused with").arg(QString::fromStdString(code));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void refusalProblemsAreFound()
    {
        QVERIFY(refusalProblems(Refusal{"move-too-far", "5", {{"unit", Arg::Type::Unit, 1, {}}, {"cost", Arg::Type::Number, 2, {}}, {"allowance", Arg::Type::Number, 1, {}}}}).empty());
        QCOMPARE(refusalProblems(Refusal{"no-such-code", "5", {}}).size(), std::size_t(1));
        QCOMPARE(refusalProblems(Refusal{"move-too-far", "5", {{"unit", Arg::Type::Unit, 1, {}}}}).size(), std::size_t(2));
        QCOMPARE(refusalProblems(Refusal{"unit-gone", "8", {{"unit", Arg::Type::Number, 1, {}}}}).size(), std::size_t(1));
        QCOMPARE(refusalProblems(Refusal{"unit-gone", "8", {{"unit", Arg::Type::Unit, 1, {}}, {"x", Arg::Type::Unit, 1, {}}}}).size(),
                 std::size_t(1));
        QCOMPARE(refusalProblems(Refusal{"battle-decided", "", {}}).size(), std::size_t(1));
    }

    // The refusals of the set-up name the army and the unit by its place in the list.
    void setUpRefusalsAreInTheirForm()
    {
        ArmySetup empty{"E", {}, {}};
        ArmySetup twoGenerals = pompey();
        twoGenerals.generals.push_back({"Labienus", 4});
        ArmySetup nowhere = pompey();
        nowhere.generals.push_back({"Labienus", 9});
        ArmySetup swamp = pompey();
        swamp.units[0].ground = Terrain::Swamp;
        for (const auto &[b, code] : std::vector<std::pair<ArmySetup, std::string>>{
                 {empty, "setup-army-empty"},
                 {twoGenerals, "setup-two-generals"},
                 {nowhere, "setup-general-unit"},
                 {swamp, "setup-ground"}}) {
            const auto r = newGame(caesar(), b, {}, 1);
            QVERIFY(!r);
            QCOMPARE(r.refusal().code, code);
            QVERIFY(refusalProblems(r.refusal()).empty());
            QCOMPARE(r.refusal().arg("side")->value, 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestVocabulary)
#include "tst_ohw_vocabulary.moc"
