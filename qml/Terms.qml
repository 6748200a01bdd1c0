pragma Singleton

import QtQuick

/**
 * The rulebook's terms as the app shows them, translated: troop types (§3.3),
 * qualities (§3.1) and special rules (§11), by the keys the engine and the army
 * list format use.
 */
QtObject {
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
}
