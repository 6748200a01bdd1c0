import QtQuick
import Ancients.Bridge

/*
 * The roll sound: a short rattle of dice, synthesized by the project's own
 * program at build time (app/sounds/makerollsound.cpp), played with QtMultimedia's
 * SoundEffect whenever the tablet rolls, if the players turned sounds on in
 * Settings. Off, it loads nothing, not even QtMultimedia (RollSound.qml holds the effect).
 */
Item {
    id: sound

    /** How many times the sound was asked to play while sounds were on (the tests count it). */
    property int plays: 0
    /** The sound's effect (a SoundEffect, RollSound.qml) while sounds are on; null while they are off. */
    readonly property var effect: loader.item

    /** Plays the roll, if sounds are on. */
    function play() {
        if (!Preferences.sounds || !effect)
            return;
        ++plays;
        effect.play();
    }

    Loader {
        id: loader
        active: Preferences.sounds
        source: Qt.resolvedUrl("RollSound.qml")
    }
}
