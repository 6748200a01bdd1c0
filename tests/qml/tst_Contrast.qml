import QtQuick
import QtQuick.Controls.Material
import QtTest
import Ancients.Bridge
import Ancients.Ui

// Every colour pair a player must read, in both themes, by WCAG 2.1's contrast
// ratio: text at least 4.5:1 against what it stands on (the white words on the
// deep orange buttons among them), borders and marks at least 3:1 (the losing
// Base's border against its tile among them). The colours are the theme's own:
// the Material style's page, card and text colours, and the app's palette
// (Appearance.light / Appearance.dark, read through Terms as the pages read it).
Item {
    id: root
    width: 200
    height: 200

    // Two items in the two themes, with the app's primary colour and accent as Main.qml sets them.
    Item {
        id: darkTheme
        Material.theme: Material.Dark
        Material.primary: Material.Brown
        Material.accent: Terms.palette(true).accent
    }
    Item {
        id: lightTheme
        Material.theme: Material.Light
        Material.primary: Material.Brown
        Material.accent: Terms.palette(false).accent
    }

    TestCase {
        name: "Contrast"
        when: windowShown

        /** A channel of sRGB as light (WCAG 2.1 relative luminance). */
        function linear(c: real): real {
            return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        }
        /** @p c as a colour: a name ("white", "#3f51b5") or a colour already. */
        function colour(c: var): color {
            return Qt.lighter(c, 1.0);
        }
        function luminance(c: color): real {
            return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
        }
        /** @p top at its own alpha (or @p alpha) over the opaque @p bottom, as the scene graph blends. */
        function over(top: color, bottom: color, alpha: real): color {
            const a = alpha === undefined ? top.a : alpha;
            return Qt.rgba(top.r * a + bottom.r * (1 - a), top.g * a + bottom.g * (1 - a), top.b * a + bottom.b * (1 - a), 1);
        }
        function contrast(a: var, b: var): real {
            const la = luminance(colour(a));
            const lb = luminance(colour(b));
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
        }
        function check(what: string, a: var, b: var, least: real) {
            const ratio = contrast(a, b);
            verify(ratio >= least, what + ": " + a + " on " + b + " is " + ratio.toFixed(2) + ":1, less than " + least + ":1");
        }
        function theme(dark: bool): Item {
            return dark ? darkTheme : lightTheme;
        }

        function test_theContrastMeasureItself() {
            // The formula's own fixed points: black on white is 21:1, a colour on itself 1:1.
            compare(contrast("black", "white").toFixed(2), "21.00");
            compare(contrast("#777777", "#777777"), 1);
            // The colours the issue measured before: the dark theme's old accent under white text.
            verify(contrast("white", Material.color(Material.DeepOrange, Material.Shade700)) < 4.5);
        }

        function test_textIsAtLeast4_5To1_data() {
            return [{ tag: "dark", dark: true }, { tag: "light", dark: false }];
        }
        function test_textIsAtLeast4_5To1(data) {
            const m = theme(data.dark).Material;
            const p = Terms.palette(data.dark);
            // The highlighted buttons: the style's own highlighted text on the app's accent.
            check("text on the orange buttons", m.primaryHighlightedTextColor, m.accentColor, 4.5);
            check("the palette's text on the accent", p.onAccent, p.accent, 4.5);
            for (const ground of [m.backgroundColor, m.dialogColor]) {
                check("a citation or a mark's words", p.mark, ground, 4.5);
                check("a refusal", Terms.problemColor(data.dark), ground, 4.5);
                check("the text", m.foreground, ground, 4.5);
            }
            for (const state of ["fresh", "pressed", "shaken", "broken"])
                check("the word on the " + state + " chip", p.onState, Terms.stateColor(state, data.dark), 4.5);
            // The hand-over banner and the segmented choices: white on the primary colour.
            check("white on the primary colour", "white", m.primaryColor, 4.5);
        }

        function test_bordersAndMarksAreAtLeast3To1_data() {
            return [{ tag: "dark", dark: true }, { tag: "light", dark: false }];
        }
        function test_bordersAndMarksAreAtLeast3To1(data) {
            const m = theme(data.dark).Material;
            const p = Terms.palette(data.dark);
            for (const state of ["fresh", "pressed", "shaken", "broken"]) {
                // A Base's tile: its state's colour at 22% over the card (BlockCard.qml).
                const tile = over(Terms.stateColor(state, data.dark), m.dialogColor, 0.22);
                check("the losing Base's border on a " + state + " tile", p.picked, tile, 3);
                check("the selected Base's border on a " + state + " tile", p.mark, tile, 3);
                check("a marked Base's border on a " + state + " tile", m.foreground, tile, 3);
                check("a " + state + " Base's own border on its tile", Terms.stateColor(state, data.dark), tile, 3);
            }
            // The selected Block: its border on its tinted card.
            check("the selected Block's border", p.mark, over(m.accentColor, m.dialogColor, 0.14), 3);
            check("the lapping badge on its card", p.mark, m.dialogColor, 3);
            check("the lapping badge's arrow", data.dark ? "black" : "white", p.mark, 4.5);
        }
    }
}
