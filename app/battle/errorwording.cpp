#include "errorwording.h"

#include "labels.h"

#include <map>
#include <optional>
#include <string>

using ancients::Error;
using ancients::ErrorArg;

namespace {

/** @p named joined with semicolons, then "and N more" when @p total is larger. */
QString namedThenMore(const QStringList &named, int total)
{
    const QString list = named.join(QStringLiteral("; "));
    if (total <= named.size())
        return list;
    return ErrorWording::tr("%1; and %2 more").arg(list).arg(total - named.size());
}

/** A refusal's specifics as words; any missing one makes the sentence fall back to English. */
class Specifics
{
public:
    Specifics(const Error &error, const ErrorWording::BaseNamer &nameBase, const ErrorWording::BlockNamer &nameBlock,
              const ErrorWording::ArmyNamer &nameArmy)
        : m_error(error)
        , m_nameBase(nameBase)
        , m_nameBlock(nameBlock)
        , m_nameArmy(nameArmy)
    {
    }

    [[nodiscard]] bool has(const char *name) const { return m_error.arg(name) != nullptr; }

    [[nodiscard]] QString base(const std::string &name) const { return base(name.c_str()); }
    [[nodiscard]] QString block(const std::string &name) const { return block(name.c_str()); }

    [[nodiscard]] QString base(const char *name = "base") const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Base);
        if (!a)
            return {};
        return m_nameBase ? m_nameBase(a->value) : labels::baseLabel(QString(), a->value);
    }

    [[nodiscard]] QString block(const char *name = "block") const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Block);
        if (!a)
            return {};
        return m_nameBlock ? m_nameBlock(a->value) : labels::blockLabel(a->value, QString::fromStdString(a->text));
    }

    [[nodiscard]] QString number(const char *name) const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Number);
        return a ? QString::number(a->value) : QString();
    }

    [[nodiscard]] QString hex(const char *name = "hex") const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Hex);
        return a ? QStringLiteral("(%1, %2)").arg(a->value).arg(a->r) : QString();
    }

    /** The army of side @p name, by its name (a refusal of the game names the army, not a side of the fight). */
    [[nodiscard]] QString side(const char *name = "side") const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Side);
        return a ? army(a->value) : QString();
    }

    /** The army of side @p side (0 or 1) by its name, or by the order the armies move in. */
    [[nodiscard]] QString army(int side) const
    {
        if (m_nameArmy)
            return m_nameArmy(side);
        return side == 0 ? ErrorWording::tr("the army that moved first") : ErrorWording::tr("the army that moved second");
    }

    /** The Bases (or Blocks) named @p name, @p name2, … in order, each worded by @p word. */
    [[nodiscard]] QStringList many(const char *name, const std::function<QString(const std::string &)> &word) const
    {
        QStringList out;
        for (int i = 1;; ++i) {
            const std::string n = i == 1 ? std::string(name) : name + std::to_string(i);
            if (!m_error.arg(n))
                return out;
            out << word(n);
        }
    }

    [[nodiscard]] QString text(const char *name) const
    {
        const ErrorArg *a = get(name, ErrorArg::Type::Text);
        return a ? QString::fromStdString(a->text) : QString();
    }

    /** The key @p name; empty when it is not given (keys choose among a code's sentences). */
    [[nodiscard]] std::string key(const char *name) const
    {
        const ErrorArg *a = m_error.arg(name);
        return a && a->type == ErrorArg::Type::Key ? a->text : std::string();
    }

    /** Set when a specific the sentence needs is missing: the English message is shown instead. */
    [[nodiscard]] bool missing() const { return m_missing; }

    const ErrorArg *get(const char *name, ErrorArg::Type type) const
    {
        const ErrorArg *a = m_error.arg(name);
        if (!a || a->type != type) {
            m_missing = true;
            return nullptr;
        }
        return a;
    }

    [[nodiscard]] const Error &error() const { return m_error; }
    /** The same namers, for a refusal inside this one. */
    [[nodiscard]] ErrorWording wording() const { return ErrorWording(m_nameBase, m_nameBlock, m_nameArmy); }

private:
    const Error &m_error;
    const ErrorWording::BaseNamer &m_nameBase;
    const ErrorWording::BlockNamer &m_nameBlock;
    const ErrorWording::ArmyNamer &m_nameArmy;
    mutable bool m_missing = false;
};

