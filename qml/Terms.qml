pragma Singleton

import QtQuick
import Ancients.Bridge

/**
 * The rulebook's terms as the app shows them, translated: troop types (§3.3),
 * qualities (§3.1) and special rules (§11), by the keys the engine and the army
 * list format use.
 */
QtObject {
    /**
     * The Material elevation of a raised popup (a dialog, a drawer) whose background is
     * @p surface: @p raised, except where the software renderer draws the window
     * (offscreen, as in the Quick Tests, or on a device without a GPU). The
     * Material style draws a raised popup's background through a shader effect, which
     * that renderer leaves out, and the page beneath would show through; there the
     * popup is flat and its background a plain surface.
     */
    function elevation(surface: Item, raised: int): int {
        return surface && surface.GraphicsInfo.api === GraphicsInfo.Software ? 0 : raised;
    }
    function troopType(key: string): string {
        switch (key) {
        case "heavy-infantry": return qsTr("Heavy Infantry");
        case "medium-infantry": return qsTr("Medium Infantry");
        case "light-infantry": return qsTr("Light Infantry");
        case "skirmishers": return qsTr("Skirmishers");
        case "warband": return qsTr("Warband");
        case "cavalry": return qsTr("Cavalry");
        case "cataphract": return qsTr("Cataphract / Knight");
        case "light-cavalry": return qsTr("Light Cavalry");
        }
        return key;
    }
    function quality(key: string): string {
        switch (key) {
        case "elite": return qsTr("Elite");
        case "regular": return qsTr("Regular");
        case "levy": return qsTr("Levy");
        }
        return key;
    }
    function specialRule(key: string): string {
        switch (key) {
        case "steady-spears": return qsTr("Steady spears");
        case "evade": return qsTr("Evade");
        case "shock": return qsTr("Shock");
        case "light-horse": return qsTr("Light-horse");
        }
        return key;
    }
    /** The section that defines a special rule, for its citation. */
    function specialRuleSection(key: string): string {
        switch (key) {
        case "steady-spears": return "11.3";
        case "evade": return "11.2";
        case "shock": return "11.1";
        case "light-horse": return "11.4";
        }
        return "11";
    }
    /** A Fatigue state (§6): "fresh", "pressed", "shaken" or "broken". */
    function fatigueState(key: string): string {
        switch (key) {
        case "fresh": return qsTr("Fresh");
        case "pressed": return qsTr("Pressed");
        case "shaken": return qsTr("Shaken");
        case "broken": return qsTr("Broken");
        }
        return key;
    }
    /** A phase of the turn (§4). */
    function phase(key: string): string {
        switch (key) {
        case "move": return qsTr("Move");
        case "shoot": return qsTr("Shoot");
        case "combat": return qsTr("Combat");
        case "recovery": return qsTr("Recovery");
        }
        return key;
    }
    /** The Going of a terrain (§8.2). */
    function going(key: string): string {
        switch (key) {
        case "open": return qsTr("Open");
        case "light-woods": return qsTr("Light woods");
        case "heavy-woods": return qsTr("Heavy woods");
        case "rough": return qsTr("Rough");
        case "swamp": return qsTr("Swamp");
        }
        return key;
    }
    /** The colour a Fatigue state is drawn in; always shown together with its word. */
    /**
     * What a Block can still take (§6, rulings R8, R30): the engine's figure, the
     * Fatigue it holds at; one point more breaks it. The battle's cards and the
     * tracker's say it in these words.
     */
    function fatigueLeft(points: int): string {
        return qsTr("can take %1 more Fatigue").arg(points);
    }
    function stateColor(key: string, dark: bool): color {
        const palette = dark ? Appearance.dark : Appearance.light;
        switch (key) {
        case "fresh": return palette.fresh;
        case "pressed": return palette.pressed;
        case "shaken": return palette.shaken;
        case "broken": return palette.broken;
        }
        return dark ? "#bdbdbd" : "#616161";
    }
    /** The theme's own colours (app/settings/appearance.h): the accent, marks, the picked Base, the states. */
    function palette(dark: bool): themePalette {
        return dark ? Appearance.dark : Appearance.light;
    }
    /** A map from the bridge, read as a plain JavaScript object. */
    function fields(map: var): var {
        return map;
    }
    /** The Going keys (§8.2), open ground first, as the battle format writes them. */
    readonly property var goingKeys: ["open", "light-woods", "heavy-woods", "rough", "swamp"]
    /** The colour of a problem or a refusal; always shown with words. */
    function problemColor(dark: bool): color {
        return (dark ? Appearance.dark : Appearance.light).problem;
    }
}
