#include "labels.h"

#include <QCoreApplication>

namespace labels {

// The battle screen's own words for its look-ups, hence its translation context.

QString baseLabel(const QString &blockName, int base)
{
    if (blockName.isEmpty())
        return QCoreApplication::translate("BattleSession", "Base %1").arg(base);
    return QCoreApplication::translate("BattleSession", "%1, Base %2").arg(blockName).arg(base);
}

QString blockLabel(int block, const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("BattleSession", "Block %1").arg(block);
    return QCoreApplication::translate("BattleSession", "Block %1, %2").arg(block).arg(name);
}

} // namespace labels
