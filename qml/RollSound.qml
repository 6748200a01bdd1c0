import QtMultimedia

/*
 * The roll's rattle (app/sounds/makerollsound.cpp), played with QtMultimedia's SoundEffect.
 * DiceSound loads it only while sounds are on, so that a launch with sounds off loads no
 * multimedia at all.
 */
SoundEffect {
    objectName: "rollSound"
    source: "qrc:/sounds/roll.wav"
    volume: 0.8
}
