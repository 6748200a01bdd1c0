<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AllocationPanel</name>
    <message numerus="yes">
        <source>%1 lost by %n: %2 allocates every point.</source>
        <translation>
            <numerusform>%1 verliert mit %n Punkt: %2 verteilt jeden Punkt.</numerusform>
            <numerusform>%1 verliert mit %n Punkten: %2 verteilt jeden Punkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught falls back: every point is ground given, none is Fatigue.</source>
        <translation>Ein Plänkler, der nicht gestellt wird, weicht aus: Jeder Punkt ist Bodenverlust, keiner Erschöpfung.</translation>
    </message>
    <message>
        <source>Fatigue %1 · push-back %2</source>
        <translation>Erschöpfung %1 · Zurückdrängen %2</translation>
    </message>
    <message>
        <source>One point less of push-back</source>
        <translation>Ein Punkt weniger Zurückdrängen</translation>
    </message>
    <message>
        <source>One point more of push-back</source>
        <translation>Ein Punkt mehr Zurückdrängen</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>Die Rotte weicht entlang ihrer hinteren Diagonale zurück nach</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Festgenagelt: Eigene, Gelände oder Tischkante versperren den Weg</translation>
    </message>
    <message>
        <source>Marked from the Block&apos;s formation; tap to correct what the table shows:</source>
        <translation>Aus der Formation des Blocks markiert; tippe an, um es an den Tisch anzupassen:</translation>
    </message>
    <message>
        <source>File (%1)</source>
        <translation>Rotte (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Nähte (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Andere Seite (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of each seam the recoil tears.</source>
        <translation>Tippe die Bases auf beiden Seiten jeder Naht an, die das Zurückweichen aufreißt.</translation>
    </message>
    <message>
        <source>A middle file leaves: tap the Bases on one side of it, which become a Block of their own.</source>
        <translation>Eine mittlere Rotte weicht: Tippe die Bases auf einer Seite von ihr an; sie werden ein eigener Block.</translation>
    </message>
    <message>
        <source>Tap the Bases of the file that recoil with the loser (none: the loser alone).</source>
        <translation>Tippe die Bases der Rotte an, die mit dem Verlierer zurückweichen (keine: nur der Verlierer).</translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Verteilen</translation>
    </message>
</context>
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
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>„%1“ ist importiert und auf diesem Gerät gespeichert.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>Nicht importiert; nichts wurde geändert:</translation>
    </message>
    <message>
        <source>“%1” is exported.</source>
        <translation>„%1“ ist exportiert.</translation>
    </message>
    <message>
        <source>Not exported:</source>
        <translation>Nicht exportiert:</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Armeeliste importieren</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Armeelisten (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export an army list</source>
        <translation>Armeeliste exportieren</translation>
    </message>
    <message>
        <source>Delete “%1”?</source>
        <translation>„%1“ löschen?</translation>
    </message>
    <message>
        <source>The army is deleted from this device. Battles already fought with it keep it.</source>
        <translation>Die Armee wird von diesem Gerät gelöscht. Bereits mit ihr geschlagene Schlachten behalten sie.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Build an army</source>
        <translation>Armee erstellen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blöcke, %2 Bases</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderPage</name>
    <message>
        <source>Build an army</source>
        <translation>Armee erstellen</translation>
    </message>
    <message>
        <source>Army name</source>
        <translation>Name der Armee</translation>
    </message>
    <message>
        <source>Period (optional)</source>
        <translation>Epoche (optional)</translation>
    </message>
    <message>
        <source>e.g. Later Carthaginian</source>
        <translation>z. B. Späte Karthager</translation>
    </message>
    <message>
        <source>e.g. c. 260–200 BC</source>
        <translation>z. B. ca. 260–200 v. Chr.</translation>
    </message>
    <message>
        <source>Not saved: put these right first.</source>
        <translation>Nicht gespeichert: Behebe zuerst diese Fehler.</translation>
    </message>
    <message>
        <source>“%1” is saved on this device: it is with the armies now.</source>
        <translation>„%1“ ist auf diesem Gerät gespeichert: Sie steht jetzt bei den Armeen.</translation>
    </message>
    <message>
        <source>Show armies</source>
        <translation>Armeen anzeigen</translation>
    </message>
    <message>
        <source>Block name, e.g. Hastati</source>
        <translation>Blockname, z. B. Hastati</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 Bases</source>
        <translation>%1 × %2 = %3 Bases</translation>
    </message>
    <message>
        <source>Remove Block %1</source>
        <translation>Block %1 entfernen</translation>
    </message>
    <message>
        <source>Remove this Block</source>
        <translation>Diesen Block entfernen</translation>
    </message>
    <message>
        <source>Troop type (§3.3)</source>
        <translation>Truppentyp (§3.3)</translation>
    </message>
    <message>
        <source>Quality (§3.1)</source>
        <translation>Qualität (§3.1)</translation>
    </message>
    <message>
        <source>Weight (type’s own)</source>
        <translation>Gewicht (Standard des Typs)</translation>
    </message>
    <message>
        <source>Weight (type’s: %1)</source>
        <translation>Gewicht (Typ: %1)</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Frontbreite</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Spear-armed</source>
        <translation>Mit Speeren</translation>
    </message>
    <message>
        <source>1 Block, %1 Bases</source>
        <translation>1 Block, %1 Bases</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blöcke, %2 Bases</translation>
    </message>
    <message>
        <source>Breaks when %1 Bases are lost (30%)</source>
        <translation>Bricht bei %1 verlorenen Bases (30%)</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Noch keine Bases</translation>
    </message>
    <message>
        <source>+ Add a Block</source>
        <translation>+ Block hinzufügen</translation>
    </message>
    <message>
        <source>Save army</source>
        <translation>Armee speichern</translation>
    </message>
</context>
<context>
    <name>ArmyCatalog</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation>größer als %1 Bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 ist keine Datei auf diesem Gerät</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; an army list is far smaller</source>
        <translation>%1: größer als %2 Bytes; eine Armeeliste ist weit kleiner</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>„%1“ ist der Name einer der eingebauten Armeen der App; gib dieser einen anderen Namen</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; delete it first or give this one another name</source>
        <translation>eine Armee namens „%1“ ist bereits auf diesem Gerät; lösche sie zuerst oder gib dieser einen anderen Namen</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>there is no army %1</source>
        <translation>es gibt keine Armee %1</translation>
    </message>
</context>
<context>
    <name>ArmyColumn</name>
    <message>
        <source>To act</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Army broken: %1 of %2 Bases lost</source>
        <translation>Armee gebrochen: %1 von %2 Bases verloren</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost · breaks at %3</source>
        <translation>%1 von %2 Bases verloren · bricht bei %3</translation>
    </message>
</context>
<context>
    <name>ArmyDraft</name>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
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
        <source>&quot;%1&quot; must be %2, not %3</source>
        <translation>„%1“ muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (the fields here are %2)</source>
        <translation>unbekanntes Feld „%1“ (die Felder hier sind %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>„%1“ darf nicht leer sein</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 Bases, not %3</source>
        <translation>„%1“ muss 1 bis %2 Bases sein, nicht %3</translation>
    </message>
    <message>
        <source>each of &quot;special_rules&quot; must be %1, not %2</source>
        <translation>jeder Eintrag von „special_rules“ muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;special_rules&quot; lists &quot;%1&quot; twice</source>
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
        <source>&quot;weight&quot; must be on the 1–5 ladder (§3.2), not %1</source>
        <translation>„weight“ muss auf der Skala 1–5 liegen (§3.2), nicht %1</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: not valid JSON (%4)</source>
        <translation>%1, Zeile %2, Spalte %3: kein gültiges JSON (%4)</translation>
    </message>
    <message>
        <source>not an army list (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>keine Armeeliste („format“ muss „%1“ sein)</translation>
    </message>
    <message>
        <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
        <translation>mit einer neueren Version der App erstellt (Armeelisten-Format Version %1; diese App liest bis Version %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2, not %3</source>
        <translation>„%1“ muss mindestens %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>&quot;blocks&quot; is empty: an army needs at least one Block</source>
        <translation>„blocks“ ist leer: eine Armee braucht mindestens einen Block</translation>
    </message>
    <message>
        <source>the rules engine refuses it (§%1): %2</source>
        <translation>die Regel-Engine lehnt sie ab (§%1): %2</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <translation>Zeile %1, Spalte %2: kein gültiges JSON (%3)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Amended action %1: %2</source>
        <translation>Aktion %1 korrigiert: %2</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Gespeicherte Schlachten</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>Adjust Fatigue…</source>
        <translation>Erschöpfung anpassen…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Recover and end the turn</source>
        <translation>Erholen und Zug beenden</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Phase %1 beenden</translation>
    </message>
    <message>
        <source>Adjust Fatigue</source>
        <translation>Erschöpfung anpassen</translation>
    </message>
    <message>
        <source>Add Fatigue to %1 for something the table shows. The reason is kept in the log.</source>
        <translation>Füge %1 Erschöpfung für etwas hinzu, das der Tisch zeigt. Der Grund wird im Protokoll vermerkt.</translation>
    </message>
    <message>
        <source>Fatigue to add</source>
        <translation>Hinzuzufügende Erschöpfung</translation>
    </message>
    <message>
        <source>Why, e.g. &quot;lost a figure to the river&quot;</source>
        <translation>Warum, z. B. „eine Figur an den Fluss verloren“</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to act</source>
        <translation>Zug %1 · %2 am Zug</translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>The folder %1 for the battle store cannot be made.</source>
        <translation>Der Ordner %1 für den Schlachtspeicher kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The battle store is not open.</source>
        <translation>Der Schlachtspeicher ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>startBattle: no army catalog was given</source>
        <translation>startBattle: kein Armeekatalog angegeben</translation>
    </message>
    <message>
        <source>startBattle: the catalog has no army %1</source>
        <translation>startBattle: der Katalog hat keine Armee %1</translation>
    </message>
    <message>
        <source>startBattle: there is no rules option &quot;%1&quot;; the options are %2</source>
        <translation>startBattle: es gibt keine Regeloption „%1“; die Optionen sind %2</translation>
    </message>
    <message>
        <source>startBattle: &quot;combatDie&quot; must be &quot;averaging&quot; or &quot;d6&quot;, not &quot;%1&quot;</source>
        <translation>startBattle: „combatDie“ muss „averaging“ oder „d6“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>a whole number of Fatigue, 0 or more</source>
        <translation>eine ganze Zahl an Erschöpfung, 0 oder mehr</translation>
    </message>
    <message>
        <source>startBattle: a Fatigue cost cannot be negative</source>
        <translation>startBattle: Erschöpfungskosten können nicht negativ sein</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>No battle is kept on this device yet.</source>
        <translation>Auf diesem Gerät ist noch keine Schlacht gespeichert.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>adjustFatigue: say why the Fatigue changes; the reason is kept in the log</source>
        <translation>adjustFatigue: gib an, warum sich die Erschöpfung ändert; der Grund wird im Protokoll vermerkt</translation>
    </message>
    <message>
        <source>amend: there is no action %1 in force</source>
        <translation>amend: es gibt keine gültige Aktion %1</translation>
    </message>
    <message>
        <source>amend: &quot;kind&quot; must be &quot;%1&quot;, the kind of the action it corrects</source>
        <translation>amend: „kind“ muss „%1“ sein, die Art der korrigierten Aktion</translation>
    </message>
    <message>
        <source>amend: say why the action is corrected; the reason is kept in the log</source>
        <translation>amend: gib an, warum die Aktion korrigiert wird; der Grund wird im Protokoll vermerkt</translation>
    </message>
    <message>
        <source>the battle does not verify</source>
        <translation>die Schlacht besteht die Prüfung nicht</translation>
    </message>
    <message>
        <source>exportBattle: name the file to write</source>
        <translation>exportBattle: nenne die zu schreibende Datei</translation>
    </message>
    <message>
        <source>%1, Base %2</source>
        <translation>%1, Base %2</translation>
    </message>
    <message>
        <source>Block %1, %2</source>
        <translation>Block %1, %2</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a battle file</source>
        <translation>%1: %2 Bytes sind zu groß für eine Schlachtdatei</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>%1 v %2 (imported)</source>
        <translation>%1 gegen %2 (importiert)</translation>
    </message>
    <message>
        <source>%1 was not imported: the battle tracks positions on a hex map; this app plays battles whose positions the players keep on the table</source>
        <translation>%1 wurde nicht importiert: Die Schlacht verfolgt Positionen auf einer Hexkarte; diese App spielt Schlachten, deren Positionen die Spieler auf dem Tisch halten</translation>
    </message>
    <message>
        <source>amend: action %1 is a %2, which this app cannot edit: it follows tracked positions</source>
        <translation>Korrektur: Aktion %1 ist ein(e) %2, das diese App nicht bearbeiten kann: Es folgt verfolgten Positionen</translation>
    </message>
</context>
<context>
    <name>BlockCard</name>
    <message>
        <source>%1, %2, average Fatigue %3</source>
        <translation>%1, %2, durchschnittliche Erschöpfung %3</translation>
    </message>
    <message>
        <source>%1 · %2 · weight %3</source>
        <translation>%1 · %2 · Gewicht %3</translation>
    </message>
    <message>
        <source>Base %1, Fatigue %2</source>
        <translation>Base %1, Erschöpfung %2</translation>
    </message>
    <message>
        <source>Average %1</source>
        <translation>Durchschnitt %1</translation>
    </message>
    <message>
        <source>Broken and routing</source>
        <translation>Gebrochen und auf der Flucht</translation>
    </message>
    <message>
        <source>Movement over</source>
        <translation>Bewegung beendet</translation>
    </message>
    <message>
        <source>Shock charge</source>
        <translation>Schockangriff</translation>
    </message>
    <message>
        <source>Moves this turn: %1</source>
        <translation>Bewegungen in diesem Zug: %1</translation>
    </message>
    <message>
        <source>in the file</source>
        <translation>in der Rotte</translation>
    </message>
    <message>
        <source>at a seam</source>
        <translation>an einer Naht</translation>
    </message>
    <message>
        <source>on the far side</source>
        <translation>auf der anderen Seite</translation>
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
    <name>CombatPanel</name>
    <message>
        <source>Now tap the enemy Base it fights.</source>
        <translation>Tippe jetzt die feindliche Base an, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>Fights go in the order you choose: tap one of your Bases in contact, then the enemy Base it fights.</source>
        <translation>Kämpfe laufen in der Reihenfolge deiner Wahl: Tippe eine deiner Bases im Kontakt an, dann die feindliche Base, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 kämpft gegen %2</translation>
    </message>
    <message>
        <source>Our overlap: Base %1</source>
        <translation>Unsere Überlappung: Base %1</translation>
    </message>
    <message>
        <source>Tap our overlapping Base</source>
        <translation>Tippe unsere überlappende Base an</translation>
    </message>
    <message>
        <source>Our overlap…</source>
        <translation>Unsere Überlappung…</translation>
    </message>
    <message>
        <source>Their overlap: Base %1</source>
        <translation>Gegnerische Überlappung: Base %1</translation>
    </message>
    <message>
        <source>Tap their overlapping Base</source>
        <translation>Tippe die gegnerische überlappende Base an</translation>
    </message>
    <message>
        <source>Their overlap…</source>
        <translation>Gegnerische Überlappung…</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>We strike</source>
        <translation>Wir greifen an</translation>
    </message>
    <message>
        <source>They strike</source>
        <translation>Gegner greift an</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Rückenangriff</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>Höher gelegen</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>We are</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They are</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Our ground</source>
        <translation>Unser Gelände</translation>
    </message>
    <message>
        <source>Their ground</source>
        <translation>Gegnerisches Gelände</translation>
    </message>
    <message>
        <source>We win %1 · draw %2 · they win %3</source>
        <translation>Sieg %1 · Unentschieden %2 · Niederlage %3</translation>
    </message>
    <message>
        <source>If every point is held as Fatigue: our Block breaks %1 · theirs breaks %2</source>
        <translation>Wird jeder Punkt als Erschöpfung gehalten: unser Block bricht %1 · der gegnerische %2</translation>
    </message>
    <message>
        <source>Us: %1</source>
        <translation>Wir: %1</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>keine Modifikatoren</translation>
    </message>
    <message>
        <source>Them: %1</source>
        <translation>Gegner: %1</translation>
    </message>
    <message>
        <source>Weight shift %1 (§9.4)</source>
        <translation>Gewichtsverschiebung %1 (§9.4)</translation>
    </message>
    <message>
        <source>Our dice</source>
        <translation>Unsere Würfel</translation>
    </message>
    <message>
        <source>Their dice</source>
        <translation>Gegnerische Würfel</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Mit diesen Würfeln kämpfen</translation>
    </message>
    <message>
        <source>Roll and fight</source>
        <translation>Würfeln und kämpfen</translation>
    </message>
</context>
<context>
    <name>ContactsEditor</name>
    <message>
        <source>In contact with</source>
        <translation>In Kontakt mit</translation>
    </message>
    <message>
        <source>In contact with %1</source>
        <translation>In Kontakt mit %1</translation>
    </message>
    <message>
        <source>Friends within one base-width</source>
        <translation>Eigene innerhalb einer Basenbreite</translation>
    </message>
    <message>
        <source>%1 within one base-width</source>
        <translation>%1 innerhalb einer Basenbreite</translation>
    </message>
</context>
<context>
    <name>DecidedPanel</name>
    <message>
        <source>%1 has broken: the battle is decided.</source>
        <translation>%1 ist gebrochen: Die Schlacht ist entschieden.</translation>
    </message>
</context>
<context>
    <name>DiceInput</name>
    <message>
        <source>%1: first die</source>
        <translation>%1: erster Würfel</translation>
    </message>
    <message>
        <source>%1: second die</source>
        <translation>%1: zweiter Würfel</translation>
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
        <source>Block&apos;s average Fatigue</source>
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
    <name>EffectsList</name>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>FatigueTracker</name>
    <message>
        <source>There is no army to fill from.</source>
        <translation>Es gibt keine Armee, aus der gefüllt werden kann.</translation>
    </message>
    <message>
        <source>The army&apos;s Blocks do not say their name, frontage and depth.</source>
        <translation>Die Blöcke der Armee geben Name, Frontbreite und Tiefe nicht an.</translation>
    </message>
    <message>
        <source>The army %1 lists no Blocks.</source>
        <translation>Die Armee %1 enthält keine Blöcke.</translation>
    </message>
    <message>
        <source>The Block &quot;%1&quot; of %2 has %3 Bases; the tracker takes 1 to %4 a Block.</source>
        <translation>Der Block „%1“ von %2 hat %3 Bases; der Zähler nimmt 1 bis %4 pro Block.</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>sie kann nicht geöffnet werden (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>it is not a tracker file</source>
        <translation>sie ist keine Zählerdatei</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Die Zählerdatei %1 konnte nicht gelesen werden: %2. Sie wurde als %3 aufbewahrt, und der Zähler beginnt leer.</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Die Zählerdatei %1 konnte nicht gelesen werden: %2. Sie konnte auch nicht beiseitegelegt werden, daher werden Änderungen erst gespeichert, wenn die Datei verschoben oder repariert ist.</translation>
    </message>
    <message>
        <source>The tracker could not be saved to %1: %2.</source>
        <translation>Der Zähler konnte nicht unter %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>sie ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>it holds no JSON object</source>
        <translation>sie enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>„format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1</source>
        <translation>„version“ ist nicht %1</translation>
    </message>
    <message>
        <source>&quot;sides&quot; is not a list of two sides</source>
        <translation>„sides“ ist keine Liste mit zwei Seiten</translation>
    </message>
    <message>
        <source>%1 needs a &quot;name&quot; text and a &quot;blocks&quot; list</source>
        <translation>%1 braucht einen Text „name“ und eine Liste „blocks“</translation>
    </message>
    <message>
        <source>%1 has no &quot;name&quot;</source>
        <translation>%1 hat kein „name“</translation>
    </message>
    <message>
        <source>%1.type &quot;%2&quot; is not a troop type</source>
        <translation>%1.type „%2“ ist kein Truppentyp</translation>
    </message>
    <message>
        <source>%1.fatigue is not a list of 1 to %2 Bases</source>
        <translation>%1.fatigue ist keine Liste von 1 bis %2 Bases</translation>
    </message>
    <message>
        <source>%1.fatigue[%2] is %3, not a whole number from %4 to %5</source>
        <translation>%1.fatigue[%2] ist %3, keine ganze Zahl von %4 bis %5</translation>
    </message>
</context>
<context>
    <name>FatigueTrackerPage</name>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Erschöpfungszähler</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset the tracker</source>
        <translation>Zähler zurücksetzen</translation>
    </message>
    <message>
        <source>A Block breaks when its average Fatigue exceeds 6; an army, when it has lost 30% of its Bases.</source>
        <translation>Ein Block bricht, wenn seine durchschnittliche Erschöpfung 6 übersteigt; eine Armee, wenn sie 30% ihrer Bases verloren hat.</translation>
    </message>
    <message>
        <source>%1 · broken</source>
        <translation>%1 · gebrochen</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · %2 verloren</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Block zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Block name</source>
        <translation>Blockname</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Number of Bases</source>
        <translation>Anzahl der Bases</translation>
    </message>
    <message>
        <source>Troop type not given</source>
        <translation>Truppentyp nicht angegeben</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Truppentyp</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>%1 aus einer Armeeliste füllen</translation>
    </message>
    <message>
        <source>This replaces the side&apos;s Blocks; Undo brings them back.</source>
        <translation>Das ersetzt die Blöcke dieser Seite; Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>%1 · %2 Blocks, %3 Bases</source>
        <translation>%1 · %2 Blöcke, %3 Bases</translation>
    </message>
    <message>
        <source>New battle: every Base back to Fatigue 1</source>
        <translation>Neue Schlacht: jede Base zurück auf Erschöpfung 1</translation>
    </message>
    <message>
        <source>Remove every Block and both names</source>
        <translation>Alle Blöcke und beide Namen entfernen</translation>
    </message>
    <message>
        <source>Undo brings back what was there.</source>
        <translation>Rückgängig stellt den vorherigen Stand wieder her.</translation>
    </message>
</context>
<context>
    <name>FightResult</name>
    <message>
        <source>%1 (kept %2)</source>
        <translation>%1 (%2 behalten)</translation>
    </message>
    <message>
        <source>Dice: %1 against %2 · totals %3 against %4 · margin %5</source>
        <translation>Würfel: %1 gegen %2 · Summen %3 gegen %4 · Differenz %5</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Ancients Companion</source>
        <translation>Ancients Companion</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Schlacht fortsetzen</translation>
    </message>
    <message>
        <source>%1 · turn %2 · %3</source>
        <translation>%1 · Zug %2 · %3</translation>
    </message>
    <message>
        <source>Resume where you left off</source>
        <translation>Dort weitermachen, wo du aufgehört hast</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Choose armies and rules</source>
        <translation>Armeen und Regeln wählen</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Gespeicherte Schlachten</translation>
    </message>
    <message numerus="yes">
        <source>%n kept on this device</source>
        <translation>
            <numerusform>%n auf diesem Gerät gespeichert</numerusform>
            <numerusform>%n auf diesem Gerät gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Würfelbecher</translation>
    </message>
    <message>
        <source>Quality dice and movement tests</source>
        <translation>Qualitätswürfel und Bewegungstests</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Erschöpfungszähler</translation>
    </message>
    <message>
        <source>Blocks and Bases, nothing else</source>
        <translation>Blöcke und Bases, sonst nichts</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regelbuch</translation>
    </message>
    <message>
        <source>Core Rulebook v3 and rulings</source>
        <translation>Grundregelwerk v3 und Entscheidungen</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Built-in and imported lists</source>
        <translation>Eingebaute und importierte Listen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language, theme, dice</source>
        <translation>Sprache, Farbschema, Würfel</translation>
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
    <name>LogPage</name>
    <message>
        <source>Battle log</source>
        <translation>Schlachtprotokoll</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Korrektur des Schiedsrichters</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Show turn</source>
        <translation>Zug anzeigen</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Show Block</source>
        <translation>Block anzeigen</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Letzte Aktion rückgängig</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Schiedsrichteransicht</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Kette prüfen</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>Die Kette ist intakt: Hash und Zustand jedes Eintrags stimmen.</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · Zug %2 · %3 · %4</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>rückgängig gemacht</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Schiedsrichter: %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <source>Amend action %1</source>
        <translation>Aktion %1 korrigieren</translation>
    </message>
    <message>
        <source>Correct one input of the action. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Korrigiere eine Eingabe der Aktion. Alles danach wird mit denselben Würfeln neu berechnet; das Original bleibt im Protokoll.</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Begründung des Schiedsrichters</translation>
    </message>
    <message>
        <source>What the amendment changed</source>
        <translation>Was die Korrektur geändert hat</translation>
    </message>
    <message>
        <source>Base %1: Fatigue %2 → %3</source>
        <translation>Base %1: Erschöpfung %2 → %3</translation>
    </message>
    <message>
        <source>Block %1 now breaks</source>
        <translation>Block %1 bricht jetzt</translation>
    </message>
    <message>
        <source>Block %1 no longer breaks</source>
        <translation>Block %1 bricht nicht mehr</translation>
    </message>
    <message>
        <source>The corrected action used a different number of dice, so later actions met later dice.</source>
        <translation>Die korrigierte Aktion hat eine andere Anzahl Würfel verbraucht, daher erhielten spätere Aktionen andere Würfel.</translation>
    </message>
    <message>
        <source>Nothing else changed.</source>
        <translation>Sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Mit dem Würfelgeheimnis</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Schlacht exportieren</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Schlachtdateien (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Das Würfelgeheimnis, sobald die Schlacht entschieden ist</translation>
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
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Schlachtprotokoll</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Gespeicherte Schlachten</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Erschöpfungszähler</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Tap one of your Blocks to move it, or end the Move phase.</source>
        <translation>Tippe einen deiner Blöcke an, um ihn zu bewegen, oder beende die Bewegungsphase.</translation>
    </message>
    <message>
        <source>A failed test ended this Block&apos;s movement for the turn.</source>
        <translation>Ein misslungener Test hat die Bewegung dieses Blocks für diesen Zug beendet.</translation>
    </message>
    <message>
        <source>Movement test: the kept d6 must reach %1 (chance %2).</source>
        <translation>Bewegungstest: Der behaltene W6 muss %1 erreichen (Chance %2).</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base.</source>
        <translation>
            <numerusform>Eine Folgebewegung kostet %n Erschöpfung auf jeder Base.</numerusform>
            <numerusform>Eine Folgebewegung kostet %n Erschöpfung auf jeder Base.</numerusform>
        </translation>
    </message>
    <message>
        <source>Worst ground entered</source>
        <translation>Schlechtestes betretenes Gelände</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Hügel erklommen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Slight</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Steil</translation>
    </message>
    <message>
        <source>Charge: ends in contact</source>
        <translation>Angriff: endet im Kontakt</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Volle Bewegung</translation>
    </message>
    <message>
        <source>Difficult: formation change or passing through</source>
        <translation>Schwierig: Formationswechsel oder Durchziehen</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Bewegungstest</translation>
    </message>
    <message>
        <source>Move with these dice</source>
        <translation>Mit diesen Würfeln bewegen</translation>
    </message>
    <message>
        <source>Roll and move</source>
        <translation>Würfeln und bewegen</translation>
    </message>
    <message>
        <source>Pivot ⟲</source>
        <translation>Drehen ⟲</translation>
    </message>
    <message>
        <source>Pivot 60 degrees counter-clockwise</source>
        <translation>60 Grad gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Pivot ⟳</source>
        <translation>Drehen ⟳</translation>
    </message>
    <message>
        <source>Pivot 60 degrees clockwise</source>
        <translation>60 Grad im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Teilen…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Vereinen…</translation>
    </message>
    <message>
        <source>Split %1: tap the Bases that leave to form a new Block.</source>
        <translation>%1 teilen: Tippe die Bases an, die einen neuen Block bilden.</translation>
    </message>
    <message>
        <source>Merge into %1: tap a Base of the Block that joins it.</source>
        <translation>Mit %1 vereinen: Tippe eine Base des Blocks an, der sich anschließt.</translation>
    </message>
    <message>
        <source>No Bases chosen yet.</source>
        <translation>Noch keine Bases gewählt.</translation>
    </message>
    <message>
        <source>Base %1 +%2</source>
        <translation>Base %1 +%2</translation>
    </message>
    <message>
        <source>The seam costs: %1</source>
        <translation>Die Naht kostet: %1</translation>
    </message>
    <message>
        <source>No seam to pay.</source>
        <translation>Keine Naht zu bezahlen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <source>Wheel ⟲</source>
        <translation>Schwenken ⟲</translation>
    </message>
    <message>
        <source>Wheel 60 degrees counter-clockwise about the selected flank Base</source>
        <translation>Um 60 Grad gegen den Uhrzeigersinn um die gewählte Flankenbase schwenken</translation>
    </message>
    <message>
        <source>Wheel ⟳</source>
        <translation>Schwenken ⟳</translation>
    </message>
    <message>
        <source>Wheel 60 degrees clockwise about the selected flank Base</source>
        <translation>Um 60 Grad im Uhrzeigersinn um die gewählte Flankenbase schwenken</translation>
    </message>
    <message>
        <source>Wheels turn about Base %1.</source>
        <translation>Schwenks drehen um Base %1.</translation>
    </message>
    <message>
        <source>To wheel, tap the flank Base the Block turns about.</source>
        <translation>Zum Schwenken tippe die Flankenbase an, um die sich der Block dreht.</translation>
    </message>
    <message>
        <source>A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.</source>
        <translation>Eine Kolonne, die dem Anführer folgt, macht eine normale Bewegung; eine geknickte Kolonne wieder auszurichten ist eine schwierige Bewegung.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.</source>
        <translation>Ein Schwenk dieses %1 × %2-Blocks braucht %3 geprüfte Bewegungen und kostet jede Base +%4 Erschöpfung.</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Schwenktest %1</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</source>
        <translation>
            <numerusform>Eine Folgebewegung kostet vor ihrem Test %n Erschöpfung auf jeder Base: Der Durchschnitt läge bei %1, über 6, und der Block bricht.</numerusform>
            <numerusform>Eine Folgebewegung kostet vor ihrem Test %n Erschöpfung auf jeder Base: Der Durchschnitt läge bei %1, über 6, und der Block bricht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test: any roll of the d6 passes.</source>
        <translation>Bewegungstest: Jeder Wurf des W6 besteht.</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>%1 Bases · the army breaks when %2 are lost</source>
        <translation>%1 Bases · die Armee bricht bei %2 verlorenen</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Erste Armee</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Zweite Armee</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Import or build an army…</source>
        <translation>Armee importieren oder erstellen…</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Zieht zuerst</translation>
    </message>
    <message>
        <source>Name of the battle (optional)</source>
        <translation>Name der Schlacht (optional)</translation>
    </message>
    <message>
        <source>Name of the battle</source>
        <translation>Name der Schlacht</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Competition defaults</source>
        <translation>Turnier-Standard</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>Averaging die (ranked)</source>
        <translation>Durchschnittswürfel (Turnier)</translation>
    </message>
    <message>
        <source>d6 (friendly)</source>
        <translation>W6 (freundschaftlich)</translation>
    </message>
    <message>
        <source>Being shot at denies recovery</source>
        <translation>Beschuss verhindert Erholung</translation>
    </message>
    <message>
        <source>Shock pursuit is mandatory</source>
        <translation>Schockverfolgung ist Pflicht</translation>
    </message>
    <message>
        <source>Contagion when a Block breaks</source>
        <translation>Ansteckung, wenn ein Block bricht</translation>
    </message>
    <message>
        <source>Fatigue for a pivot</source>
        <translation>Erschöpfung für eine Drehung</translation>
    </message>
    <message>
        <source>Fatigue for a difficult move</source>
        <translation>Erschöpfung für eine schwierige Bewegung</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>The app has drawn its secret dice seed. Show your opponent this fingerprint now; when the secret is revealed after the battle, anyone can check every roll against it.</source>
        <translation>Die App hat ihren geheimen Würfel-Seed gezogen. Zeige deinem Gegner jetzt diesen Fingerabdruck; wird das Geheimnis nach der Schlacht offengelegt, kann jeder jeden Wurf damit prüfen.</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase, mixed into the dice (optional)</source>
        <translation>Satz des Gegners, in die Würfel gemischt (optional)</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase</source>
        <translation>Satz des Gegners</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Schlacht beginnen</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>%1 phase, now</source>
        <translation>Phase %1, aktuell</translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message>
        <source>%1 may pursue one full move toward the enemy. Move the figures, tap the Bases of its file, then confirm.</source>
        <translation>%1 darf eine volle Bewegung auf den Feind zu verfolgen. Bewege die Figuren, tippe die Bases ihrer Rotte an und bestätige dann.</translation>
    </message>
    <message>
        <source>%1 must pursue one full move toward the enemy. Move the figures, tap the Bases of its file, then confirm.</source>
        <translation>%1 muss eine volle Bewegung auf den Feind zu verfolgen. Bewege die Figuren, tippe die Bases ihrer Rotte an und bestätige dann.</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Verfolgen</translation>
    </message>
    <message>
        <source>File (%1)</source>
        <translation>Rotte (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Andere Seite (%1)</translation>
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
    <name>RecoveryPanel</name>
    <message>
        <source>Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at, then smooths each Block. What changed is listed below.</source>
        <translation>Das Zugende baut Erschöpfung bei jeder Base der aktiven Seite ab, deren Block sich nicht bewegt hat und die weder im Kampf noch unter Beschuss war, und gleicht dann jeden Block aus. Die Änderungen stehen unten.</translation>
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
    <name>SavedBattlesPage</name>
    <message>
        <source>Saved battles</source>
        <translation>Gespeicherte Schlachten</translation>
    </message>
    <message>
        <source>No battles kept yet. A new battle is kept from its first action.</source>
        <translation>Noch keine Schlachten gespeichert. Eine neue Schlacht wird ab ihrer ersten Aktion gespeichert.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Last played %1 · %n entries</source>
        <translation>
            <numerusform>Zuletzt gespielt %1 · %n Eintrag</numerusform>
            <numerusform>Zuletzt gespielt %1 · %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Delete this battle?</source>
        <translation>Diese Schlacht löschen?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and its whole log will be deleted from this device. Export it first if an umpire may need it.</source>
        <translation>„%1“ und das gesamte Protokoll werden von diesem Gerät gelöscht. Exportiere die Schlacht vorher, falls ein Schiedsrichter sie brauchen könnte.</translation>
    </message>
    <message>
        <source>Import a battle…</source>
        <translation>Schlacht importieren…</translation>
    </message>
    <message>
        <source>Import a battle</source>
        <translation>Schlacht importieren</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Schlachtdateien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
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
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>The tablet rolls</source>
        <translation>Das Tablet würfelt</translation>
    </message>
    <message>
        <source>Tap to roll: the app rolls every die and keeps the record.</source>
        <translation>Zum Würfeln tippen: Die App wirft jeden Würfel und führt Buch.</translation>
    </message>
    <message>
        <source>We roll our own dice</source>
        <translation>Wir würfeln selbst</translation>
    </message>
    <message>
        <source>Roll real dice at the table and enter what they show.</source>
        <translation>Echte Würfel am Tisch werfen und eingeben, was sie zeigen.</translation>
    </message>
    <message>
        <source>Sound and vibration</source>
        <translation>Ton und Vibration</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Vibration</source>
        <translation>Vibration</translation>
    </message>
    <message>
        <source>Off unless you turn it on. This version of the app has no sounds yet; your choice is kept for when it does.</source>
        <translation>Aus, solange du es nicht einschaltest. Diese Version der App hat noch keine Töne; deine Wahl bleibt für später gespeichert.</translation>
    </message>
    <message>
        <source>Off unless you turn it on. This version of the app does not vibrate yet; your choice is kept for when it does.</source>
        <translation>Aus, solange du es nicht einschaltest. Diese Version der App vibriert noch nicht; deine Wahl bleibt für später gespeichert.</translation>
    </message>
</context>
<context>
    <name>ShootPanel</name>
    <message>
        <source>Tap a Base that shoots, then the enemy Base it shoots at (range 2 base-widths).</source>
        <translation>Tippe eine schießende Base an, dann die feindliche Base, auf die sie schießt (Reichweite 2 Basebreiten).</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>+%1: %2</source>
        <translation>+%1: %2</translation>
    </message>
    <message>
        <source>Chance of an effect: %1. %2</source>
        <translation>Chance auf eine Wirkung: %1. %2</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Shoot with these dice</source>
        <translation>Mit diesen Würfeln schießen</translation>
    </message>
    <message>
        <source>Roll and shoot</source>
        <translation>Würfeln und schießen</translation>
    </message>
    <message>
        <source>%1 has already shot this phase; tap it again to let go, then pick another Base.</source>
        <translation>%1 hat in dieser Phase schon geschossen; tippe sie erneut an, um sie abzuwählen, und wähle eine andere Base.</translation>
    </message>
    <message>
        <source>Firer&apos;s ground</source>
        <translation>Gelände des Schützen</translation>
    </message>
    <message>
        <source>Target&apos;s ground</source>
        <translation>Gelände des Ziels</translation>
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
    <message>
        <source>Fresh</source>
        <translation>Frisch</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Bedrängt</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Lichter Wald</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Dichter Wald</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Unwegsam</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>can take %1 more Fatigue</source>
        <translation>verträgt noch %1 Erschöpfung</translation>
    </message>
</context>
<context>
    <name>TrackerBlockCard</name>
    <message>
        <source>Fresh</source>
        <translation>Frisch</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Bedrängt</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>routed: its Base is lost</source>
        <translation>geflohen: seine Base ist verloren</translation>
    </message>
    <message>
        <source>routed: its %1 Bases are lost</source>
        <translation>geflohen: seine %1 Bases sind verloren</translation>
    </message>
    <message>
        <source>%1: %2, average Fatigue %3</source>
        <translation>%1: %2, durchschnittliche Erschöpfung %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Average Fatigue %1</source>
        <translation>Durchschnittliche Erschöpfung %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Lower Fatigue of Base %1 of %2</source>
        <translation>Erschöpfung von Base %1 in %2 senken</translation>
    </message>
    <message>
        <source>Base %1: Fatigue %2</source>
        <translation>Base %1: Erschöpfung %2</translation>
    </message>
    <message>
        <source>Raise Fatigue of Base %1 of %2</source>
        <translation>Erschöpfung von Base %1 in %2 erhöhen</translation>
    </message>
</context>
<context>
    <name>TrackerSidePanel</name>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Name von %1</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Noch keine Bases</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — the army has broken</source>
        <translation>%1 von %2 Bases verloren — die Armee ist gebrochen</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — breaks at %3</source>
        <translation>%1 von %2 Bases verloren — bricht bei %3</translation>
    </message>
    <message>
        <source>Add Block</source>
        <translation>Block hinzufügen</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Block zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Fill from army</source>
        <translation>Aus Armee füllen</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>%1 aus einer Armeeliste füllen</translation>
    </message>
    <message>
        <source>No Blocks yet. Add them one by one, or fill the side from one of the army lists.</source>
        <translation>Noch keine Blöcke. Füge sie einzeln hinzu oder fülle die Seite aus einer der Armeelisten.</translation>
    </message>
</context>
<context>
    <name>sessionmaps</name>
    <message>
        <source>: passed</source>
        <translation>: gelungen</translation>
    </message>
    <message>
        <source>: failed</source>
        <translation>: misslungen</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Block %1 moves</source>
        <translation>Block %1 bewegt sich</translation>
    </message>
    <message>
        <source> and charges</source>
        <translation> und greift an</translation>
    </message>
    <message>
        <source>Block %1 pivots</source>
        <translation>Block %1 dreht sich</translation>
    </message>
    <message>
        <source>Block %1 wheels about Base %2</source>
        <translation>Block %1 schwenkt um Base %2</translation>
    </message>
    <message>
        <source>Block %1 marches in column</source>
        <translation>Block %1 marschiert in Kolonne</translation>
    </message>
    <message>
        <source>Block %1 splits</source>
        <translation>Block %1 teilt sich</translation>
    </message>
    <message>
        <source>Block %1 merges into Block %2</source>
        <translation>Block %1 vereint sich mit Block %2</translation>
    </message>
    <message>
        <source>Contacts and distances entered</source>
        <translation>Kontakte und Abstände eingegeben</translation>
    </message>
    <message>
        <source>Bases marked as in combat</source>
        <translation>Bases als im Kampf markiert</translation>
    </message>
    <message>
        <source>Bases marked as shot at</source>
        <translation>Bases als beschossen markiert</translation>
    </message>
    <message>
        <source>+%1 Fatigue to Base %2</source>
        <translation>+%1 Erschöpfung für Base %2</translation>
    </message>
    <message>
        <source>Base %1 removed</source>
        <translation>Base %1 entfernt</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Ende der Phase</translation>
    </message>
    <message>
        <source>Base %1 fights Base %2</source>
        <translation>Base %1 kämpft gegen Base %2</translation>
    </message>
    <message>
        <source>Loss allocated: %1 Fatigue, %2 push-back</source>
        <translation>Verlust verteilt: %1 Erschöpfung, %2 Zurückdrängen</translation>
    </message>
    <message>
        <source>Pursuit declined</source>
        <translation>Verfolgung abgelehnt</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>Base %1 shoots at Base %2</source>
        <translation>Base %1 schießt auf Base %2</translation>
    </message>
    <message>
        <source>a Base number</source>
        <translation>eine Base-Nummer</translation>
    </message>
    <message>
        <source>a Block number</source>
        <translation>eine Block-Nummer</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>Base numbers</source>
        <translation>Base-Nummern</translation>
    </message>
    <message>
        <source>No action of kind &quot;%1&quot; can be built from a map</source>
        <translation>Aus einer Map lässt sich keine Aktion der Art „%1“ bilden</translation>
    </message>
    <message>
        <source>An action of kind &quot;%1&quot; cannot be edited here</source>
        <translation>Eine Aktion der Art „%1“ kann hier nicht bearbeitet werden</translation>
    </message>
</context>
</TS>
