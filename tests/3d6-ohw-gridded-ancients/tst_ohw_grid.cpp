// The two grids (§2, ruling R1): facing, the face a neighbour contacts (§5.2,
// §7.1), the shooting arc and range (§6, ruling R13) and the way back (§5.4, R9).
#include "ohwtesthelpers.h"

#ifndef Q_MOC_RUN
#include "ohw/grid.h"
#endif

#include <optional>

using namespace ohw;

Q_DECLARE_METATYPE(ohw::Grid)
Q_DECLARE_METATYPE(ohw::Place)
Q_DECLARE_METATYPE(std::optional<ohw::Face>)
Q_DECLARE_METATYPE(std::optional<int>)

class TestGrid : public QObject
{
    Q_OBJECT

private slots:
    // §2: a unit faces a hex vertex (6) or a square edge (4); §5.3: a pivot is one of them.
    void rule_2_facings()
    {
        QCOMPARE(facings(Grid::Hexes), 6);
        QCOMPARE(facings(Grid::Squares), 4);
        QCOMPARE(pivoted(Grid::Hexes, {0, 0, 5}, 1).facing, 0);
        QCOMPARE(pivoted(Grid::Squares, {0, 0, 0}, -1).facing, 3);
        QCOMPARE(pivoted(Grid::Squares, {2, 3, 1}, 2), (Place{2, 3, 3}));
    }

    void rule_5_2_faceAContactStrikes_data()
    {
        QTest::addColumn<Grid>("grid");
        QTest::addColumn<Place>("target");
        QTest::addColumn<Place>("other");
        QTest::addColumn<std::optional<Face>>("face");
        // Hexes, facing vertex 0 (between (1,0) and (1,−1)): front, left (0,−1), rear, right (0,1).
        const Place hex{0, 0, 0};
        QTest::newRow("hex front right") << Grid::Hexes << hex << Place{1, 0, 3} << std::optional(Face::Front);
        QTest::newRow("hex front left") << Grid::Hexes << hex << Place{1, -1, 3} << std::optional(Face::Front);
        QTest::newRow("hex left flank") << Grid::Hexes << hex << Place{0, -1, 0} << std::optional(Face::LeftFlank);
        QTest::newRow("hex rear left") << Grid::Hexes << hex << Place{-1, 0, 0} << std::optional(Face::Rear);
        QTest::newRow("hex rear right") << Grid::Hexes << hex << Place{-1, 1, 0} << std::optional(Face::Rear);
        QTest::newRow("hex right flank") << Grid::Hexes << hex << Place{0, 1, 0} << std::optional(Face::RightFlank);
        QTest::newRow("hex two away") << Grid::Hexes << hex << Place{2, 0, 3} << std::optional<Face>();
        // Turned by two vertices, the front is now (0,−1) and (−1,0).
        QTest::newRow("hex turned: front") << Grid::Hexes << Place{0, 0, 2} << Place{0, -1, 0}
                                           << std::optional(Face::Front);
        QTest::newRow("hex turned: left") << Grid::Hexes << Place{0, 0, 2} << Place{-1, 1, 0}
                                          << std::optional(Face::LeftFlank);
        // Squares, facing edge 0 (towards +x): left is (0,−1), right (0,1), rear (−1,0).
        const Place sq{0, 0, 0};
        QTest::newRow("square front") << Grid::Squares << sq << Place{1, 0, 2} << std::optional(Face::Front);
        QTest::newRow("square left") << Grid::Squares << sq << Place{0, -1, 3} << std::optional(Face::LeftFlank);
        QTest::newRow("square right") << Grid::Squares << sq << Place{0, 1, 1} << std::optional(Face::RightFlank);
        QTest::newRow("square rear") << Grid::Squares << sq << Place{-1, 0, 0} << std::optional(Face::Rear);
        // Ruling R1: no contact across a corner.
        QTest::newRow("square diagonal") << Grid::Squares << sq << Place{1, 1, 2} << std::optional<Face>();
    }

    void rule_5_2_faceAContactStrikes()
    {
        QFETCH(Grid, grid);
        QFETCH(Place, target);
        QFETCH(Place, other);
        QFETCH(std::optional<Face>, face);
        QCOMPARE(faceContacted(grid, target, other), face);
    }

    // §7.1: four faces, the same on both grids (§5.2: one attacker each).
    void rule_7_1_flankAndRearOnBothGrids()
    {
        for (const Grid grid : {Grid::Hexes, Grid::Squares}) {
            int front = 0, flanks = 0, rear = 0;
            const Place target{5, 5, 1};
            for (int d = 0; d < facings(grid); ++d) {
                const auto face = faceContacted(grid, target, step(grid, target, d));
                QVERIFY(face.has_value());
                front += *face == Face::Front ? 1 : 0;
                flanks += *face == Face::LeftFlank || *face == Face::RightFlank ? 1 : 0;
                rear += *face == Face::Rear ? 1 : 0;
            }
            QCOMPARE(flanks, 2);
            QCOMPARE(front, grid == Grid::Hexes ? 2 : 1);
            QCOMPARE(rear, grid == Grid::Hexes ? 2 : 1);
        }
    }

