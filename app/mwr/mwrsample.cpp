#include "mwrsample.h"

namespace mwrsample {

mwr::Setup setup(std::uint64_t seed)
{
    mwr::Setup s;
    s.armies.at(0) = {"Romans",
                      {{"Hastati", 3, false}, {"Principes", 3, false}, {"Triarii", 4, false}, {"Velites", 2, true}}};
    s.armies.at(1) = {"Carthaginians",
                      {{"Libyan Spearmen", 3, false},
                       {"Gallic Warband", 3, false},
                       {"Balearic Slingers", 2, true},
                       {"Numidian Horse", 3, false}}};
    s.first = mwr::Side::A;
    s.breakPoint = 0;
    s.seed = seed;
    return s;
}

} // namespace mwrsample
