// BoxedOptional (ancients/boxedoptional.h): an optional value on the heap, which an Effect
// uses for the account of a fight or a volley. It must behave as std::optional does, copies
// included: a copied Effect is a value of its own, and two Effects compare by what they hold.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/boxedoptional.h"
#include "ancients/game.h"
#endif

#include <QTest>

#include <string>
#include <utility>

using namespace ancients;

class TestBoxedOptional : public QObject
{
    Q_OBJECT

private slots:
    void emptyUntilGivenAValue()
    {
        const BoxedOptional<std::string> none;
        QVERIFY(!none.has_value());
        QVERIFY(!none);
        QVERIFY(none == std::nullopt);
        const BoxedOptional<std::string> given(std::string("a fight"));
        QVERIFY(given.has_value());
        QCOMPARE(*given, std::string("a fight"));
        QCOMPARE(given->size(), std::size_t(7));
    }

    void aCopyIsAValueOfItsOwn()
    {
        BoxedOptional<std::string> original(std::string("lost by 2"));
        BoxedOptional<std::string> copy(original);
        QVERIFY(copy == original);
        *copy += " and pushed back";
        QCOMPARE(*original, std::string("lost by 2"));
        QVERIFY(copy != original);

        BoxedOptional<std::string> assigned;
        assigned = original;
        *original = "changed";
        QCOMPARE(*assigned, std::string("lost by 2"));

        // Assigning an empty one empties it; so does nullopt.
        assigned = BoxedOptional<std::string>();
        QVERIFY(!assigned);
        original = std::nullopt;
        QVERIFY(!original);
    }

    void aMoveTakesTheValue()
    {
        BoxedOptional<std::string> from(std::string("volley"));
        const BoxedOptional<std::string> to(std::move(from));
        QCOMPARE(*to, std::string("volley"));
        BoxedOptional<std::string> again;
        again = std::string("again");
        QCOMPARE(*again, std::string("again"));
        again.reset();
        QVERIFY(!again.has_value());
    }

    void equalWhenBothEmptyOrBothEqual()
    {
        QVERIFY(BoxedOptional<int>() == BoxedOptional<int>());
        QVERIFY(BoxedOptional<int>(3) == BoxedOptional<int>(3));
        QVERIFY(BoxedOptional<int>(3) != BoxedOptional<int>(4));
        QVERIFY(BoxedOptional<int>(3) != BoxedOptional<int>());
        QVERIFY(BoxedOptional<int>() != BoxedOptional<int>(0));
    }

    void anEffectKeepsItsFightOnTheHeapAndCopiesIt()
    {
        // The point of the box: an Effect without a fight does not carry a fight's room.
        static_assert(sizeof(BoxedOptional<CombatResult>) == sizeof(void *));
        static_assert(sizeof(Effect) < sizeof(CombatResult) + sizeof(MissileResult) + 200);

        Effect fought;
        fought.kind = Effect::Kind::Combat;
        CombatResult result;
        result.aTotal = 5;
        result.bTotal = 3;
        fought.combat = result;
        Effect copy = fought;
        QVERIFY(copy == fought);
        QCOMPARE(copy.combat->aTotal, 5);
        copy.combat->bTotal = 4;
        QCOMPARE(fought.combat->bTotal, 3);
        QVERIFY(!(copy == fought));
        QVERIFY(!fought.missile);
    }
};

QTEST_GUILESS_MAIN(TestBoxedOptional)
#include "tst_boxedoptional.moc"
