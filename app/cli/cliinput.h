#pragma once

// The input of `ancients odds` and `ancients resolve` (rulebook/ancients-cli.md):
// one engaged pair as JSON, read from the bytes of a file or a stream with the
// strict reader (jsonreader.h). The command reads its input through here, and so
// does the fuzzer of the command's input (tests/fuzz/fuzz_cli.cpp): what one
// accepts, the other accepts.

#ifndef Q_MOC_RUN
#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/result.h"

#include "jsonreader.h"
#endif

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>

namespace cliinput {

/** Which command's input: odds takes the pair, resolve also the dice or a seed. */
enum class Command : std::uint8_t { Odds, Resolve };

/** One engaged pair as the command reads it. */
struct CombatInput
{
    ancients::Die die = ancients::Die::Averaging;
    /** The §13 Elite/Levy mechanic (ruling R42), "elite_mechanic", none when absent. */
    ancients::EliteMechanic mechanic = ancients::EliteMechanic::None;
    ancients::CombatSide a;
    ancients::CombatSide b;
    ancients::CombatFacts facts;
    /** resolve: the players' dice, A's and B's (exactly one of dice and seed is set). */
    std::optional<std::pair<ancients::QualityRoll, ancients::QualityRoll>> dice;
    /** resolve: the generator's seed. */
    std::optional<quint64> seed;
};

/** What reading gave: the input, or the first problem, naming its field (`a.weight: …`). */
struct CombatRead
{
    std::optional<CombatInput> input;
    QString error;
};

/** The input of @p command from @p bytes; every field is checked before any is used. */
[[nodiscard]] CombatRead readCombat(const QByteArray &bytes, Command command);

/** The input and output field of the §13 Elite/Levy mechanic (ruling R42). */
inline const QString EliteMechanicField = QStringLiteral("elite_mechanic");

/** A seed as the command line gives it: 1 to 20 ASCII digits, no sign, no space, at most 2^64 − 1. */
[[nodiscard]] std::optional<quint64> seedFrom(const QString &text);

/** "input is not JSON: …" or, for bytes refused before parsing, where and why. */
[[nodiscard]] QString parseFailure(const record::json::Parsed &parsed);

/** A refusal of the rules engine as the command words it: the message, the section and the code. */
[[nodiscard]] QString engineRefusal(const ancients::Error &error);

} // namespace cliinput
