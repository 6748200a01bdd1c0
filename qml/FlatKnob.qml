import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T

/**
 * Draws the knob of a Material switch flat, as the software renderer can. The style casts
 * the knob's shadow through a shader effect on a layer of the knob; the software renderer
 * (screenshots, machines without a GPU) draws no shader effect, and the knob went with its
 * shadow, leaving a bare track that said nothing of on or off. Flat, the knob has no
 * shadow to set it off from the page while it is off, in the page's own colour: it keeps
 * an outline then.
 */
QtObject {
    /** The FlatSwitch or FlatSwitchDelegate whose knob this is. */
    required property T.AbstractButton control

    Component.onCompleted: {
        const indicator = control.indicator;
        indicator.Material.elevation = 0;
        indicator.handle.border.width = 1;
        indicator.handle.border.color = Qt.binding(() => control.checked ? "transparent" : control.Material.secondaryTextColor);
    }
}
