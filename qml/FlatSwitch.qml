import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

/** A Material switch whose knob every renderer draws (FlatKnob), as FilledButton is for buttons. */
Switch {
    id: flatSwitch

    FlatKnob {
        control: flatSwitch
    }
}
