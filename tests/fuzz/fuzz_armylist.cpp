// libFuzzer target for the army-list importer (rulebook/army-list-format.md):
// any bytes given to ArmyListFormat::fromJson() are refused with problems or
// accepted, never crash, hang or trip ASan/UBSan; what is accepted writes out
// and reads back to the same list.
#include "armylist.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const ArmyListLoad loaded = ArmyListFormat::fromJson(bytes, QStringLiteral("fuzz"));
    if (loaded.list) {
        const ArmyListLoad again = ArmyListFormat::fromJson(ArmyListFormat::toJson(*loaded.list), QStringLiteral("again"));
        if (!again.list || !(*again.list == *loaded.list))
            std::abort(); // toJson() must give back what fromJson() accepted
    }
    return 0;
}
