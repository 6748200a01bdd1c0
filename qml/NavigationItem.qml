import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

/** One entry of the navigation drawer; highlighted while its page is shown. */
ItemDelegate {
    property bool active: false

    Layout.fillWidth: true
    implicitHeight: 56
    highlighted: active
    font.pixelSize: 18
    leftPadding: 24
}
