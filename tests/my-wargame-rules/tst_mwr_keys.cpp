// The vocabulary of My Wargame Rules: every enum's key table (mwr/keys.h), and the
// refusal forms (mwr/refusal.h) against the codes the engine's sources refuse with.
#ifndef Q_MOC_RUN
#include "mwr/keys.h"
#include "mwr/refusal.h"
#include "mwrtest.h"
#endif

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <set>

using namespace mwr;

namespace {

/** The keys of @p Enum: as many as @p last + 1, all different, each read back to its value. */
template<typename Enum>
QString checkKeys(Enum last)
{
    const auto keys = keysOf<Enum>();
    const auto count = static_cast<std::size_t>(last) + 1;
    if (keys.size() != count)
        return QStringLiteral("%1 keys for %2 values").arg(keys.size()).arg(count);
    std::set<std::string_view> seen;
    static const QRegularExpression shape(QStringLiteral("^[a-z]+(-[a-z]+)*$"));
    for (std::size_t i = 0; i < count; ++i) {
        const auto value = static_cast<Enum>(i);
        const std::string_view k = keyOf(value);
        if (!seen.insert(k).second)
            return QStringLiteral("the key \"%1\" twice").arg(QString::fromUtf8(k.data(), qsizetype(k.size())));
        if (!shape.match(QString::fromUtf8(k.data(), qsizetype(k.size()))).hasMatch())
            return QStringLiteral("\"%1\" is not lower-case words joined by '-'")
                .arg(QString::fromUtf8(k.data(), qsizetype(k.size())));
        if (fromKey<Enum>(k) != std::optional<Enum>(value))
            return QStringLiteral("\"%1\" does not read back").arg(QString::fromUtf8(k.data(), qsizetype(k.size())));
    }
    if (fromKey<Enum>("no-such-key") || fromKey<Enum>(""))
        return QStringLiteral("an unknown key reads as a value");
    if (!keyOf(static_cast<Enum>(count)).empty())
        return QStringLiteral("a value past the last has a key");
    return {};
}

} // namespace

class TestMwrKeys : public QObject
{
    Q_OBJECT

private slots:
    void everyEnumHasOneKeyPerValue()
    {
        const QList<QPair<const char *, QString>> problems{
            {"Side", checkKeys(Side::B)},
            {"Cohesion", checkKeys(Cohesion::Destroyed)},
            {"Terrain", checkKeys(Terrain::Impassable)},
            {"AttackDirection", checkKeys(AttackDirection::Rear)},
            {"SupportKind", checkKeys(SupportKind::Rear)},
            {"CombatResult", checkKeys(CombatResult::Breakthrough)},
            {"Roller", checkKeys(Roller::Defender)},
            {"ResolveItem::Kind", checkKeys(ResolveItem::Kind::SupportDenied)},
            {"ActionKind", checkKeys(ActionKind::Hold)},
            {"Melee::Step", checkKeys(Melee::Step::PushBack)},
            {"Behind::Kind", checkKeys(Behind::Kind::TableEdge)},
            {"Effect::Kind", checkKeys(Effect::Kind::BattleDecided)},
            {"Effect::Cause", checkKeys(Effect::Cause::Draw)},
        };
        for (const auto &[name, problem] : problems)
            QVERIFY2(problem.isEmpty(), qPrintable(QString::fromLatin1(name) + QStringLiteral(": ") + problem));
    }

    // The five results' keys are the ones the odds are published under.
    void theResultsKeys()
    {
        QCOMPARE(keyOf(CombatResult::Repulsed), std::string_view("repulsed"));
        QCOMPARE(keyOf(CombatResult::BrutalClash), std::string_view("brutal-clash"));
        QCOMPARE(keyOf(CombatResult::ForcedBack), std::string_view("forced-back"));
        QCOMPARE(keyOf(CombatResult::HitAndHold), std::string_view("hit-and-hold"));
        QCOMPARE(keyOf(CombatResult::Breakthrough), std::string_view("breakthrough"));
    }

    // Every code the sources refuse with has a form, and every form a use; the forms are in code order.
    void everyRefusalHasItsForm()
    {
        QSet<QString> used;
        const QDir src(QStringLiteral(MWR_ENGINE_SRC));
        static const QRegularExpression call(QStringLiteral(R"re(refuse\(\s*"([a-z-]+)")re"));
        const QStringList files = src.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
        QVERIFY2(!files.isEmpty(), MWR_ENGINE_SRC);
        for (const QString &name : files) {
            QFile f(src.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto it = call.globalMatch(QString::fromUtf8(f.readAll()));
            while (it.hasNext())
                used.insert(it.next().captured(1));
        }
        QSet<QString> formed;
        std::string previous;
        for (const RefusalForm &form : refusalForms()) {
            const std::string code(form.code);
            QVERIFY2(code > previous, qPrintable(QStringLiteral("forms out of code order at ") + QString::fromStdString(code)));
            previous = code;
            formed.insert(QString::fromStdString(code));
            QVERIFY2(!form.section.empty(), form.code.data());
            QCOMPARE(refusalForm(form.code), &form);
        }
        const QSet<QString> unformed = used - formed;
        const QSet<QString> unused = formed - used;
        QVERIFY2(unformed.isEmpty(), qPrintable(QStringList(unformed.values()).join(u' ') + QStringLiteral(": no form")));
        QVERIFY2(unused.isEmpty(), qPrintable(QStringList(unused.values()).join(u' ') + QStringLiteral(": never refused")));
        QVERIFY(refusalForm("no-such-code") == nullptr);
    }

    // refusalProblems() sees what the app could not word.
    void refusalProblemsAreFound()
    {
        Refusal r{"not-your-go", "3", "R11", {{"unit", RefusalArg::Type::Unit, 2, {}}, {"side", RefusalArg::Type::Side, 1, {}}}};
        QVERIFY(refusalProblems(r).empty());
        Refusal missing = r;
        missing.args.pop_back();
        QCOMPARE(int(refusalProblems(missing).size()), 1);
        Refusal typed = r;
        typed.args.front().type = RefusalArg::Type::Number;
        QCOMPARE(int(refusalProblems(typed).size()), 1);
        Refusal extra = r;
        extra.args.push_back({"face", RefusalArg::Type::Number, 3, {}});
        QCOMPARE(int(refusalProblems(extra).size()), 1);
        const Refusal cited{"not-your-go", "4", "R11", r.args}; // the form cites §3
        QCOMPARE(int(refusalProblems(cited).size()), 1);
        QCOMPARE(int(refusalProblems(Refusal{"nonsense", "1", "", {}}).size()), 1);
    }
};

QTEST_GUILESS_MAIN(TestMwrKeys)
#include "tst_mwr_keys.moc"
