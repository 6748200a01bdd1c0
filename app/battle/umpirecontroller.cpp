#include "umpirecontroller.h"

#include "labels.h"
#include "rulingsheet.h"
#include "sessionmaps.h"
#include "umpirepin.h"

#include "record/battlecodec.h"
#include "record/battlefile.h"

using namespace ancients;
using namespace sessionmaps;

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
    return record::BattleCodec::encode(open->actions().at(static_cast<std::size_t>(index))).toVariantMap();
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
    record::Battle clean = std::move(started).value();
    for (const Action &action : open->actions()) {
        if (!clean.act(action))
            return false;
    }
    return record::BattleCodec::stateHash(clean.state()) == record::BattleCodec::stateHash(open->state());
}
