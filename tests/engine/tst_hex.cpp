// The spatial substrate (§2 "Spatial substrate"): axial hexes, vertex facing,
// Block layouts (§5.5), contiguity (§2), "within one base-width" (§12.1, ruling
// R11), split seams (§6.2) and the cost of a wheel (§5.5).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "ancients/hex.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <vector>

using namespace ancients;

using Hexes = std::vector<Hex>;
Q_DECLARE_METATYPE(ancients::Hex)
Q_DECLARE_METATYPE(Hexes)
Q_DECLARE_METATYPE(ancients::TroopType)

namespace {
Hexes sortedHexes(Hexes h)
{
    std::sort(h.begin(), h.end());
    return h;
}
} // namespace

class TestHex : public QObject
{
    Q_OBJECT

private slots:
    // ---- §2: hexes, directions, distance -------------------------------------------------

    void rule_2_axialDistance_data()
    {
        QTest::addColumn<Hex>("a");
        QTest::addColumn<Hex>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("same hex") << Hex{2, -1} << Hex{2, -1} << 0;
        QTest::newRow("neighbour along q") << Hex{0, 0} << Hex{1, 0} << 1;
        QTest::newRow("neighbour along the q/r diagonal") << Hex{0, 0} << Hex{1, -1} << 1;
        QTest::newRow("not a neighbour: (1, 1)") << Hex{0, 0} << Hex{1, 1} << 2;
        QTest::newRow("three along r") << Hex{0, 0} << Hex{0, 3} << 3;
        QTest::newRow("mixed: (3, -1)") << Hex{0, 0} << Hex{3, -1} << 3;
        QTest::newRow("mixed: (2, 2)") << Hex{0, 0} << Hex{2, 2} << 4;
        QTest::newRow("negative coordinates") << Hex{-2, 1} << Hex{1, -3} << 4;
        QTest::newRow("is symmetric") << Hex{1, -3} << Hex{-2, 1} << 4;
        QTest::newRow("far across the board") << Hex{0, 0} << Hex{24, -8} << 24;
    }
    void rule_2_axialDistance()
    {
        QFETCH(Hex, a);
        QFETCH(Hex, b);
        QFETCH(int, expected);
        QCOMPARE(distance(a, b), expected);
        QCOMPARE(distance(b, a), expected);
        // Red Blob: half the sum of the three cube differences.
        QCOMPARE((std::abs(a.q - b.q) + std::abs(a.r - b.r) + std::abs(a.s() - b.s())) / 2, expected);
    }

    void rule_2_sixDirectionsAreTheNeighbours()
    {
        const Hex centre{3, -2};
        std::set<Hex> seen;
        Hex sum{0, 0};
        for (int d = 0; d < 6; ++d) {
            const Hex n = neighbour(centre, d);
            QCOMPARE(distance(centre, n), 1);
            QCOMPARE(neighbour(centre, d + 6), n);
            QCOMPARE(neighbour(centre, d - 6), n);
            QCOMPARE(neighbour(n, d + 3), centre); // the opposite direction leads back
            // Counter-clockwise: direction d + 1 is next to direction d.
            QCOMPARE(distance(n, neighbour(centre, d + 1)), 1);
            seen.insert(n);
            sum = sum + HexDirections[static_cast<std::size_t>(d)];
        }
        QCOMPARE(int(seen.size()), 6);
        QCOMPARE(sum, (Hex{0, 0}));
        // Every hex at distance 1 is one of the six.
        for (int q = -1; q <= 1; ++q)
            for (int r = -1; r <= 1; ++r)
                QCOMPARE(seen.contains(centre + Hex{q, r}), distance(centre, centre + Hex{q, r}) == 1);
        QCOMPARE(wrapDirection(-1), 5);
        QCOMPARE(wrapDirection(13), 1);
    }

