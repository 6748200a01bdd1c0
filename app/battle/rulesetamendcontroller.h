#pragma once

// The umpire's amendment of a battle of My Wargame Rules or of 3D6 OHW Gridded Ancients
// as a draft, as AmendController is for the Ancients Wargame: the action in force to
// correct in the battle file's fields, the correction tried out by the record
// (record::RulesetBattle::whatIf) on the same dice, every unit and both armies before
// and after, the later actions the correction made illegal asked one by one (answered
// with another action, or dropped: it no longer happens), and the ruling recorded with
// the umpire's reason and name (RulesetBattle::amend). The record and the engine decide
// everything; this class keeps the draft and a ruleset's adapter (MwrAmendController,
// OhwAmendController) goes between the form's fields and the ruleset's actions through
// its codec, and words the outcomes. Once an umpire's PIN is chosen in Settings, nothing
// is begun, tried out, answered or ruled unless the umpire's view (an UmpireController)
// is unlocked: checked here, in C++, whatever the page shows.

#include "umpirecontroller.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#ifndef Q_MOC_RUN
#include <optional>
#include <utility>
#include <vector>
#endif

class RulesetAmendController : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    /** The umpire's view the ruling is made in: once a PIN is chosen, it must be unlocked. */
    Q_PROPERTY(UmpireController *umpire READ umpire WRITE setUmpire NOTIFY umpireChanged)
    /** The position of the action in force being corrected; −1 while none is. */
    Q_PROPERTY(int index READ index NOTIFY actionChanged)
    /** Its number in the log ("#13"); −1 while none. */
    Q_PROPERTY(int number READ number NOTIFY actionChanged)
    /** Its kind as the battle file writes it ("attack", "shoot", ...); empty while none. */
    Q_PROPERTY(QString kind READ kind NOTIFY actionChanged)
    /** The recorded action in the battle file's fields, with its "kind": what the form starts from. */
    Q_PROPERTY(QVariantMap original READ original NOTIFY actionChanged)
    /**
     * What the form needs, from the state the action was played on: units ([{ unit, name, side,
     * out }], every unit of the battle, side 0 or 1, out: destroyed or eliminated), armies (both
     * names), and what the ruleset adds (dice: how many dice the action's roll has, ...).
     */
    Q_PROPERTY(QVariantMap context READ context NOTIFY actionChanged)
    /** A correction has been tried out: the outcomes below are its. */
    Q_PROPERTY(bool drafted READ drafted NOTIFY changed)
    /** Why the correction, an answer or the ruling was refused, with its section; empty otherwise. */
    Q_PROPERTY(QString error READ error NOTIFY changed)
    /** Every unit, both outcomes: [{ name, side, before, after, changed }], changed ones first. */
    Q_PROPERTY(QVariantList units READ units NOTIFY changed)
    /** Both armies, both outcomes: [{ name, before, after, changed }], side A first. */
    Q_PROPERTY(QVariantList armies READ armies NOTIFY changed)
    /** A later action the correction made illegal is asked: the replay waits for it. */
    Q_PROPERTY(bool asking READ asking NOTIFY changed)
    /** Its position among the actions in force, its number in the log, its kind; −1, −1, "" while none. */
    Q_PROPERTY(int askIndex READ askIndex NOTIFY changed)
    Q_PROPERTY(int askNumber READ askNumber NOTIFY changed)
    Q_PROPERTY(QString askKind READ askKind NOTIFY changed)
    /** What is asked, in words: the action recorded there and why it is illegal now, with its section. */
    Q_PROPERTY(QString askText READ askText NOTIFY changed)
    /** The recorded action asked, in the battle file's fields: what an answer starts from. */
    Q_PROPERTY(QVariantMap askOriginal READ askOriginal NOTIFY changed)
    /** What the answer's form needs from the state the asked action meets (as context). */
    Q_PROPERTY(QVariantMap askContext READ askContext NOTIFY changed)
    /** The actions answered so far, in words: "#7: … instead", "#8 no longer happens". */
    Q_PROPERTY(QStringList answeredTexts READ answeredTexts NOTIFY changed)
    /** The draft is complete: nothing is asked, and the ruling can be recorded. */
    Q_PROPERTY(bool ready READ ready NOTIFY changed)

