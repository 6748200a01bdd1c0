#include "rulesetbattle.h"

#include "codecparts.h"

namespace record::rulesetrecord {

QString typeName(LogEntry::Type type)
{
    return codec::entryTypeKey(type);
}

QString citedText(const std::string &code, const std::string &section, const std::string &ruling)
{
    QString cited;
    if (!section.empty())
        cited = QStringLiteral("§") + QString::fromStdString(section);
    if (!ruling.empty())
        cited += (cited.isEmpty() ? QString() : QStringLiteral(", ")) + QString::fromStdString(ruling);
    QString text = QString::fromStdString(code);
    if (!cited.isEmpty())
        text += QStringLiteral(" (") + cited + QLatin1Char(')');
    return text;
}

} // namespace record::rulesetrecord
