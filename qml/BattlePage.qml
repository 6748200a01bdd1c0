pragma ComponentBehavior: Bound


import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Ancients.Bridge

/*
 * The battle screen: the turn, the side to act and the four phases (§4); both
 * armies with their progress toward the army break (§12.1) and every Block as
 * a card; and the panel of the phase, which leads the players through it. In
 * landscape the armies stand side by side with the panel on the right; in
 * portrait the panel sits below them.
 */
Page {
    id: page
    /** The pursuing Base's facts (untyped: a map). */
    readonly property var pursuerInfo: pursuerBase.info

    readonly property bool wide: width > height
    readonly property bool hasBattle: BattleSession.hasBattle
    // The session's values (battlevalues.h): they follow every action, undo and amendment.
    readonly property var armyA: BattleSession.armyA
    readonly property var armyB: BattleSession.armyB
    readonly property pendingLoss loss: BattleSession.pendingLoss
    readonly property pendingPursuit pursuit: BattleSession.pendingPursuit
    readonly property pendingFollowUp followUp: BattleSession.pendingFollowUp
    readonly property string armyAName: armyA.name ?? ""
    readonly property string armyBName: armyB.name ?? ""
    readonly property string activeName: BattleSession.activeSide === 0 ? armyAName : armyBName
    /** Face to face (Settings): each army's half turned toward its player (FaceToFaceBattle). */
    readonly property bool faceToFace: Preferences.faceToFace && hasBattle
    /** The side whose player acts now: the loser allocates, the pursuer pursues, the winner follows up, else the side to act. */
    readonly property int actorSide: loss.pending ? loss.loserSide
        : pursuit.pending ? (page.pursuerInfo.side ?? BattleSession.activeSide)
        : followUp.pending ? followUp.winnerSide : BattleSession.activeSide
    /**
     * Which panel leads now: a pending loss, pursuit or follow-up comes first, then the phase's own.
     * Read straight from the session, so that an allocation followed by a pursuit goes from
     * one panel to the next, never through the phase's panel between them.
     */
    readonly property string panelName: !BattleSession.hasBattle ? ""
        : BattleSession.loserSide >= 0 ? "decided"
        : BattleSession.pendingLoss.pending ? "allocate"
        : BattleSession.pendingPursuit.pending ? "pursue"
        : BattleSession.pendingFollowUp.pending ? "follow-up"
        : BattleSession.phase

    title: hasBattle ? BattleSession.title : qsTr("Battle")
    /** Whether the last refusal shows above the panel: until it is dismissed or the game moves on. */
    property bool errorShown: false

    BattleSelection {
        id: battleSelection
        objectName: "battleSelection"
    }
    Connections {
        target: BattleSession
        function onGameChanged() {
            // An action went through: an earlier refusal no longer applies.
            page.errorShown = false;
        }
        function onLastErrorChanged() {
            if (BattleSession.lastError.length > 0)
                page.errorShown = true;
        }
    }
    onPanelNameChanged: {
        battleSelection.clear();
        battleSelection.planLapping = [];
        battleSelection.panelSerial += 1;
        battleSelection.primarySide = panelName === "combat" ? BattleSession.activeSide : -1;
        loadPanel();
    }
    Component.onCompleted: {
        loadPanel();
        makeFaceToFace();
    }

    // The pursuer, for the side whose player pursues.
    BaseController {
        id: pursuerBase
        session: BattleSession
        base: page.pursuit.pursuer
    }

    // The Base tapped last, as the table names it: it follows splits, merges and undos.
    BaseController {
        id: tappedBase
        session: BattleSession
        base: battleSelection.lastTapped
    }

    /**
     * Puts the panel that leads now into the panel area. Each panel is made the first
     * time it leads and kept: ending a phase or undoing one shows the panel again and
     * starts it afresh (its begin()), which answers a tap within a frame where making
     * it anew did not. A panel that does not lead is hidden and inactive.
     */
    function loadPanel() {
        const files = { "move": "MovePanel.qml", "shoot": "ShootPanel.qml", "combat": "CombatPanel.qml",
                        "recovery": "RecoveryPanel.qml", "allocate": "AllocationPanel.qml",
                        "pursue": "PursuitPanel.qml", "follow-up": "FollowUpPanel.qml", "decided": "DecidedPanel.qml" };
        const file = files[panelName];
        let shown = file === undefined ? null : (panelLoader.panels[panelName] ?? null);
        if (file !== undefined && shown === null) {
            shown = makePanel(panelName, file);
            panelLoader.panels[panelName] = shown;
        }
        for (const name in panelLoader.panels) {
            const other = panelLoader.panels[name];
            if (other !== shown && other.visible) {
                other.visible = false;
                if (other.active !== undefined)
                    other.active = false;
            }
        }
        if (shown !== null) {
            shown.visible = true;
            if (shown.active !== undefined)
                shown.active = true;
            if (typeof shown.begin === "function")
                shown.begin();
        }
        panelLoader.item = shown;
    }
    /** Makes the panel @p name from @p file, inactive until it leads, on the side to act's Blocks. */
    function makePanel(name: string, file: string): Item {
        const component = Qt.createComponent(Qt.resolvedUrl(file));
        const properties = { "selection": battleSelection, "visible": false };
        const sided = name === "combat" || name === "move";
        if (sided) {
            properties.enemyBlocks = BattleSession.activeSide === 0 ? BattleSession.blocksB : BattleSession.blocksA;
            properties.friendBlocks = BattleSession.activeSide === 0 ? BattleSession.blocksA : BattleSession.blocksB;
        }
        // Made inactive: it asks the engine nothing until loadPanel() shows it and begins it.
        if (name !== "recovery" && name !== "decided")
            properties.active = false;
        const panel = component.createObject(panelLoader, properties);
        if (panel === null) {
            console.warn(component.errorString());
            return null;
        }
        panel.width = Qt.binding(() => panelLoader.width);
        if (sided) {
            panel.enemyBlocks = Qt.binding(() => BattleSession.activeSide === 0 ? BattleSession.blocksB : BattleSession.blocksA);
            panel.friendBlocks = Qt.binding(() => BattleSession.activeSide === 0 ? BattleSession.blocksA : BattleSession.blocksB);
        }
        return panel;
    }

    // ---- no battle open: made only then, never on the way to a battle's first frame ----
    Repeater {
        model: page.hasBattle ? 0 : 1
        delegate: ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(page.width - 40, 520)
            spacing: 16
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: BattleSession.storeError.length > 0 ? BattleSession.storeError : qsTr("No battle is open.")
                font.pixelSize: 20
                wrapMode: Label.WordWrap
                horizontalAlignment: Text.AlignHCenter
            }
            FilledButton {
                Layout.fillWidth: true
                implicitHeight: 56
                text: qsTr("New battle")
                highlighted: true
                font.capitalization: Font.MixedCase
                onClicked: Navigation.openPage("new-battle")
            }
            FilledButton {
                Layout.fillWidth: true
                implicitHeight: 56
                text: qsTr("Saved battles")
                font.capitalization: Font.MixedCase
                onClicked: Navigation.openPage("battles")
            }
        }
    }

    // ---- the battle, face to face: each half toward its player --------------------------
    /** The hand-over banner's words face to face: whose turn and phase it is, and who acts. */
    readonly property string handOverText: {
        const name = actorSide === 0 ? armyAName : armyBName;
        if (loss.pending)
            return qsTr("Turn %1 · %2 phase · %3 allocates the loss").arg(BattleSession.turn).arg(Terms.phase(BattleSession.phase)).arg(name);
        if (pursuit.pending)
            return qsTr("Turn %1 · %2 phase · %3 pursues").arg(BattleSession.turn).arg(Terms.phase(BattleSession.phase)).arg(name);
        if (followUp.pending)
            return qsTr("Turn %1 · %2 phase · %3 may follow up").arg(BattleSession.turn).arg(Terms.phase(BattleSession.phase)).arg(name);
        return qsTr("Turn %1 · %2 · %3 phase").arg(BattleSession.turn).arg(name).arg(Terms.phase(BattleSession.phase));
    }
    // ---- the battle -------------------------------------------------------------------
    ColumnLayout {
        visible: page.hasBattle && !page.faceToFace
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        // The turn, the side to act and the phases: one row in landscape, two in portrait.
        GridLayout {
            objectName: "battleHeader"
            Layout.fillWidth: true
            columns: page.wide ? 4 : 3
            columnSpacing: 8
            rowSpacing: 4
            Label {
                textFormat: Text.PlainText
                objectName: "turnText"
                Layout.row: 0
                Layout.column: 0
                Layout.fillWidth: !page.wide
                text: qsTr("Turn %1 · %2 to act").arg(BattleSession.turn).arg(page.activeName)
                font.pixelSize: 20
                font.bold: true
                Layout.maximumWidth: page.wide ? 380 : -1
                // A long army name takes a second line rather than being cut.
                wrapMode: Label.WordWrap
                maximumLineCount: 2
                Accessible.name: text
            }
            // The turn's section: after the phases in landscape, after the turn in portrait.
            CitationButton {
                Layout.row: 0
                Layout.column: page.wide ? 2 : 1
                section: "4"
            }
            // The label sheet: every Base's table label, to print and stick under the figures.
            FilledButton {
                objectName: "labelSheetButton"
                Layout.row: 0
                Layout.column: page.wide ? 3 : 2
                implicitHeight: 48
                flat: true
                text: qsTr("Labels…")
                font.capitalization: Font.MixedCase
                Accessible.name: qsTr("Print the table labels")
                onClicked: page.openLabelSheetDialog()
            }
            PhaseBar {
                Layout.row: page.wide ? 0 : 1
                Layout.column: page.wide ? 1 : 0
                Layout.fillWidth: true
                Layout.columnSpan: page.wide ? 1 : 3
                phase: BattleSession.phase
            }
        }

        GridLayout {
            id: armiesGrid
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: page.wide ? 3 : 1
            columnSpacing: 10
            rowSpacing: 8

            // In portrait the armies keep a fixed share of the height, whatever the panel holds,
            // so that the selected card stands wholly above the panel (ArmyColumn keeps it in view).
            RowLayout {
                objectName: "armiesArea"
                Layout.fillWidth: true
                Layout.fillHeight: page.wide
                Layout.preferredHeight: page.wide ? -1 : Math.round(page.height * 0.47)
                Layout.maximumHeight: page.wide ? Infinity : Math.round(page.height * 0.47)
                spacing: 10
                ArmyColumn {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    side: 0
                    army: BattleSession.armyA
                    blocks: BattleSession.blocksA
                    selection: battleSelection
                    active: BattleSession.activeSide === 0
                }
                ArmyColumn {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    side: 1
                    army: BattleSession.armyB
                    blocks: BattleSession.blocksB
                    selection: battleSelection
                    active: BattleSession.activeSide === 1
                }
            }

            // ---- the panel of the phase -----------------------------------------------
            // Its height is what the armies leave, never what its content asks for: it scrolls.
            // Framed as Material's Frame is (a thin rounded border), by a plain rectangle: the
            // control's type and its background are not on the way to the battle's first frame.
            Rectangle {
                objectName: "panelFrame"
                // Face to face, the panel goes to the half of the player who acts, turned with it.
                parent: !page.faceToFace || !page.faceToFaceView ? armiesGrid : page.actorSide === 1 ? page.faceToFaceView.slotB : page.faceToFaceView.slotA
                Layout.preferredWidth: page.wide && !page.faceToFace ? 420 : -1
                Layout.fillWidth: !page.wide || page.faceToFace
                Layout.fillHeight: true
                Layout.preferredHeight: 0
                // As the Frame's: what its content asks for, with its padding.
                implicitWidth: panelContent.implicitWidth + 20
                implicitHeight: panelContent.implicitHeight + 20
                radius: 2
                color: "transparent"
                border.color: page.Material.frameColor

                ColumnLayout {
                    id: panelContent
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 6

                    // The refusal's banner, and below the fingerprint and the "no battle" words: each made
                    // when it shows, not on the way to the page's first frame.
                    Repeater {
                        model: page.errorShown ? 1 : 0
                        delegate: Rectangle {
                            objectName: "errorBanner"
                            Layout.fillWidth: true
                            implicitHeight: errorText.implicitHeight + 16
                            radius: 6
                            color: page.Material.theme === Material.Dark ? "#5d1f1f" : "#ffebee"
                            RowLayout {
                                anchors.fill: parent
                                anchors.margins: 8
                                Label {
                                    textFormat: Text.PlainText
                                    id: errorText
                                    Layout.fillWidth: true
                                    text: qsTr("Not done: %1").arg(BattleSession.lastError)
                                    font.pixelSize: 16
                                    wrapMode: Label.WordWrap
                                }
                                ToolButton {
                                    implicitWidth: 48
                                    implicitHeight: 48
                                    text: "✕"
                                    Accessible.name: qsTr("Dismiss")
                                    onClicked: page.errorShown = false
                                }
                            }
                        }
                    }

                    // A tapped Base can be adjusted by hand, with the reason kept in the log. Not while a
                    // fight is being decided: its Bases are named above the roll, which needs the room.
                    // Made while it shows, not on the way to the battle's first frame.
                    Repeater {
                        model: battleSelection.lastTapped >= 0 && page.panelName !== "allocate" && page.panelName !== "pursue"
                               && !(page.panelName === "combat" && battleSelection.base >= 0 && battleSelection.picked >= 0) ? 1 : 0
                        delegate: RowLayout {
                            objectName: "selectedRow"
                            Layout.fillWidth: true
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: qsTr("Selected: %1").arg(tappedBase.label)
                                font.pixelSize: 16
                                wrapMode: Label.WordWrap
                            }
                            FilledButton {
                                objectName: "adjustButton"
                                implicitHeight: 52
                                text: qsTr("Adjust Fatigue…")
                                font.capitalization: Font.MixedCase
                                onClicked: page.openAdjustDialog()
                            }
                        }
                    }

                    // Flicked, with Material's scroll indicator (the armies' lists have the same): no
                    // ScrollView and its two scroll bars on the way to the battle's first frame.
                    Flickable {
                        id: panelScroll
                        objectName: "panelScroll"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        contentWidth: width
                        contentHeight: panelColumn.implicitHeight
                        clip: true
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollIndicator.vertical: ScrollIndicator {}

                        // Room on the right for the scroll indicator, so it never covers a control.
                        ColumnLayout {
                            id: panelColumn
                            width: panelScroll.width - 16
                            spacing: 12

                            // The battle's fingerprint as the turn ended, until anything else is recorded.
                            Repeater {
                                model: BattleSession.turnEndFingerprint.length > 0 ? 1 : 0
                                delegate: FingerprintCard {
                                    objectName: "turnEndFingerprint"
                                    Layout.fillWidth: true
                                    fingerprint: BattleSession.turnEndFingerprint
                                    caption: qsTr("The turn has ended. The battle's fingerprint:")
                                }
                            }

                            // The panel that leads now (loadPanel()), among those kept.
                            Item {
                                id: panelLoader
                                objectName: "panelLoader"
                                /** The panel shown, or null. */
                                property Item item: null
                                /** Every panel made so far, by name. */
                                property var panels: ({})
                                Layout.fillWidth: true
                                implicitHeight: item ? item.implicitHeight : 0
                            }

                            EffectsList {
                                objectName: "lastEffects"
                                Layout.fillWidth: true
                                effects: BattleSession.lastEffects
                            }
                        }
                    }

                    RowLayout {
                        objectName: "panelButtons"
                        Layout.fillWidth: true
                        spacing: 6
                        FilledButton {
                            objectName: "undoButton"
                            implicitHeight: 56
                            text: qsTr("Undo")
                            font.capitalization: Font.MixedCase
                            enabled: BattleSession.canUndo
                            onClicked: BattleSession.undo()
                        }
                        FilledButton {
                            objectName: "logButton"
                            implicitHeight: 56
                            text: qsTr("Log")
                            font.capitalization: Font.MixedCase
                            onClicked: Navigation.openPage("log")
                        }
                        FilledButton {
                            id: endPhaseButton
                            objectName: "endPhaseButton"
                            Layout.fillWidth: true
                            implicitHeight: 56
                            topPadding: 8
                            bottomPadding: 8
                            highlighted: true
                            font.capitalization: Font.MixedCase
                            font.pixelSize: 16
                            enabled: page.panelName !== "allocate" && page.panelName !== "pursue" && page.panelName !== "decided"
                            text: BattleSession.phase === "recovery" ? qsTr("Recover and end the turn") : qsTr("End %1 phase").arg(Terms.phase(BattleSession.phase))
                            Accessible.name: text
                            // Longer words ("Phase Bewegung beenden") take a second line rather than being cut.
                            contentItem: Label {
                                textFormat: Text.PlainText
                                text: endPhaseButton.text
                                font: endPhaseButton.font
                                wrapMode: Label.WordWrap
                                maximumLineCount: 2
                                lineHeight: 0.9
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                                color: endPhaseButton.enabled ? endPhaseButton.Material.primaryHighlightedTextColor
                                                              : endPhaseButton.Material.hintTextColor
                            }
                            onClicked: battleSelection.command(() => BattleSession.endPhase(), () => battleSelection.clear())
                        }
                    }
                }
            }
        }
    }

    // Face to face: made the first time the players turn to it (Settings), from its own file,
    // so that neither it nor its type is on the way to the usual page's first frame. Made
    // after the usual layout, whose Block cards the tests find first by name.
    /** The face-to-face view (FaceToFaceBattle.qml), or null until it is first shown. */
    property var faceToFaceView: null
    /** What the tests and the panel find face to face: the view while it is shown, else null. */
    readonly property Item faceToFaceItem: faceToFace ? faceToFaceView : null
    onFaceToFaceChanged: makeFaceToFace()
    function makeFaceToFace() {
        if (!faceToFace || faceToFaceView !== null)
            return;
        const view = make("FaceToFaceBattle.qml", page.contentItem, {
            "objectName": "faceToFace",
            "selection": battleSelection,
            "actorSide": page.actorSide,
            "bannerText": page.handOverText
        });
        if (view === null)
            return;
        view.visible = Qt.binding(() => page.faceToFace);
        view.actorSide = Qt.binding(() => page.actorSide);
        view.bannerText = Qt.binding(() => page.handOverText);
        view.anchors.fill = page.contentItem;
        // Narrow margins: each half keeps the most height for its panel's deciding button.
        view.anchors.margins = 4;
        faceToFaceView = view;
    }

    // ---- the dialogs, each made the first time it opens, not on the way to the battle's first frame ----
    // Each from its own file, so that not even their types load on the way to the first frame.
    /** Adjust Fatigue (the selected row's button; AdjustFatigueDialog.qml), once made. */
    property var adjustDialog: null
    /** Saving the label sheet (a SaveFileDialog; QtQuick.Dialogs loads only then), once made. */
    property var labelSheetDialog: null
    /** The label sheet's "saved" note (LabelSheetSavedDialog.qml), once made. */
    property var labelSheetDone: null

    /**
     * Makes the object of file @p file in @p parent with @p properties (the dialogs and the
     * face-to-face view, each at first use); null, said why, when it could not be made.
     */
    function make(file: string, parent: Item, properties: var): var {
        const component = Qt.createComponent(Qt.resolvedUrl(file));
        const made = component.createObject(parent, properties ?? {});
        if (made === null)
            console.warn(component.errorString());
        return made;
    }
    function openAdjustDialog() {
        if (!adjustDialog) {
            adjustDialog = make("AdjustFatigueDialog.qml", page, {});
            if (!adjustDialog)
                return;
            adjustDialog.base = Qt.binding(() => battleSelection.lastTapped);
            adjustDialog.baseLabel = Qt.binding(() => tappedBase.label);
        }
        adjustDialog.open();
    }
    function openLabelSheetDialog() {
        if (!labelSheetDialog) {
            const dialog = make("SaveFileDialog.qml", page, {});
            if (!dialog)
                return;
            dialog.objectName = "labelSheetDialog";
            dialog.defaultSuffix = "pdf";
            dialog.title = Qt.binding(() => qsTr("Save the table labels"));
            dialog.nameFilters = Qt.binding(() => [qsTr("PDF files (*.pdf)")]);
            dialog.fileName = Qt.binding(() => FileNames.fileName([qsTr("Labels"), qsTr("%1 vs %2").arg(page.armyAName).arg(page.armyBName)], "pdf"));
            dialog.accepted.connect(() => {
                const file = dialog.selectedFile;
                if (!BattleSession.writeLabelSheet(file))
                    return;
                if (!page.labelSheetDone)
                    page.labelSheetDone = page.make("LabelSheetSavedDialog.qml", page, {});
                if (!page.labelSheetDone)
                    return;
                page.labelSheetDone.file = file;
                page.labelSheetDone.open();
            });
            labelSheetDialog = dialog;
        }
        labelSheetDialog.open();
    }
}