public:
    explicit RulesetAmendController(QObject *parent = nullptr);
    ~RulesetAmendController() override;

    [[nodiscard]] UmpireController *umpire() const { return m_umpire; }
    void setUmpire(UmpireController *umpire);
    /** Whether a ruling may be made now: no PIN is chosen, or the umpire's view is unlocked with it. */
    [[nodiscard]] bool mayRule() const;
    [[nodiscard]] int index() const { return m_index; }
    [[nodiscard]] int number() const { return m_number; }
    [[nodiscard]] QString kind() const { return m_original.value(QStringLiteral("kind")).toString(); }
    [[nodiscard]] QVariantMap original() const { return m_original; }
    [[nodiscard]] QVariantMap context() const { return m_context; }
    [[nodiscard]] bool drafted() const { return m_drafted; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QVariantList units() const { return m_outcome.units; }
    [[nodiscard]] QVariantList armies() const { return m_outcome.armies; }
    [[nodiscard]] bool asking() const { return m_outcome.asking >= 0; }
    [[nodiscard]] int askIndex() const { return m_outcome.asking; }
    [[nodiscard]] int askNumber() const { return m_outcome.asking >= 0 ? numberOf(m_outcome.asking) : -1; }
    [[nodiscard]] QString askKind() const { return m_outcome.askOriginal.value(QStringLiteral("kind")).toString(); }
    [[nodiscard]] QString askText() const { return m_outcome.askText; }
    [[nodiscard]] QVariantMap askOriginal() const { return m_outcome.askOriginal; }
    [[nodiscard]] QVariantMap askContext() const { return m_outcome.askContext; }
    [[nodiscard]] QStringList answeredTexts() const { return m_outcome.answeredTexts; }
    [[nodiscard]] bool ready() const { return m_drafted && m_outcome.asking < 0 && m_error.isEmpty(); }

    /** Starts correcting the action in force at @p index; false, with error, if there is none or the view is locked. */
    Q_INVOKABLE bool begin(int index);
    /**
     * Tries out the correction @p fields (the action's fields in the battle file's names,
     * laid over the original), from a fresh start: nothing answered yet. False, with error,
     * if a field cannot be read (named by its path) or the rules refuse the correction.
     */
    Q_INVOKABLE bool tryCorrection(const QVariantMap &fields);
    /**
     * Answers the action asked with @p fields (laid over the recorded one; a "kind" field
     * plays another kind there) and replays on to the next. False, with error, if refused.
     */
    Q_INVOKABLE bool answer(const QVariantMap &fields);
    /** The action asked no longer happens: it is dropped, and the replay goes on. */
    Q_INVOKABLE bool drop();
    /**
     * Records the ruling: the correction and every answer, with @p note, the umpire's reason,
     * and @p umpire, the umpire's name, both required. Returns { ok, error }.
     */
    Q_INVOKABLE QVariantMap confirm(const QString &note, const QString &umpire);
    /** Forgets the draft; the battle is as it was. */
    Q_INVOKABLE void cancel();

Q_SIGNALS:
    void umpireChanged();
    /** Another action is being corrected, or none: index, number, kind, original and context changed. */
    void actionChanged();
    void changed();

protected:
#ifndef Q_MOC_RUN
    /** An answer: the position among the actions in force, and the action played there (none: dropped). */
    using Answer = std::pair<int, std::optional<QVariantMap>>;

    /** What a correction tried out with its answers leads to, worded by the ruleset. */
    struct Outcome
    {
        QString error;            ///< the correction or an answer refused, worded with its section
        int asking = -1;          ///< the position asked, −1 for none
        QString askText;
        QString askWhy;           ///< why the action asked (or the answer given for it) is illegal there, worded
        QVariantMap askOriginal;  ///< the recorded action there, with its "kind"
        QVariantMap askContext;
        QStringList answeredTexts;
        QVariantList units;
        QVariantList armies;
    };

    // ---- the ruleset's adapter
    [[nodiscard]] virtual bool hasBattle() const = 0;
    [[nodiscard]] virtual int actionCount() const = 0;
    /** The number in the log of the entry playing the action in force at @p index. */
    [[nodiscard]] virtual int numberOf(int index) const = 0;
    /** The action in force at @p index in the battle file's fields, with its "kind". */
    [[nodiscard]] virtual QVariantMap fieldsAt(int index) const = 0;
    /** The form's context for the action at @p index (the context property). */
    [[nodiscard]] virtual QVariantMap contextAt(int index) const = 0;
    /** The record's whatIf() of @p correction at @p index with @p answers, worded. */
    [[nodiscard]] virtual Outcome tryOut(int index, const QVariantMap &correction,
                                         const std::vector<Answer> &answers) const = 0;
    /** The record's amend(), shown by the session as an action is: empty when recorded, else why not. */
    virtual QString record(int index, const QVariantMap &correction, const std::vector<Answer> &answers,
                           const QString &note, const QString &umpire) = 0;

    /** The session changed: a draft whose action is gone is forgotten. Call it from the session's gameChanged. */
    void sessionChanged();
    /** @p fields laid over @p base, key by key. */
    [[nodiscard]] static QVariantMap laidOver(QVariantMap base, const QVariantMap &fields);
#endif

private:
    bool checkUnlocked();
    /** Replays the draft: the correction with the answers given so far. */
    bool replay();
    void fail(const QString &error);

    QPointer<UmpireController> m_umpire;
    QMetaObject::Connection m_umpireConnection;
    int m_index = -1;
    int m_number = -1;
    QVariantMap m_original;
    QVariantMap m_context;
    bool m_drafted = false;
    QString m_error;
    QVariantMap m_correction;
#ifndef Q_MOC_RUN
    Outcome m_outcome;
    std::vector<Answer> m_answers;
#endif
};

#ifndef Q_MOC_RUN
#include <QJsonObject>

namespace rulesetamend {

/** The action a form's @p fields describe, read by @p Codec; none, with @p problem naming the field, when not. */
template<typename Codec, typename Action>
std::optional<Action> decode(const QVariantMap &fields, const QString &path, QString *problem)
{
    const auto decoded = Codec::decodeAction(QJsonObject::fromVariantMap(fields), path);
    if (!decoded.value && problem)
        *problem = decoded.problems.join(QStringLiteral("; "));
    return decoded.value;
}

/** The answers of a draft, read by @p Codec into the record's map; none, with @p problem, when one cannot be read. */
template<typename Codec, typename Answers>
std::optional<Answers> decodeAnswers(const std::vector<std::pair<int, std::optional<QVariantMap>>> &answers,
                                     QString *problem)
{
    using Action = typename Answers::mapped_type::value_type;
    Answers out;
    for (const auto &[at, fields] : answers) {
        if (!fields) {
            out[at] = std::nullopt;
            continue;
        }
        auto action = decode<Codec, Action>(*fields, QStringLiteral("answer"), problem);
        if (!action)
            return std::nullopt;
        out[at] = std::move(*action);
    }
    return out;
}

} // namespace rulesetamend
#endif
