import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/** A Material switch delegate whose knob every renderer draws (FlatKnob). */
SwitchDelegate {
    id: flatSwitchDelegate

    FlatKnob {
        control: flatSwitchDelegate
    }
}
