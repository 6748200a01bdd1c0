pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/**
 * The Shoot phase (§10): both sides' missile troops fire. Tap the firing Base,
 * then the enemy Base it shoots at; see the chance of each result; shoot.
 */
ColumnLayout {
    id: panel

    required property BattleSelection selection
    readonly property bool physical: Preferences.diceMode === "physical"
    readonly property var firer: shooting.firerInfo
    readonly property var target: shooting.targetInfo
    readonly property bool ready: shooting.ready
    readonly property var goings: Terms.goingKeys
    readonly property string firerGoing: goings[firerGround.currentIndex]
    readonly property string targetGoing: goings[targetGround.currentIndex]
    readonly property var odds: shooting.odds
    readonly property var options: BattleSession.options
    readonly property string die: options.combat_die ?? "averaging"
    readonly property string mechanic: options.elite_mechanic ?? "none"
    /**
     * Whether the panel leads now. The battle page keeps every panel it has shown and
     * shows it again when its phase comes back (a tap answers within a frame); a panel
     * that does not lead asks the engine nothing and leaves the selection alone.
     */
    property bool active: true

    /** Starts afresh: no dice read, open ground on both sides. */
    function begin() {
        firerDice.reset();
        targetDice.reset();
        firerGround.currentIndex = 0;
        targetGround.currentIndex = 0;
    }

    spacing: 10

    // The firer, the target and the volley's odds, from the engine: they follow every volley, undo and pick.
    ShootController {
        id: shooting
        session: panel.active ? BattleSession : null
        firer: panel.selection.base
        target: panel.selection.picked
        firerGoing: panel.firerGoing
        targetGoing: panel.targetGoing
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Tap a Base that shoots, then the enemy Base it shoots at (range 2 base-widths).")
            font.pixelSize: 18
            wrapMode: Label.WordWrap
        }
        CitationButton { section: "10" }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "shootPair"
        Layout.fillWidth: true
        visible: panel.selection.base >= 0
        text: qsTr("%1 shoots at %2").arg(panel.firer.label ?? "").arg(panel.selection.picked >= 0 ? panel.target.label : qsTr("…"))
        font.pixelSize: 18
        font.bold: true
        wrapMode: Label.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        objectName: "firedText"
        Layout.fillWidth: true
        visible: panel.selection.base >= 0 && (panel.firer.fired ?? false)
        text: qsTr("%1 has already shot this phase; tap it again to let go, then pick another Base.").arg(panel.firer.label ?? "")
        font.pixelSize: 16
        wrapMode: Label.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        objectName: "shootOdds"
        Layout.fillWidth: true
        visible: panel.ready
        font.pixelSize: 16
        wrapMode: Label.WordWrap
        text: {
            if (!panel.ready)
                return "";
            if (panel.odds.legal === false || panel.odds.error)
                return panel.odds.error ?? "";
            const parts = (panel.odds.fatigue ?? []).filter(f => f.amount > 0).map(f => qsTr("+%1: %2").arg(f.amount).arg(f.chanceText));
            return qsTr("Chance of an effect: %1. %2").arg(panel.odds.anyEffectText ?? "").arg(parts.join(" · "));
        }
    }
    // The lowest Going each stands in caps its weight (§8.2).
    GridLayout {
        Layout.fillWidth: true
        visible: panel.ready
        columns: 3
        columnSpacing: 6
        Label { textFormat: Text.PlainText; text: qsTr("Firer's ground"); font.pixelSize: 16 }
        ComboBox {
            id: firerGround
            objectName: "firerGround"
            Layout.fillWidth: true
            implicitHeight: 52
            model: panel.goings.map(key => Terms.going(key))
            Accessible.name: qsTr("Firer's ground")
        }
        CitationButton { section: "8.2" }
        Label { textFormat: Text.PlainText; text: qsTr("Target's ground"); font.pixelSize: 16 }
        ComboBox {
            id: targetGround
            objectName: "targetGround"
            Layout.fillWidth: true
            implicitHeight: 52
            model: panel.goings.map(key => Terms.going(key))
            Accessible.name: qsTr("Target's ground")
        }
        CitationButton { section: "8.2" }
    }
    DiceInput {
        id: firerDice
        objectName: "firerDice"
        visible: panel.physical && panel.ready
        Layout.fillWidth: true
        title: qsTr("Firer")
        quality: panel.firer.quality ?? "regular"
        die: panel.die
        mechanic: panel.mechanic
    }
    DiceInput {
        id: targetDice
        objectName: "targetDice"
        visible: panel.physical && panel.ready
        Layout.fillWidth: true
        title: qsTr("Target")
        quality: panel.target.quality ?? "regular"
        die: panel.die
        mechanic: panel.mechanic
    }
    FilledButton {
        objectName: "shootButton"
        Layout.fillWidth: true
        implicitHeight: 56
        highlighted: true
        font.capitalization: Font.MixedCase
        font.pixelSize: 18
        enabled: panel.ready && (panel.odds.legal ?? true) && (!panel.physical || (firerDice.complete && targetDice.complete))
        text: panel.physical ? qsTr("Shoot with these dice") : qsTr("Roll and shoot")
        onClicked: {
            const firer = panel.selection.base;
            const target = panel.selection.picked;
            // Either side may shoot next (§4): nothing stays picked.
            if (panel.selection.command(() => shooting.shoot(firer, target, panel.physical ? firerDice.roll : null,
                                                             panel.physical ? targetDice.roll : null,
                                                             panel.firerGoing, panel.targetGoing),
                                        () => panel.selection.clear()))
                panel.begin();
        }
    }
}
