// libFuzzer target for the input of `ancients odds` and `ancients resolve`
// (rulebook/ancients-cli.md): any bytes given to cliinput::readCombat(), the
// function the command reads its input with, are refused with a message naming
// the field or accepted; what is accepted goes to the engine as the command
// sends it (odds, or one fight with the players' dice or a seed). Nothing may
// crash, hang or trip ASan/UBSan. Every input is read as both commands' input.
#include "cliinput.h"

#include "ancients/combat.h"
#include "ancients/rng.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

/** Reads @p bytes as @p command's input and, if accepted, sends it to the engine as the command does. */
void run(const QByteArray &bytes, cliinput::Command command)
{
    const cliinput::CombatRead read = cliinput::readCombat(bytes, command);
    if (read.input.has_value() == !read.error.isEmpty())
        std::abort(); // either the input or the message naming the field, never both or neither
    if (!read.input)
        return;
    const cliinput::CombatInput &input = *read.input;
    if (command == cliinput::Command::Odds) {
        (void)ancients::odds(input.a, input.b, input.facts, input.die);
    } else if (input.seed) {
        ancients::Pcg32 rng(*input.seed);
        (void)ancients::resolve(input.a, input.b, input.facts, input.die, rng);
    } else {
        if (!input.dice)
            std::abort(); // resolve holds the players' dice or a seed
        (void)ancients::resolve(input.a, input.b, input.facts, input.dice->first, input.dice->second);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    run(bytes, cliinput::Command::Odds);
    run(bytes, cliinput::Command::Resolve);
    return 0;
}
