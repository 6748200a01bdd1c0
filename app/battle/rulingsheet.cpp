#include "rulingsheet.h"

#include "battlewording.h"
#include "labels.h"

#include "record/battle.h"
#include "record/battlecodec.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <set>

using namespace ancients;

namespace {

/** The PDF's resolution. */
constexpr int Resolution = 300;

QFont fontOf(double pointSize, bool bold)
{
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

QStringList RulingSheet::Ruling::text() const
{
    QStringList out{title};
    for (const Section &section : sections) {
        out << section.heading;
        out << section.lines;
    }
    return out;
}

std::optional<RulingSheet::Ruling> RulingSheet::of(const record::Battle &battle, int sequence, const QString &battleTitle,
                                                   const std::vector<BlockSpec> &listed, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::optional<Ruling>();
    };
    const std::vector<record::LogEntry> &log = battle.log();
    if (sequence < 0 || static_cast<std::size_t>(sequence) >= log.size()
        || log[static_cast<std::size_t>(sequence)].type != record::LogEntry::Type::Amend)
        return fail(tr("There is no amendment #%1 in the log.").arg(record::entryNumber(sequence)));
    const record::LogEntry &amendment = log[static_cast<std::size_t>(sequence)];

    // The record replays the log without the amendment and with it: the battle as it stood before the ruling and after.
    const auto upTo = [&](std::size_t count) {
        return record::Battle::restore(battle.setup(), battle.secret(),
                                       std::vector<record::LogEntry>(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(count)));
    };
    const auto without = upTo(static_cast<std::size_t>(sequence));
    const auto with = upTo(static_cast<std::size_t>(sequence) + 1);
    if (!without || !with || !amendment.action || amendment.index < 0 || amendment.index >= without->actionCount())
        return fail(tr("The log could not be replayed up to amendment #%1.").arg(record::entryNumber(sequence)));

    const Action &original = without->actions().at(static_cast<std::size_t>(amendment.index));
    const int originalNumber = without->view().actionNumber(amendment.index);
    const BattleWording wordsBefore(without->state(), listed, without->view().brokenBlocks());
    const BattleWording wordsAfter(with->state(), listed, with->view().brokenBlocks());
    const record::ActionOutcome &moment = with->view().entries().at(static_cast<std::size_t>(sequence)).outcome;

    Ruling ruling;
    ruling.title = tr("Umpire's ruling: amendment #%1 of action #%2").arg(record::entryNumber(sequence)).arg(originalNumber);

    const QString armyA = qs(battle.setup().armyA.name);
    const QString armyB = qs(battle.setup().armyB.name);
    ruling.sections.push_back(
        {tr("Battle"),
         {battleTitle.isEmpty() ? tr("%1 against %2").arg(armyA, armyB) : battleTitle,
          tr("Armies: %1 (first player) against %2").arg(armyA, armyB),
          tr("Action #%1 was played in turn %2, %3 phase; the ruling was recorded on %4 (UTC).")
              .arg(originalNumber)
              .arg(moment.turn)
              .arg(BattleWording::phase(moment.phase),
                   QLocale::c().toString(amendment.time.toUTC(), QStringLiteral("yyyy-MM-dd HH:mm")))}});

    // The action in words, and what it did as recorded and does as corrected: the effects that differ.
    const auto effectsOf = [](const record::Battle &b, int entry, const BattleWording &words) {
        QStringList out;
        for (const Effect &e : b.view().entries().at(static_cast<std::size_t>(entry)).outcome.effects)
            out << words.effect(e);
        return out;
    };
    const QStringList did = effectsOf(*without, without->view().actionEntries().at(static_cast<std::size_t>(amendment.index)),
                                      wordsBefore);
    const QStringList does = effectsOf(*with, sequence, wordsAfter);
    QStringList action{tr("As recorded: %1").arg(wordsBefore.action(original))};
    for (const QString &effect : did) {
        if (!does.contains(effect))
            action << QStringLiteral("    – ") + effect;
    }
    action << tr("As corrected: %1").arg(wordsAfter.action(*amendment.action));
    for (const QString &effect : does) {
        if (!did.contains(effect))
            action << QStringLiteral("    – ") + effect;
    }
    // What the umpire corrected, input by input, in the table's words.
    const QJsonObject was = record::BattleCodec::encode(original);
    const QJsonObject is = record::BattleCodec::encode(*amendment.action);
    const auto subject = [&](const QString &key) {
        for (const char *field : {"base", "enemy", "firer", "target"}) {
            const QString name = QString::fromLatin1(field);
            if (key.startsWith(name + QLatin1Char('_')) && was.contains(name))
                return wordsBefore.base(was.value(name).toInt());
        }
        return was.contains(QStringLiteral("block")) ? wordsBefore.block(was.value(QStringLiteral("block")).toInt()) : QString();
    };
    const auto going = [](const QJsonValue &value) {
        switch (value.toInt(5)) {
        case 1: return tr("swamp");
        case 2: return tr("rough ground");
        case 3: return tr("heavy woods");
        case 4: return tr("light woods");
        default: return tr("open ground");
        }
    };
    const auto diceText = [](const QJsonValue &value) {
        const auto one = [](const QJsonObject &d) {
            return d.value(QStringLiteral("second")).toInt() > 0
                       ? tr("%1 and %2").arg(d.value(QStringLiteral("first")).toInt()).arg(d.value(QStringLiteral("second")).toInt())
                       : QString::number(d.value(QStringLiteral("first")).toInt());
        };
        if (value.isObject())
            return one(value.toObject());
        if (value.isArray() && !value.toArray().isEmpty()) {
            QStringList tests;
            for (const QJsonValue &d : value.toArray())
                tests << one(d.toObject());
            return tests.join(QStringLiteral("; "));
        }
        return tr("rolled by the app");
    };
    const auto baseOrNone = [&](const QJsonValue &value) {
        return value.isDouble() ? wordsBefore.base(value.toInt()) : tr("none");
    };
    QStringList corrected;
    QStringList others;
    QStringList keys = was.keys() + is.keys();
    keys.removeDuplicates();
    for (const QString &key : keys) {
        const QJsonValue before = was.value(key);
        const QJsonValue after = is.value(key);
        if (before == after)
            continue;
        if (key.endsWith(QLatin1String("going")))
            corrected << tr("Ground of %1: %2, corrected to %3 (§8.2)").arg(subject(key), going(before), going(after));
        else if (key.endsWith(QLatin1String("dice")))
            corrected << tr("Dice of %1: %2, corrected to %3").arg(subject(key), diceText(before), diceText(after));
        else if (key == QLatin1String("lapping") || key == QLatin1String("enemy_lapping"))
            corrected << tr("Overlap on the side of %1: %2, corrected to %3 (§9.2)")
                             .arg(wordsBefore.base(was.value(key == QLatin1String("lapping") ? QStringLiteral("base") : QStringLiteral("enemy")).toInt()),
                                  baseOrNone(before), baseOrNone(after));
        else if (key == QLatin1String("terrain_entered"))
            corrected << tr("Ground entered by %1, tile by tile (§8.1)").arg(subject(key));
        else if (key == QLatin1String("push_back") || (key == QLatin1String("fatigue") && before.isDouble()))
            corrected << (key == QLatin1String("push_back") ? tr("Points given as ground: %1, corrected to %2 (§9.6)")
                                                            : tr("Points held as Fatigue: %1, corrected to %2 (§9.5)"))
                             .arg(before.toInt())
                             .arg(after.toInt());
        else if (key == QLatin1String("steps"))
            corrected << tr("The turn of %1: %2, corrected to %3 (§5.5)")
                             .arg(subject(key), before.toInt() > 0 ? tr("counter-clockwise") : tr("clockwise"),
                                  after.toInt() > 0 ? tr("counter-clockwise") : tr("clockwise"));
        else if (key != QLatin1String("overlaps_as_entered"))
            others << QString(key).replace(QLatin1Char('_'), QLatin1Char(' '));
    }
    if (!others.isEmpty())
        corrected << tr("Also corrected: %1").arg(others.join(QStringLiteral(", ")));
    if (!corrected.isEmpty())
        ruling.sections.push_back({tr("What was corrected"), corrected});
    ruling.sections.push_back({tr("The action"), action});

    ruling.sections.push_back({tr("The umpire's reason"),
                               {amendment.note.isEmpty() ? tr("(none given)") : amendment.note,
                                amendment.umpire.isEmpty() ? tr("Umpire: (not recorded)") : tr("Umpire: %1").arg(amendment.umpire)}});

    // What the battle is now, without the ruling and with it.
    QStringList outcome;
    const GameState &before = without->state();
    const GameState &after = with->state();
    for (std::size_t b = 0; b < std::min(before.bases.size(), after.bases.size()); ++b) {
        if (before.bases[b].fatigue != after.bases[b].fatigue) {
            outcome << tr("%1: Fatigue %2 before, %3 after")
                           .arg(wordsAfter.base(before.bases[b].id))
                           .arg(before.bases[b].fatigue)
                           .arg(after.bases[b].fatigue);
        }
    }
    const auto brokenBefore = without->view().brokenBlocks();
    const auto brokenAfter = with->view().brokenBlocks();
    for (const auto &[block, bases] : brokenAfter) {
        if (!brokenBefore.contains(block))
            outcome << tr("%1 breaks, which it did not before").arg(wordsAfter.block(block));
    }
    for (const auto &[block, bases] : brokenBefore) {
        if (!brokenAfter.contains(block))
            outcome << tr("%1 no longer breaks").arg(wordsBefore.block(block));
    }
    const auto armyBreak = [&](const std::optional<Side> &loser) {
        return loser ? tr("the army of %1 has broken (§12.1)").arg(loser == Side::A ? armyA : armyB)
                     : tr("no army has broken");
    };
    outcome << tr("Army break: before, %1; after, %2").arg(armyBreak(before.loser), armyBreak(after.loser));
    if (outcome.size() == 1)
        outcome.prepend(tr("No Base's Fatigue and no Block's break changed."));
    ruling.sections.push_back({tr("The battle before and after the ruling"), outcome});

    ruling.sections.push_back(
        {tr("The chain"),
         {tr("Amendment #%1's hash:\n%2").arg(record::entryNumber(sequence)).arg(QString::fromLatin1(amendment.hash.toHex())),
          tr("Chain head (entry #%1):\n%2")
              .arg(record::entryNumber(static_cast<int>(log.size()) - 1))
              .arg(QString::fromLatin1(battle.headHash().toHex())),
          tr("Anyone holding the battle file can check both with: ancients verify FILE")}});
    return ruling;
}

namespace {

/**
 * Sets @p ruling on one A4 page of @p device (a PDF or an image at Resolution dots per
 * inch), from its top-left corner: the text is made to fit one page, a long ruling set
 * smaller, never onto a second page.
 */
void paintPage(QPainter &painter, QPaintDevice *device, const RulingSheet::Ruling &ruling)
{
    const double dotsPerMm = Resolution / 25.4;
    const double width = (RulingSheet::PageWidthMm - 2 * RulingSheet::MarginMm) * dotsPerMm;
    const double bottom = (RulingSheet::PageHeightMm - RulingSheet::MarginMm) * dotsPerMm;
    double y = RulingSheet::MarginMm * dotsPerMm;
    const double left = RulingSheet::MarginMm * dotsPerMm;
    double scale = 1.0;
    for (int attempt = 0; attempt < 6; ++attempt) {
        double height = 0;
        const auto measure = [&](const QFont &font, const QString &text) {
            height += QFontMetricsF(font, device).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
        };
        measure(fontOf(16 * scale, true), ruling.title);
        for (const RulingSheet::Section &section : ruling.sections) {
            height += 4 * dotsPerMm * scale;
            measure(fontOf(12 * scale, true), section.heading);
            for (const QString &line : section.lines)
                measure(fontOf(10.5 * scale, false), line);
        }
        if (y + height <= bottom)
            break;
        scale *= 0.85;
    }
    const auto draw = [&](const QFont &font, const QString &text) {
        painter.setFont(font);
        const QRectF box(left, y, width, bottom - y);
        QRectF used;
        painter.drawText(box, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text, &used);
        y += used.height();
    };
    painter.setPen(Qt::black);
    draw(fontOf(16 * scale, true), ruling.title);
    for (const RulingSheet::Section &section : ruling.sections) {
        y += 4 * dotsPerMm * scale;
        draw(fontOf(12 * scale, true), section.heading);
        for (const QString &line : section.lines)
            draw(fontOf(10.5 * scale, false), line);
    }
}

} // namespace

QImage RulingSheet::image(const Ruling &ruling)
{
    const double dotsPerMm = Resolution / 25.4;
    QImage page(qRound(PageWidthMm * dotsPerMm), qRound(PageHeightMm * dotsPerMm), QImage::Format_RGB32);
    page.setDotsPerMeterX(qRound(dotsPerMm * 1000));
    page.setDotsPerMeterY(qRound(dotsPerMm * 1000));
    page.fill(Qt::white);
    QPainter painter(&page);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintPage(painter, &page, ruling);
    painter.end();
    return page;
}

QString RulingSheet::write(const QString &path, const Ruling &ruling)
{
    const QString where = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    if (path.isEmpty())
        return tr("Name the file to write the ruling to.");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("The ruling could not be written to %1: %2").arg(where, file.errorString());
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(Resolution);
        pdf.setCreator(QStringLiteral("Ancients Companion"));
        pdf.setTitle(ruling.title);
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&pdf)) {
            file.cancelWriting();
            return tr("The ruling could not be written to %1: the PDF could not be started").arg(where);
        }
        paintPage(painter, &pdf, ruling);
        painter.end();
    }
    if (!file.commit())
        return tr("The ruling could not be written to %1: %2").arg(where, file.errorString());
    return {};
}
