import QtQuick
import QtTest
import Ancients.Bridge
import Ancients.Ui

// The players' own dice in the battle's panels (DiceInput): as many dice as the engine
// needs for the quality, the die and the §13 Elite/Levy mechanic (ruling R42), the
// reroll's die asked for only once the first two call for it, tapped in face by face.
Item {
    id: root
    width: 800
    height: 900

    Component {
        id: inputComponent
        DiceInput {
            objectName: "dice"
            width: root.width
            title: "Dice of the Romans"
        }
    }

    TestCase {
        name: "DiceInput"
        when: windowShown

        function face(input: Item, which: string, value: int): Item {
            const button = findChild(input, "dice_" + which + "_" + value);
            verify(button !== null, which + " " + value);
            return button;
        }
        /** Whether the face is offered: a picker never shown has made none (DieFacePicker.made). */
        function offered(input: Item, which: string, value: int): bool {
            const button = findChild(input, "dice_" + which + "_" + value);
            return button !== null && button.visible;
        }

        function test_rule_3_1_noMechanicTakesTwoForElite() {
            const input = createTemporaryObject(inputComponent, root, { "quality": "elite" });
            waitForRendering(input);
            compare(input.count, 2);
            mouseClick(face(input, "first", 4));
            compare(input.roll, null);
            mouseClick(face(input, "second", 2));
            compare(input.roll, { "first": 4, "second": 2 });
            verify(!offered(input, "third", 2));
        }

        function test_rule_13_bestOfThreeTakesThree() {
            const input = createTemporaryObject(inputComponent, root, { "quality": "levy", "mechanic": "best-of-three", "die": "d6" });
            waitForRendering(input);
            compare(input.count, 3);
            verify(face(input, "third", 6).visible);
            mouseClick(face(input, "first", 6));
            mouseClick(face(input, "second", 1));
            verify(!input.complete);
            mouseClick(face(input, "third", 3));
            compare(input.roll, { "first": 6, "second": 1, "third": 3 });
        }

        function test_rule_13_rerollAsksForTheThirdOnlyWhenItIsRolled() {
            const input = createTemporaryObject(inputComponent, root, { "quality": "elite", "mechanic": "reroll" });
            waitForRendering(input);
            compare(input.count, 2);
            mouseClick(face(input, "first", 4));
            mouseClick(face(input, "second", 2));
            // Kept 4: it stands.
            compare(input.roll, { "first": 4, "second": 2 });
            verify(!offered(input, "third", 5));
            // Kept 3: rolled again; the new die is asked for, named as the reroll.
            mouseClick(face(input, "first", 3));
            compare(input.count, 3);
            compare(input.roll, null);
            tryVerify(() => offered(input, "third", 5));
            verify(findChild(input, "dice_third_5").Accessible.name.indexOf("rolled again") >= 0);
            mouseClick(face(input, "third", 5));
            compare(input.roll, { "first": 3, "second": 2, "third": 5 });
            input.reset();
            compare(input.roll, null);
            compare(input.count, 2);
        }

        function test_rule_13_regularRollsOneWhateverTheMechanic() {
            const input = createTemporaryObject(inputComponent, root, { "quality": "regular", "mechanic": "best-of-three" });
            waitForRendering(input);
            compare(input.count, 1);
            mouseClick(face(input, "first", 5));
            compare(input.roll, { "first": 5, "second": 0 });
        }
    }
}
