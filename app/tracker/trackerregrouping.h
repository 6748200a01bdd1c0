#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

#include "fatiguetracker.h"

/**
 * A split or a merge on the quick tracker before the players confirm it (§6.2):
 * the cuts a Block offers, and for the one chosen (or the merge), the Bases that
 * pay the seam and the Blocks it leaves, as the engine works them out. It
 * follows every change of the tracker; confirm() does it.
 */
class TrackerRegrouping : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(FatigueTracker *tracker READ tracker WRITE setTracker NOTIFY inputChanged)
    Q_PROPERTY(int side READ side WRITE setSide NOTIFY inputChanged)
    Q_PROPERTY(int block READ block WRITE setBlock NOTIFY inputChanged)
    /** A merge (true) or a split. */
    Q_PROPERTY(bool merging READ merging WRITE setMerging NOTIFY inputChanged)
    /** For a merge: the Block that joins @p block; −1 until one is chosen. */
    Q_PROPERTY(int other READ other WRITE setOther NOTIFY inputChanged)
    /** "files" (beside, between two files) or "ranks" (behind, between two ranks). */
    Q_PROPERTY(QString line READ line WRITE setLine NOTIFY inputChanged)
    /** For a split: the first file (rank) that leaves, counted from 0. */
    Q_PROPERTY(int at READ at WRITE setAt NOTIFY inputChanged)
    /** The name of Block @p block as it stands. */
    Q_PROPERTY(QString blockName READ blockName NOTIFY previewChanged)
    /** The cuts the Block offers: [{ line, at, text }], between each two files, then each two ranks. */
    Q_PROPERTY(QVariantList cuts READ cuts NOTIFY previewChanged)
    /** The table labels of the Bases that pay +1 on the seam. */
    Q_PROPERTY(QStringList seamLabels READ seamLabels NOTIFY previewChanged)
    /** The Blocks it leaves, by name: two after a split, one after a merge. */
    Q_PROPERTY(QStringList resultNames READ resultNames NOTIFY previewChanged)
    /** Why it cannot be done, in words; empty when it can. */
    Q_PROPERTY(QString refusal READ refusal NOTIFY previewChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY previewChanged)

public:
    explicit TrackerRegrouping(QObject *parent = nullptr);

    [[nodiscard]] FatigueTracker *tracker() const { return m_tracker; }
    void setTracker(FatigueTracker *tracker);
    [[nodiscard]] int side() const { return m_side; }
    void setSide(int side);
    [[nodiscard]] int block() const { return m_block; }
    void setBlock(int block);
    [[nodiscard]] bool merging() const { return m_merging; }
    void setMerging(bool merging);
    [[nodiscard]] int other() const { return m_other; }
    void setOther(int other);
    [[nodiscard]] QString line() const { return m_line; }
    void setLine(const QString &line);
    [[nodiscard]] int at() const { return m_at; }
    void setAt(int at);

    [[nodiscard]] QString blockName() const { return m_blockName; }
    [[nodiscard]] QVariantList cuts() const { return m_cuts; }
    [[nodiscard]] QStringList seamLabels() const { return m_seamLabels; }
    [[nodiscard]] QStringList resultNames() const { return m_resultNames; }
    [[nodiscard]] QString refusal() const { return m_refusal; }
    [[nodiscard]] bool valid() const { return m_valid; }

    /** Splits or merges as previewed; returns an empty string, or why nothing changed. */
    Q_INVOKABLE QString confirm();

Q_SIGNALS:
    void inputChanged();
    void previewChanged();

private:
    void recompute();

    QPointer<FatigueTracker> m_tracker;
    int m_side = 0;
    int m_block = -1;
    bool m_merging = false;
    int m_other = -1;
    QString m_line = QStringLiteral("files");
    int m_at = 1;
    QString m_blockName;
    QVariantList m_cuts;
    QStringList m_seamLabels;
    QStringList m_resultNames;
    QString m_refusal;
    bool m_valid = false;
};