    void rule_2_rotate_data()
    {
        QTest::addColumn<Hex>("v");
        QTest::addColumn<int>("steps");
        QTest::addColumn<Hex>("expected");
        QTest::newRow("east, 60° ccw") << Hex{1, 0} << 1 << Hex{1, -1};
        QTest::newRow("east, 120° ccw") << Hex{1, 0} << 2 << Hex{0, -1};
        QTest::newRow("east, 180°") << Hex{1, 0} << 3 << Hex{-1, 0};
        QTest::newRow("east, 60° cw") << Hex{1, 0} << -1 << Hex{0, 1};
        QTest::newRow("full turn") << Hex{2, -1} << 6 << Hex{2, -1};
        QTest::newRow("no turn") << Hex{2, -1} << 0 << Hex{2, -1};
        QTest::newRow("(2, 1) 60° ccw") << Hex{2, 1} << 1 << Hex{3, -2};
        QTest::newRow("(2, 1) 60° cw") << Hex{2, 1} << -1 << Hex{-1, 3};
        QTest::newRow("-7 steps is -1") << Hex{1, 0} << -7 << Hex{0, 1};
    }
    void rule_2_rotate()
    {
        QFETCH(Hex, v);
        QFETCH(int, steps);
        QFETCH(Hex, expected);
        QCOMPARE(rotate(v, steps), expected);
        QCOMPARE(distance(Hex{}, rotate(v, steps)), distance(Hex{}, v)); // a rotation keeps distance
        QCOMPARE(rotate(rotate(v, steps), -steps), v);
        // A 60° turn moves a point as far as it is from the centre (an equilateral triangle).
        if (wrapDirection(steps) == 1 || wrapDirection(steps) == 5)
            QCOMPARE(distance(v, rotate(v, steps)), distance(Hex{}, v));
    }

    void rule_2_rotateTurnsEveryDirectionToTheNext()
    {
        for (int d = 0; d < 6; ++d)
            for (int k = -6; k <= 6; ++k)
                QCOMPARE(rotate(HexDirections[static_cast<std::size_t>(d)], k),
                         HexDirections[static_cast<std::size_t>(wrapDirection(d + k))]);
    }

    // ---- §2 vertex facing: two front, two side, two rear ---------------------------------

