import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Controls.Material.impl

/**
 * A Material button whose fill is a plain rounded rectangle, with the style's colours
 * and its press ripple but no elevation shadow. Material's own button draws its fill
 * through an offscreen layer for the shadow: a renderer without shaders (the software
 * one) then draws no fill at all, and every button costs a layer and a dozen objects on
 * the way to the battle page's first frame. Flat buttons (flat: true) stay transparent.
 */
Button {
    id: control

    background: Rectangle {
        implicitWidth: 64
        implicitHeight: control.Material.buttonHeight
        radius: 4
        color: !control.enabled ? control.Material.buttonDisabledColor
             : control.highlighted ? (control.checked ? control.Material.highlightedCheckedButtonColor
                                                      : control.Material.highlightedButtonColor)
             : control.Material.buttonColor

        Ripple {
            clipRadius: 4
            width: parent.width
            height: parent.height
            pressed: control.pressed
            anchor: control
            active: enabled && (control.down || control.visualFocus || control.hovered)
            color: control.flat && control.highlighted ? control.Material.highlightedRippleColor : control.Material.rippleColor
        }
    }
}
