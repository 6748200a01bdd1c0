#pragma once

// The umpire's ruling as a one-page PDF: an amendment of the log in plain words,
// its reason, what it changed in the battle, and the hashes that tie it to the
// chain. The outcome before and after comes from the record: the log replayed
// without the amendment and with it.

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "ancients/army.h"
#endif

#include <optional>
#include <vector>

namespace record {
class Battle;
}

class RulingSheet
{
    Q_DECLARE_TR_FUNCTIONS(RulingSheet)

public:
    /** One part of the page: a heading and its lines. */
    struct Section
    {
        QString heading;
        QStringList lines;
    };

    /** What the page says: its title and its parts, top to bottom. */
    struct Ruling
    {
        QString title;
        std::vector<Section> sections;

        /** Every word of the page, title first, one line each: what a reader of the PDF finds. */
        [[nodiscard]] QStringList text() const;
    };

    static constexpr double PageWidthMm = 210.0; ///< A4
    static constexpr double PageHeightMm = 297.0;
    static constexpr double MarginMm = 18.0;

    /**
     * The ruling of the amendment at @p sequence (its position in @p battle's log), worded
     * with @p battleTitle and the Blocks as listed (@p listed: both army lists' Blocks in
     * Block-id order). Empty, with @p error set, when that entry is not an amendment or the
     * log cannot be replayed.
     */
    [[nodiscard]] static std::optional<Ruling> of(const record::Battle &battle, int sequence,
                                                  const QString &battleTitle,
                                                  const std::vector<ancients::BlockSpec> &listed, QString *error);

    /**
     * Writes @p ruling as a one-page A4 PDF to @p path, whole or not at all (QSaveFile).
     * Returns an empty string when it is written, else what went wrong and where.
     */
    [[nodiscard]] static QString write(const QString &path, const Ruling &ruling);
    /**
     * The same page as write() sets it, painted by the same code onto an image of A4 at the
     * PDF's resolution (300 dots per inch): what the PDF shows, for screenshots and checks.
     */
    [[nodiscard]] static QImage image(const Ruling &ruling);
};