QString troopType(const std::string &key)
{
    static const std::map<std::string, const char *> names{
        {"heavy-infantry", QT_TRANSLATE_NOOP("ErrorWording", "Heavy Infantry")},
        {"medium-infantry", QT_TRANSLATE_NOOP("ErrorWording", "Medium Infantry")},
        {"light-infantry", QT_TRANSLATE_NOOP("ErrorWording", "Light Infantry")},
        {"skirmishers", QT_TRANSLATE_NOOP("ErrorWording", "Skirmishers")},
        {"warband", QT_TRANSLATE_NOOP("ErrorWording", "Warband")},
        {"cavalry", QT_TRANSLATE_NOOP("ErrorWording", "Cavalry")},
        {"cataphract", QT_TRANSLATE_NOOP("ErrorWording", "Cataphract / Knight")},
        {"light-cavalry", QT_TRANSLATE_NOOP("ErrorWording", "Light Cavalry")},
    };
    const auto it = names.find(key);
    return it == names.end() ? QString::fromStdString(key) : ErrorWording::tr(it->second);
}

/** An action of the battle file by its kind, as the umpire reads it. */
QString actionKind(const std::string &kind)
{
    static const std::map<std::string, const char *> names{
        {"move-block", QT_TRANSLATE_NOOP("ErrorWording", "a move")},
        {"pivot-block", QT_TRANSLATE_NOOP("ErrorWording", "a pivot")},
        {"wheel-block", QT_TRANSLATE_NOOP("ErrorWording", "a wheel")},
        {"march-column", QT_TRANSLATE_NOOP("ErrorWording", "a column march")},
        {"split-block", QT_TRANSLATE_NOOP("ErrorWording", "a split")},
        {"merge-blocks", QT_TRANSLATE_NOOP("ErrorWording", "a merge")},
        {"enter-facts", QT_TRANSLATE_NOOP("ErrorWording", "contacts entered")},
        {"mark-in-combat", QT_TRANSLATE_NOOP("ErrorWording", "a mark of combat")},
        {"mark-shot-at", QT_TRANSLATE_NOOP("ErrorWording", "a mark of being shot at")},
        {"add-fatigue", QT_TRANSLATE_NOOP("ErrorWording", "added Fatigue")},
        {"remove-routed-base", QT_TRANSLATE_NOOP("ErrorWording", "a routed Base removed")},
        {"end-phase", QT_TRANSLATE_NOOP("ErrorWording", "the end of a phase")},
        {"fight", QT_TRANSLATE_NOOP("ErrorWording", "a fight")},
        {"allocate-loss", QT_TRANSLATE_NOOP("ErrorWording", "a loss allocated")},
        {"pursue", QT_TRANSLATE_NOOP("ErrorWording", "a pursuit")},
        {"shoot", QT_TRANSLATE_NOOP("ErrorWording", "a volley")},
    };
    const auto it = names.find(kind);
    return it == names.end() ? QString::fromStdString(kind) : ErrorWording::tr(it->second);
}

using Sentence = QString (*)(const Specifics &);

