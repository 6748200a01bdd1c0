#include "labelsheet.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace {

/** The PDF's resolution: fine enough for cut lines a tenth of a millimetre wide. */
constexpr int Resolution = 600;

constexpr double PointsPerMm = 72.0 / 25.4;

/** Where page @p page's labels come from: a section and the first of its labels there. */
struct PageStart
{
    std::size_t section = 0;
    std::size_t first = 0;
};

std::vector<PageStart> pageStarts(const std::vector<LabelSheet::Section> &sections)
{
    const auto perPage = static_cast<std::size_t>(LabelSheet::columns() * LabelSheet::rows());
    std::vector<PageStart> pages;
    for (std::size_t s = 0; s < sections.size(); ++s) {
        const std::size_t count = sections[s].labels.size();
        for (std::size_t first = 0; first < std::max<std::size_t>(count, 1); first += perPage)
            pages.push_back({s, first});
    }
    return pages;
}

QFont fontOf(double heightMm, bool bold)
{
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(heightMm * PointsPerMm);
    font.setBold(bold);
    return font;
}

} // namespace

int LabelSheet::columns()
{
    return static_cast<int>(std::floor((PageWidthMm - 2 * MarginMm) / LabelWidthMm));
}

int LabelSheet::rows()
{
    return static_cast<int>(std::floor((PageHeightMm - 2 * MarginMm - HeadingMm) / LabelHeightMm));
}

int LabelSheet::pageCount(const std::vector<Section> &sections)
{
    return static_cast<int>(pageStarts(sections).size());
}

void LabelSheet::paintPage(QPainter &painter, double dotsPerMm, const std::vector<Section> &sections, int page)
{
    const std::vector<PageStart> pages = pageStarts(sections);
    if (page < 0 || static_cast<std::size_t>(page) >= pages.size())
        return;
    const PageStart start = pages[static_cast<std::size_t>(page)];
    const Section &section = sections[start.section];
    const auto mm = [dotsPerMm](double v) { return v * dotsPerMm; };

    painter.save();
    painter.setPen(Qt::black);
    const QRectF heading(mm(MarginMm), mm(MarginMm), mm(PageWidthMm - 2 * MarginMm), mm(HeadingMm - 2.0));
    const QString title = tr("%1: table labels, one a Base; cut along the lines", "the label sheet's heading: the army's name")
                              .arg(section.title);
    // A long army name or a longer language: smaller, down to 2.5 mm, then shortened with an
    // ellipsis, a millimetre clear of the margin; never cut off at the page's edge.
    const double room = heading.width() - mm(1.0);
    QFont headingFont = fontOf(4.0, true);
    // Text does not scale exactly with its size (hinting): shrink until it fits, or down to the least.
    for (double wide = QFontMetricsF(headingFont, painter.device()).horizontalAdvance(title);
         wide > room && headingFont.pointSizeF() > 2.5 * PointsPerMm;
         wide = QFontMetricsF(headingFont, painter.device()).horizontalAdvance(title))
        headingFont.setPointSizeF(std::max(headingFont.pointSizeF() * std::min(room / wide, 0.98), 2.5 * PointsPerMm));
    painter.setFont(headingFont);
    painter.drawText(heading, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(headingFont, painter.device()).elidedText(title, Qt::ElideRight, room));

    const double left = (PageWidthMm - columns() * LabelWidthMm) / 2.0;
    const double top = MarginMm + HeadingMm;
    const QFont large = fontOf(6.5, true);
    const QFont small = fontOf(2.4, false);
    const std::size_t end = std::min(section.labels.size(), start.first + static_cast<std::size_t>(columns() * rows()));
    QPen cut(QColor(0x80, 0x80, 0x80));
    cut.setWidthF(mm(0.15));
    cut.setStyle(Qt::DashLine);
    for (std::size_t i = start.first; i < end; ++i) {
        const auto k = static_cast<int>(i - start.first);
        const QRectF cell(mm(left + (k % columns()) * LabelWidthMm), mm(top + (k / columns()) * LabelHeightMm),
                          mm(LabelWidthMm), mm(LabelHeightMm));
        painter.setPen(cut);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell);

        const labels::SheetLabel &label = section.labels[i];
        const QRectF inner = cell.adjusted(mm(1.5), mm(1.0), -mm(1.5), -mm(1.0));
        // The label as large as the width allows, the Block's name small below it.
        QFont fitted = large;
        const double wide = QFontMetricsF(fitted, painter.device()).horizontalAdvance(label.label);
        if (wide > inner.width())
            fitted.setPointSizeF(fitted.pointSizeF() * inner.width() / wide);
        painter.setPen(Qt::black);
        painter.setFont(fitted);
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.68),
                         Qt::AlignHCenter | Qt::AlignVCenter, label.label);
        painter.setFont(small);
        const QString name = QFontMetricsF(small, painter.device()).elidedText(label.block, Qt::ElideRight, inner.width());
        painter.drawText(QRectF(inner.left(), inner.top() + inner.height() * 0.68, inner.width(), inner.height() * 0.32),
                         Qt::AlignHCenter | Qt::AlignVCenter, name);
    }
    painter.restore();
}

QImage LabelSheet::pageImage(const std::vector<Section> &sections, int page, double dotsPerMm)
{
    if (page < 0 || page >= pageCount(sections) || dotsPerMm <= 0)
        return {};
    QImage image(QSize(static_cast<int>(std::lround(PageWidthMm * dotsPerMm)), static_cast<int>(std::lround(PageHeightMm * dotsPerMm))),
                 QImage::Format_RGB32);
    // The image's own resolution, so that fonts in points come out the size they print.
    image.setDotsPerMeterX(static_cast<int>(std::lround(dotsPerMm * 1000.0)));
    image.setDotsPerMeterY(static_cast<int>(std::lround(dotsPerMm * 1000.0)));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintPage(painter, dotsPerMm, sections, page);
    return image;
}

QString LabelSheet::write(const QString &path, const std::vector<Section> &sections)
{
    const QString where = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("The label sheet could not be written to %1: %2").arg(where, file.errorString());
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(Resolution);
        pdf.setCreator(QStringLiteral("Ancients Companion"));
        pdf.setTitle(tr("Table labels"));
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&pdf)) {
            file.cancelWriting();
            return tr("The label sheet could not be written to %1: the PDF could not be started").arg(where);
        }
        const double dotsPerMm = Resolution / 25.4;
        const int pages = pageCount(sections);
        for (int page = 0; page < pages; ++page) {
            if (page > 0)
                pdf.newPage();
            paintPage(painter, dotsPerMm, sections, page);
        }
        painter.end();
    }
    if (!file.commit())
        return tr("The label sheet could not be written to %1: %2").arg(where, file.errorString());
    return {};
}
