#include "umpirecontroller.h"

#include "labels.h"
#include "rulingsheet.h"
#include "sessionmaps.h"
#include "umpirepin.h"

#include "record/battlecodec.h"
#include "record/battlefile.h"

using namespace ancients;
using namespace sessionmaps;

namespace {

QVariantList intList(const std::vector<int> &ids)
{
    QVariantList list;
    for (const int id : ids)
        list.append(id);
    return list;
}

} // namespace

UmpireController::UmpireController(QObject *parent)
    : SessionController(parent)
{
}

UmpireController::UmpireController(BattleSession *session, QObject *parent)
    : SessionController(parent)
{
    setSession(session);
}

UmpireController::~UmpireController() = default;

void UmpireController::refresh()
{
    m_actionCount = battle() ? battle()->actionCount() : 0;
    Q_EMIT changed();
}

bool UmpireController::unlock(const QString &pin)
{
    if (umpirepin::isSet() && !umpirepin::matches(pin))
        return false;
    if (!m_unlocked) {
        m_unlocked = true;
        Q_EMIT unlockedChanged();
    }
    return true;
}

void UmpireController::lock()
{
    if (m_unlocked) {
        m_unlocked = false;
        Q_EMIT unlockedChanged();
    }
}

int UmpireController::numberOf(int index) const
{
    return battle() ? battle()->view().actionNumber(index) : -1;
}

bool UmpireController::exportRuling(int sequence, const QUrl &file)
{
    BattleSession *s = session();
    if (!s || !battle()) {
        if (s)
            s->setError(BattleSession::noBattleText());
        return false;
    }
    QString error;
    const auto ruling = RulingSheet::of(*battle(), sequence, s->title(), s->listedShapes(), &error);
    if (ruling)
        error = RulingSheet::write(file.isLocalFile() ? file.toLocalFile() : file.toString(), *ruling);
    s->setError(error);
    return error.isEmpty();
}

bool UmpireController::exportBattle(const QUrl &file, bool revealSecret)
{
    return session() ? session()->exportBattle(file, revealSecret) : false;
}

QVariantMap UmpireController::actionAt(int index) const
{
    const record::Battle *open = battle();
    if (!open || index < 0 || index >= open->actionCount())
        return {};
    const Action &action = open->actions().at(static_cast<std::size_t>(index));
    if (!editable(action))
        return {};
    return record::BattleCodec::encode(action).toVariantMap();
}

QVariantMap UmpireController::amend(int index, const QVariantMap &action, const QString &note, const QString &umpire)
{
    BattleSession *s = session();
    const auto refused = [s](const QString &error) {
        if (s)
            s->setError(error);
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), error}};
    };
    record::Battle *open = s ? s->openBattle() : nullptr;
    if (!open)
        return refused(BattleSession::noBattleText());
    // Checked here, whatever the page shows: once a PIN is chosen, only the unlocked umpire amends.
    if (!m_unlocked && umpirepin::isSet())
        return refused(BattleSession::tr("amend: only the umpire amends; open the umpire's view with the PIN first"));
    if (index < 0 || index >= open->actionCount())
        return refused(BattleSession::tr("amend: there is no such action in force"));
    const QString kind = action.value(QStringLiteral("kind")).toString();
    const Action &original = open->actions().at(static_cast<std::size_t>(index));
    const QString originalKind = record::BattleCodec::kind(original);
    if (!editable(original))
        return refused(BattleSession::tr("amend: action #%1 is a %2, which this app cannot edit: it follows tracked positions")
                           .arg(numberOf(index))
                           .arg(originalKind));
    if (kind.isEmpty() || kind != originalKind)
        return refused(BattleSession::tr("amend: \"kind\" must be \"%1\", the kind of the action it corrects").arg(originalKind));
    if (note.trimmed().isEmpty())
        return refused(BattleSession::tr("amend: say why the action is corrected; the reason is kept in the log"));
    if (umpire.trimmed().isEmpty())
        return refused(BattleSession::tr("amend: give the umpire's name; it is kept in the log with the reason"));
    // The edited fields laid over the original: what actionAt() gave, unchanged, is the original.
    const Command built = command(kind, fieldsOf(action), &original);
    if (!built.action) {
        // The umpire types the fields: the sentence is in the player's language, the file's problems name each field.
        return refused(BattleSession::tr("amend: the corrected fields are not those of a %1: %2").arg(kind, built.error));
    }
    const auto report = open->amend(index, *built.action, note.trimmed(), umpire.trimmed(), {});
    if (!report)
        return refused(s->refusal(report.error()));
    s->setError({});
    s->refresh();
    const TableLabels names = s->tableLabels();
    QVariantList fatigue;
    for (const record::FatigueChange &c : report->fatigue) {
        fatigue.append(QVariantMap{{QStringLiteral("base"), c.base},
                                   {QStringLiteral("label"), names.base(c.base)},
                                   {QStringLiteral("before"), c.before},
                                   {QStringLiteral("after"), c.after}});
    }
    const auto side = [](const std::optional<Side> &who) { return who ? sideNumber(*who) : -1; };
    const auto blockNames = [&names](const auto &blocks) {
        QStringList out;
        for (const auto block : blocks)
            out << names.blockName(block);
        return out;
    };
    return {{QStringLiteral("ok"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("nowBroken"), intList(report->nowBroken)},
            {QStringLiteral("noLongerBroken"), intList(report->noLongerBroken)},
            {QStringLiteral("nowBrokenNames"), blockNames(report->nowBroken)},
            {QStringLiteral("noLongerBrokenNames"), blockNames(report->noLongerBroken)},
            {QStringLiteral("loserBefore"), side(report->loserBefore)},
            {QStringLiteral("loserAfter"), side(report->loserAfter)},
            {QStringLiteral("laterDiceShifted"), report->laterDiceShifted}};
}

QString UmpireController::verify() const
{
    if (!battle())
        return BattleSession::noBattleText();
    const record::Verification checked = record::BattleFile::verify(*battle());
    return checked.ok ? QString() : checked.problems.value(0, BattleSession::tr("the battle does not verify"));
}

bool UmpireController::matchesCleanReplay() const
{
    const record::Battle *open = battle();
    if (!open)
        return false;
    auto started = record::Battle::start(open->setup(), open->secret());
    if (!started)
        return false;
    record::Battle clean = started.value();
    for (const Action &action : open->actions()) {
        if (!clean.act(action))
            return false;
    }
    return record::BattleCodec::stateHash(clean.state()) == record::BattleCodec::stateHash(open->state());
}
