import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtTest
import Ancients.Ui

// A switch shows on or off by where its knob stands, and the knob is drawn by every
// renderer: the tests run on the software one, which draws no shader effect and so lost
// the Material knob together with its shadow (FlatKnob).
Item {
    id: root
    width: 400
    height: 300

    Component {
        id: switchComponent
        FlatSwitch {
            text: "Face to face"
        }
    }
    Component {
        id: delegateComponent
        FlatSwitchDelegate {
            width: 360
            text: "Sounds"
        }
    }

    TestCase {
        name: "FlatSwitch"
        when: windowShown

        function test_theKnobIsDrawnWhereItStands_data() {
            return [{ tag: "switch, off", component: switchComponent, checked: false },
                    { tag: "switch, on", component: switchComponent, checked: true },
                    { tag: "delegate, off", component: delegateComponent, checked: false },
                    { tag: "delegate, on", component: delegateComponent, checked: true }];
        }
        function test_theKnobIsDrawnWhereItStands(data) {
            const control = createTemporaryObject(data.component, root, { "checked": data.checked });
            verify(control !== null);
            waitForRendering(control, 500);
            const knob = control.indicator.handle;
            // Settled where its state puts it: at the track's right end when on, its left when off.
            tryVerify(() => data.checked ? knob.x + knob.width >= control.indicator.width - 1 : knob.x <= 1, 1000);
            waitForRendering(control, 500);
            const image = grabImage(control);
            // The knob's middle, and a point just inside its edge on the side away from the track's end.
            // The control's pixel at point (x, y) of the knob.
            const knobPixel = (x, y) => {
                const at = knob.mapToItem(control, x, y);
                return image.pixel(Math.round(at.x), Math.round(at.y));
            };
            const middle = knobPixel(knob.width / 2, knob.height / 2);
            verify(Qt.colorEqual(middle, knob.color), "the knob's middle shows the knob's colour " + knob.color + ", not " + middle);
            verify(Qt.colorEqual(knobPixel(data.checked ? 3 : knob.width - 3, knob.height / 2), knob.color),
                   "the knob is drawn to its edge");
            // Off, the knob is the page's colour: its outline sets it off from the page.
            if (!data.checked) {
                const edge = knobPixel(knob.width / 2, 0);
                verify(!Qt.colorEqual(edge, knob.color) && edge.a > 0.5, "the knob keeps an outline while off, not " + edge);
            }
        }
    }
}
