<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>ArmiesPage</name>
        <message>
            <source>Armies</source>
            <translation>Armeen</translation>
        </message>
        <message>
            <source>spear-armed</source>
            <translation>mit Speeren</translation>
        </message>
        <message>
            <source>%1 · %2 Blocks, %3 Bases</source>
            <translation>%1 · %2 Blöcke, %3 Bases</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Block</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>Qualität</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>Bases</source>
            <translation>Bases</translation>
        </message>
        <message>
            <source>%1 × %2 = %3</source>
            <translation>%1 × %2 = %3</translation>
        </message>
    </context>
    <context>
        <name>ArmyListFormat</name>
        <message>
            <source>%1 or %2</source>
            <translation>%1 oder %2</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>%1, block %2</source>
            <translation>%1, Block %2</translation>
        </message>
        <message>
            <source>%1, block %2 (%3)</source>
            <translation>%1, Block %2 (%3)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>"%1" must be %2, not %3</source>
            <translation>„%1“ muss %2 sein, nicht %3</translation>
        </message>
        <message>
            <source>unknown field "%1" (the fields here are %2)</source>
            <translation>unbekanntes Feld „%1“ (die Felder hier sind %2)</translation>
        </message>
        <message>
            <source>"%1" is missing</source>
            <translation>„%1“ fehlt</translation>
        </message>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>"%1" must not be empty</source>
            <translation>„%1“ darf nicht leer sein</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>"%1" must be 1 to %2 Bases, not %3</source>
            <translation>„%1“ muss 1 bis %2 Bases sein, nicht %3</translation>
        </message>
        <message>
            <source>each of "special_rules" must be %1, not %2</source>
            <translation>jeder Eintrag von „special_rules“ muss %1 sein, nicht %2</translation>
        </message>
        <message>
            <source>"special_rules" lists "%1" twice</source>
            <translation>„special_rules“ nennt „%1“ zweimal</translation>
        </message>
        <message>
            <source>a Block must be %1, not %2</source>
            <translation>ein Block muss %1 sein, nicht %2</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true oder false</translation>
        </message>
        <message>
            <source>"weight" must be on the 1–5 ladder (§3.2), not %1</source>
            <translation>„weight“ muss auf der Skala 1–5 liegen (§3.2), nicht %1</translation>
        </message>
        <message>
            <source>%1, line %2, column %3: not valid JSON (%4)</source>
            <translation>%1, Zeile %2, Spalte %3: kein gültiges JSON (%4)</translation>
        </message>
        <message>
            <source>not an army list ("format" must be "%1")</source>
            <translation>keine Armeeliste („format“ muss „%1“ sein)</translation>
        </message>
        <message>
            <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
            <translation>mit einer neueren Version der App erstellt (Armeelisten-Format Version %1; diese App liest bis Version %2)</translation>
        </message>
        <message>
            <source>"%1" must be at least %2, not %3</source>
            <translation>„%1“ muss mindestens %2 sein, nicht %3</translation>
        </message>
        <message>
            <source>"blocks" is empty: an army needs at least one Block</source>
            <translation>„blocks“ ist leer: eine Armee braucht mindestens einen Block</translation>
        </message>
        <message>
            <source>the rules engine refuses it (§%1): %2</source>
            <translation>die Regel-Engine lehnt sie ab (§%1): %2</translation>
        </message>
        <message>
            <source>%1: cannot be read (%2)</source>
            <translation>%1: kann nicht gelesen werden (%2)</translation>
        </message>
    </context>
    <context>
        <name>CitationButton</name>
        <message>
            <source>Rulebook section %1</source>
            <translation>Regelbuch, Abschnitt %1</translation>
        </message>
    </context>
    <context>
        <name>DiceRoller</name>
        <message>
            <source>The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).</source>
            <translation>Der Durchschnittswürfel hat keine %1: seine Seiten sind 2, 3, 3, 4, 4 und 5 (§3.1).</translation>
        </message>
        <message>
            <source>A d6 has no %1: its faces are 1 to 6 (§3.1).</source>
            <translation>Ein W6 hat keine %1: seine Seiten sind 1 bis 6 (§3.1).</translation>
        </message>
    </context>
    <context>
        <name>DiceRollerPage</name>
        <message>
            <source>Dice roller</source>
            <translation>Würfelbecher</translation>
        </message>
        <message>
            <source>Elite</source>
            <translation>Elite</translation>
        </message>
        <message>
            <source>Levy</source>
            <translation>Aufgebot</translation>
        </message>
        <message>
            <source>Regular</source>
            <translation>Regulär</translation>
        </message>
        <message>
            <source>d6</source>
            <translation>W6</translation>
        </message>
        <message>
            <source>averaging die</source>
            <translation>Durchschnittswürfel</translation>
        </message>
        <message>
            <source>Combat roll</source>
            <translation>Kampfwurf</translation>
        </message>
        <message>
            <source>Movement test</source>
            <translation>Bewegungstest</translation>
        </message>
        <message>
            <source>Rolls two dice and keeps the best.</source>
            <translation>Wirft zwei Würfel und behält den besten.</translation>
        </message>
        <message>
            <source>Rolls two dice and keeps the worst.</source>
            <translation>Wirft zwei Würfel und behält den schlechtesten.</translation>
        </message>
        <message>
            <source>Rolls one die.</source>
            <translation>Wirft einen Würfel.</translation>
        </message>
        <message>
            <source>Averaging 2–5</source>
            <translation>Durchschnitt 2–5</translation>
        </message>
        <message>
            <source>d6 (high swing)</source>
            <translation>W6 (hohe Streuung)</translation>
        </message>
        <message>
            <source>Lower average Fatigue</source>
            <translation>Durchschnittliche Erschöpfung senken</translation>
        </message>
        <message>
            <source>Average Fatigue</source>
            <translation>Durchschnittliche Erschöpfung</translation>
        </message>
        <message>
            <source>Raise average Fatigue</source>
            <translation>Durchschnittliche Erschöpfung erhöhen</translation>
        </message>
        <message>
            <source>Needs %1 or more on the kept d6: %2 chance (%3).</source>
            <translation>Braucht %1 oder mehr auf dem behaltenen W6: Chance %2 (%3).</translation>
        </message>
        <message>
            <source>The movement test always uses the d6 (§3.1).</source>
            <translation>Der Bewegungstest wird immer mit dem W6 gewürfelt (§3.1).</translation>
        </message>
        <message>
            <source>I rolled real dice</source>
            <translation>Ich habe echte Würfel geworfen</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Tap to roll</source>
            <translation>Zum Würfeln tippen</translation>
        </message>
        <message>
            <source>Move passes: kept %1</source>
            <translation>Bewegung gelingt: %1 behalten</translation>
        </message>
        <message>
            <source>Move fails: kept %1</source>
            <translation>Bewegung misslingt: %1 behalten</translation>
        </message>
        <message>
            <source>Result: %1</source>
            <translation>Ergebnis: %1</translation>
        </message>
        <message>
            <source>%1 on the %2</source>
            <translation>%1 mit dem %2</translation>
        </message>
        <message>
            <source>%1 · read from real dice · tap to roll again</source>
            <translation>%1 · von echten Würfeln gelesen · zum erneuten Würfeln tippen</translation>
        </message>
        <message>
            <source>%1 · tap to roll again</source>
            <translation>%1 · zum erneuten Würfeln tippen</translation>
        </message>
        <message>
            <source>Chance of each result</source>
            <translation>Chance jedes Ergebnisses</translation>
        </message>
        <message>
            <source>Recent rolls</source>
            <translation>Letzte Würfe</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>%1, %2: %3 → %4</source>
            <translation>%1, %2: %3 → %4</translation>
        </message>
        <message>
            <source>%1, passes against %2</source>
            <translation>%1, gelingt gegen %2</translation>
        </message>
        <message>
            <source>%1, fails against %2</source>
            <translation>%1, misslingt gegen %2</translation>
        </message>
        <message>
            <source>%1 (real dice)</source>
            <translation>%1 (echte Würfel)</translation>
        </message>
        <message>
            <source>No rolls yet</source>
            <translation>Noch keine Würfe</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>Qualität</translation>
        </message>
        <message>
            <source>Combat die</source>
            <translation>Kampfwürfel</translation>
        </message>
        <message>
            <source>Block's average Fatigue</source>
            <translation>Durchschnittliche Erschöpfung des Blocks</translation>
        </message>
    </context>
    <context>
        <name>DieFace</name>
        <message>
            <source>%1, kept</source>
            <translation>%1, behalten</translation>
        </message>
        <message>
            <source>%1, dropped</source>
            <translation>%1, verworfen</translation>
        </message>
        <message>
            <source>Kept</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Verworfen</translation>
        </message>
    </context>
    <context>
        <name>DieFacePicker</name>
        <message>
            <source>%1 shows %2</source>
            <translation>%1 zeigt %2</translation>
        </message>
    </context>
    <context>
        <name>DistributionChart</name>
        <message>
            <source>Chance of each result</source>
            <translation>Chance jedes Ergebnisses</translation>
        </message>
    </context>
    <context>
        <name>LaunchOptions</name>
        <message>
            <source>Companion for the Ancients Wargame</source>
            <translation>Begleiter für das Ancients Wargame</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <source>Ancients Companion</source>
            <translation>Ancients Companion</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menü</translation>
        </message>
        <message>
            <source>Dice roller</source>
            <translation>Würfelbecher</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Rulebook</source>
            <translation>Regelbuch</translation>
        </message>
        <message>
            <source>Armies</source>
            <translation>Armeen</translation>
        </message>
    </context>
    <context>
        <name>RealDiceDialog</name>
        <message>
            <source>Enter your dice</source>
            <translation>Eigene Würfel eingeben</translation>
        </message>
        <message>
            <source>%1 rolls two dice on the %2. Tap what each die shows.</source>
            <translation>%1 wirft zwei Würfel mit dem %2. Tippe an, was jeder Würfel zeigt.</translation>
        </message>
        <message>
            <source>Elite</source>
            <translation>Elite</translation>
        </message>
        <message>
            <source>Levy</source>
            <translation>Aufgebot</translation>
        </message>
        <message>
            <source>d6</source>
            <translation>W6</translation>
        </message>
        <message>
            <source>averaging die</source>
            <translation>Durchschnittswürfel</translation>
        </message>
        <message>
            <source>Regular rolls one die on the %1. Tap what it shows.</source>
            <translation>Regulär wirft einen Würfel mit dem %1. Tippe an, was er zeigt.</translation>
        </message>
        <message>
            <source>First die</source>
            <translation>Erster Würfel</translation>
        </message>
        <message>
            <source>Your die</source>
            <translation>Dein Würfel</translation>
        </message>
        <message>
            <source>Second die</source>
            <translation>Zweiter Würfel</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Read result</source>
            <translation>Ergebnis übernehmen</translation>
        </message>
    </context>
    <context>
        <name>RulebookNavigation</name>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Nothing found for “%1”</source>
            <translation>Nichts gefunden für „%1“</translation>
        </message>
        <message>
            <source>Places found: %1</source>
            <translation>Fundstellen: %1</translation>
        </message>
        <message>
            <source>Go to §%1 %2</source>
            <translation>Gehe zu §%1 %2</translation>
        </message>
    </context>
    <context>
        <name>RulebookPage</name>
        <message>
            <source>Rulebook</source>
            <translation>Regelbuch</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Rulings</source>
            <translation>Entscheidungen</translation>
        </message>
        <message>
            <source>Search, or §9.2</source>
            <translation>Suchen, oder §9.2</translation>
        </message>
    </context>
    <context>
        <name>SettingsPage</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Same as the system (%1)</source>
            <translation>Wie das System (%1)</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Farbschema</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Wie das System</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Über</translation>
        </message>
        <message>
            <source>Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.</source>
            <translation>Ancients Companion %1 — für das Ancients Wargame, Grundregelwerk v3.</translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Heavy Infantry</source>
            <translation>Schwere Infanterie</translation>
        </message>
        <message>
            <source>Medium Infantry</source>
            <translation>Mittlere Infanterie</translation>
        </message>
        <message>
            <source>Light Infantry</source>
            <translation>Leichte Infanterie</translation>
        </message>
        <message>
            <source>Skirmishers</source>
            <translation>Plänkler</translation>
        </message>
        <message>
            <source>Warband</source>
            <translation>Kriegerhaufen</translation>
        </message>
        <message>
            <source>Cavalry</source>
            <translation>Kavallerie</translation>
        </message>
        <message>
            <source>Cataphract / Knight</source>
            <translation>Kataphrakt / Ritter</translation>
        </message>
        <message>
            <source>Light Cavalry</source>
            <translation>Leichte Kavallerie</translation>
        </message>
        <message>
            <source>Elite</source>
            <translation>Elite</translation>
        </message>
        <message>
            <source>Regular</source>
            <translation>Regulär</translation>
        </message>
        <message>
            <source>Levy</source>
            <translation>Aufgebot</translation>
        </message>
        <message>
            <source>Steady spears</source>
            <translation>Standfeste Speere</translation>
        </message>
        <message>
            <source>Evade</source>
            <translation>Ausweichen</translation>
        </message>
        <message>
            <source>Shock</source>
            <translation>Schock</translation>
        </message>
        <message>
            <source>Light-horse</source>
            <translation>Leichte Reiter</translation>
        </message>
    </context>
</TS>
