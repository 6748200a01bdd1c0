#include "rulesetbattle.h"

namespace record::rulesetrecord {

QString typeName(LogEntry::Type type)
{
    switch (type) {
    case LogEntry::Type::Action:
        return QStringLiteral("action");
    case LogEntry::Type::Undo:
        return QStringLiteral("undo");
    case LogEntry::Type::Redo:
        return QStringLiteral("redo");
    case LogEntry::Type::Amend:
        return QStringLiteral("amend");
    }
    return QStringLiteral("entry");
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