    void rule_2_facingFrontSidesRear_data()
    {
        QTest::addColumn<int>("vertex");
        for (int v = 0; v < 6; ++v)
            QTest::addRow("vertex %d", v) << v;
    }
    void rule_2_facingFrontSidesRear()
    {
        QFETCH(int, vertex);
        const Facing f{vertex};
        const auto front = f.front();
        const auto sides = f.sides();
        const auto rear = f.rear();
        // The vertex lies between directions v and v + 1: those are the front.
        QCOMPARE(front[0], wrapDirection(vertex + 1));
        QCOMPARE(front[1], vertex);
        QCOMPARE(sides[0], wrapDirection(vertex + 2));
        QCOMPARE(sides[1], wrapDirection(vertex + 5));
        QCOMPARE(rear[0], wrapDirection(vertex + 3));
        QCOMPARE(rear[1], wrapDirection(vertex + 4));
        // The rear is the front turned about: the left front is opposite the right rear.
        QCOMPARE(wrapDirection(front[0] + 3), rear[1]);
        QCOMPARE(wrapDirection(front[1] + 3), rear[0]);
        QCOMPARE(wrapDirection(sides[0] + 3), sides[1]);
        // A clean split: every direction is exactly one of front, side or rear.
        std::multiset<int> all{front[0], front[1], sides[0], sides[1], rear[0], rear[1]};
        QCOMPARE(std::set<int>(all.begin(), all.end()), (std::set<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(int(all.size()), 6);
        // Width and depth axes lie 120° apart (§5.5): the right side and the left rear.
        QCOMPARE(f.widthAxis(), sides[1]);
        QCOMPARE(f.depthAxis(), rear[0]);
        QCOMPARE(wrapDirection(f.widthAxis() - f.depthAxis()), 2);
        // Turning the facing turns every aspect with it.
        QCOMPARE(f.turned(1).front()[1], wrapDirection(vertex + 1));
        QCOMPARE(f.turned(-1).turned(1), f);
        QCOMPARE(f.turned(6), f);
    }

    void rule_2_aspectForEveryFacing_data()
    {
        QTest::addColumn<int>("vertex");
        for (int v = 0; v < 6; ++v)
            QTest::addRow("vertex %d", v) << v;
    }
    void rule_2_aspectForEveryFacing()
    {
        QFETCH(int, vertex);
        const Hex at{-2, 3};
        const Facing f{vertex};
        int fronts = 0, sides = 0, rears = 0;
        for (int d = 0; d < 6; ++d) {
            const Aspect a = aspect(at, f, neighbour(at, d));
            const int rel = wrapDirection(d - vertex);
            const Aspect expected = rel == 0 || rel == 1 ? Aspect::Front
                : rel == 2 || rel == 5                  ? Aspect::Side
                                                        : Aspect::Rear;
            QCOMPARE(a, expected);
            fronts += a == Aspect::Front;
            sides += a == Aspect::Side;
            rears += a == Aspect::Rear;
        }
        QCOMPARE(fronts, 2);
        QCOMPARE(sides, 2);
        QCOMPARE(rears, 2);
        QCOMPARE(aspect(at, f, at), Aspect::NotAdjacent);
        QCOMPARE(aspect(at, f, at + Hex{2, 0}), Aspect::NotAdjacent);
        QCOMPARE(aspect(at, f, at + Hex{1, 1}), Aspect::NotAdjacent);
    }

    // ---- §5.5 layouts: frontage × depth, axes 120° apart ---------------------------------

    void rule_5_5_blockLayout_data()
    {
        QTest::addColumn<int>("vertex");
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<Hexes>("expected"); // empty: check the shape only
        // Facing vertex 0: width axis is direction 5 (0, 1), depth axis direction 3 (-1, 0).
        QTest::newRow("3x2 facing vertex 0")
            << 0 << 3 << 2 << Hexes{{0, 0}, {0, 1}, {0, 2}, {-1, 0}, {-1, 1}, {-1, 2}};
        // Facing vertex 3: width axis direction 2 (0, -1), depth axis direction 0 (1, 0).
        QTest::newRow("2x2 facing vertex 3") << 3 << 2 << 2 << Hexes{{0, 0}, {0, -1}, {1, 0}, {1, -1}};
        QTest::newRow("1x1") << 2 << 1 << 1 << Hexes{{0, 0}};
        // Facing vertex 1: depth axis direction 4 (-1, 1).
        QTest::newRow("column 1x3 facing vertex 1") << 1 << 1 << 3 << Hexes{{0, 0}, {-1, 1}, {-2, 2}};
        for (int v = 0; v < 6; ++v) {
            QTest::addRow("4x1 line, vertex %d", v) << v << 4 << 1 << Hexes{};
            QTest::addRow("6x2 block, vertex %d", v) << v << 6 << 2 << Hexes{};
            QTest::addRow("8x4 block, vertex %d", v) << v << 8 << 4 << Hexes{};
        }
    }
    void rule_5_5_blockLayout()
    {
        QFETCH(int, vertex);
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(Hexes, expected);
        const Hex origin{0, 0};
        const Facing f{vertex};
        const Hexes layout = blockLayout(origin, f, frontage, depth);
        if (!expected.empty())
            QCOMPARE(layout, expected);
        QCOMPARE(int(layout.size()), frontage * depth);
        QCOMPARE(int(std::set<Hex>(layout.begin(), layout.end()).size()), frontage * depth);
        QVERIFY(contiguous(layout));
        QCOMPARE(layout.front(), origin);
        for (int rank = 0; rank < depth; ++rank) {
            for (int file = 0; file < frontage; ++file) {
                const Hex h = layout[static_cast<std::size_t>(rank * frontage + file)];
                QCOMPARE(h, layoutHex(origin, f, file, rank));
                // The Base to its right stands on its right side, the Base ahead in its front.
                if (file + 1 < frontage)
                    QCOMPARE(aspect(h, f, layoutHex(origin, f, file + 1, rank)), Aspect::Side);
                if (rank > 0)
                    QCOMPARE(aspect(h, f, layoutHex(origin, f, file, rank - 1)), Aspect::Front);
                // The front rank has nothing of its own Block in front.
                if (rank == 0) {
                    for (const int d : f.front())
                        QVERIFY(std::find(layout.begin(), layout.end(), neighbour(h, d)) == layout.end());
                }
            }
        }
        // The far corner from the front-left pivot is the larger side, not the sum (§5.5).
        int far = 0;
        for (const Hex h : layout)
            far = std::max(far, distance(origin, h));
        QCOMPARE(far, std::max(frontage - 1, depth - 1));
        QCOMPARE(distance(origin, layoutHex(origin, f, frontage - 1, depth - 1)), std::max(frontage - 1, depth - 1));
        QVERIFY(blockLayout(origin, f, 0, depth).empty());
        QVERIFY(blockLayout(origin, f, frontage, 0).empty());
    }

    // ---- §2 contiguity -------------------------------------------------------------------

    void rule_2_contiguous_data()
    {
        QTest::addColumn<Hexes>("hexes");
        QTest::addColumn<bool>("expected");
        QTest::newRow("none") << Hexes{} << true;
        QTest::newRow("one") << Hexes{{4, 4}} << true;
        QTest::newRow("two touching") << Hexes{{0, 0}, {1, -1}} << true;
        QTest::newRow("two with a hex between") << Hexes{{0, 0}, {2, 0}} << false;
        QTest::newRow("two diagonal, not touching") << Hexes{{0, 0}, {1, 1}} << false;
        QTest::newRow("a line in any order") << Hexes{{0, 2}, {0, 0}, {0, 3}, {0, 1}} << true;
        QTest::newRow("a bent column") << Hexes{{0, 0}, {1, 0}, {2, -1}, {2, -2}} << true;
        QTest::newRow("a line with a gap") << Hexes{{0, 0}, {0, 1}, {0, 3}, {0, 4}} << false;
        QTest::newRow("two groups") << Hexes{{0, 0}, {0, 1}, {5, 5}, {5, 6}} << false;
        QTest::newRow("a ring") << Hexes{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}} << true;
    }
    void rule_2_contiguous()
    {
        QFETCH(Hexes, hexes);
        QFETCH(bool, expected);
        QCOMPARE(contiguous(hexes), expected);
        std::reverse(hexes.begin(), hexes.end());
        QCOMPARE(contiguous(hexes), expected);
    }

    // ---- §12.1 "within one base-width" (ruling R11) --------------------------------------

    void rule_12_1_withinOneBaseWidth_data()
    {
        QTest::addColumn<Hexes>("a");
        QTest::addColumn<Hexes>("b");
        QTest::addColumn<int>("gap");
        QTest::addColumn<bool>("within");
        QTest::newRow("touching") << Hexes{{0, 0}} << Hexes{{1, 0}} << 1 << true;
        // Distance is counted hex to hex, as moves are (§2, ruling R11): two hexes apart is two base-widths.
        QTest::newRow("one empty hex between") << Hexes{{0, 0}} << Hexes{{2, 0}} << 2 << false;
        QTest::newRow("one empty hex between, off-axis") << Hexes{{0, 0}} << Hexes{{1, 1}} << 2 << false;
        QTest::newRow("two empty hexes between") << Hexes{{0, 0}} << Hexes{{3, 0}} << 3 << false;
        QTest::newRow("nearest Bases count, not the centres")
            << Hexes{{0, 0}, {0, 1}, {0, 2}, {0, 3}} << Hexes{{1, 3}, {2, 3}, {3, 3}} << 1 << true;
        QTest::newRow("nearest Bases two apart") << Hexes{{0, 0}, {0, 1}, {0, 2}, {0, 3}} << Hexes{{2, 3}, {3, 3}, {4, 3}} << 2
                                                 << false;
        QTest::newRow("lines three apart") << Hexes{{0, 0}, {0, 1}, {0, 2}} << Hexes{{3, 0}, {3, 1}, {3, 2}} << 3 << false;
        QTest::newRow("one side empty") << Hexes{} << Hexes{{1, 0}} << -1 << false;
        QTest::newRow("both empty") << Hexes{} << Hexes{} << -1 << false;
    }
    void rule_12_1_withinOneBaseWidth()
    {
        QFETCH(Hexes, a);
        QFETCH(Hexes, b);
        QFETCH(int, gap);
        QFETCH(bool, within);
        QCOMPARE(ancients::gap(a, b), gap);
        QCOMPARE(ancients::gap(b, a), gap);
        QCOMPARE(withinOneBaseWidth(a, b), within);
        QCOMPARE(withinOneBaseWidth(b, a), within);
    }

    void rule_2_withinOneBaseWidthIsOneHexAsAMoveCounts()
    {
        // §2: each Base is one hex, one BW, and distance is measured in hexes: a 1 BW step
        // reaches a neighbouring hex, so within one base-width is touching (ruling R11).
        for (int d = 0; d < 6; ++d) {
            const Hex step = neighbour(Hex{0, 0}, d);
            QCOMPARE(distance(Hex{0, 0}, step), 1);
            QVERIFY(withinOneBaseWidth(Hexes{{0, 0}}, Hexes{step}));
            QVERIFY(!withinOneBaseWidth(Hexes{{0, 0}}, Hexes{neighbour(step, d)}));
        }
    }

    // ---- §6.2 the seam of a split --------------------------------------------------------

    void rule_6_2_seamHexes_data()
    {
        QTest::addColumn<Hexes>("part");
        QTest::addColumn<Hexes>("rest");
        QTest::addColumn<Hexes>("expected");
        const Hexes line = blockLayout({0, 0}, Facing{0}, 4, 1); // (0,0) (0,1) (0,2) (0,3)
        QTest::newRow("4x1 split 2 + 2: the inner Base each side")
            << Hexes{line[0], line[1]} << Hexes{line[2], line[3]} << Hexes{line[1]};
        QTest::newRow("the other side of the same seam")
            << Hexes{line[2], line[3]} << Hexes{line[0], line[1]} << Hexes{line[2]};
        QTest::newRow("an end Base off a line") << Hexes{line[3]} << Hexes{line[0], line[1], line[2]} << Hexes{line[3]};
        const Hexes deep = blockLayout({0, 0}, Facing{0}, 3, 2);
        // Files 0 | files 1–2: file 0's two Bases both touch file 1.
        QTest::newRow("3x2 split by file: the whole file touches")
            << Hexes{deep[0], deep[3]} << Hexes{deep[1], deep[2], deep[4], deep[5]} << Hexes{deep[0], deep[3]};
        QTest::newRow("3x2 split by file: the far side")
            << Hexes{deep[1], deep[2], deep[4], deep[5]} << Hexes{deep[0], deep[3]} << Hexes{deep[1], deep[4]};
        // Front rank | rear rank: every Base touches the other rank.
        QTest::newRow("3x2 split by rank") << Hexes{deep[0], deep[1], deep[2]} << Hexes{deep[3], deep[4], deep[5]}
                                           << Hexes{deep[0], deep[1], deep[2]};
        QTest::newRow("apart: no seam") << Hexes{{0, 0}} << Hexes{{0, 2}} << Hexes{};
    }
    void rule_6_2_seamHexes()
    {
        QFETCH(Hexes, part);
        QFETCH(Hexes, rest);
        QFETCH(Hexes, expected);
        QCOMPARE(sortedHexes(seamHexes(part, rest)), sortedHexes(expected));
    }

    // ---- §5.5 the cost of a wheel ------------------------------------------------------------

    // The substrate's recoil path for §9.6 (the combat engine applies it): each Base of
    // the file one rank back along the rear diagonal the defender picks, the file intact.
    // Not named for §9.6: push-back itself is the combat engine's, and its tests will be.
    void recoilPathAlongTheChosenRearDiagonal_data()
    {
        QTest::addColumn<int>("vertex");
        QTest::addColumn<bool>("left");
        for (int v = 0; v < 6; ++v) {
            QTest::addRow("facing %d, left rear", v) << v << true;
            QTest::addRow("facing %d, right rear", v) << v << false;
        }
    }
    void recoilPathAlongTheChosenRearDiagonal()
    {
        QFETCH(int, vertex);
        QFETCH(bool, left);
        const Facing facing{vertex};
        const std::vector<Hex> file = blockLayout({3, -2}, facing, 1, 3); // one file, three ranks deep
        const auto to = recoilHexes(file, facing, left ? RearSide::Left : RearSide::Right);
        QCOMPARE(to.size(), file.size());
        const int d = facing.rear()[left ? 0 : 1];
        for (std::size_t i = 0; i < file.size(); ++i) {
            QCOMPARE(distance(file[i], to[i]), 1);
            QCOMPARE(aspect(file[i], facing, to[i]), Aspect::Rear);
            QCOMPARE(to[i], neighbour(file[i], d));
        }
        QVERIFY(contiguous(to));
        // The two choices are the two different rear hexes.
        const auto other = recoilHexes(file, facing, left ? RearSide::Right : RearSide::Left);
        QVERIFY(other.front() != to.front());
    }

    void rule_5_5_wheelCost_data()
    {
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<int>("moves");
        QTest::newRow("4x1 foot (allowance 2): 3 / 2 -> 2") << 4 << 1 << TroopType::HeavyInfantry << 2;
        QTest::newRow("6x2 foot: 5 / 2 -> 3") << 6 << 2 << TroopType::MediumInfantry << 3;
        QTest::newRow("1x1: nothing travels") << 1 << 1 << TroopType::MediumInfantry << 0;
        QTest::newRow("8x4 cavalry (allowance 4): 7 / 4 -> 2") << 8 << 4 << TroopType::Cavalry << 2;
        QTest::newRow("2x1 foot: 1 / 2 -> 1") << 2 << 1 << TroopType::Warband << 1;
        QTest::newRow("3x1 foot: 2 / 2 -> 1") << 3 << 1 << TroopType::MediumInfantry << 1;
        QTest::newRow("5x1 foot: 4 / 2 -> 2") << 5 << 1 << TroopType::MediumInfantry << 2;
        QTest::newRow("deep column 1x5 foot: the depth binds") << 1 << 5 << TroopType::MediumInfantry << 2;
        QTest::newRow("4x4 foot: the larger, not the sum") << 4 << 4 << TroopType::MediumInfantry << 2;
        QTest::newRow("4x1 light foot (allowance 3): 3 / 3 -> 1") << 4 << 1 << TroopType::LightInfantry << 1;
        QTest::newRow("5x1 skirmishers: 4 / 3 -> 2") << 5 << 1 << TroopType::Skirmishers << 2;
        QTest::newRow("5x1 cavalry: 4 / 4 -> 1") << 5 << 1 << TroopType::LightCavalry << 1;
        QTest::newRow("6x1 knights: 5 / 4 -> 2") << 6 << 1 << TroopType::Cataphract << 2;
        QTest::newRow("12x2 phalanx: 11 / 2 -> 6") << 12 << 2 << TroopType::HeavyInfantry << 6;
    }
    void rule_5_5_wheelCost()
    {
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(TroopType, type);
        QFETCH(int, moves);
        QCOMPARE(wheelMoves(frontage, depth, moveAllowance(type)), moves);
        // ceil(max(f - 1, d - 1) / allowance), by the far corner of the real layout.
        const Hexes layout = blockLayout({0, 0}, Facing{2}, frontage, depth);
        int far = 0;
        for (const Hex h : layout)
            far = std::max(far, distance(layout.front(), h));
        const int allowance = moveAllowance(type);
        QCOMPARE((far + allowance - 1) / allowance, moves);
    }

    // A wheel about the front-left Base turns the whole layout into the layout of
    // the turned facing, and every Base travels as far as it is from the pivot.
    void rule_5_5_wheelKeepsTheShape_data()
    {
        QTest::addColumn<int>("vertex");
        QTest::addColumn<int>("steps");
        for (int v = 0; v < 6; ++v) {
            QTest::addRow("vertex %d, ccw", v) << v << 1;
            QTest::addRow("vertex %d, cw", v) << v << -1;
        }
    }
    void rule_5_5_wheelKeepsTheShape()
    {
        QFETCH(int, vertex);
        QFETCH(int, steps);
        const Hex pivot{2, -1};
        const Facing f{vertex};
        const Hexes before = blockLayout(pivot, f, 4, 2);
        Hexes turned;
        for (const Hex h : before) {
            const Hex to = pivot + rotate(h - pivot, steps);
            QCOMPARE(distance(h, to), distance(pivot, h));
            turned.push_back(to);
        }
        QCOMPARE(turned, blockLayout(pivot, f.turned(steps), 4, 2));
    }
};

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