    void rule_6_arcAndRange_data()
    {
        QTest::addColumn<Grid>("grid");
        QTest::addColumn<Place>("target");
        QTest::addColumn<std::optional<int>>("range");
        // Hexes, shooter at (0,0) facing vertex 0: the wedge between (1,0) and (1,−1), edges included.
        QTest::newRow("hex front hex") << Grid::Hexes << Place{1, 0, 0} << std::optional(1);
        QTest::newRow("hex other front hex") << Grid::Hexes << Place{1, -1, 0} << std::optional(1);
        QTest::newRow("hex between, 2") << Grid::Hexes << Place{2, -1, 0} << std::optional(2);
        QTest::newRow("hex edge, 3") << Grid::Hexes << Place{3, 0, 0} << std::optional(3);
        QTest::newRow("hex other edge, 3") << Grid::Hexes << Place{3, -3, 0} << std::optional(3);
        QTest::newRow("hex side") << Grid::Hexes << Place{0, -1, 0} << std::optional<int>();
        QTest::newRow("hex outside the wedge") << Grid::Hexes << Place{2, 1, 0} << std::optional<int>();
        QTest::newRow("hex behind") << Grid::Hexes << Place{-2, 0, 0} << std::optional<int>();
        // Squares, facing +x: the three squares ahead and their cone; one diagonal step allowed.
        QTest::newRow("square ahead") << Grid::Squares << Place{1, 0, 0} << std::optional(1);
        QTest::newRow("square ahead left") << Grid::Squares << Place{1, -1, 0} << std::optional(1);
        QTest::newRow("square ahead right") << Grid::Squares << Place{1, 1, 0} << std::optional(1);
        QTest::newRow("square two ahead") << Grid::Squares << Place{2, 0, 0} << std::optional(2);
        QTest::newRow("square two ahead, one aside") << Grid::Squares << Place{2, 1, 0} << std::optional(2);
        QTest::newRow("square two ahead, two aside") << Grid::Squares << Place{2, 2, 0} << std::optional(3);
        QTest::newRow("square beside") << Grid::Squares << Place{0, 1, 0} << std::optional<int>();
        QTest::newRow("square outside the cone") << Grid::Squares << Place{1, 2, 0} << std::optional<int>();
    }

    void rule_6_arcAndRange()
    {
        QFETCH(Grid, grid);
        QFETCH(Place, target);
        QFETCH(std::optional<int>, range);
        QCOMPARE(shootingRangeTo(grid, {0, 0, 0}, target), range);
        // Turning the whole table turns nothing: the shooter facing 1 sees the target turned by one.
        const Place turned = grid == Grid::Hexes
            ? Place{target.x + target.y, -target.x, 0}  // 60° counter-clockwise in axial coordinates
            : Place{target.y, -target.x, 0};           // 90° counter-clockwise with y down
        QCOMPARE(shootingRangeTo(grid, {0, 0, 1}, turned), range);
    }

    // §6: Sagitarii 3 hexes or 2 squares; Velites and Equites Auxiliares 2 either way.
    void rule_6_rangesByGrid()
    {
        QCOMPARE(shootingRange(Grid::Hexes, UnitType::Sagitarii), 3);
        QCOMPARE(shootingRange(Grid::Squares, UnitType::Sagitarii), 2);
        QCOMPARE(shootingRange(Grid::Hexes, UnitType::Velites), 2);
        QCOMPARE(shootingRange(Grid::Squares, UnitType::Velites), 2);
        QCOMPARE(shootingRange(Grid::Hexes, UnitType::EquitesAuxiliares), 2);
        QCOMPARE(shootingRange(Grid::Squares, UnitType::EquitesAuxiliares), 2);
        QCOMPARE(shootingRange(Grid::Hexes, UnitType::Legionaries), 0);
    }

    // §5.4, ruling R9: straight back: the square behind, or either rear hex.
    void rule_5_4_theWayBack()
    {
        QCOMPARE(retreatSpaces(Grid::Squares, {0, 0, 0}), (std::vector<Place>{{-1, 0, 0}}));
        QCOMPARE(retreatSpaces(Grid::Squares, {3, 3, 3}), (std::vector<Place>{{3, 2, 3}}));
        QCOMPARE(retreatSpaces(Grid::Hexes, {0, 0, 0}), (std::vector<Place>{{-1, 0, 0}, {-1, 1, 0}}));
        for (const Place back : retreatSpaces(Grid::Hexes, {2, 2, 4}))
            QCOMPARE(faceContacted(Grid::Hexes, {2, 2, 4}, back), std::optional(Face::Rear));
    }
};

QTEST_GUILESS_MAIN(TestGrid)
#include "tst_ohw_grid.moc"
