#pragma once

// The label sheet: every Base's table label on A4, one label a base front wide,
// to print, cut out and stick under the figures (labels.h names them).

#include "labels.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <vector>

class QPainter;

class LabelSheet
{
    Q_DECLARE_TR_FUNCTIONS(LabelSheet)

public:
    /** One army's labels, headed by its name; each army starts a page of its own. */
    struct Section
    {
        QString title;
        std::vector<labels::SheetLabel> labels;
    };

    static constexpr double PageWidthMm = 210.0;  ///< A4
    static constexpr double PageHeightMm = 297.0;
    static constexpr double MarginMm = 10.0;
    static constexpr double HeadingMm = 8.0;      ///< the army's name above its labels
    static constexpr double LabelWidthMm = 40.0;  ///< a 40 mm base front
    static constexpr double LabelHeightMm = 14.0;

    /** Labels side by side and rows of them on a page: 4 × 19. */
    [[nodiscard]] static int columns();
    [[nodiscard]] static int rows();
    /** The pages @p sections take: each section's labels fill whole pages before the next begins. */
    [[nodiscard]] static int pageCount(const std::vector<Section> &sections);

    /**
     * Writes @p sections as a PDF to @p path, whole or not at all (QSaveFile).
     * Returns an empty string when it is written, else what went wrong and where.
     */
    [[nodiscard]] static QString write(const QString &path, const std::vector<Section> &sections);

    /**
     * Paints page @p page (from 0) on @p painter, whose device is @p dotsPerMm
     * dots to the millimetre from the page's top left corner.
     */
    static void paintPage(QPainter &painter, double dotsPerMm, const std::vector<Section> &sections, int page);

    /**
     * Page @p page (from 0) as an image on white paper, @p dotsPerMm dots to the
     * millimetre, painted by paintPage() as the PDF is. Null for a page that does not exist.
     */
    [[nodiscard]] static QImage pageImage(const std::vector<Section> &sections, int page, double dotsPerMm);
};