// One sentence per code (a few codes have a second or third, told apart by a specific).
const std::map<std::string, Sentence, std::less<>> &sentences()
{
    static const std::map<std::string, Sentence, std::less<>> table{
        // Setup and army lists.
        {"army-unnamed", [](const Specifics &) { return ErrorWording::tr("The army list has no name."); }},
        {"army-empty",
         [](const Specifics &s) { return ErrorWording::tr("The army list “%1” has no Blocks.").arg(s.text("army")); }},
        {"block-unnamed",
         [](const Specifics &s) { return ErrorWording::tr("Block %1 of the list has no name; every Block needs one.").arg(s.number("listed")); }},
        {"layout-empty",
         [](const Specifics &s) {
             return ErrorWording::tr("Block %1 of the list: frontage %2 × depth %3 deploys no Bases.")
                 .arg(s.number("listed"), s.number("frontage"), s.number("depth"));
         }},
        {"weight-out-of-range",
         [](const Specifics &s) {
             if (s.has("side"))
                 return ErrorWording::tr("%1: weight %2 is not on the 1–5 ladder.").arg(s.side(), s.number("value"));
             if (s.has("listed"))
                 return ErrorWording::tr("Block %1 of the list: weight %2 is not on the 1–5 ladder.")
                     .arg(s.number("listed"), s.number("value"));
             return ErrorWording::tr("Weight %1 is not on the 1–5 ladder.").arg(s.number("value"));
         }},
        {"deployment-count",
         [](const Specifics &s) {
             return ErrorWording::tr("Give every Block a deployment, or none: %1 Blocks, %2 deployments.")
                 .arg(s.number("blocks"), s.number("deployments"));
         }},
        {"deployment-overlap",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 would stand on %2, which another Base already holds.").arg(s.block(), s.hex());
         }},
        {"distance-out-of-range",
         [](const Specifics &s) {
             return ErrorWording::tr("A distance of §2 is %1 to %2 base-widths, not %3.")
                 .arg(s.number("minimum"), s.number("maximum"), s.number("value"));
         }},
        {"option-negative",
         [](const Specifics &s) { return ErrorWording::tr("A cost or a cap is 0 or more, not %1.").arg(s.number("value")); }},
        {"table-untracked",
         [](const Specifics &) {
             return ErrorWording::tr("A table size needs tracked positions: without them the players see the edge.");
         }},
        {"table-size",
         [](const Specifics &s) {
             return ErrorWording::tr("A table is 1 to %1 base-widths a side, not %2 × %3.")
                 .arg(s.number("maximum"), s.number("width"), s.number("depth"));
         }},
        {"off-table",
         [](const Specifics &s) {
             if (s.has("block"))
                 return ErrorWording::tr("%1 would stand on %2, off the table (ruling R41).").arg(s.block(), s.hex());
             if (s.has("base"))
                 return ErrorWording::tr("%1 would leave the table at %2 (ruling R41).").arg(s.base(), s.hex());
             return ErrorWording::tr("The path leaves the table at %1 (ruling R41).").arg(s.hex());
         }},
        // What an action names.
        {"no-such-block",
         [](const Specifics &s) {
             if (s.has("other"))
                 return ErrorWording::tr("The contacts name Blocks %1 and %2; there is no such pair.")
                     .arg(s.number("block"), s.number("other"));
             return ErrorWording::tr("There is no Block %1.").arg(s.number("block"));
         }},
        {"no-such-base", [](const Specifics &s) { return ErrorWording::tr("There is no Base %1.").arg(s.number("base")); }},
        {"block-gone",
         [](const Specifics &s) {
             if (s.has("block"))
                 return ErrorWording::tr("%1 has broken or merged away; it can do nothing more.").arg(s.block());
             return ErrorWording::tr("A Block with no Bases has broken or merged away; it cannot break again.");
         }},
        {"base-lost",
         [](const Specifics &s) {
             if (s.key("action") == "fight")
                 return ErrorWording::tr("%1 has routed; it fights no more.").arg(s.base());
             if (s.key("action") == "shoot")
                 return ErrorWording::tr("%1 has routed; it shoots and is shot at no more.").arg(s.base());
             return ErrorWording::tr("%1 has routed; nothing more happens to it.").arg(s.base());
         }},
        {"not-routed",
         [](const Specifics &s) {
             return ErrorWording::tr("Only a routed Base still on the table can be removed; %1 is not one.").arg(s.base());
         }},
        {"not-in-block",
         [](const Specifics &s) {
             if (s.has("other"))
                 return ErrorWording::tr("%1 is in neither %2 nor %3.").arg(s.base(), s.block(), s.block("other"));
             return ErrorWording::tr("%1 is not in %2.").arg(s.base(), s.block());
         }},
        {"not-move-phase",
         [](const Specifics &) { return ErrorWording::tr("Blocks move, pivot, wheel, march, split and merge only in the Move phase."); }},
        {"not-combat-phase", [](const Specifics &) { return ErrorWording::tr("Fights are resolved in the Combat phase."); }},
        {"not-shoot-phase", [](const Specifics &) { return ErrorWording::tr("Missile troops shoot in the Shoot phase."); }},
        {"not-active-player",
         [](const Specifics &s) {
             if (s.has("base"))
                 return ErrorWording::tr("The active player orders the fights and names one of their own Bases first; %1 "
                               "belongs to the other side.")
                     .arg(s.base());
             if (s.has("block"))
                 return ErrorWording::tr("Only the active player moves their Blocks; %1 belongs to the other side.").arg(s.block());
             return ErrorWording::tr("Only the active player acts now.");
         }},
        {"loss-pending",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 lost its fight by %2: its owner allocates the points before anything else happens.")
                 .arg(s.base(), s.number("points"));
         }},
        {"pursuit-pending",
         [](const Specifics &s) {
             if (s.key("duty") == "may")
                 return ErrorWording::tr("%1 won and may pursue: that is settled before anything else happens.").arg(s.base());
             return ErrorWording::tr("%1 won and must pursue before anything else happens.").arg(s.base());
         }},
        {"follow-up-pending",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 won and may follow up: that is settled before anything else happens.").arg(s.base());
         }},
        {"positions-tracked",
         [](const Specifics &s) {
             const std::string reason = s.key("reason");
             if (reason == "fight-facts")
                 return ErrorWording::tr("Positions are tracked: flank, rear, uphill and Going are read from the table.");
             if (reason == "going")
                 return ErrorWording::tr("Positions are tracked: the Going is read from the table.");
             if (reason == "file")
                 return ErrorWording::tr("Positions are tracked: the file and its seams are found from the table.");
             if (reason == "plan-lapping")
                 return ErrorWording::tr("Positions are tracked: the overlaps are computed from the plan and the table.");
             if (reason == "plan-facts")
                 return ErrorWording::tr("Positions are tracked: flank, rear and the sides of the overlaps are read from the table.");
             if (reason == "follow-up")
                 return ErrorWording::tr("Positions are tracked: the Base that follows up and its seams are found on the table.");
             return ErrorWording::tr("Positions are tracked: the pursuing Base is moved on the table.");
         }},
        {"positions-not-tracked",
         [](const Specifics &) { return ErrorWording::tr("Positions are not tracked: a move names no destinations."); }},
        {"positions-needed",
         [](const Specifics &) {
             return ErrorWording::tr("A column march follows tracked positions; without them, record it as a move.");
         }},
        {"facts-derived",
         [](const Specifics &) {
             return ErrorWording::tr("Positions are tracked: contacts come from the table and cannot be entered.");
         }},
        // Movement.
        {"movement-over",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 failed a movement test this turn; its movement is over.").arg(s.block());
         }},
        {"bad-climb",
         [](const Specifics &s) {
             return ErrorWording::tr("A climb costs +1 (slight hill) or +2 (steep hill), not %1.").arg(s.number("value"));
         }},
        {"destination-incomplete",
         [](const Specifics &s) {
             return ErrorWording::tr("Positions are tracked: give every Base of %1 its destination.").arg(s.block());
         }},
        {"destination-occupied", [](const Specifics &s) { return ErrorWording::tr("The hex %1 is occupied.").arg(s.hex()); }},
        {"destination-shared", [](const Specifics &) { return ErrorWording::tr("Two Bases cannot end on the same hex."); }},
        {"not-contiguous", [](const Specifics &) { return ErrorWording::tr("A Block's Bases must end touching edge to edge."); }},
        {"impassable",
         [](const Specifics &s) {
             if (s.has("base"))
                 return ErrorWording::tr("%1 would pass the impassable hex %2.").arg(s.base(), s.hex());
             return ErrorWording::tr("The hex %1 is impassable.").arg(s.hex());
         }},
        {"move-too-far",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 would move %2 base-widths; a move of %3 covers at most %4.")
                 .arg(s.base(), s.number("distance"), s.block(), s.number("allowance"));
         }},
        {"path-through-enemy",
         [](const Specifics &s) { return ErrorWording::tr("%1 would pass through the enemy on %2.").arg(s.base(), s.hex()); }},
        {"pivot-too-far",
         [](const Specifics &s) {
             return ErrorWording::tr("The pivot in place turns 60° (±1 step), not %1.").arg(s.number("value"));
         }},
        {"wheel-too-far",
         [](const Specifics &s) { return ErrorWording::tr("A wheel turns 60° at once (±1 step), not %1.").arg(s.number("value")); }},
        {"wheel-pivot-not-flank",
         [](const Specifics &s) {
             return ErrorWording::tr("A wheel turns about a flank: %1 is not an end Base of the front rank of %2.")
                 .arg(s.base(), s.block());
         }},
        {"wheel-blocked",
         [](const Specifics &s) { return ErrorWording::tr("The wheel needs the hex %1 clear for %2; it is not.").arg(s.hex(), s.base()); }},
        {"wheel-shape-unknown",
         [](const Specifics &s) {
             return ErrorWording::tr("Give the frontage and depth of %1: they set the cost of the wheel.").arg(s.block());
         }},
        {"column-order",
         [](const Specifics &s) { return ErrorWording::tr("The column's order must name every Base of %1 once.").arg(s.block()); }},
        {"march-length",
         [](const Specifics &s) {
             return ErrorWording::tr("A march covers 1 to %1 base-widths, not %2.").arg(s.number("allowance"), s.number("value"));
         }},
        {"not-a-column", [](const Specifics &) { return ErrorWording::tr("Each Base of the column must touch the one ahead of it."); }},
        {"path-broken", [](const Specifics &) { return ErrorWording::tr("The leader's path must go hex by hex."); }},
        {"path-blocked",
         [](const Specifics &s) {
             if (s.has("hex"))
                 return ErrorWording::tr("The hex %1 on the path is not clear.").arg(s.hex());
             return ErrorWording::tr("The leader's path doubles back onto the column: two Bases would share a hex.");
         }},
        // Split and merge.
        {"split-parts",
         [](const Specifics &s) {
             return ErrorWording::tr("Name the Bases that leave, once each: some, but not all, of %1.").arg(s.block());
         }},
        {"split-not-contiguous",
         [](const Specifics &s) {
             if (s.key("reason") == "block-apart")
                 return ErrorWording::tr("The Block's Bases do not touch: it is no legal Block.");
             return ErrorWording::tr("Both parts of a split must be legal Blocks: their Bases touching.");
         }},
        {"seam-unknown",
         [](const Specifics &s) {
             const std::string action = s.key("action");
             if (action == "merge")
                 return ErrorWording::tr("Name the Bases on both sides of the seam the merge closes.");
             if (action == "file")
                 return ErrorWording::tr("Name the Bases on both sides of the seams the file tears: each takes +1 Fatigue.");
             if (action == "follow-up")
                 return ErrorWording::tr("Name the Bases on both sides of the seam the Base opens as it follows up: each takes +1 Fatigue.");
             return ErrorWording::tr("Name the Bases on both sides of the seam: every split opens one, and each takes +1 Fatigue.");
         }},
        {"seam-duplicate", [](const Specifics &) { return ErrorWording::tr("Name each seam Base once: it takes +1 Fatigue once."); }},
        {"smoothing-not-now",
         [](const Specifics &) { return ErrorWording::tr("Bases decline to pull in smoothing only as the Recovery phase ends."); }},
        {"smoothing-declined-twice",
         [](const Specifics &s) { return ErrorWording::tr("%1 is named twice among the Bases that decline to pull.").arg(s.base()); }},
        {"smoothing-cannot-pull",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 cannot pull in smoothing, so it cannot decline: only a Base at Fatigue 1 after recovery, in a Block with a Base of 3 or more, pulls.")
                 .arg(s.base());
         }},
        {"merge-self", [](const Specifics &s) { return ErrorWording::tr("%1 cannot merge with itself.").arg(s.block()); }},
        {"merge-type",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 cannot merge: only Blocks of the same troop type merge.").arg(s.block(), s.block("other"));
         }},
        {"merge-unlike",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 cannot merge: a Block has one quality, weight and set of special rules, and "
                           "theirs differ (ruling R15).")
                 .arg(s.block(), s.block("other"));
         }},
        {"merge-engaged",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 cannot merge: engaged Blocks do not merge.").arg(s.block(), s.block("other"));
         }},
        {"merge-apart",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 cannot merge: only adjacent Blocks merge.").arg(s.block(), s.block("other"));
         }},
        {"merge-orientation",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 cannot merge: merging Blocks must face the same way.").arg(s.block(), s.block("other"));
         }},
        // Fatigue.
        {"fatigue-amount",
         [](const Specifics &s) {
             return ErrorWording::tr("Fatigue rises from what happens to a Base: +1 or more, not %1.").arg(s.number("value"));
         }},
        {"no-section", [](const Specifics &) { return ErrorWording::tr("Say which rule adds the Fatigue."); }},
        {"fatigue-below-one",
         [](const Specifics &) { return ErrorWording::tr("Fatigue never drops below 1, so no average can be below 1."); }},
        {"fatigue-below-minimum",
         [](const Specifics &s) {
             return ErrorWording::tr("Each Base's Fatigue is at least 1, so %1 Bases total at least %1, not %2.")
                 .arg(s.number("bases"), s.number("value"));
         }},
        {"block-broken",
         [](const Specifics &s) {
             if (s.key("action") == "break")
                 return ErrorWording::tr("A Block averaging over 6 has already broken (§6, ruling R8).");
             return ErrorWording::tr("A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.");
         }},
        // Dice.
        {"face-not-on-die",
         [](const Specifics &s) {
             if (s.key("die") == "d6")
                 return ErrorWording::tr("The d6 has no face %1.").arg(s.number("value"));
             return ErrorWording::tr("The averaging die (2, 3, 3, 4, 4, 5) has no face %1.").arg(s.number("value"));
         }},
        {"movement-needs-d6", [](const Specifics &) { return ErrorWording::tr("The movement test is always rolled on the d6."); }},
        {"roll-quality-mismatch", [](const Specifics &) { return ErrorWording::tr("Each Base rolls its own quality's dice."); }},
        {"combat-dice-differ",
         [](const Specifics &s) {
             if (s.key("action") == "shoot")
                 return ErrorWording::tr("The firer and the target roll the same combat die.");
             return ErrorWording::tr("Both Bases of a fight roll the same combat die.");
         }},
        // Combat.
        {"going-out-of-range",
         [](const Specifics &s) {
             if (s.has("base"))
                 return ErrorWording::tr("The Going %1 of %2 is not on the 1–5 scale.").arg(s.number("value"), s.base());
             if (s.has("side"))
                 return ErrorWording::tr("%1: Going %2 is not on the 1–5 scale.").arg(s.side(), s.number("value"));
             return ErrorWording::tr("Going %1 is not on the 1–5 scale.").arg(s.number("value"));
         }},
        {"overlaps-out-of-range", [](const Specifics &) { return ErrorWording::tr("Each engaged Base gives 0 or 1 overlap."); }},
        {"flank-and-rear",
         [](const Specifics &) {
             return ErrorWording::tr("A pair fights in one place: a Base is struck in its flank or its rear, not both.");
         }},
        {"both-uphill", [](const Specifics &) { return ErrorWording::tr("Only one Base of a pair can stand uphill of the other."); }},
        {"no-shock-ability",
         [](const Specifics &s) {
             if (s.key("type") == "light-cavalry")
                 return ErrorWording::tr("%1: Light Cavalry do not gain shock.").arg(s.side());
             return ErrorWording::tr("%1: %2 have no Shock ability, so they cannot charge with shock.")
                 .arg(s.side(), troopType(s.key("type")));
         }},
        {"shock-charger-struck",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 charged with shock, so it fights its enemy to its front and cannot be the side struck in "
                           "flank or rear.")
                 .arg(s.side());
         }},
        {"same-side",
         [](const Specifics &s) {
             if (s.key("action") == "shoot")
                 return ErrorWording::tr("%1 is a friend of %2: missile troops shoot at the enemy.").arg(s.base("enemy"), s.base());
             return ErrorWording::tr("%1 is a friend of %2: a fight pairs opposing Bases.").arg(s.base("enemy"), s.base());
         }},
        {"not-engaged",
         [](const Specifics &s) {
             if (s.has("block"))
                 return ErrorWording::tr("%1 and %2 are not in contact; enter the contact first.").arg(s.block(), s.block("other"));
             return ErrorWording::tr("%1 and %2 are not engaged: they must touch, one in a front hex of the other.")
                 .arg(s.base(), s.base("enemy"));
         }},
        {"already-fought",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 and %2 have already fought this phase.").arg(s.base(), s.base("enemy"));
         }},
        {"not-lapping",
         [](const Specifics &s) {
             if (s.has("helped"))
                 return ErrorWording::tr("%1 cannot lap %2 for %3: an overlap comes from another Base of the same side.")
                     .arg(s.base(), s.base("lapped"), s.base("helped"));
             return ErrorWording::tr("%1 is not in the other front hex of %2: it laps nothing.").arg(s.base(), s.base("lapped"));
         }},
        {"not-uncountered",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 fights an enemy this phase, so it is not uncountered: it laps %2 for no one.")
                 .arg(s.base(), s.base("lapped"));
         }},
        {"not-planned",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 is not in the pairing plan: pair it with the enemy it fights before the fight.")
                 .arg(s.base());
         }},
        {"one-enemy-per-base",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 is already paired with %2: each engaged Base fights one enemy in the phase.")
                 .arg(s.base(), s.base("enemy"));
         }},
        {"melee-unfought",
         [](const Specifics &s) {
             // Every melee still to fight, each named (§4): planned pairs, engaged Bases in no pair, Blocks in contact.
             QStringList parts;
             const QStringList pairs = s.many("base", [&s](const std::string &base) {
                 return ErrorWording::tr("%1 against %2").arg(s.base(base), s.base("enemy" + base.substr(4)));
             });
             if (s.number("pairs").toInt() > 0)
                 parts << ErrorWording::tr("Planned, not yet fought (%1): %2.").arg(s.number("pairs"), namedThenMore(pairs, s.number("pairs").toInt()));
             const QStringList bases = s.many("unpaired", [&s](const std::string &base) {
                 return ErrorWording::tr("%1, engaged with %2").arg(s.base(base), s.base("unpairedEnemy" + base.substr(8)));
             });
             if (s.number("bases").toInt() > 0)
                 parts << ErrorWording::tr("Engaged, in no pair (%1): %2.").arg(s.number("bases"), namedThenMore(bases, s.number("bases").toInt()));
             const QStringList contacts = s.many("block", [&s](const std::string &block) {
                 return ErrorWording::tr("%1 and %2").arg(s.block(block), s.block("other" + block.substr(5)));
             });
             if (s.number("contacts").toInt() > 0)
                 parts << ErrorWording::tr("In contact, not yet fought (%1): %2.")
                              .arg(s.number("contacts"), namedThenMore(contacts, s.number("contacts").toInt()));
             parts << ErrorWording::tr("Every melee on the table is resolved before the Combat phase ends.");
             return parts.join(QLatin1Char(' '));
         }},
        {"plan-side",
         [](const Specifics &s) {
             const std::string reason = s.key("reason");
             if (reason == "flank")
                 return ErrorWording::tr("Say on which side %1 is struck in the flank: it loses the overlaps on that side.").arg(s.base());
             if (reason == "no-flank")
                 return ErrorWording::tr("A side of a flank is named, but no flank.");
             if (reason == "no-lapping")
                 return ErrorWording::tr("A lapping Base's side is named, but no lapping Base.");
             return ErrorWording::tr("A side is the left or the right of a Base.");
         }},
        {"no-loss", [](const Specifics &) { return ErrorWording::tr("No fight is waiting for its loss to be allocated."); }},
        {"no-loser-side",
         [](const Specifics &s) { return ErrorWording::tr("Say whose Block it is: that of %1 or that of %2.").arg(s.army(0), s.army(1)); }},
        {"allocation-total",
         [](const Specifics &s) {
             return ErrorWording::tr("Allocate every one of the %1 points, each as Fatigue or push-back: %2 + %3 is not %1.")
                 .arg(s.number("points"), s.number("fatigue"), s.number("pushBack"));
         }},
        {"evade",
         [](const Specifics &s) {
             return ErrorWording::tr("A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate "
                           "all %1 points as push-back.")
                 .arg(s.number("points"));
         }},
        {"file-duplicate", [](const Specifics &) { return ErrorWording::tr("Name each Base of the file once."); }},
        {"file-without-base",
         [](const Specifics &s) { return ErrorWording::tr("The file is the Bases that move with %1: name it too.").arg(s.base()); }},
        {"far-side",
         [](const Specifics &s) {
             if (s.has("base"))
                 return ErrorWording::tr("%1 is not one of the Bases of %2 left behind.").arg(s.base(), s.block());
             return ErrorWording::tr("The far side is some, not all, of the Bases left behind when a middle file leaves, each "
                           "named once.");
         }},
        {"no-seam",
         [](const Specifics &s) {
             if (s.key("reason") == "whole-block")
                 return ErrorWording::tr("The file is the whole Block: it tears no seam.");
             return ErrorWording::tr("An evading Skirmisher takes no seam Fatigue (§9.6, §11.2): name none.");
         }},
        {"no-pursuit", [](const Specifics &) { return ErrorWording::tr("No Base is waiting to pursue."); }},
        {"pursuit-mandatory",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 is a Shock Base that won: it must pursue, one full move toward the enemy (§11.1). Only "
                           "Light Cavalry may decline (§11.4).")
                 .arg(s.base());
         }},
        {"pursuit-declined", [](const Specifics &) { return ErrorWording::tr("A declined pursuit moves no file."); }},
        {"pursuit-alone",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 pursues alone: the rule moves the Base that won, not its file (ruling R33).").arg(s.base());
         }},
        {"no-follow-up", [](const Specifics &) { return ErrorWording::tr("No Base is waiting to follow up."); }},
        {"follow-up-declined",
         [](const Specifics &) { return ErrorWording::tr("A Base that stays where it is opens no seam."); }},
        // Shooting.
        {"not-missile-troops",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 is %2: only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).")
                 .arg(s.block(), troopType(s.key("type")));
         }},
        {"already-fired",
         [](const Specifics &s) { return ErrorWording::tr("%1 has already shot in this Shoot phase (ruling R38).").arg(s.base()); }},
        {"out-of-range",
         [](const Specifics &s) {
             return ErrorWording::tr("%1 is %2 base-widths from %3: missile range is %4 (ruling R38).")
                 .arg(s.base("enemy"), s.number("distance"), s.base(), s.number("range"));
         }},
        // The record: undo, redo and the umpire's amendments.
        {"nothing-to-undo", [](const Specifics &) { return ErrorWording::tr("There is no action to undo."); }},
        {"nothing-to-redo", [](const Specifics &) { return ErrorWording::tr("There is no undone action to redo."); }},
        {"amend-index",
         [](const Specifics &s) {
             return ErrorWording::tr("There is no action %1 to amend: %2 actions are in force.").arg(s.number("index"), s.number("count"));
         }},
        {"amend-kind",
         [](const Specifics &s) {
             return ErrorWording::tr("An amendment corrects an input of action #%1 (%2); it cannot make it %3.")
                 .arg(s.number("entry"), actionKind(s.key("kind")), actionKind(s.key("replacement")));
         }},
        {"amend-unchanged",
         [](const Specifics &s) { return ErrorWording::tr("The correction is the same as action #%1.").arg(s.number("entry")); }},
        {"amend-illegal",
         [](const Specifics &s) {
             Error cause = s.error();
             cause.code = s.key("cause");
             cause.message = s.text("causeMessage").toStdString();
             return ErrorWording::tr("The correction is illegal: %1").arg(s.wording().sentence(cause));
         }},
        {"amend-breaks-later",
         [](const Specifics &s) {
             Error cause = s.error();
             cause.code = s.key("cause");
             cause.message = s.text("causeMessage").toStdString();
             return ErrorWording::tr("After the correction, action #%1 (%2) would no longer be legal: %3")
                 .arg(s.number("entry"), actionKind(s.key("kind")), s.wording().sentence(cause));
         }},
        {"amend-reask-position",
         [](const Specifics &s) {
             return ErrorWording::tr("A choice asked again must replace a later action in force, in order: %1 is not one.")
                 .arg(s.number("index"));
         }},
        {"amend-reask-legal",
         [](const Specifics &s) {
             return ErrorWording::tr("Action %1 (%2) is still legal after the correction: only what the correction made "
                                     "illegal is asked again.")
                 .arg(s.number("index"), actionKind(s.key("kind")));
         }},
        {"amend-reask-illegal",
         [](const Specifics &s) {
             Error cause = s.error();
             cause.code = s.key("cause");
             cause.message = s.text("causeMessage").toStdString();
             return ErrorWording::tr("The choice asked again in place of action %1 is illegal: %2")
                 .arg(s.number("index"), s.wording().sentence(cause));
         }},
        {"not-saved",
         [](const Specifics &s) {
             return ErrorWording::tr("It could not be saved, so it did not happen: %1").arg(s.text("failure"));
         }},
    };
    return table;
}

} // namespace

ErrorWording::ErrorWording(BaseNamer nameBase, BlockNamer nameBlock, ArmyNamer nameArmy)
    : m_nameBase(std::move(nameBase))
    , m_nameBlock(std::move(nameBlock))
    , m_nameArmy(std::move(nameArmy))
{
}

QString ErrorWording::sentence(const Error &error) const
{
    const auto it = sentences().find(error.code);
    if (it == sentences().end())
        return QString::fromStdString(error.message);
    const Specifics specifics(error, m_nameBase, m_nameBlock, m_nameArmy);
    const QString words = it->second(specifics);
    return specifics.missing() ? QString::fromStdString(error.message) : words;
}

QString ErrorWording::text(const Error &error) const
{
    const QString words = sentence(error);
    if (error.section.empty())
        return words;
    return tr("%1 (§%2)").arg(words, QString::fromStdString(error.section));
}

bool ErrorWording::words(std::string_view code)
{
    return sentences().find(code) != sentences().end();
}

QStringList ErrorWording::wordedCodes()
{
    QStringList codes;
    for (const auto &[code, sentence] : sentences())
        codes << QString::fromStdString(code);
    return codes;
}
