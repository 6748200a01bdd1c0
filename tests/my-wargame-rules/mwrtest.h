#pragma once

// What the tests of My Wargame Rules share: small battles, applying an action
// with a readable failure, and finding effects.

#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "mwr/game.h"
#include "mwr/keys.h"
#endif

#include <QByteArray>
#include <QTest>

#include <string>
#include <vector>

namespace mwrtest {

/**
 * A battle of @p a units (ids 0…a−1, "A1"…) against @p b units (ids a…a+b−1,
 * "B1"…), all base Resolve 3, side A first. @p skirmishers are made Skirmishers.
 */
inline mwr::Setup setup(int a, int b, std::vector<mwr::UnitId> skirmishers = {}, int breakPoint = 0,
                        std::uint64_t seed = 7)
{
    mwr::Setup s;
    s.armies.at(0).name = "Army A";
    s.armies.at(1).name = "Army B";
    for (int i = 0; i < a + b; ++i) {
        mwr::UnitSpec u;
        const bool sideA = i < a;
        u.name = (sideA ? "A" : "B") + std::to_string(sideA ? i + 1 : i - a + 1);
        for (const mwr::UnitId id : skirmishers)
            u.skirmisher = u.skirmisher || id == i;
        s.armies.at(sideA ? 0 : 1).units.push_back(u);
    }
    s.breakPoint = breakPoint;
    s.seed = seed;
    return s;
}

/** The refusal of @p result in words a failing test prints, or "ok". */
template<typename T>
QByteArray describe(const mwr::Result<T> &result)
{
    if (result.ok())
        return "ok";
    const mwr::Refusal &r = result.refusal();
    QByteArray text = "refused: " + QByteArray::fromStdString(r.code) + " (§" + QByteArray::fromStdString(r.section);
    if (!r.ruling.empty())
        text += ", " + QByteArray::fromStdString(r.ruling);
    text += ')';
    for (const mwr::RefusalArg &arg : r.args)
        text += ' ' + QByteArray::fromStdString(arg.name) + '=' +
                (arg.type == mwr::RefusalArg::Type::Key ? QByteArray::fromStdString(arg.key) : QByteArray::number(arg.value));
    return text;
}

/** Every effect of @p kind in @p effects. */
inline std::vector<mwr::Effect> effectsOf(const std::vector<mwr::Effect> &effects, mwr::Effect::Kind kind)
{
    std::vector<mwr::Effect> result;
    for (const mwr::Effect &e : effects) {
        if (e.kind == kind)
            result.push_back(e);
    }
    return result;
}

inline const mwr::Unit &unit(const mwr::GameState &s, mwr::UnitId id)
{
    return s.units.at(static_cast<std::size_t>(id));
}

/** The code of @p result's refusal, or "" when it was applied. */
template<typename T>
std::string codeOf(const mwr::Result<T> &result)
{
    return result.ok() ? std::string() : result.refusal().code;
}

} // namespace mwrtest

// Applies @p action to @p st in place, failing the test with the refusal if refused.
#define MWR_DO(st, action)                                                                                    \
    do {                                                                                                         \
        const auto mwrResult_ = mwr::apply((st), (action));                                                   \
        QVERIFY2(mwrResult_.ok(), mwrtest::describe(mwrResult_).constData());                                    \
        (st) = mwrResult_->state;                                                                             \
    } while (false)

// As MWR_DO, keeping the effects in @p fx.
#define MWR_DO_FX(st, action, fx)                                                                             \
    do {                                                                                                         \
        const auto mwrResult_ = mwr::apply((st), (action));                                                   \
        QVERIFY2(mwrResult_.ok(), mwrtest::describe(mwrResult_).constData());                                    \
        (st) = mwrResult_->state;                                                                             \
        (fx) = mwrResult_->effects;                                                                              \
    } while (false)

// A new game from @p setup into @p st, failing the test if refused.
#define MWR_NEW(st, setup)                                                                                    \
    do {                                                                                                         \
        const auto mwrNew_ = mwr::newGame(setup);                                                                \
        QVERIFY2(mwrNew_.ok(), mwrtest::describe(mwrNew_).constData());                                          \
        (st) = *mwrNew_;                                                                                      \
    } while (false)

namespace ancients {
// Readable failures: "11/36" rather than "<no value>".
inline char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ancients
