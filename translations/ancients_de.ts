<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdjustFatigueDialog</name>
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
        <source>Say why: the log keeps the reason with the Fatigue.</source>
        <translation>Sag, warum: Das Protokoll vermerkt den Grund mit der Erschöpfung.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add Fatigue</source>
        <translation>Erschöpfung hinzufügen</translation>
    </message>
</context>
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
    <message numerus="yes">
        <source>Push back %n and allocate</source>
        <translation>
            <numerusform>%n zurückdrängen und verteilen</numerusform>
            <numerusform>%n zurückdrängen und verteilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmendBaseChoice</name>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Korrektur von #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Korrigieren Sie die Aktion so, wie der Tisch sie zeigt. Alles danach wird mit denselben Würfeln neu berechnet; das Original bleibt im Protokoll.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Ändern Sie die Aktion, um beide Ausgänge nebeneinander zu sehen.</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Begründung des Schiedsrichters</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Name des Schiedsrichters</translation>
    </message>
    <message>
        <source>Answer the choice asked again first.</source>
        <translation>Beantworten Sie zuerst die erneut gestellte Wahl.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Geben Sie Begründung und Ihren Namen an, um zu entscheiden.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Rule and recompute</source>
        <translation>Entscheiden und neu berechnen</translation>
    </message>
</context>
<context>
    <name>AmendFacts</name>
    <message>
        <source>The table&apos;s facts as this entry set them. Choose a Block to see what it touched.</source>
        <translation>Die Tatsachen des Tisches, wie dieser Eintrag sie festlegte. Wähle einen Block, um zu sehen, was er berührte.</translation>
    </message>
    <message>
        <source>The Block whose contacts are shown</source>
        <translation>Der Block, dessen Kontakte gezeigt werden</translation>
    </message>
    <message>
        <source>Bases whose retreat was blocked</source>
        <translation>Basen, deren Rückzug versperrt war</translation>
    </message>
</context>
<context>
    <name>AmendFields</name>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>The Block that takes the other in</source>
        <translation>Der Block, der den anderen aufnimmt</translation>
    </message>
    <message>
        <source>The Block taken in</source>
        <translation>Der aufgenommene Block</translation>
    </message>
    <message>
        <source>The Base it wheels about</source>
        <translation>Die Base, um die geschwenkt wird</translation>
    </message>
    <message>
        <source>Turns of 60° (negative: to the left)</source>
        <translation>Drehungen um 60° (negativ: nach links)</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Frontbreite nach dem Schwenk</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Tiefe nach dem Schwenk</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Bases that leave the Block</source>
        <translation>Bases, die den Block verlassen</translation>
    </message>
    <message>
        <source>Bases on either side of a seam</source>
        <translation>Bases beiderseits einer Naht</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>The players&apos; reason</source>
        <translation>Begründung der Spieler</translation>
    </message>
    <message>
        <source>Kept as recorded</source>
        <translation>Wie aufgezeichnet beibehalten</translation>
    </message>
    <message>
        <source>This action has no input to correct.</source>
        <translation>Diese Aktion hat keine Eingabe, die korrigiert werden kann.</translation>
    </message>
    <message>
        <source>%1: kept as recorded</source>
        <translation>%1: wie aufgezeichnet beibehalten</translation>
    </message>
</context>
<context>
    <name>AmendForm</name>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 kämpft gegen %2</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Überlappung für %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>The app rolled this fight: the correction meets the same dice.</source>
        <translation>Die App hat diesen Kampf gewürfelt: Die Korrektur trifft auf dieselben Würfel.</translation>
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
        <source>The winner</source>
        <translation>Der Sieger</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Verfolgt</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Verzichtet</translation>
    </message>
    <message>
        <source>Fatigue added to %1</source>
        <translation>Erschöpfung für %1</translation>
    </message>
    <message>
        <source>Ground entered by %1</source>
        <translation>Gelände, das %1 betreten hat</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Hügel erklommen</translation>
    </message>
    <message>
        <source>Difficult move</source>
        <translation>Schwierige Bewegung</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Volle Bewegung</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Gelände von %1</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Bewegungstest</translation>
    </message>
    <message>
        <source>Follows up</source>
        <translation>Rückt nach</translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Bleibt</translation>
    </message>
</context>
<context>
    <name>AmendMoves</name>
    <message>
        <source>%1 wheels</source>
        <translation>%1 schwenkt</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 dreht sich</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marschiert in Kolonne</translation>
    </message>
    <message>
        <source>The wheel turned</source>
        <translation>Der Schwenk drehte</translation>
    </message>
    <message>
        <source>The pivot turned</source>
        <translation>Die Drehung ging</translation>
    </message>
    <message>
        <source>⟲ counter-clockwise</source>
        <translation>⟲ gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>⟳ clockwise</source>
        <translation>⟳ im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>The flank Base it turned about</source>
        <translation>Die Flankenbase, um die er schwenkte</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Frontbreite</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Frontbreite nach dem Schwenk</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Tiefe nach dem Schwenk</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Schwenktest %1</translation>
    </message>
    <message numerus="yes">
        <source>The leader&apos;s path, %n step(s), and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</source>
        <translation>
            <numerusform>Der Weg des Anführers (%n Schritt) und die Reihenfolge der Kolonne bleiben, wie der Tisch sie verfolgte; der Bewegungstest kann korrigiert werden.</numerusform>
            <numerusform>Der Weg des Anführers (%n Schritte) und die Reihenfolge der Kolonne bleiben, wie der Tisch sie verfolgte; der Bewegungstest kann korrigiert werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Bewegungstest</translation>
    </message>
    <message>
        <source>The app rolled this move: the correction meets the same dice.</source>
        <translation>Die App hat für diesen Zug gewürfelt: Die Korrektur trifft dieselben Würfel.</translation>
    </message>
</context>
<context>
    <name>AmendPlan</name>
    <message>
        <source>The fights %1 planned, in the order they fight.</source>
        <translation>Die Kämpfe, die %1 plante, in der Reihenfolge, in der sie gekämpft werden.</translation>
    </message>
    <message>
        <source>No fight is left in the plan.</source>
        <translation>Im Plan bleibt kein Kampf.</translation>
    </message>
    <message>
        <source>%1. %2 against</source>
        <translation>%1. %2 gegen</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Früher kämpfen</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Später kämpfen</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Aus dem Plan nehmen</translation>
    </message>
    <message>
        <source>The enemy it fights</source>
        <translation>Der Feind, den sie bekämpft</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Überlappung für %1</translation>
    </message>
</context>
<context>
    <name>AmendReask</name>
    <message numerus="yes">
        <source>%1 by %n: every point is allocated.</source>
        <translation>
            <numerusform>%1 mit %n: Jeder Punkt wird verteilt.</numerusform>
            <numerusform>%1 mit %n: Jeder Punkt wird verteilt.</numerusform>
        </translation>
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
        <source>Allocate</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>%1 may follow up the beaten enemy.</source>
        <translation>%1 darf dem geschlagenen Feind nachsetzen.</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Verfolgen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>%1 may follow up the enemy that gave ground, one hex.</source>
        <translation>%1 darf dem Gegner, der Boden preisgab, um ein Hexfeld nachrücken.</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Nachrücken</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
</context>
<context>
    <name>AmendWhatIf</name>
    <message>
        <source>The corrected action draws a different number of dice than the one recorded, so every later roll comes from further along the same stream.</source>
        <translation>Die korrigierte Aktion zieht eine andere Anzahl Würfel als die aufgezeichnete; jeder spätere Wurf kommt daher von weiter hinten aus demselben Würfelstrom.</translation>
    </message>
    <message>
        <source>The same dice are used again.</source>
        <translation>Dieselben Würfel werden erneut verwendet.</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Wie aufgezeichnet</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Korrigiert</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost</source>
        <translation>%1 von %2 Bases verloren</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>gebrochen</translation>
    </message>
    <message>
        <source>Blocks broken</source>
        <translation>Gebrochene Blöcke</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Fatigue of every Base, the changed ones first</source>
        <translation>Erschöpfung jeder Base, die geänderten zuerst</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Fatigue %1</source>
        <translation>Erschöpfung %1</translation>
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
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
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
    <message>
        <source>&quot;tag&quot; must be 1 to %1 letters or digits, not %2</source>
        <translation>„tag“ muss aus 1 bis %1 Buchstaben oder Ziffern bestehen, nicht %2</translation>
    </message>
    <message>
        <source>&quot;tag&quot; %1 is already block %2&apos;s: each Block needs a tag of its own</source>
        <translation>„tag“ %1 gehört schon zu Block %2: Jeder Block braucht ein eigenes Kürzel</translation>
    </message>
    <message>
        <source>and more problems (only the first %1 are listed)</source>
        <translation>und weitere Probleme (nur die ersten %1 werden aufgeführt)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at most %2 characters, not %3</source>
        <translation>„%1“ darf höchstens %2 Zeichen lang sein, nicht %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a character that is not text (U+%2) at character %3</source>
        <translation>„%1“ enthält an Zeichen %3 ein Zeichen, das kein Text ist (U+%2)</translation>
    </message>
    <message>
        <source>a Block holds at most %1 Bases, not %2 (frontage × depth)</source>
        <translation>ein Block hat höchstens %1 Bases, nicht %2 (Front × Tiefe)</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4%5</source>
        <translation>%1, Zeile %2, Spalte %3: %4%5</translation>
    </message>
    <message>
        <source>an army has at most %1 Blocks, not %2</source>
        <translation>eine Armee hat höchstens %1 Blöcke, nicht %2</translation>
    </message>
    <message>
        <source>an army has at most %1 Bases, not %2</source>
        <translation>eine Armee hat höchstens %1 Bases, nicht %2</translation>
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
        <source>Amended #%1: %2</source>
        <translation>Korrigiert #%1: %2</translation>
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
        <source>Turn %1 · %2 to act</source>
        <translation>Zug %1 · %2 am Zug</translation>
    </message>
    <message>
        <source>Labels…</source>
        <translation>Etiketten…</translation>
    </message>
    <message>
        <source>Print the table labels</source>
        <translation>Die Tischetiketten drucken</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Die Tischetiketten speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The turn has ended. The battle&apos;s fingerprint:</source>
        <translation>Der Zug ist beendet. Der Fingerabdruck der Schlacht:</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 allocates the loss</source>
        <translation>Zug %1 · Phase %2 · %3 verteilt den Verlust</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 pursues</source>
        <translation>Zug %1 · Phase %2 · %3 verfolgt</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 may follow up</source>
        <translation>Zug %1 · Phase %2 · %3 darf nachrücken</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Zug %1 · %2 · Phase %3</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etiketten</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
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
        <source>Block %1, %2</source>
        <translation>Block %1, %2</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
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
        <source>Base %1</source>
        <translation>Base %1</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>%1, Base %2</source>
        <translation>%1, Base %2</translation>
    </message>
    <message>
        <source>amend: the corrected fields are not those of a %1: %2</source>
        <translation>amend: die korrigierten Felder sind nicht die einer Aktion „%1“: %2</translation>
    </message>
    <message>
        <source>Name the file to write the label sheet to.</source>
        <translation>Nenne die Datei, in die der Etikettenbogen geschrieben wird.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Das Würfelgeheimnis wird nur mit einer entschiedenen Schlacht exportiert: Solange sie läuft, würde das Geheimnis jeden kommenden Wurf verraten. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>amend: only the umpire amends; open the umpire&apos;s view with the PIN first</source>
        <translation>amend: nur der Schiedsrichter korrigiert; öffne zuerst die Schiedsrichteransicht mit der PIN</translation>
    </message>
    <message>
        <source>amend: there is no such action in force</source>
        <translation>amend: diese Aktion ist nicht gültig</translation>
    </message>
    <message>
        <source>the allocation of a loss</source>
        <translation>die Verteilung eines Verlusts</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>die Verfolgung</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>ein Kampf</translation>
    </message>
    <message>
        <source>an action (%1)</source>
        <translation>eine Aktion (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s army broke: %2 wins (§12.1)</source>
        <translation>Die Armee von %1 ist gebrochen: %2 gewinnt (§12.1)</translation>
    </message>
    <message numerus="yes">
        <source>Even: each army can lose %n more Base(s) before it breaks</source>
        <translation>
            <numerusform>Ausgeglichen: Jede Armee kann noch %n Base verlieren, bevor sie bricht</numerusform>
            <numerusform>Ausgeglichen: Jede Armee kann noch %n Bases verlieren, bevor sie bricht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is ahead: %2 of %3 Bases lost that break it, %4 %5 of %6</source>
        <translation>%1 liegt vorne: %2 von %3 Bases verloren, die sie brechen, %4 %5 von %6</translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>%1 unterlag %2</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Allocate the loss again.</source>
        <translation>Nach der Korrektur passt %1 wie aufgezeichnet nicht mehr: %2. Verteilen Sie den Verlust erneut.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the pursuit again.</source>
        <translation>Nach der Korrektur passt %1 wie aufgezeichnet nicht mehr: %2. Entscheiden Sie die Verfolgung erneut.</translation>
    </message>
    <message>
        <source>amend: the correction could not be replayed</source>
        <translation>Korrektur: Die Korrektur ließ sich nicht nachspielen</translation>
    </message>
    <message>
        <source>amend: no choice is asked again</source>
        <translation>Korrektur: Es wird keine Wahl erneut gestellt</translation>
    </message>
    <message>
        <source>amend: give the umpire&apos;s name; it is kept in the log with the reason</source>
        <translation>Korrektur: Geben Sie den Namen des Schiedsrichters an; er wird mit der Begründung im Protokoll festgehalten</translation>
    </message>
    <message>
        <source>amend: answer every choice asked again before ruling</source>
        <translation>Korrektur: Beantworten Sie vor der Entscheidung jede erneut gestellte Wahl</translation>
    </message>
    <message>
        <source>Choose both armies first.</source>
        <translation>Wähle zuerst beide Armeen.</translation>
    </message>
    <message>
        <source>#%1 (%2) no longer happens: %3</source>
        <translation>#%1 (%2) findet nicht mehr statt: %3</translation>
    </message>
    <message>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <source>%1 given again (#%2)</source>
        <translation>%1 neu angegeben (#%2)</translation>
    </message>
    <message>
        <source>amend: no action is being corrected</source>
        <translation>amend: es wird keine Aktion korrigiert</translation>
    </message>
    <message>
        <source>amend: the correction is the same as #%1 as recorded; there is nothing to rule</source>
        <translation>amend: die Korrektur gleicht #%1, wie es festgehalten ist; es gibt nichts zu entscheiden</translation>
    </message>
    <message>
        <source>the follow-up</source>
        <translation>das Nachrücken</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the follow-up again.</source>
        <translation>Nach der Korrektur passt %1 wie aufgezeichnet nicht mehr: %2. Entscheide das Nachrücken neu.</translation>
    </message>
</context>
<context>
    <name>BattleWording</name>
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
        <source>%1 and %2, keeps %3</source>
        <translation>%1 und %2, behält %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the rear</source>
        <translation>Überlappung zählt nicht: im Rücken getroffen</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the flank</source>
        <translation>Überlappung zählt nicht: in der Flanke getroffen</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s flank</source>
        <translation>trifft die Flanke des Gegners</translation>
    </message>
    <message>
        <source>struck in the flank</source>
        <translation>in der Flanke getroffen</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s rear</source>
        <translation>trifft den Rücken des Gegners</translation>
    </message>
    <message>
        <source>struck in the rear</source>
        <translation>im Rücken getroffen</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>bergauf</translation>
    </message>
    <message>
        <source>shock ended: it applies only on the first round of contact</source>
        <translation>Schock vorbei: er gilt nur in der ersten Kampfrunde</translation>
    </message>
    <message>
        <source>shock negated by steady spears to the front</source>
        <translation>Schock aufgehoben durch standfeste Speere in der Front</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated by steady spears to the front</source>
        <translation>gegnerischer Schock aufgehoben durch standfeste Speere in der Front</translation>
    </message>
    <message>
        <source>shock negated: charging uphill</source>
        <translation>Schock aufgehoben: Angriff bergauf</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated: it charged uphill</source>
        <translation>gegnerischer Schock aufgehoben: er griff bergauf an</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>Schock</translation>
    </message>
    <message>
        <source>shock against formed infantry that is not spear-armed</source>
        <translation>Schock gegen geordnete Infanterie ohne Speere</translation>
    </message>
    <message>
        <source>enemy&apos;s shock</source>
        <translation>gegnerischer Schock</translation>
    </message>
    <message>
        <source>enemy&apos;s shock against formed infantry that is not spear-armed</source>
        <translation>gegnerischer Schock gegen geordnete Infanterie ohne Speere</translation>
    </message>
    <message>
        <source>steady spears against mounted</source>
        <translation>standfeste Speere gegen Berittene</translation>
    </message>
    <message>
        <source>steady spears lost: the mounted enemy is not to the front</source>
        <translation>standfeste Speere verloren: der berittene Gegner steht nicht in der Front</translation>
    </message>
    <message>
        <source>%1 %2 (§%3)</source>
        <translation>%1 %2 (§%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Effective weight: %1 for %2, %3 for %4.</source>
        <translation>Effektives Gewicht: %1 für %2, %3 für %4.</translation>
    </message>
    <message>
        <source>Quality dice: %1 rolls %2; %3 rolls %4.</source>
        <translation>Qualitätswürfel: %1 würfelt %2; %3 würfelt %4.</translation>
    </message>
    <message>
        <source>Modifiers for %1: %2; for %3: %4.</source>
        <translation>Modifikatoren für %1: %2; für %3: %4.</translation>
    </message>
    <message>
        <source>Totals: %1 for %2, %3 for %4.</source>
        <translation>Summen: %1 für %2, %3 für %4.</translation>
    </message>
    <message>
        <source>Raw difference, %1 less %2: %3.</source>
        <translation>Rohe Differenz, %1 minus %2: %3.</translation>
    </message>
    <message>
        <source>Weight shift %1: margin %2.</source>
        <translation>Gewichtsverschiebung %1: Abstand %2.</translation>
    </message>
    <message>
        <source>Equal final totals: nobody loses.</source>
        <translation>Gleiche Endsummen: niemand verliert.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by %n: that many points of Fatigue or push-back.</source>
        <translation>
            <numerusform>%1 verliert um %n: so viele Punkte Erschöpfung oder Zurückdrängen.</numerusform>
            <numerusform>%1 verliert um %n: so viele Punkte Erschöpfung oder Zurückdrängen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective weight: firer %1, target %2.</source>
        <translation>Effektives Gewicht: Schütze %1, Ziel %2.</translation>
    </message>
    <message>
        <source>Quality dice: firer rolls %1; target rolls %2.</source>
        <translation>Qualitätswürfel: Schütze würfelt %1; Ziel würfelt %2.</translation>
    </message>
    <message>
        <source>No overlap, flank, rear or high-ground modifiers: totals firer %1, target %2.</source>
        <translation>Keine Modifikatoren für Überlappung, Flanke, Rücken oder Höhe: Summen Schütze %1, Ziel %2.</translation>
    </message>
    <message>
        <source>Raw difference (firer less target) %1, weight shift %2: margin %3.</source>
        <translation>Rohe Differenz (Schütze minus Ziel) %1, Gewichtsverschiebung %2: Abstand %3.</translation>
    </message>
    <message numerus="yes">
        <source>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</source>
        <translation>
            <numerusform>Die Summe des Schützen schlägt die des Ziels: das Ziel erhält %n Erschöpfung.</numerusform>
            <numerusform>Die Summe des Schützen schlägt die des Ziels: das Ziel erhält %n Erschöpfung.</numerusform>
        </translation>
    </message>
    <message>
        <source>The firer&apos;s total does not beat the target&apos;s: the shots have no effect.</source>
        <translation>Die Summe des Schützen schlägt die des Ziels nicht: die Schüsse bleiben ohne Wirkung.</translation>
    </message>
    <message>
        <source>the tempo cost of an extra move, paid before it</source>
        <translation>die Tempokosten eines weiteren Zugs, vorher bezahlt</translation>
    </message>
    <message>
        <source>terrain entered</source>
        <translation>betretenes Gelände</translation>
    </message>
    <message>
        <source>climbing a slight hill</source>
        <translation>Aufstieg auf einen sanften Hügel</translation>
    </message>
    <message>
        <source>climbing a steep hill</source>
        <translation>Aufstieg auf einen steilen Hügel</translation>
    </message>
    <message>
        <source>climbing a hill</source>
        <translation>Aufstieg auf einen Hügel</translation>
    </message>
    <message>
        <source>a difficult move, paid after it</source>
        <translation>ein schwieriger Zug, danach bezahlt</translation>
    </message>
    <message>
        <source>a difficult move through friends, paid after it</source>
        <translation>ein schwieriger Zug durch eigene Truppen, danach bezahlt</translation>
    </message>
    <message>
        <source>a difficult move that changed the formation, paid after it</source>
        <translation>ein schwieriger Zug, der die Formation änderte, danach bezahlt</translation>
    </message>
    <message>
        <source>the pivot&apos;s Fatigue cost</source>
        <translation>die Erschöpfungskosten der Drehung</translation>
    </message>
    <message>
        <source>terrain of the tile the wheel swings it onto</source>
        <translation>Gelände des Feldes, auf das die Schwenkung sie führt</translation>
    </message>
    <message>
        <source>terrain entered on the march</source>
        <translation>auf dem Marsch betretenes Gelände</translation>
    </message>
    <message>
        <source>on the seam the split opened</source>
        <translation>an der Naht, die die Teilung öffnete</translation>
    </message>
    <message>
        <source>on the seam the merge closed</source>
        <translation>an der Naht, die die Vereinigung schloss</translation>
    </message>
    <message>
        <source>entered by the players</source>
        <translation>von den Spielern eingetragen</translation>
    </message>
    <message>
        <source>entered by the players: %1</source>
        <translation>von den Spielern eingetragen: %1</translation>
    </message>
    <message>
        <source>recovery: its Block did not move and it was neither in combat nor shot at</source>
        <translation>Erholung: ihr Block bewegte sich nicht, und sie war weder im Kampf noch unter Beschuss</translation>
    </message>
    <message>
        <source>smoothing: gives 1 to %1</source>
        <translation>Ausgleich: gibt 1 an %1 ab</translation>
    </message>
    <message>
        <source>smoothing: takes 1 from %1</source>
        <translation>Ausgleich: übernimmt 1 von %1</translation>
    </message>
    <message>
        <source>missile fire from %1</source>
        <translation>Beschuss durch %1</translation>
    </message>
    <message numerus="yes">
        <source>on %n seam(s) the file tore as it left</source>
        <translation>
            <numerusform>an %n Naht, die die Rotte beim Abzug aufriss</numerusform>
            <numerusform>an %n Nähten, die die Rotte beim Abzug aufriss</numerusform>
        </translation>
    </message>
    <message>
        <source>cascade: a Base struck in the rear lost by 2 or more</source>
        <translation>Kaskade: eine im Rücken getroffene Base verlor um 2 oder mehr</translation>
    </message>
    <message>
        <source>holds: Fatigue for the points it did not give as ground</source>
        <translation>hält stand: Erschöpfung für die Punkte, die sie nicht als Boden abgab</translation>
    </message>
    <message>
        <source>contagion: %1 broke within one base-width</source>
        <translation>Ansteckung: %1 brach innerhalb einer Basenbreite</translation>
    </message>
    <message>
        <source>the army has broken</source>
        <translation>die Armee ist gebrochen</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2 (now %3): %4</source>
        <translation>%1 Erschöpfung für %2 (jetzt %3): %4</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>dreht sich</translation>
    </message>
    <message>
        <source>wheels (move %1 of %2)</source>
        <translation>schwenkt (Zug %1 von %2)</translation>
    </message>
    <message>
        <source>marches in column</source>
        <translation>marschiert in Kolonne</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>bewegt sich</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: passed</source>
        <translation>%1 %2: Bewegungstest, behalten %3 gegen durchschnittliche Erschöpfung %4: bestanden</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: failed</source>
        <translation>%1 %2: Bewegungstest, behalten %3 gegen durchschnittliche Erschöpfung %4: nicht bestanden</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 is pushed back and forms a Block of its own</source>
        <translation>%1 teilt sich: die Rotte von %2 wird zurückgedrängt und bildet einen eigenen Block</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 evades and forms a Block of its own</source>
        <translation>%1 teilt sich: die Rotte von %2 weicht aus und bildet einen eigenen Block</translation>
    </message>
    <message>
        <source>%1 is cut in two: the Bases beyond the file form a Block of their own</source>
        <translation>%1 wird zweigeteilt: die Bases jenseits der Rotte bilden einen eigenen Block</translation>
    </message>
    <message>
        <source>%1 splits: the detached Bases form a Block of their own</source>
        <translation>%1 teilt sich: die abgetrennten Bases bilden einen eigenen Block</translation>
    </message>
    <message>
        <source>%1 declines to pursue</source>
        <translation>%1 verzichtet auf die Verfolgung</translation>
    </message>
    <message>
        <source>%1 cannot advance: the way ahead is taken</source>
        <translation>%1 kann nicht vorrücken: der Weg ist versperrt</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursues %n base-width(s) toward %2, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 verfolgt %n Basenbreite auf %2 zu, ohne Test, ohne Erschöpfung</numerusform>
            <numerusform>%1 verfolgt %n Basenbreiten auf %2 zu, ohne Test, ohne Erschöpfung</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won but is otherwise engaged: it does not pursue</source>
        <translation>%1 hat gewonnen, ist aber anderweitig gebunden: sie verfolgt nicht</translation>
    </message>
    <message>
        <source>%1 has routed: routed Bases give no overlaps</source>
        <translation>%1 ist auf der Flucht: fliehende Bases geben keine Überlappung</translation>
    </message>
    <message>
        <source>%1 gave ground earlier this phase: it no longer laps %2</source>
        <translation>%1 hat in dieser Phase schon Boden abgegeben: sie überlappt %2 nicht mehr</translation>
    </message>
    <message>
        <source>After the first round %1 counts no overlaps unless supported by its own kind: %2 is not</source>
        <translation>Nach der ersten Runde zählt %1 keine Überlappung, außer durch die eigene Truppengattung: %2 gehört nicht dazu</translation>
    </message>
    <message>
        <source>%1 is caught by faster troops: the evade fails</source>
        <translation>%1 wird von schnelleren Truppen gestellt: das Ausweichen misslingt</translation>
    </message>
    <message>
        <source>%1 cannot fall back the full distance: the evade fails and it takes the full result</source>
        <translation>%1 kann nicht die volle Strecke zurückweichen: das Ausweichen misslingt, sie erhält das volle Ergebnis</translation>
    </message>
    <message>
        <source>Dislocation: the pushed file of %1, alone, averages over 6 and breaks</source>
        <translation>Auflösung: die zurückgedrängte Rotte von %1 liegt allein über 6 im Durchschnitt und bricht</translation>
    </message>
    <message>
        <source>%1 pivots 60° in place</source>
        <translation>%1 dreht sich um 60° auf der Stelle</translation>
    </message>
    <message numerus="yes">
        <source>%1 wheels 60° in %n move(s)</source>
        <translation>
            <numerusform>%1 schwenkt um 60° in %n Zug</numerusform>
            <numerusform>%1 schwenkt um 60° in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 marches %n base-width(s) in column</source>
        <translation>
            <numerusform>%1 marschiert %n Basenbreite in Kolonne</numerusform>
            <numerusform>%1 marschiert %n Basenbreiten in Kolonne</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 bewegt sich</translation>
    </message>
    <message>
        <source>The wheel of %1 is aborted: it does not happen, the Fatigue paid is lost</source>
        <translation>Die Schwenkung von %1 wird abgebrochen: sie findet nicht statt, die bezahlte Erschöpfung bleibt</translation>
    </message>
    <message>
        <source>%1 fails its test: its movement ends for the turn</source>
        <translation>%1 besteht den Test nicht: seine Bewegung endet für diesen Zug</translation>
    </message>
    <message>
        <source>%1 merges into %2; Fatigue pools</source>
        <translation>%1 vereinigt sich mit %2; die Erschöpfung wird zusammengelegt</translation>
    </message>
    <message>
        <source>%1 breaks: its army has broken, so the push-back of %2 becomes a break; its Bases rout</source>
        <translation>%1 bricht: seine Armee ist gebrochen, daher wird das Zurückdrängen von %2 zum Bruch; seine Bases fliehen</translation>
    </message>
    <message>
        <source>%1 breaks: its average Fatigue %2 exceeds 6; its Bases rout</source>
        <translation>%1 bricht: seine durchschnittliche Erschöpfung %2 liegt über 6; seine Bases fliehen</translation>
    </message>
    <message>
        <source>%1 cannot retreat a full move and is removed</source>
        <translation>%1 kann sich keinen vollen Zug zurückziehen und wird entfernt</translation>
    </message>
    <message>
        <source>%1 cannot retreat and is removed</source>
        <translation>%1 kann sich nicht zurückziehen und wird entfernt</translation>
    </message>
    <message>
        <source>%1 has lost %2 of %3 starting Bases (30% or more): it breaks and the battle is decided</source>
        <translation>%1 hat %2 von %3 Bases verloren (30 % oder mehr): sie bricht, die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 phase</source>
        <translation>Zug %1, %2: Phase %3</translation>
    </message>
    <message>
        <source>%1 makes contact on a chained second move after a full first: shock applies</source>
        <translation>%1 nimmt mit einem zweiten, verketteten Zug nach einem vollen ersten Kontakt auf: der Schock gilt</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, margin 0 after the weight shift: nobody loses</source>
        <translation>%1 und %2 kämpfen: Summen %3 und %4, Abstand 0 nach der Gewichtsverschiebung: niemand verliert</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, weight shift %5: %6 loses by %7</source>
        <translation>%1 und %2 kämpfen: Summen %3 und %4, Gewichtsverschiebung %5: %6 verliert um %7</translation>
    </message>
    <message numerus="yes">
        <source>%1 evades, falling back %n base-depth(s)</source>
        <translation>
            <numerusform>%1 weicht aus und zieht sich %n Basentiefe zurück</numerusform>
            <numerusform>%1 weicht aus und zieht sich %n Basentiefen zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recoils %n base-depth(s)</source>
        <translation>
            <numerusform>%1 weicht %n Basentiefe zurück</numerusform>
            <numerusform>%1 weicht %n Basentiefen zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with its file of %n Bases</source>
        <translation>
            <numerusform>, mit ihrer Rotte aus %n Base</numerusform>
            <numerusform>, mit ihrer Rotte aus %n Bases</numerusform>
        </translation>
    </message>
    <message>
        <source>, split from its Block</source>
        <translation>, von ihrem Block getrennt</translation>
    </message>
    <message numerus="yes">
        <source>%1 is pinned: %n push-back point(s) taken as Fatigue instead</source>
        <translation>
            <numerusform>%1 sitzt fest: %n Punkt Zurückdrängen wird stattdessen Erschöpfung</numerusform>
            <numerusform>%1 sitzt fest: %n Punkte Zurückdrängen werden stattdessen Erschöpfung</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: %2 takes %7 Fatigue</source>
        <translation>%1 schießt auf %2: Würfe %3 und %4, Gewichtsverschiebung %5, Abstand %6: %2 erhält %7 Erschöpfung</translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: the shots have no effect</source>
        <translation>%1 schießt auf %2: Würfe %3 und %4, Gewichtsverschiebung %5, Abstand %6: die Schüsse bleiben ohne Wirkung</translation>
    </message>
    <message>
        <source>%1: passed</source>
        <translation>%1: bestanden</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1: nicht bestanden</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 moves and charges</source>
        <translation>%1 bewegt sich und greift an</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 dreht sich</translation>
    </message>
    <message>
        <source>%1 wheels about %2</source>
        <translation>%1 schwenkt um %2</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marschiert in Kolonne</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 teilt sich</translation>
    </message>
    <message>
        <source>%1 merges into %2</source>
        <translation>%1 vereinigt sich mit %2</translation>
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
        <source>%1 Fatigue to %2</source>
        <translation>%1 Erschöpfung für %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Ende der Phase</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 kämpft gegen %2</translation>
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
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>%1 is struck in the flank on the side %2 laps from: that overlap does not count</source>
        <translation>%1 wird auf der Seite in die Flanke getroffen, von der %2 überlappt: Diese Überlappung zählt nicht</translation>
    </message>
    <message>
        <source>%1 is struck in the rear: it counts no overlaps, not even %2&apos;s</source>
        <translation>%1 wird im Rücken getroffen: Sie zählt keine Überlappungen, auch nicht die von %2</translation>
    </message>
    <message>
        <source>Combat pairs planned: %1</source>
        <translation>Kampfpaare geplant: %1</translation>
    </message>
    <message>
        <source>The players enter the overlaps of %1 and %2 instead of those the plan gives</source>
        <translation>Die Spieler tragen die Überlappungen von %1 und %2 selbst ein, statt die des Plans zu nehmen</translation>
    </message>
    <message>
        <source>a repeated push-back: ground given after its first base-depth this phase</source>
        <translation>ein wiederholtes Zurückdrängen: Boden, der nach der ersten Basentiefe in dieser Phase preisgegeben wurde</translation>
    </message>
    <message>
        <source>%1 splits: %2 pursues alone and forms a Block of its own</source>
        <translation>%1 teilt sich: %2 verfolgt allein und bildet einen eigenen Block</translation>
    </message>
    <message>
        <source>%1 splits: %2 follows up alone and forms a Block of its own</source>
        <translation>%1 teilt sich: %2 rückt allein nach und bildet einen eigenen Block</translation>
    </message>
    <message numerus="yes">
        <source>%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 muss %2 verfolgen: %n Basenbreite auf ihn zu, allein, ohne Test, ohne Erschöpfung</numerusform>
            <numerusform>%1 muss %2 verfolgen: %n Basenbreiten auf ihn zu, allein, ohne Test, ohne Erschöpfung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 darf %2 verfolgen: %n Basenbreite auf ihn zu, allein, ohne Test, ohne Erschöpfung</numerusform>
            <numerusform>%1 darf %2 verfolgen: %n Basenbreiten auf ihn zu, allein, ohne Test, ohne Erschöpfung</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may follow up %2 one hex</source>
        <translation>%1 darf %2 um ein Hexfeld nachrücken</translation>
    </message>
    <message>
        <source>%1 follows up one hex toward %2</source>
        <translation>%1 rückt ein Hexfeld auf %2 zu nach</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>%1 cannot follow up: the hex ahead is taken, impassable or off the table</source>
        <translation>%1 kann nicht nachrücken: Das Hexfeld davor ist besetzt, unpassierbar oder außerhalb des Tisches</translation>
    </message>
    <message>
        <source>%1 would leave the table as it retreats and is removed</source>
        <translation>%1 würde beim Zurückweichen den Tisch verlassen und wird entfernt</translation>
    </message>
    <message>
        <source>Follow-up declined</source>
        <translation>Nachrücken abgelehnt</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Nachrücken</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3 and rolls it again: %4</source>
        <translation>%1 und %2, behält %3 und würfelt ihn neu: %4</translation>
    </message>
    <message>
        <source>%1, %2 and %3, keeps %4</source>
        <translation>%1, %2 und %3, behält %4</translation>
    </message>
    <message>
        <source>%1 declines to pull Fatigue in smoothing</source>
        <translation>%1 verzichtet darauf, beim Ausgleich Erschöpfung zu übernehmen</translation>
    </message>
    <message>
        <source>%1 wheels 60° without a move: a lone Base&apos;s far corner travels 0</source>
        <translation>%1 schwenkt um 60° ohne Zug: die ferne Ecke einer einzelnen Base legt 0 zurück</translation>
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
    <message>
        <source>%1, Fatigue %2</source>
        <translation>%1, Erschöpfung %2</translation>
    </message>
    <message>
        <source>lapping</source>
        <translation>überlappt</translation>
    </message>
</context>
<context>
    <name>CitationButton</name>
    <message>
        <source>Rulebook section %1</source>
        <translation>Regelbuch, Abschnitt %1</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Entscheidung %1</translation>
    </message>
</context>
<context>
    <name>CohesionTracker</name>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Gib der Einheit einen Namen.</translation>
    </message>
    <message>
        <source>A side holds at most %1 units on the tracker.</source>
        <translation>Eine Seite hat im Tracker höchstens %1 Einheiten.</translation>
    </message>
    <message>
        <source>%1 is destroyed and has left the battlefield (§2, R10).</source>
        <translation>%1 ist vernichtet und hat das Schlachtfeld verlassen (§2, R10).</translation>
    </message>
    <message>
        <source>%1 is Fresh: it has nothing to rally (§9, R2).</source>
        <translation>%1 ist frisch: Es gibt nichts zu sammeln (§9, R2).</translation>
    </message>
    <message>
        <source>%1 is destroyed and never rallies (§9, R2).</source>
        <translation>%1 ist vernichtet und sammelt sich nie (§9, R2).</translation>
    </message>
    <message>
        <source>Romans</source>
        <translation>Römer</translation>
    </message>
    <message>
        <source>Hastati</source>
        <translation>Hastati</translation>
    </message>
    <message>
        <source>Principes</source>
        <translation>Principes</translation>
    </message>
    <message>
        <source>Triarii</source>
        <translation>Triarii</translation>
    </message>
    <message>
        <source>Velites</source>
        <translation>Velites</translation>
    </message>
    <message>
        <source>Gauls</source>
        <translation>Gallier</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerhaufen</translation>
    </message>
    <message>
        <source>Noble cavalry</source>
        <translation>Adelsreiterei</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>it is not JSON (line %1, column %2: %3)</source>
        <translation>es ist kein JSON (Zeile %1, Spalte %2: %3)</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>&quot;format&quot; ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1</source>
        <translation>&quot;version&quot; ist nicht %1</translation>
    </message>
    <message>
        <source>&quot;break_point&quot; is not a whole number from 0 to %1</source>
        <translation>&quot;break_point&quot; ist keine ganze Zahl von 0 bis %1</translation>
    </message>
    <message>
        <source>&quot;sides&quot; does not hold two sides</source>
        <translation>&quot;sides&quot; enthält nicht zwei Seiten</translation>
    </message>
    <message>
        <source>sides[%1].units holds more than %2 units</source>
        <translation>sides[%1].units enthält mehr als %2 Einheiten</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].name is empty</source>
        <translation>sides[%1].units[%2].name ist leer</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].cohesion is not one of fresh, shaken, disrupted, destroyed</source>
        <translation>sides[%1].units[%2].cohesion ist nicht fresh, shaken, disrupted oder destroyed</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>sie lässt sich nicht öffnen (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie lässt sich nicht lesen (%1)</translation>
    </message>
    <message>
        <source>it is not a cohesion tracker file</source>
        <translation>es ist keine Datei des Kohäsions-Trackers</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Die Datei %1 des Kohäsions-Trackers konnte nicht gelesen werden: %2. Sie wurde als %3 aufbewahrt, und der Tracker beginnt leer.</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Die Datei %1 des Kohäsions-Trackers konnte nicht gelesen werden: %2. Sie ließ sich auch nicht beiseitelegen; Änderungen werden erst gespeichert, wenn die Datei verschoben oder repariert ist.</translation>
    </message>
    <message>
        <source>The cohesion tracker could not be saved to %1: %2.</source>
        <translation>Der Kohäsions-Tracker konnte nicht in %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frisch</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Vernichtet</translation>
    </message>
</context>
<context>
    <name>CohesionTrackerPage</name>
    <message>
        <source>Cohesion tracker</source>
        <translation>Kohäsions-Tracker</translation>
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
        <source>All Fresh</source>
        <translation>Alle frisch</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Try with two sample armies</source>
        <translation>Mit zwei Beispielarmeen ausprobieren</translation>
    </message>
    <message>
        <source>Break point: %1 lost (§3, R13)</source>
        <translation>Bruchpunkt: %1 verloren (§3, R13)</translation>
    </message>
    <message>
        <source>No break point: to the last unit (§3, R13)</source>
        <translation>Kein Bruchpunkt: bis zur letzten Einheit (§3, R13)</translation>
    </message>
    <message>
        <source>Lower the break point</source>
        <translation>Bruchpunkt senken</translation>
    </message>
    <message>
        <source>Raise the break point</source>
        <translation>Bruchpunkt erhöhen</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is a draw (§3, R13).</source>
        <translation>Beide Seiten sind besiegt: Die Schlacht endet unentschieden (§3, R13).</translation>
    </message>
    <message>
        <source>%1 wins: %2 is defeated (§3, R13).</source>
        <translation>%1 gewinnt: %2 ist besiegt (§3, R13).</translation>
    </message>
    <message>
        <source>The side&apos;s name</source>
        <translation>Name der Seite</translation>
    </message>
    <message>
        <source>Defeated: %1 of %2 lost</source>
        <translation>Besiegt: %1 von %2 verloren</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 von %2 verloren</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>%1 takes a hit</source>
        <translation>%1 erhält einen Treffer</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>%1 rallies</source>
        <translation>%1 sammelt sich</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Name der Einheit</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Now tap the enemy Base it fights.</source>
        <translation>Tippe jetzt die feindliche Base an, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 kämpft gegen %2</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>keine Modifikatoren</translation>
    </message>
    <message>
        <source>Weight shift %1 (§9.4)</source>
        <translation>Gewichtsverschiebung %1 (§9.4)</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Mit diesen Würfeln kämpfen</translation>
    </message>
    <message>
        <source>Roll and fight</source>
        <translation>Würfeln und kämpfen</translation>
    </message>
    <message>
        <source>%1: pair each Base in contact with one enemy: tap your Base, then the enemy Base it fights. Fights go in the order you choose.</source>
        <translation>%1: Ordne jeder Base im Kontakt einen Gegner zu: Tippe deine Base an, dann die feindliche Base, gegen die sie kämpft. Die Kämpfe folgen der Reihenfolge, die du wählst.</translation>
    </message>
    <message>
        <source>fight %1 of the plan</source>
        <translation>Kampf %1 des Plans</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gewinnt %2 · unentschieden %3 · %4 gewinnt %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, entered by hand (§9.2). Tap it again to take it away.</source>
        <translation>%1 überlappt den Gegner: +1 für %2, von Hand eingetragen (§9.2). Tippe sie erneut an, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>A friend that laps the enemy? Tap it on its card (§9.2).</source>
        <translation>Überlappt eine eigene Base den Gegner? Tippe sie auf ihrer Karte an (§9.2).</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>Add to the plan</source>
        <translation>Zum Plan hinzufügen</translation>
    </message>
    <message>
        <source>If every point is held as Fatigue: %1&apos;s Block breaks %2 · %3&apos;s breaks %4</source>
        <translation>Wird jeder Punkt als Erschöpfung gehalten: der Block von %1 bricht %2 · der von %3 %4</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Overlap for %1: %2</source>
        <translation>Überlappung für %1: %2</translation>
    </message>
    <message>
        <source>Tap the Base of %1 that laps</source>
        <translation>Tippe die überlappende Base von %1 an</translation>
    </message>
    <message>
        <source>Overlap for %1…</source>
        <translation>Überlappung für %1…</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, named in the plan (§9.2). Tap it again to take it away.</source>
        <translation>%1 überlappt den Gegner: +1 für %2, im Plan genannt (§9.2). Tippe sie erneut an, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Ein Zurückdrängen in Kampf %1 würde diese Überlappung aufheben (§4)</translation>
    </message>
    <message>
        <source>The plan: %1 fights still to fight</source>
        <translation>Der Plan: noch %1 Kämpfe auszutragen</translation>
    </message>
    <message>
        <source>Struck in the flank by another enemy, a Base loses the overlap on that side only: say below which side its lapping Base stands on (§9.3).</source>
        <translation>Wird eine Base von einem anderen Feind in der Flanke getroffen, verliert sie nur die Überlappung auf dieser Seite: Gib unten an, auf welcher Seite ihre überlappende Base steht (§9.3).</translation>
    </message>
    <message>
        <source>%1 stands on the side of %2:</source>
        <translation>%1 steht auf der Seite von %2:</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
</context>
<context>
    <name>CombatQueue</name>
    <message>
        <source>Engaged, not yet paired (%1):</source>
        <translation>Im Kontakt, noch ohne Gegner (%1):</translation>
    </message>
    <message>
        <source>%1, %2: pair it with an enemy</source>
        <translation>%1, %2: einem Gegner zuordnen</translation>
    </message>
    <message>
        <source>Fights in order (%1 to fight):</source>
        <translation>Kämpfe der Reihe nach (%1 offen):</translation>
    </message>
    <message>
        <source>Fight %1: %2 against %3</source>
        <translation>Kampf %1: %2 gegen %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4</source>
        <translation>%1 %2 gegen %3 %4</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Gekämpft</translation>
    </message>
    <message>
        <source>No longer in contact</source>
        <translation>Nicht mehr im Kontakt</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gewinnt %2 · unentschieden %3 · %4 gewinnt %5</translation>
    </message>
    <message>
        <source>%1 laps for %2 (+%3)</source>
        <translation>%1 überlappt für %2 (+%3)</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Ein Zurückdrängen in Kampf %1 würde diese Überlappung aufheben (§4)</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Früher kämpfen</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Später kämpfen</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Aus dem Plan nehmen</translation>
    </message>
    <message>
        <source>In contact, not yet fought: %1 (§4).</source>
        <translation>In Kontakt, noch nicht gekämpft: %1 (§4).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
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
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Decided in turn %1.</source>
        <translation>Entschieden in Zug %1.</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost; %3 break the army</source>
        <translation>%1 von %2 Bases verloren; %3 brechen die Armee</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>The fights that decided it</source>
        <translation>Die Kämpfe, die sie entschieden</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3) lost by %4 to %5 (%6).</source>
        <translation>Zug %1: %2 (%3) verlor mit %4 gegen %5 (%6).</translation>
    </message>
    <message>
        <source>Then broke: %1.</source>
        <translation>Danach gebrochen: %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint at its end:</source>
        <translation>Der Fingerabdruck der Schlacht an ihrem Ende:</translation>
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
    <message>
        <source>%1: the kept die rolled again</source>
        <translation>%1: der behaltene Würfel, neu gewürfelt</translation>
    </message>
    <message>
        <source>%1: third die</source>
        <translation>%1: dritter Würfel</translation>
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
    <message>
        <source>Choose the dice to roll first.</source>
        <translation>Wähle zuerst die Würfel.</translation>
    </message>
    <message>
        <source>This roll takes %1 dice: enter a face for each.</source>
        <translation>Dieser Wurf braucht %1 Würfel: gib für jeden eine Seite ein.</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6.</source>
        <translation>Ein W6 hat keine %1: seine Seiten sind 1 bis 6.</translation>
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
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Elite/Aufgebot-Mechanik</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Neuwurf</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Bester aus drei</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the best.</source>
        <translation>Wirft drei Würfel und behält den besten.</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the worst.</source>
        <translation>Wirft drei Würfel und behält den schlechtesten.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best; a kept %1 or lower is rolled again once.</source>
        <translation>Wirft zwei Würfel und behält den besten; eine behaltene %1 oder weniger wird einmal neu gewürfelt.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst; a kept %1 or higher is rolled again once.</source>
        <translation>Wirft zwei Würfel und behält den schlechtesten; eine behaltene %1 oder mehr wird einmal neu gewürfelt.</translation>
    </message>
    <message>
        <source>%1 and %2, rolled again: %3</source>
        <translation>%1 und %2, neu gewürfelt: %3</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
    <message>
        <source>Worst of three</source>
        <translation>Schlechtester aus drei</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Bester/schlechtester aus drei</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Zurückgeschlagen</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Blutiges Gemenge</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Zurückgedrängt</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Treffer, gehalten</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>%1D6, each 4+ a hit</source>
        <translation>%1W6, jede 4+ ein Treffer</translation>
    </message>
    <message>
        <source>2D6, pick one</source>
        <translation>2W6, einen wählen</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1W6</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>Treffer: %1</translation>
    </message>
    <message>
        <source>Pick one: %1 or %2</source>
        <translation>Einen wählen: %1 oder %2</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Melee roll</source>
        <translation>Nahkampfwurf</translation>
    </message>
    <message>
        <source>Higher Resolve: roll 2D6 and pick one. Equal Resolve: the attacker rolls 1D6. 1 Repulsed, 2 Brutal Clash, 3–4 Forced Back, 5 Hit &amp; Hold, 6 Breakthrough (§10).</source>
        <translation>Höhere Entschlossenheit: 2W6 werfen und einen wählen. Gleiche Entschlossenheit: der Angreifer wirft 1W6. 1 Zurückgeschlagen, 2 Brutaler Zusammenstoß, 3–4 Zurückgedrängt, 5 Treffer und Halten, 6 Durchbruch (§10).</translation>
    </message>
    <message>
        <source>Dice in the pool</source>
        <translation>Würfel im Pool</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <translation>Weniger Würfel</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1W6</translation>
    </message>
    <message>
        <source>More dice</source>
        <translation>Mehr Würfel</translation>
    </message>
    <message>
        <source>Roll %1 D6, count 4+: every attack die, shot or melee, hits on 4 or more (§6, §7).</source>
        <translation>%1 W6 werfen, 4+ zählen: jeder Angriffswürfel, Beschuss oder Nahkampf, trifft mit 4 oder mehr (§6, §7).</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fehlwurf</translation>
    </message>
    <message>
        <source>Chance of each number of hits</source>
        <translation>Chance jeder Trefferzahl</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <name>DieFaceRow</name>
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
    <name>ErrorWording</name>
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
        <source>a move</source>
        <translation>eine Bewegung</translation>
    </message>
    <message>
        <source>a pivot</source>
        <translation>eine Drehung</translation>
    </message>
    <message>
        <source>a wheel</source>
        <translation>ein Schwenk</translation>
    </message>
    <message>
        <source>a column march</source>
        <translation>ein Kolonnenmarsch</translation>
    </message>
    <message>
        <source>a split</source>
        <translation>eine Teilung</translation>
    </message>
    <message>
        <source>a merge</source>
        <translation>eine Vereinigung</translation>
    </message>
    <message>
        <source>contacts entered</source>
        <translation>eingegebene Kontakte</translation>
    </message>
    <message>
        <source>a mark of combat</source>
        <translation>eine Kampfmarkierung</translation>
    </message>
    <message>
        <source>a mark of being shot at</source>
        <translation>eine Beschussmarkierung</translation>
    </message>
    <message>
        <source>added Fatigue</source>
        <translation>hinzugefügte Erschöpfung</translation>
    </message>
    <message>
        <source>a routed Base removed</source>
        <translation>eine entfernte geflohene Base</translation>
    </message>
    <message>
        <source>the end of a phase</source>
        <translation>das Ende einer Phase</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>ein Kampf</translation>
    </message>
    <message>
        <source>a loss allocated</source>
        <translation>eine verteilte Niederlage</translation>
    </message>
    <message>
        <source>a pursuit</source>
        <translation>eine Verfolgung</translation>
    </message>
    <message>
        <source>a volley</source>
        <translation>eine Salve</translation>
    </message>
    <message>
        <source>The army list has no name.</source>
        <translation>Die Armeeliste hat keinen Namen.</translation>
    </message>
    <message>
        <source>The army list “%1” has no Blocks.</source>
        <translation>Die Armeeliste „%1“ hat keine Blöcke.</translation>
    </message>
    <message>
        <source>Block %1 of the list has no name; every Block needs one.</source>
        <translation>Block %1 der Liste hat keinen Namen; jeder Block braucht einen.</translation>
    </message>
    <message>
        <source>Block %1 of the list: frontage %2 × depth %3 deploys no Bases.</source>
        <translation>Block %1 der Liste: Front %2 × Tiefe %3 stellt keine Bases auf.</translation>
    </message>
    <message>
        <source>%1: weight %2 is not on the 1–5 ladder.</source>
        <translation>%1: Gewicht %2 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>Block %1 of the list: weight %2 is not on the 1–5 ladder.</source>
        <translation>Block %1 der Liste: Gewicht %2 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>Weight %1 is not on the 1–5 ladder.</source>
        <translation>Gewicht %1 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>Give every Block a deployment, or none: %1 Blocks, %2 deployments.</source>
        <translation>Gib jedem Block eine Aufstellung oder keinem: %1 Blöcke, %2 Aufstellungen.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, which another Base already holds.</source>
        <translation>%1 stünde auf %2, das schon eine andere Base besetzt.</translation>
    </message>
    <message>
        <source>The contacts name Blocks %1 and %2; there is no such pair.</source>
        <translation>Die Kontakte nennen die Blöcke %1 und %2; dieses Paar gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no Block %1.</source>
        <translation>Es gibt keinen Block %1.</translation>
    </message>
    <message>
        <source>There is no Base %1.</source>
        <translation>Es gibt keine Base %1.</translation>
    </message>
    <message>
        <source>A Block with no Bases has broken or merged away; it cannot break again.</source>
        <translation>Ein Block ohne Bases ist gebrochen oder in einem anderen aufgegangen; er kann nicht noch einmal brechen.</translation>
    </message>
    <message>
        <source>%1 has broken or merged away; it can do nothing more.</source>
        <translation>%1 ist gebrochen oder in einem anderen Block aufgegangen; er kann nichts mehr tun.</translation>
    </message>
    <message>
        <source>%1 has routed; it fights no more.</source>
        <translation>%1 ist geflohen; sie kämpft nicht mehr.</translation>
    </message>
    <message>
        <source>%1 has routed; it shoots and is shot at no more.</source>
        <translation>%1 ist geflohen; sie schießt nicht mehr und wird nicht mehr beschossen.</translation>
    </message>
    <message>
        <source>%1 has routed; nothing more happens to it.</source>
        <translation>%1 ist geflohen; mit ihr geschieht nichts mehr.</translation>
    </message>
    <message>
        <source>Only a routed Base still on the table can be removed; %1 is not one.</source>
        <translation>Nur eine geflohene Base, die noch auf dem Tisch steht, kann entfernt werden; %1 ist keine.</translation>
    </message>
    <message>
        <source>%1 is in neither %2 nor %3.</source>
        <translation>%1 gehört weder zu %2 noch zu %3.</translation>
    </message>
    <message>
        <source>%1 is not in %2.</source>
        <translation>%1 gehört nicht zu %2.</translation>
    </message>
    <message>
        <source>Blocks move, pivot, wheel, march, split and merge only in the Move phase.</source>
        <translation>Blöcke bewegen sich, drehen, schwenken, marschieren, teilen und vereinen sich nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>Fights are resolved in the Combat phase.</source>
        <translation>Kämpfe werden in der Kampfphase ausgetragen.</translation>
    </message>
    <message>
        <source>Missile troops shoot in the Shoot phase.</source>
        <translation>Fernkampftruppen schießen in der Beschussphase.</translation>
    </message>
    <message>
        <source>The active player orders the fights and names one of their own Bases first; %1 belongs to the other side.</source>
        <translation>Der aktive Spieler bestimmt die Reihenfolge der Kämpfe und nennt zuerst eine eigene Base; %1 gehört zur anderen Seite.</translation>
    </message>
    <message>
        <source>Only the active player moves their Blocks; %1 belongs to the other side.</source>
        <translation>Nur der aktive Spieler bewegt seine Blöcke; %1 gehört zur anderen Seite.</translation>
    </message>
    <message>
        <source>%1 lost its fight by %2: its owner allocates the points before anything else happens.</source>
        <translation>%1 hat ihren Kampf mit %2 verloren: Ihr Besitzer verteilt die Punkte, bevor irgendetwas anderes geschieht.</translation>
    </message>
    <message>
        <source>%1 won and may pursue: that is settled before anything else happens.</source>
        <translation>%1 hat gewonnen und darf verfolgen: Das wird entschieden, bevor irgendetwas anderes geschieht.</translation>
    </message>
    <message>
        <source>%1 won and must pursue before anything else happens.</source>
        <translation>%1 hat gewonnen und muss verfolgen, bevor irgendetwas anderes geschieht.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear, uphill and Going are read from the table.</source>
        <translation>Positionen werden verfolgt: Flanke, Rücken, Hanglage und Geländewert werden vom Tisch abgelesen.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Going is read from the table.</source>
        <translation>Positionen werden verfolgt: Der Geländewert wird vom Tisch abgelesen.</translation>
    </message>
    <message>
        <source>Positions are tracked: the file and its seams are found from the table.</source>
        <translation>Positionen werden verfolgt: Die Rotte und ihre Nähte ergeben sich aus dem Tisch.</translation>
    </message>
    <message>
        <source>Positions are not tracked: a move names no destinations.</source>
        <translation>Positionen werden nicht verfolgt: Eine Bewegung nennt keine Ziele.</translation>
    </message>
    <message>
        <source>A column march follows tracked positions; without them, record it as a move.</source>
        <translation>Ein Kolonnenmarsch folgt verfolgten Positionen; ohne sie trage ihn als Bewegung ein.</translation>
    </message>
    <message>
        <source>Positions are tracked: contacts come from the table and cannot be entered.</source>
        <translation>Positionen werden verfolgt: Kontakte ergeben sich aus dem Tisch und können nicht eingegeben werden.</translation>
    </message>
    <message>
        <source>%1 failed a movement test this turn; its movement is over.</source>
        <translation>%1 hat in diesem Zug einen Bewegungstest nicht bestanden; seine Bewegung ist vorbei.</translation>
    </message>
    <message>
        <source>A climb costs +1 (slight hill) or +2 (steep hill), not %1.</source>
        <translation>Ein Anstieg kostet +1 (sanfter Hügel) oder +2 (steiler Hügel), nicht %1.</translation>
    </message>
    <message>
        <source>Positions are tracked: give every Base of %1 its destination.</source>
        <translation>Positionen werden verfolgt: Gib jeder Base von %1 ihr Ziel.</translation>
    </message>
    <message>
        <source>The hex %1 is occupied.</source>
        <translation>Das Feld %1 ist besetzt.</translation>
    </message>
    <message>
        <source>Two Bases cannot end on the same hex.</source>
        <translation>Zwei Bases können nicht auf demselben Feld enden.</translation>
    </message>
    <message>
        <source>A Block&apos;s Bases must end touching edge to edge.</source>
        <translation>Die Bases eines Blocks müssen Kante an Kante enden.</translation>
    </message>
    <message>
        <source>%1 would pass the impassable hex %2.</source>
        <translation>%1 würde das unpassierbare Feld %2 durchqueren.</translation>
    </message>
    <message>
        <source>The hex %1 is impassable.</source>
        <translation>Das Feld %1 ist unpassierbar.</translation>
    </message>
    <message>
        <source>%1 would move %2 base-widths; a move of %3 covers at most %4.</source>
        <translation>%1 würde sich %2 Basenbreiten bewegen; eine Bewegung von %3 reicht höchstens %4.</translation>
    </message>
    <message>
        <source>%1 would pass through the enemy on %2.</source>
        <translation>%1 würde auf %2 durch den Feind ziehen.</translation>
    </message>
    <message>
        <source>The pivot in place turns 60° (±1 step), not %1.</source>
        <translation>Die Drehung auf der Stelle beträgt 60° (±1 Schritt), nicht %1.</translation>
    </message>
    <message>
        <source>A wheel turns 60° at once (±1 step), not %1.</source>
        <translation>Ein Schwenk dreht auf einmal um 60° (±1 Schritt), nicht %1.</translation>
    </message>
    <message>
        <source>A wheel turns about a flank: %1 is not an end Base of the front rank of %2.</source>
        <translation>Ein Schwenk dreht um eine Flanke: %1 ist keine Endbase des ersten Glieds von %2.</translation>
    </message>
    <message>
        <source>The wheel needs the hex %1 clear for %2; it is not.</source>
        <translation>Der Schwenk braucht das Feld %1 frei für %2; es ist nicht frei.</translation>
    </message>
    <message>
        <source>Give the frontage and depth of %1: they set the cost of the wheel.</source>
        <translation>Gib Front und Tiefe von %1 an: Sie bestimmen die Kosten des Schwenks.</translation>
    </message>
    <message>
        <source>The column&apos;s order must name every Base of %1 once.</source>
        <translation>Die Reihenfolge der Kolonne muss jede Base von %1 einmal nennen.</translation>
    </message>
    <message>
        <source>A march covers 1 to %1 base-widths, not %2.</source>
        <translation>Ein Marsch reicht 1 bis %1 Basenbreiten, nicht %2.</translation>
    </message>
    <message>
        <source>Each Base of the column must touch the one ahead of it.</source>
        <translation>Jede Base der Kolonne muss die vor ihr berühren.</translation>
    </message>
    <message>
        <source>The leader&apos;s path must go hex by hex.</source>
        <translation>Der Weg der Spitze muss Feld für Feld verlaufen.</translation>
    </message>
    <message>
        <source>The leader&apos;s path doubles back onto the column: two Bases would share a hex.</source>
        <translation>Der Weg der Spitze führt zurück in die Kolonne: Zwei Bases stünden auf demselben Feld.</translation>
    </message>
    <message>
        <source>The hex %1 on the path is not clear.</source>
        <translation>Das Feld %1 auf dem Weg ist nicht frei.</translation>
    </message>
    <message>
        <source>Name the Bases that leave, once each: some, but not all, of %1.</source>
        <translation>Nenne die Bases, die gehen, jede einmal: einige, aber nicht alle von %1.</translation>
    </message>
    <message>
        <source>The Block&apos;s Bases do not touch: it is no legal Block.</source>
        <translation>Die Bases des Blocks berühren sich nicht: Er ist kein regelgerechter Block.</translation>
    </message>
    <message>
        <source>Both parts of a split must be legal Blocks: their Bases touching.</source>
        <translation>Beide Teile einer Teilung müssen regelgerechte Blöcke sein: ihre Bases berühren sich.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the merge closes.</source>
        <translation>Nenne die Bases auf beiden Seiten der Naht, die die Vereinigung schließt.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seams the file tears: each takes +1 Fatigue.</source>
        <translation>Nenne die Bases auf beiden Seiten der Nähte, die die Rotte aufreißt: Jede erhält +1 Erschöpfung.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam: every split opens one, and each takes +1 Fatigue.</source>
        <translation>Nenne die Bases auf beiden Seiten der Naht: Jede Teilung öffnet eine, und jede erhält +1 Erschöpfung.</translation>
    </message>
    <message>
        <source>Name each seam Base once: it takes +1 Fatigue once.</source>
        <translation>Nenne jede Nahtbase einmal: Sie erhält +1 Erschöpfung nur einmal.</translation>
    </message>
    <message>
        <source>%1 cannot merge with itself.</source>
        <translation>%1 kann sich nicht mit sich selbst vereinen.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only Blocks of the same troop type merge.</source>
        <translation>%1 und %2 können sich nicht vereinen: Nur Blöcke desselben Truppentyps vereinen sich.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: a Block has one quality, weight and set of special rules, and theirs differ (ruling R15).</source>
        <translation>%1 und %2 können sich nicht vereinen: Ein Block hat eine Qualität, ein Gewicht und einen Satz Sonderregeln, und ihre unterscheiden sich (Entscheidung R15).</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: engaged Blocks do not merge.</source>
        <translation>%1 und %2 können sich nicht vereinen: Blöcke im Nahkampf vereinen sich nicht.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only adjacent Blocks merge.</source>
        <translation>%1 und %2 können sich nicht vereinen: Nur benachbarte Blöcke vereinen sich.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: merging Blocks must face the same way.</source>
        <translation>%1 und %2 können sich nicht vereinen: Blöcke, die sich vereinen, müssen in dieselbe Richtung blicken.</translation>
    </message>
    <message>
        <source>Fatigue rises from what happens to a Base: +1 or more, not %1.</source>
        <translation>Erschöpfung steigt durch das, was einer Base widerfährt: +1 oder mehr, nicht %1.</translation>
    </message>
    <message>
        <source>Say which rule adds the Fatigue.</source>
        <translation>Gib an, welche Regel die Erschöpfung hinzufügt.</translation>
    </message>
    <message>
        <source>Fatigue never drops below 1, so no average can be below 1.</source>
        <translation>Erschöpfung fällt nie unter 1, also kann kein Durchschnitt unter 1 liegen.</translation>
    </message>
    <message>
        <source>Each Base&apos;s Fatigue is at least 1, so %1 Bases total at least %1, not %2.</source>
        <translation>Die Erschöpfung jeder Base ist mindestens 1, also ergeben %1 Bases zusammen mindestens %1, nicht %2.</translation>
    </message>
    <message>
        <source>A Block averaging over 6 has already broken (§6, ruling R8).</source>
        <translation>Ein Block mit einem Durchschnitt über 6 ist bereits gebrochen (§6, Entscheidung R8).</translation>
    </message>
    <message>
        <source>A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.</source>
        <translation>Ein Block, dessen durchschnittliche Erschöpfung 6 übersteigt, ist gebrochen (§12) und kann sich nicht bewegen.</translation>
    </message>
    <message>
        <source>The d6 has no face %1.</source>
        <translation>Der W6 hat keine Seite %1.</translation>
    </message>
    <message>
        <source>The averaging die (2, 3, 3, 4, 4, 5) has no face %1.</source>
        <translation>Der Durchschnittswürfel (2, 3, 3, 4, 4, 5) hat keine Seite %1.</translation>
    </message>
    <message>
        <source>The movement test is always rolled on the d6.</source>
        <translation>Der Bewegungstest wird immer mit dem W6 gewürfelt.</translation>
    </message>
    <message>
        <source>Each Base rolls its own quality&apos;s dice.</source>
        <translation>Jede Base würfelt mit den Würfeln ihrer eigenen Qualität.</translation>
    </message>
    <message>
        <source>The firer and the target roll the same combat die.</source>
        <translation>Schütze und Ziel würfeln mit demselben Kampfwürfel.</translation>
    </message>
    <message>
        <source>Both Bases of a fight roll the same combat die.</source>
        <translation>Beide Bases eines Kampfes würfeln mit demselben Kampfwürfel.</translation>
    </message>
    <message>
        <source>The Going %1 of %2 is not on the 1–5 scale.</source>
        <translation>Der Geländewert %1 von %2 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>%1: Going %2 is not on the 1–5 scale.</source>
        <translation>%1: Geländewert %2 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>Going %1 is not on the 1–5 scale.</source>
        <translation>Geländewert %1 liegt nicht auf der Skala 1–5.</translation>
    </message>
    <message>
        <source>Each engaged Base gives 0 or 1 overlap.</source>
        <translation>Jede Base im Nahkampf gibt 0 oder 1 Überlappung.</translation>
    </message>
    <message>
        <source>A pair fights in one place: a Base is struck in its flank or its rear, not both.</source>
        <translation>Ein Paar kämpft an einer Stelle: Eine Base wird in die Flanke oder in den Rücken getroffen, nicht beides.</translation>
    </message>
    <message>
        <source>Only one Base of a pair can stand uphill of the other.</source>
        <translation>Nur eine Base eines Paares kann hangaufwärts von der anderen stehen.</translation>
    </message>
    <message>
        <source>%1: Light Cavalry do not gain shock.</source>
        <translation>%1: Leichte Kavallerie erhält keinen Schock.</translation>
    </message>
    <message>
        <source>%1: %2 have no Shock ability, so they cannot charge with shock.</source>
        <translation>%1: %2 hat keine Schock-Fähigkeit und kann daher nicht mit Schock angreifen.</translation>
    </message>
    <message>
        <source>%1 charged with shock, so it fights its enemy to its front and cannot be the side struck in flank or rear.</source>
        <translation>%1 hat mit Schock angegriffen, kämpft also gegen den Feind vor sich und kann nicht die in Flanke oder Rücken getroffene Seite sein.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: missile troops shoot at the enemy.</source>
        <translation>%1 ist ein Verbündeter von %2: Fernkampftruppen schießen auf den Feind.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: a fight pairs opposing Bases.</source>
        <translation>%1 ist ein Verbündeter von %2: Ein Kampf paart gegnerische Bases.</translation>
    </message>
    <message>
        <source>%1 and %2 are not in contact; enter the contact first.</source>
        <translation>%1 und %2 stehen nicht in Kontakt; gib den Kontakt zuerst ein.</translation>
    </message>
    <message>
        <source>%1 and %2 are not engaged: they must touch, one in a front hex of the other.</source>
        <translation>%1 und %2 sind nicht im Nahkampf: Sie müssen sich berühren, eine in einem Frontfeld der anderen.</translation>
    </message>
    <message>
        <source>%1 and %2 have already fought this phase.</source>
        <translation>%1 und %2 haben in dieser Phase schon gekämpft.</translation>
    </message>
    <message>
        <source>%1 cannot lap %2 for %3: an overlap comes from another Base of the same side.</source>
        <translation>%1 kann %2 nicht für %3 überlappen: Eine Überlappung kommt von einer anderen Base derselben Seite.</translation>
    </message>
    <message>
        <source>%1 is not in the other front hex of %2: it laps nothing.</source>
        <translation>%1 steht nicht im anderen Frontfeld von %2: Sie überlappt nichts.</translation>
    </message>
    <message>
        <source>No fight is waiting for its loss to be allocated.</source>
        <translation>Kein Kampf wartet darauf, dass seine Niederlage verteilt wird.</translation>
    </message>
    <message>
        <source>Allocate every one of the %1 points, each as Fatigue or push-back: %2 + %3 is not %1.</source>
        <translation>Verteile jeden der %1 Punkte, jeden als Erschöpfung oder Zurückdrängen: %2 + %3 ist nicht %1.</translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate all %1 points as push-back.</source>
        <translation>Ein Plänkler, der nicht gestellt wird, weicht aus: Er fällt zurück, statt Erschöpfung zu nehmen. Verteile alle %1 Punkte als Zurückdrängen.</translation>
    </message>
    <message>
        <source>Name each Base of the file once.</source>
        <translation>Nenne jede Base der Rotte einmal.</translation>
    </message>
    <message>
        <source>The file is the Bases that move with %1: name it too.</source>
        <translation>Die Rotte sind die Bases, die sich mit %1 bewegen: Nenne auch sie.</translation>
    </message>
    <message>
        <source>%1 is not one of the Bases of %2 left behind.</source>
        <translation>%1 ist keine der zurückgelassenen Bases von %2.</translation>
    </message>
    <message>
        <source>The far side is some, not all, of the Bases left behind when a middle file leaves, each named once.</source>
        <translation>Die andere Seite sind einige, nicht alle, der Bases, die zurückbleiben, wenn eine mittlere Rotte weicht, jede einmal genannt.</translation>
    </message>
    <message>
        <source>The file is the whole Block: it tears no seam.</source>
        <translation>Die Rotte ist der ganze Block: Sie reißt keine Naht auf.</translation>
    </message>
    <message>
        <source>An evading Skirmisher takes no seam Fatigue (§9.6, §11.2): name none.</source>
        <translation>Ein ausweichender Plänkler erhält keine Nahterschöpfung (§9.6, §11.2): Nenne keine.</translation>
    </message>
    <message>
        <source>No Base is waiting to pursue.</source>
        <translation>Keine Base wartet darauf zu verfolgen.</translation>
    </message>
    <message>
        <source>%1 is a Shock Base that won: it must pursue, one full move toward the enemy (§11.1). Only Light Cavalry may decline (§11.4).</source>
        <translation>%1 ist eine siegreiche Schock-Base: Sie muss verfolgen, eine volle Bewegung auf den Feind zu (§11.1). Nur Leichte Kavallerie darf ablehnen (§11.4).</translation>
    </message>
    <message>
        <source>A declined pursuit moves no file.</source>
        <translation>Eine abgelehnte Verfolgung bewegt keine Rotte.</translation>
    </message>
    <message>
        <source>%1 is %2: only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).</source>
        <translation>%1 ist %2: Nur Leichte Infanterie, Plänkler und Leichte Kavallerie schießen (Entscheidung R38).</translation>
    </message>
    <message>
        <source>%1 has already shot in this Shoot phase (ruling R38).</source>
        <translation>%1 hat in dieser Beschussphase schon geschossen (Entscheidung R38).</translation>
    </message>
    <message>
        <source>%1 is %2 base-widths from %3: missile range is %4 (ruling R38).</source>
        <translation>%1 ist %2 Basenbreiten von %3 entfernt: Die Reichweite beträgt %4 (Entscheidung R38).</translation>
    </message>
    <message>
        <source>There is no action to undo.</source>
        <translation>Es gibt keine Aktion, die rückgängig gemacht werden kann.</translation>
    </message>
    <message>
        <source>There is no undone action to redo.</source>
        <translation>Es gibt keine rückgängig gemachte Aktion, die wiederholt werden kann.</translation>
    </message>
    <message>
        <source>There is no action %1 to amend: %2 actions are in force.</source>
        <translation>Es gibt keine Aktion %1 zum Korrigieren: %2 Aktionen sind gültig.</translation>
    </message>
    <message>
        <source>The correction is illegal: %1</source>
        <translation>Die Korrektur ist regelwidrig: %1</translation>
    </message>
    <message>
        <source>It could not be saved, so it did not happen: %1</source>
        <translation>Es konnte nicht gespeichert werden, also ist es nicht geschehen: %1</translation>
    </message>
    <message>
        <source>%1 (§%2)</source>
        <translation>%1 (§%2)</translation>
    </message>
    <message>
        <source>Only the active player acts now.</source>
        <translation>Nur der aktive Spieler handelt jetzt.</translation>
    </message>
    <message>
        <source>%1 fights an enemy this phase, so it is not uncountered: it laps %2 for no one.</source>
        <translation>%1 kämpft in dieser Phase gegen einen Feind und ist daher nicht ungebunden: Sie überlappt %2 für niemanden.</translation>
    </message>
    <message>
        <source>%1 is not in the pairing plan: pair it with the enemy it fights before the fight.</source>
        <translation>%1 steht nicht im Paarungsplan: Ordne ihr vor dem Kampf den Feind zu, gegen den sie kämpft.</translation>
    </message>
    <message>
        <source>%1 is already paired with %2: each engaged Base fights one enemy in the phase.</source>
        <translation>%1 ist schon mit %2 gepaart: Jede Base im Nahkampf kämpft in der Phase gegen einen einzigen Feind.</translation>
    </message>
    <message>
        <source>%1; and %2 more</source>
        <translation>%1; und %2 weitere</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>An amendment corrects an input of action #%1 (%2); it cannot make it %3.</source>
        <translation>Eine Korrektur berichtigt eine Eingabe von Aktion #%1 (%2); sie kann daraus nicht %3 machen.</translation>
    </message>
    <message>
        <source>The correction is the same as action #%1.</source>
        <translation>Die Korrektur ist dieselbe wie Aktion #%1.</translation>
    </message>
    <message>
        <source>After the correction, action #%1 (%2) would no longer be legal: %3</source>
        <translation>Nach der Korrektur wäre Aktion #%1 (%2) nicht mehr regelgerecht: %3</translation>
    </message>
    <message>
        <source>A choice asked again must replace a later action in force, in order: %1 is not one.</source>
        <translation>Eine erneut gestellte Wahl muss eine spätere gültige Aktion ersetzen, der Reihe nach: %1 ist keine.</translation>
    </message>
    <message>
        <source>Action %1 (%2) is still legal after the correction: only what the correction made illegal is asked again.</source>
        <translation>Aktion %1 (%2) ist nach der Korrektur noch regelgerecht: Nur was die Korrektur regelwidrig gemacht hat, wird erneut gefragt.</translation>
    </message>
    <message>
        <source>The choice asked again in place of action %1 is illegal: %2</source>
        <translation>Die anstelle von Aktion %1 erneut gestellte Wahl ist regelwidrig: %2</translation>
    </message>
    <message>
        <source>A distance of §2 is %1 to %2 base-widths, not %3.</source>
        <translation>Eine Entfernung aus §2 beträgt %1 bis %2 Basenbreiten, nicht %3.</translation>
    </message>
    <message>
        <source>A cost or a cap is 0 or more, not %1.</source>
        <translation>Kosten oder Obergrenzen sind 0 oder mehr, nicht %1.</translation>
    </message>
    <message>
        <source>A table size needs tracked positions: without them the players see the edge.</source>
        <translation>Eine Tischgröße braucht verfolgte Positionen: Ohne sie sehen die Spieler den Rand.</translation>
    </message>
    <message>
        <source>A table is 1 to %1 base-widths a side, not %2 × %3.</source>
        <translation>Ein Tisch misst 1 bis %1 Basenbreiten je Seite, nicht %2 × %3.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, off the table (ruling R41).</source>
        <translation>%1 stünde auf %2, außerhalb des Tisches (Entscheidung R41).</translation>
    </message>
    <message>
        <source>%1 would leave the table at %2 (ruling R41).</source>
        <translation>%1 würde den Tisch bei %2 verlassen (Entscheidung R41).</translation>
    </message>
    <message>
        <source>The path leaves the table at %1 (ruling R41).</source>
        <translation>Der Weg verlässt den Tisch bei %1 (Entscheidung R41).</translation>
    </message>
    <message>
        <source>%1 won and may follow up: that is settled before anything else happens.</source>
        <translation>%1 hat gewonnen und darf nachrücken: Das wird vor allem anderen entschieden.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Base that follows up and its seams are found on the table.</source>
        <translation>Positionen werden verfolgt: Die nachrückende Base und ihre Nähte ergeben sich aus dem Tisch.</translation>
    </message>
    <message>
        <source>Positions are tracked: the pursuing Base is moved on the table.</source>
        <translation>Positionen werden verfolgt: Die verfolgende Base wird auf dem Tisch bewegt.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the Base opens as it follows up: each takes +1 Fatigue.</source>
        <translation>Nenne die Bases auf beiden Seiten der Naht, die die Base beim Nachrücken öffnet: Jede erhält +1 Erschöpfung.</translation>
    </message>
    <message>
        <source>%1 pursues alone: the rule moves the Base that won, not its file (ruling R33).</source>
        <translation>%1 verfolgt allein: Die Regel bewegt die siegreiche Base, nicht ihre Rotte (Entscheidung R33).</translation>
    </message>
    <message>
        <source>No Base is waiting to follow up.</source>
        <translation>Keine Base wartet darauf, nachzurücken.</translation>
    </message>
    <message>
        <source>A Base that stays where it is opens no seam.</source>
        <translation>Eine Base, die bleibt, wo sie ist, öffnet keine Naht.</translation>
    </message>
    <message>
        <source>the army that moved first</source>
        <translation>die Armee, die zuerst zog</translation>
    </message>
    <message>
        <source>the army that moved second</source>
        <translation>die Armee, die als zweite zog</translation>
    </message>
    <message>
        <source>Positions are tracked: the overlaps are computed from the plan and the table.</source>
        <translation>Positionen werden verfolgt: Die Überlappungen werden aus dem Plan und dem Tisch berechnet.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear and the sides of the overlaps are read from the table.</source>
        <translation>Positionen werden verfolgt: Flanke, Rücken und die Seiten der Überlappungen werden vom Tisch abgelesen.</translation>
    </message>
    <message>
        <source>Planned, not yet fought (%1): %2.</source>
        <translation>Geplant, noch nicht gekämpft (%1): %2.</translation>
    </message>
    <message>
        <source>%1, engaged with %2</source>
        <translation>%1, im Nahkampf mit %2</translation>
    </message>
    <message>
        <source>Engaged, in no pair (%1): %2.</source>
        <translation>Im Nahkampf, in keinem Paar (%1): %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>In contact, not yet fought (%1): %2.</source>
        <translation>In Kontakt, noch nicht gekämpft (%1): %2.</translation>
    </message>
    <message>
        <source>Every melee on the table is resolved before the Combat phase ends.</source>
        <translation>Jeder Nahkampf auf dem Tisch wird abgehandelt, bevor die Kampfphase endet.</translation>
    </message>
    <message>
        <source>Say on which side %1 is struck in the flank: it loses the overlaps on that side.</source>
        <translation>Gib an, auf welcher Seite %1 in der Flanke getroffen wird: Sie verliert die Überlappungen auf dieser Seite.</translation>
    </message>
    <message>
        <source>A side of a flank is named, but no flank.</source>
        <translation>Eine Seite der Flanke ist genannt, aber keine Flanke.</translation>
    </message>
    <message>
        <source>A lapping Base&apos;s side is named, but no lapping Base.</source>
        <translation>Die Seite einer überlappenden Base ist genannt, aber keine überlappende Base.</translation>
    </message>
    <message>
        <source>A side is the left or the right of a Base.</source>
        <translation>Eine Seite ist die linke oder die rechte einer Base.</translation>
    </message>
    <message>
        <source>Say whose Block it is: that of %1 or that of %2.</source>
        <translation>Gib an, wessen Block es ist: der von %1 oder der von %2.</translation>
    </message>
    <message>
        <source>Bases decline to pull in smoothing only as the Recovery phase ends.</source>
        <translation>Basen verzichten auf den Ausgleich nur, wenn die Erholungsphase endet.</translation>
    </message>
    <message>
        <source>%1 is named twice among the Bases that decline to pull.</source>
        <translation>%1 steht doppelt unter den Basen, die auf den Ausgleich verzichten.</translation>
    </message>
    <message>
        <source>%1 cannot pull in smoothing, so it cannot decline: only a Base at Fatigue 1 after recovery, in a Block with a Base of 3 or more, pulls.</source>
        <translation>%1 kann beim Ausgleich nichts übernehmen und daher auch nicht verzichten: nur eine Base mit Erschöpfung 1 nach der Erholung, in einem Block mit einer Base von 3 oder mehr, übernimmt.</translation>
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
        <source>%1.fatigue[%2] is %3, not a whole number from %4 to %5</source>
        <translation>%1.fatigue[%2] ist %3, keine ganze Zahl von %4 bis %5</translation>
    </message>
    <message>
        <source>%1 has no Bases.</source>
        <translation>%1 hat keine Bases.</translation>
    </message>
    <message>
        <source>%1 has broken: routed troops cannot form Blocks or merge (§12).</source>
        <translation>%1 ist gebrochen: Fliehende Truppen können keine Blöcke bilden oder sich vereinen (§12).</translation>
    </message>
    <message>
        <source>Both parts of a split keep Bases: cut between two files or two ranks of %1 (§6.2).</source>
        <translation>Beide Teile einer Teilung behalten Bases: Trenne zwischen zwei Rotten oder zwei Gliedern von %1 (§6.2).</translation>
    </message>
    <message>
        <source>Only Blocks of the same troop type merge (§6.2).</source>
        <translation>Nur Blöcke desselben Truppentyps vereinen sich (§6.2).</translation>
    </message>
    <message>
        <source>There is no such Block or cut.</source>
        <translation>Diesen Block oder diese Trennung gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such Block or join.</source>
        <translation>Diesen Block oder diese Verbindung gibt es nicht.</translation>
    </message>
    <message>
        <source>%1.fatigue is %2, not a whole number from %3 to %4</source>
        <translation>%1.fatigue ist %2, keine ganze Zahl von %3 bis %4</translation>
    </message>
    <message>
        <source>%1 has no &quot;label&quot;</source>
        <translation>%1 hat kein „label“</translation>
    </message>
    <message>
        <source>%1 needs a &quot;place&quot; and a &quot;deployed&quot; [file, rank], each place once in its Block</source>
        <translation>%1 braucht ein „place“ und ein „deployed“ [Rotte, Glied], jeden Platz einmal in seinem Block</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1 or %2</source>
        <translation>„version“ ist nicht %1 oder %2</translation>
    </message>
    <message>
        <source>&quot;turn&quot; needs a &quot;turn&quot; from 1, a &quot;side&quot; 0 or 1 and a &quot;phase&quot; from 0 to 3</source>
        <translation>„turn“ braucht ein „turn“ ab 1, eine „side“ 0 oder 1 und eine „phase“ von 0 bis 3</translation>
    </message>
    <message>
        <source>%1.%2 is not a list of 1 to %3 Bases</source>
        <translation>%1.%2 ist keine Liste von 1 bis %3 Bases</translation>
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
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Zug %1 · %2 · Phase %3</translation>
    </message>
    <message>
        <source>Recover %1 and end the turn</source>
        <translation>%1 erholen und Zug beenden</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Phase %1 beenden</translation>
    </message>
    <message>
        <source>Give the Block a name: its Bases&apos; labels are made from it.</source>
        <translation>Gib dem Block einen Namen: Daraus werden die Etiketten seiner Bases gebildet.</translation>
    </message>
    <message>
        <source>Files (Bases side by side)</source>
        <translation>Rotten (Bases nebeneinander)</translation>
    </message>
    <message>
        <source>Number of files</source>
        <translation>Anzahl der Rotten</translation>
    </message>
</context>
<context>
    <name>FightFactsEditor</name>
    <message>
        <source>Flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>%1 greift an</translation>
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
        <source>Ground of %1</source>
        <translation>Gelände von %1</translation>
    </message>
    <message>
        <source>The flank struck</source>
        <translation>Getroffene Flanke</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
</context>
<context>
    <name>FightResult</name>
    <message>
        <source>%1 (kept %2)</source>
        <translation>%1 (%2 behalten)</translation>
    </message>
    <message>
        <source>%1 rolled %2, %3 rolled %4 · totals %5 against %6 · margin %7</source>
        <translation>%1 würfelt %2, %3 würfelt %4 · Summen %5 gegen %6 · Differenz %7</translation>
    </message>
    <message>
        <source>Hide the fight&apos;s steps</source>
        <translation>Schritte des Kampfes ausblenden</translation>
    </message>
    <message>
        <source>Show the fight&apos;s steps (%1)</source>
        <translation>Schritte des Kampfes zeigen (%1)</translation>
    </message>
    <message>
        <source>%1, rolled again: %2</source>
        <translation>%1, neu gewürfelt: %2</translation>
    </message>
</context>
<context>
    <name>FingerprintCard</name>
    <message>
        <source>Note it or photograph it: a battle file is checked against it with “ancients verify FILE --head %1”.</source>
        <translation>Notiere oder fotografiere ihn: Eine Schlachtdatei wird mit „ancients verify DATEI --head %1“ daran geprüft.</translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>%1 of %2 may follow up %3 one hex, alone. Move the figure and confirm, or stay.</source>
        <translation>%1 von %2 darf %3 allein um ein Hexfeld nachrücken. Bewege die Figur und bestätige, oder bleib stehen.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Nachrücken</translation>
    </message>
    <message numerus="yes">
        <source>Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.</source>
        <translation>
            <numerusform>Das Verlassen ihres Blocks öffnet eine Naht: Die markierte Base erhält +1 Erschöpfung.</numerusform>
            <numerusform>Das Verlassen ihres Blocks öffnet eine Naht: Die %n markierten Bases erhalten je +1 Erschöpfung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seam (%1)</source>
        <translation>Naht (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Andere Seite (%1)</translation>
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
    <message>
        <source>Playtest tables</source>
        <translation>Testspiel-Tabellen</translation>
    </message>
    <message>
        <source>The §13 odds, side by side</source>
        <translation>Die Chancen aus §13, nebeneinander</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Kohäsions-Tracker</translation>
    </message>
    <message>
        <source>My Wargame Rules: units and their cohesion</source>
        <translation>My Wargame Rules: Einheiten und ihre Kohäsion</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>LabelSheet</name>
    <message>
        <source>%1: table labels, one a Base; cut along the lines</source>
        <comment>the label sheet&apos;s heading: the army&apos;s name</comment>
        <translation>%1: Tischetiketten, eines je Base; entlang der Linien ausschneiden</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: %2</source>
        <translation>Der Etikettenbogen konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Table labels</source>
        <translation>Tischetiketten</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: the PDF could not be started</source>
        <translation>Der Etikettenbogen konnte nicht nach %1 geschrieben werden: Das PDF ließ sich nicht beginnen</translation>
    </message>
</context>
<context>
    <name>LabelSheetSavedDialog</name>
    <message>
        <source>Table labels saved</source>
        <translation>Tischetiketten gespeichert</translation>
    </message>
    <message>
        <source>Saved to %1. Print it at full size (100%), cut along the lines and stick each label under its Base.</source>
        <translation>Gespeichert unter %1. In voller Größe (100 %) drucken, entlang der Linien ausschneiden und jedes Etikett unter seine Base kleben.</translation>
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
    <message>
        <source>Ruling PDF…</source>
        <translation>Entscheidung als PDF…</translation>
    </message>
    <message>
        <source>Write the ruling of amendment #%1 as a PDF</source>
        <translation>Die Entscheidung zu Korrektur #%1 als PDF schreiben</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Ende von Zug %1 · Fingerabdruck %2</translation>
    </message>
    <message>
        <source>Write the ruling</source>
        <translation>Entscheidung schreiben</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The ruling is written to %1.</source>
        <translation>Die Entscheidung ist in %1 geschrieben.</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN des Schiedsrichters</translation>
    </message>
    <message>
        <source>Only the umpire amends the log. Enter the umpire&apos;s PIN chosen in Settings.</source>
        <translation>Nur der Schiedsrichter korrigiert das Protokoll. Gib die in den Einstellungen gewählte PIN des Schiedsrichters ein.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN</source>
        <translation>Die PIN des Schiedsrichters</translation>
    </message>
    <message>
        <source>That is not the umpire&apos;s PIN. The umpire&apos;s view stays closed.</source>
        <translation>Das ist nicht die PIN des Schiedsrichters. Die Schiedsrichteransicht bleibt geschlossen.</translation>
    </message>
    <message>
        <source>Open the umpire&apos;s view</source>
        <translation>Schiedsrichteransicht öffnen</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Schiedsrichter %1: %2</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>korrigiert durch #%1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Enter the PIN to open the umpire&apos;s view.</source>
        <translation>Gib die PIN ein, um die Schiedsrichteransicht zu öffnen.</translation>
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
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>MainMenu</name>
    <message>
        <source>Ancients Companion</source>
        <translation>Ancients Companion</translation>
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
        <source>Battle · My Wargame Rules</source>
        <translation>Schlacht · My Wargame Rules</translation>
    </message>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Schlacht · 3D6 OHW Gridded Ancients</translation>
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
        <source>Dice roller</source>
        <translation>Würfelbecher</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Erschöpfungszähler</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Kohäsions-Tracker</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regelbuch</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Testspiel-Tabellen</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>MoveController</name>
    <message>
        <source>A charge ends in contact with an enemy Block that still stands; %1 is none.</source>
        <translation>Ein Angriff endet im Kontakt mit einem feindlichen Block, der noch steht; %1 ist keiner.</translation>
    </message>
</context>
<context>
    <name>MoveForm</name>
    <message>
        <source>A failed test ended this Block&apos;s movement for the turn.</source>
        <translation>Ein misslungener Test hat die Bewegung dieses Blocks für diesen Zug beendet.</translation>
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
        <source>A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.</source>
        <translation>Eine Kolonne, die dem Anführer folgt, macht eine normale Bewegung; eine geknickte Kolonne wieder auszurichten ist eine schwierige Bewegung.</translation>
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
        <source>Charge: ends in contact with</source>
        <translation>Angriff: endet im Kontakt mit</translation>
    </message>
    <message>
        <source>%1 (in contact)</source>
        <translation>%1 (im Kontakt)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>%1 angreifen</translation>
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
        <source>Wheels turn about %1.</source>
        <translation>Schwenks drehen um %1.</translation>
    </message>
    <message>
        <source>To wheel, tap the flank Base the Block turns about.</source>
        <translation>Zum Schwenken tippe die Flankenbase an, um die sich der Block dreht.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.</source>
        <translation>Ein Schwenk dieses %1 × %2-Blocks braucht keine Bewegung: seine ferne Ecke legt 0 zurück, also kein Test und keine Erschöpfung.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.</source>
        <translation>Ein Schwenk dieses %1 × %2-Blocks braucht %3 geprüfte Bewegungen und kostet jede Base +%4 Erschöpfung.</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Schwenktest %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Teilen…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Vereinen…</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Tap one of your Blocks to move it, or end the Move phase.</source>
        <translation>Tippe einen deiner Blöcke an, um ihn zu bewegen, oder beende die Bewegungsphase.</translation>
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
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Leaving (%1)</source>
        <translation>Abgehende (%1)</translation>
    </message>
    <message>
        <source>Joining (%1)</source>
        <translation>Schließt an (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Nähte (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the split opens.</source>
        <translation>Tippe die Bases auf beiden Seiten der Naht an, die die Teilung öffnet.</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the merge closes.</source>
        <translation>Tippe die Bases auf beiden Seiten der Naht an, die die Vereinigung schließt.</translation>
    </message>
</context>
<context>
    <name>MwrAmendForm</name>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Diese Aktion hat keine Fakten oder Würfel zu korrigieren.</translation>
    </message>
    <message>
        <source>Dice rolled (§10)</source>
        <translation>Gewürfelte Würfel (§10)</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1W6</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2W6</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>Der Würfel zeigt</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Erster Würfel</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Zweiter Würfel</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Angegriffene Seite von %1 (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanke +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Rücken +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Unterstützung für %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Rücken</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Durchquertes Gelände (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Unwegsam</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Enemies it touches after (R14)</source>
        <translation>Feinde, die sie danach berührt (R14)</translation>
    </message>
    <message>
        <source>The roller keeps</source>
        <translation>Der Würfelnde behält</translation>
    </message>
    <message>
        <source>Step %1: what lies behind</source>
        <translation>Schritt %1: was dahinter liegt</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Freies Gelände</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Tischkante</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Remove the last step</source>
        <translation>Letzten Schritt entfernen</translation>
    </message>
</context>
<context>
    <name>MwrArmyListFormat</name>
    <message>
        <source>&quot;resolve&quot; must be a base Resolve of %1 to %2 (R3), not %3</source>
        <translation>&quot;resolve&quot; muss eine Grund-Entschlossenheit von %1 bis %2 sein (R3), nicht %3</translation>
    </message>
</context>
<context>
    <name>MwrBattlePage</name>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Schlacht · My Wargame Rules</translation>
    </message>
    <message>
        <source>No battle of My Wargame Rules is open.</source>
        <translation>Keine Schlacht nach My Wargame Rules ist offen.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Beispielschlacht beginnen</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to activate a unit (%3 left)</source>
        <translation>Zug %1 · %2 aktiviert eine Einheit (noch %3)</translation>
    </message>
    <message>
        <source>Tap a unit of %1 to activate it.</source>
        <translation>Tippt auf eine Einheit von %1, um sie zu aktivieren.</translation>
    </message>
    <message>
        <source>%1: choose its action</source>
        <translation>%1: Aktion wählen</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Durchquertes Gelände (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Unwegsam</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Passes through friends (Skirmishers only, §4)</source>
        <translation>Zieht durch Verbündete (nur Plänkler, §4)</translation>
    </message>
    <message>
        <source>Enemy units it touches after the move</source>
        <translation>Feindliche Einheiten, die sie nach der Bewegung berührt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Mit diesen Würfeln kämpfen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Bewegung bestätigen</translation>
    </message>
    <message>
        <source>Confirm the fall back</source>
        <translation>Zurückweichen bestätigen</translation>
    </message>
    <message>
        <source>Confirm the rally</source>
        <translation>Sammeln bestätigen</translation>
    </message>
    <message>
        <source>Confirm: hold</source>
        <translation>Bestätigen: halten</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Aktion wählen</translation>
    </message>
</context>
<context>
    <name>MwrBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: die korrigierten Felder sind nicht lesbar: %1</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 stattdessen: %2</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 findet nicht mehr statt</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, „%2“, ist nach der Korrektur nicht mehr möglich: %3. Spielen Sie dort eine andere Aktion oder lassen Sie sie entfallen.</translation>
    </message>
</context>
<context>
    <name>MwrMeleePanel</name>
    <message>
        <source>%1: Resolve %2</source>
        <translation>%1: Entschlossenheit %2</translation>
    </message>
    <message>
        <source>Picking its best by the table&apos;s order (R5). A die offers: %1</source>
        <translation>Wahl des besten Ergebnisses nach der Reihenfolge der Tabelle (R5). Ein Würfel bietet: %1</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Angegriffene Seite von %1 (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanke +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Rücken +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Unterstützung für %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Rücken</translation>
    </message>
    <message>
        <source>App&apos;s dice</source>
        <translation>Würfel der App</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Eigene Würfel</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>Der Würfel zeigt</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Erster Würfel</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Zweiter Würfel</translation>
    </message>
</context>
<context>
    <name>MwrPendingPanel</name>
    <message>
        <source>Clear ground</source>
        <translation>Freies Gelände</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Tischkante</translation>
    </message>
    <message>
        <source>%1 (enemy)</source>
        <translation>%1 (Feind)</translation>
    </message>
    <message>
        <source>%1 rolled 2D6: keep one die (§10, R5)</source>
        <translation>%1 hat 2W6 gewürfelt: einen Würfel behalten (§10, R5)</translation>
    </message>
    <message>
        <source>Keep %1: %2</source>
        <translation>%1 behalten: %2</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width: what lies behind it? (§10, R7)</source>
        <translation>%1 wird 1 Basisbreite zurückgedrängt: was liegt dahinter? (§10, R7)</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Bisher genannt: %1</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Letzten Schritt zurücknehmen</translation>
    </message>
</context>
<context>
    <name>MwrUnitCard</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>Entschlossenheit %1</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>✓ acted</source>
        <translation>✓ gehandelt</translation>
    </message>
    <message>
        <source>▶ to act</source>
        <translation>▶ am Zug</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>im Kampf mit %1</translation>
    </message>
</context>
<context>
    <name>MwrWording</name>
    <message>
        <source>%1%</source>
        <comment>a chance in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Equal Resolve: %1 rolls 1D6</source>
        <translation>Gleiche Entschlossenheit: %1 würfelt 1W6</translation>
    </message>
    <message>
        <source>%1 has the higher Resolve: rolls 2D6 and keeps one</source>
        <translation>%1 hat die höhere Entschlossenheit: würfelt 2W6 und behält einen</translation>
    </message>
    <message>
        <source>The battle ends in a draw</source>
        <translation>Die Schlacht endet unentschieden</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gewinnt die Schlacht</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frisch</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Zurückgeschlagen</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Blutiges Gemenge</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Zurückgedrängt</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Treffer, gehalten</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>attacker takes 1 hit</source>
        <translation>Angreifer erhält 1 Treffer</translation>
    </message>
    <message>
        <source>both take 1 hit</source>
        <translation>beide erhalten 1 Treffer</translation>
    </message>
    <message>
        <source>defender pushed back</source>
        <translation>Verteidiger zurückgedrängt</translation>
    </message>
    <message>
        <source>defender takes 1 hit</source>
        <translation>Verteidiger erhält 1 Treffer</translation>
    </message>
    <message>
        <source>defender takes 1 hit and is pushed back</source>
        <translation>Verteidiger erhält 1 Treffer und wird zurückgedrängt</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Zurückweichen</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanke</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Rücken</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Freies Gelände</translation>
    </message>
    <message>
        <source>A unit</source>
        <translation>Eine Einheit</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Tischkante</translation>
    </message>
    <message>
        <source>Base Resolve</source>
        <translation>Grund-Entschlossenheit</translation>
    </message>
    <message>
        <source>Side support: %1</source>
        <translation>Flankenunterstützung: %1</translation>
    </message>
    <message>
        <source>Rear support: %1</source>
        <translation>Unterstützung von hinten: %1</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Angriff in den Rücken</translation>
    </message>
    <message>
        <source>No support in flank or rear: %1</source>
        <translation>Keine Unterstützung bei Angriff in Flanke oder Rücken: %1</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into %2</source>
        <translation>%1 ist vernichtet, in %2 gedrängt</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into rough ground</source>
        <translation>%1 ist vernichtet, in unwegsames Gelände gedrängt</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into an obstacle</source>
        <translation>%1 ist vernichtet, gegen ein Hindernis gedrängt</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into impassable ground</source>
        <translation>%1 ist vernichtet, in unpassierbares Gelände gedrängt</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed off the table</source>
        <translation>%1 ist vernichtet, vom Tisch gedrängt</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 ist vernichtet</translation>
    </message>
    <message>
        <source>%1 crosses the obstacle</source>
        <translation>%1 überquert das Hindernis</translation>
    </message>
    <message>
        <source>%1 moves over %2, up to %3 base widths</source>
        <translation>%1 bewegt sich über %2, bis zu %3 Basisbreiten</translation>
    </message>
    <message>
        <source>%1 falls back across the obstacle</source>
        <translation>%1 weicht über das Hindernis zurück</translation>
    </message>
    <message>
        <source>%1 falls back over %2, up to %3 base widths</source>
        <translation>%1 weicht über %2 zurück, bis zu %3 Basisbreiten</translation>
    </message>
    <message>
        <source>%1 rallies: now %2</source>
        <translation>%1 sammelt sich: jetzt %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 hält</translation>
    </message>
    <message>
        <source>%1 is in contact with %2</source>
        <translation>%1 ist in Kontakt mit %2</translation>
    </message>
    <message>
        <source>%1 is no longer in contact with %2</source>
        <translation>%1 ist nicht mehr in Kontakt mit %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 touches %n enemy unit(s)</source>
        <translation>
            <numerusform>%1 berührt %n feindliche Einheit</numerusform>
            <numerusform>%1 berührt %n feindliche Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2: Resolve %3 against %4</source>
        <translation>%1 greift %2 an: Entschlossenheit %3 gegen %4</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 rolls %2 (the players&apos; dice)</source>
        <translation>%1 würfelt %2 (Würfel der Spieler)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>Both dice read %1</source>
        <translation>Beide Würfel zeigen %1</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Behalten: %1, %2</translation>
    </message>
    <message>
        <source>%1 takes a hit: now %2</source>
        <translation>%1 erhält einen Treffer: jetzt %2</translation>
    </message>
    <message>
        <source>%1 is pushed back by %2, 1 base width</source>
        <translation>%1 wird von %2 um 1 Basisbreite zurückgedrängt</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width</source>
        <translation>%1 wird um 1 Basisbreite zurückgedrängt</translation>
    </message>
    <message>
        <source>%1 passes through %2</source>
        <translation>%1 zieht durch %2 hindurch</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2 to act</source>
        <translation>Zug %1 beginnt: %2 ist am Zug</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>the pick of a die</source>
        <translation>die Wahl eines Würfels</translation>
    </message>
    <message>
        <source>the push-back</source>
        <translation>das Zurückdrängen</translation>
    </message>
    <message>
        <source>%1 has already acted this turn</source>
        <translation>%1 hat in diesem Zug schon gehandelt</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 hat keine Einheiten</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>A break point of %1 is more than the %2 units an army has</source>
        <translation>Ein Bruchpunkt von %1 ist mehr als die %2 Einheiten einer Armee</translation>
    </message>
    <message>
        <source>%1 is listed twice among the units %2 touches</source>
        <translation>%1 steht doppelt unter den Einheiten, die %2 berührt</translation>
    </message>
    <message>
        <source>%1 cannot be in contact with %2: they are friends</source>
        <translation>%1 kann nicht in Kontakt mit %2 sein: sie sind Verbündete</translation>
    </message>
    <message>
        <source>This roll takes %1 dice, not %2</source>
        <translation>Dieser Wurf braucht %1 Würfel, nicht %2</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot move: it may attack or fall back</source>
        <translation>%1 ist im Kampf gebunden und kann sich nicht bewegen: es kann angreifen oder zurückweichen</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot rally</source>
        <translation>%1 ist im Kampf gebunden und kann sich nicht sammeln</translation>
    </message>
    <message>
        <source>No die shows %1</source>
        <translation>Kein Würfel zeigt %1</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1</source>
        <translation>Ein Würfel zeigt 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>%1 cannot enter impassable ground</source>
        <translation>%1 kann unpassierbares Gelände nicht betreten</translation>
    </message>
    <message>
        <source>%1&apos;s melee waits for %2 first</source>
        <translation>Der Nahkampf von %1 wartet zuerst auf %2</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Es gibt keine Einheit %1</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 ist nicht in Kontakt mit %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s activation, not %2&apos;s</source>
        <translation>%1 aktiviert gerade, nicht %2</translation>
    </message>
    <message>
        <source>%1 is %2: there is nothing to rally</source>
        <translation>%1 ist %2: es gibt nichts zu sammeln</translation>
    </message>
    <message>
        <source>The dice offer %1 or %2, not %3</source>
        <translation>Die Würfel bieten %1 oder %2, nicht %3</translation>
    </message>
    <message>
        <source>A preference ranks each result once</source>
        <translation>Eine Rangfolge nennt jedes Ergebnis genau einmal</translation>
    </message>
    <message>
        <source>Say what lies behind %1</source>
        <translation>Sagt, was hinter %1 liegt</translation>
    </message>
    <message>
        <source>%1 is the attacker: a push-back moves away from it</source>
        <translation>%1 ist der Angreifer: das Zurückdrängen führt von ihm weg</translation>
    </message>
    <message numerus="yes">
        <source>The push-back ended before the last %n step(s)</source>
        <translation>
            <numerusform>Das Zurückdrängen endete vor dem letzten Schritt</numerusform>
            <numerusform>Das Zurückdrängen endete vor den letzten %n Schritten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already in this push-back</source>
        <translation>%1 ist schon Teil dieses Zurückdrängens</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot support from the rear</source>
        <translation>%1 ist im Kampf gebunden und kann nicht von hinten unterstützen</translation>
    </message>
    <message>
        <source>A base Resolve is 1 to 6, not %1</source>
        <translation>Die Grund-Entschlossenheit ist 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>The melee is not waiting for %1</source>
        <translation>Der Nahkampf wartet nicht auf %1</translation>
    </message>
    <message>
        <source>%1 fights in this melee and cannot support it</source>
        <translation>%1 kämpft in diesem Nahkampf und kann ihn nicht unterstützen</translation>
    </message>
    <message>
        <source>%1 is listed twice as a supporter</source>
        <translation>%1 ist doppelt als Unterstützer genannt</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2 and cannot support it</source>
        <translation>%1 ist kein Verbündeter von %2 und kann es nicht unterstützen</translation>
    </message>
    <message>
        <source>%1 cannot pass through enemy units</source>
        <translation>%1 kann nicht durch feindliche Einheiten hindurchziehen</translation>
    </message>
    <message>
        <source>%1 is not Skirmishers and cannot pass through friends</source>
        <translation>%1 sind keine Plänkler und können nicht durch Verbündete hindurchziehen</translation>
    </message>
    <message>
        <source>%1 can have at most %2 %3 supporter(s)</source>
        <translation>%1 kann höchstens %2 Unterstützer (%3) haben</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 zurückgenommen: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Letzte Aktion zurückgenommen</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 wiederholt: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Zurückgenommene Aktion wiederholt</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3)</source>
        <translation>%1 greift %2 an (%3)</translation>
    </message>
    <message>
        <source>The roller keeps the %1</source>
        <translation>Der Würfelnde behält die %1</translation>
    </message>
    <message>
        <source>Push-back: %1</source>
        <translation>Zurückdrängen: %1</translation>
    </message>
    <message>
        <source>Contacts of %1: %2</source>
        <translation>Kontakte von %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) destroyed</source>
        <comment>an army&apos;s losses</comment>
        <translation>
            <numerusform>%n Einheit vernichtet</numerusform>
            <numerusform>%n Einheiten vernichtet</numerusform>
        </translation>
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
    <message>
        <source>Print the table labels…</source>
        <translation>Tischetiketten drucken…</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Die Tischetiketten speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The label sheet is written to %1.</source>
        <translation>Der Etikettenbogen ist nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>default: the averaging die</source>
        <translation>Standard: der Durchschnittswürfel</translation>
    </message>
    <message>
        <source>Default: on (competition)</source>
        <translation>Standard: an (Turnier)</translation>
    </message>
    <message>
        <source>Default: on</source>
        <translation>Standard: an</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Standard: 0 (kostenlos)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Elite/Aufgebot-Mechanik</translation>
    </message>
    <message>
        <source>None (default)</source>
        <translation>Keine (Standard)</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Neuwurf</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etiketten</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Bester/schlechtester aus drei</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>ausgeschlossen</translation>
    </message>
</context>
<context>
    <name>OhwAmendForm</name>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Unwegsam</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Brücke oder Furt</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Diese Aktion hat keine Fakten oder Würfel zu korrigieren.</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>1D3 number %1</source>
        <translation>1W3 Nummer %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Würfel %1</translation>
    </message>
    <message>
        <source>One die more</source>
        <translation>Ein Würfel mehr</translation>
    </message>
    <message>
        <source>One die fewer</source>
        <translation>Ein Würfel weniger</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Range in spaces: %1</source>
        <translation>Reichweite in Feldern: %1</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Schießt über Freunde hinweg (§6)</translation>
    </message>
    <message>
        <source>The retreat (§5.4)</source>
        <translation>Der Rückzug (§5.4)</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Zieht sich zurück</translation>
    </message>
    <message>
        <source>Pushes a friend</source>
        <translation>Drängt einen Freund zurück</translation>
    </message>
    <message>
        <source>Blocked: +1 hit</source>
        <translation>Blockiert: +1 Treffer</translation>
    </message>
    <message>
        <source>Enemy behind: destroyed</source>
        <translation>Feind dahinter: vernichtet</translation>
    </message>
    <message>
        <source>Ground of the space entered</source>
        <translation>Gelände des betretenen Feldes</translation>
    </message>
    <message>
        <source>The friend pushed back</source>
        <translation>Der zurückgedrängte Freund</translation>
    </message>
    <message>
        <source>Ground the friend is pushed into</source>
        <translation>Gelände, in das der Freund gedrängt wird</translation>
    </message>
</context>
<context>
    <name>OhwArmyListFormat</name>
    <message>
        <source>each of &quot;traits&quot; must be %1, not %2</source>
        <translation>jeder Eintrag von &quot;traits&quot; muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;traits&quot; nennt &quot;%1&quot; zweimal</translation>
    </message>
    <message>
        <source>a unit of type &quot;%1&quot; cannot be given &quot;%2&quot; (§10.4, R28: only Velites and Equites Auxiliares may be given &quot;missile&quot;)</source>
        <translation>einer Einheit vom Typ &quot;%1&quot; kann &quot;%2&quot; nicht gegeben werden (§10.4, R28: nur Velites und Equites Auxiliares kann &quot;missile&quot; gegeben werden)</translation>
    </message>
</context>
<context>
    <name>OhwBattlePage</name>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Schlacht · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Confirm the retreat</source>
        <translation>Rückzug bestätigen</translation>
    </message>
    <message>
        <source>Enter these dice</source>
        <translation>Diese Würfel eintragen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Um die Initiative würfeln</translation>
    </message>
    <message>
        <source>Roll the push move</source>
        <translation>Zusatzbewegung würfeln</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Bewegung bestätigen</translation>
    </message>
    <message>
        <source>Roll the shot</source>
        <translation>Schuss würfeln</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Angriff würfeln</translation>
    </message>
    <message>
        <source>Roll the morale check</source>
        <translation>Moraltest würfeln</translation>
    </message>
    <message>
        <source>Take the breakpoint</source>
        <translation>Bruchpunkt abrechnen</translation>
    </message>
    <message>
        <source>No battle of 3D6 OHW Gridded Ancients is open.</source>
        <translation>Keine Schlacht von 3D6 OHW Gridded Ancients ist offen.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Beispielschlacht beginnen</translation>
    </message>
    <message>
        <source>Turn %1 · %2 plays · initiative: %3</source>
        <translation>Zug %1 · %2 ist am Zug · Initiative: %3</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Breakpoint %1 of %2 (§9)</source>
        <translation>Bruchpunkt %1 von %2 (§9)</translation>
    </message>
    <message>
        <source>The app rolls</source>
        <translation>Die App würfelt</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Eigene Würfel</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Schritt beenden</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>OhwBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: die korrigierten Felder sind nicht lesbar: %1</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 findet nicht mehr statt</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 stattdessen: %2</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, „%2“, ist nach der Korrektur nicht mehr möglich: %3. Spielen Sie dort eine andere Aktion oder lassen Sie sie entfallen.</translation>
    </message>
</context>
<context>
    <name>OhwDiceEntry</name>
    <message>
        <source>die %1 of %2</source>
        <translation>Würfel %1 von %2</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Gelesen: %1</translation>
    </message>
    <message>
        <source>No die read yet</source>
        <translation>Noch kein Würfel gelesen</translation>
    </message>
    <message>
        <source>%1 · tap %2</source>
        <translation>%1 · tippe %2</translation>
    </message>
    <message>
        <source>A die shows %1</source>
        <translation>Ein Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>OhwExtraActions</name>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 löst sich aus dem Nahkampf</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 schließt sich %2 an</translation>
    </message>
    <message>
        <source>Their enemy retreated: they may advance into the space it left, of this ground (§5.6)</source>
        <translation>Ihr Gegner ist zurückgewichen: Sie dürfen in das freie Feld nachrücken, mit diesem Gelände (§5.6)</translation>
    </message>
    <message>
        <source>%1 advances</source>
        <translation>%1 rückt vor</translation>
    </message>
</context>
<context>
    <name>OhwPoolPanel</name>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>Rolls %1D6, each hitting on 4+</source>
        <translation>Würfelt %1W6, jeder trifft bei 4+</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s): %1 (%2)</source>
        <translation>
            <numerusform>%n Treffer: %1 (%2)</numerusform>
            <numerusform>%n Treffer: %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>OhwStepPanel</name>
    <message>
        <source>Chance: %1</source>
        <translation>Chance: %1</translation>
    </message>
    <message>
        <source>Move first</source>
        <translation>Zuerst ziehen</translation>
    </message>
    <message>
        <source>Move second</source>
        <translation>Als Zweiter ziehen</translation>
    </message>
    <message>
        <source>Both players roll 1D6; the player without the initiative takes it by beating the other by 2 or more: %1 (§10.3)</source>
        <translation>Beide würfeln 1W6; wer die Initiative nicht hat, übernimmt sie mit 2 oder mehr Augen Vorsprung: %1 (§10.3)</translation>
    </message>
    <message>
        <source>Push move of %1: needs %2+ on 1D6, %3. A failed push move still happens and costs 1 hit (§5.1).</source>
        <translation>Zusatzbewegung von %1: braucht %2+ auf 1W6, %3. Misslingt sie, findet sie trotzdem statt und kostet 1 Treffer (§5.1).</translation>
    </message>
    <message>
        <source>Tap a unit to move it (§5).</source>
        <translation>Tippe eine Einheit an, um sie zu bewegen (§5).</translation>
    </message>
    <message>
        <source>%1: its move</source>
        <translation>%1: ihre Bewegung</translation>
    </message>
    <message>
        <source>Tap a unit to shoot, then its target (§6).</source>
        <translation>Tippe eine schießende Einheit an, dann ihr Ziel (§6).</translation>
    </message>
    <message>
        <source>%1 shoots: pick its target</source>
        <translation>%1 schießt: Ziel wählen</translation>
    </message>
    <message>
        <source>Tap a unit in melee to attack (§7).</source>
        <translation>Tippe eine Einheit im Nahkampf an, um anzugreifen (§7).</translation>
    </message>
    <message>
        <source>%1 attacks: pick its target</source>
        <translation>%1 greift an: Ziel wählen</translation>
    </message>
    <message>
        <source>Units hit this turn check morale: 2+ with 1–4 hits, 3+ with 5–8 (§8).</source>
        <translation>In diesem Zug getroffene Einheiten prüfen die Moral: 2+ mit 1–4 Treffern, 3+ mit 5–8 (§8).</translation>
    </message>
    <message>
        <source>No morale check is due: end the step (§8).</source>
        <translation>Kein Moraltest steht an: Schritt beenden (§8).</translation>
    </message>
    <message>
        <source>Step 5: each army loses 1 a retreat, 2 a rout, 3 a veteran rout and 1D3 a general killed; at 0 it quits (§9).</source>
        <translation>Schritt 5: jede Armee verliert 1 je Rückzug, 2 je Flucht, 3 je Flucht von Veteranen und 1W3 je gefallenem General; bei 0 gibt sie auf (§9).</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Einheit bewegen</translation>
    </message>
    <message>
        <source>Push move: %1</source>
        <translation>Zusatzbewegung: %1</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Ground entered (§5.6)</source>
        <translation>Betretenes Gelände (§5.6)</translation>
    </message>
    <message>
        <source>The push move is a charge (§5.2)</source>
        <translation>Die Zusatzbewegung ist ein Angriff (§5.2)</translation>
    </message>
    <message>
        <source>Ends with a charge (§5.2)</source>
        <translation>Endet mit einem Angriff (§5.2)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Face charged (§7.1)</source>
        <translation>Angegriffene Seite (§7.1)</translation>
    </message>
    <message>
        <source>Range in spaces</source>
        <translation>Reichweite in Feldern</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Schießt über Freunde hinweg (§6)</translation>
    </message>
    <message>
        <source>%1: %2 hits, needs %3+, holds %4</source>
        <translation>%1: %2 Treffer, braucht %3+, hält %4</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>OhwUnitCard</name>
    <message>
        <source>%1, %2 hits of 9</source>
        <translation>%1, %2 von 9 Treffern</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <translation>%1/9 Treffer</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>in melee with %1</source>
        <translation>im Nahkampf mit %1</translation>
    </message>
    <message>
        <source>must check morale</source>
        <translation>muss Moral prüfen</translation>
    </message>
</context>
<context>
    <name>OhwWording</name>
    <message>
        <source>%1%</source>
        <comment>a chance in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a chance: its fraction and its percent</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 took the initiative: move first or second?</source>
        <translation>%1 hat die Initiative übernommen: zuerst oder als Zweiter ziehen?</translation>
    </message>
    <message>
        <source>%1 may re-roll the failed push move of %2 (1D6)</source>
        <translation>%1 darf die misslungene Zusatzbewegung von %2 neu würfeln (1W6)</translation>
    </message>
    <message>
        <source>%1 is at risk: %2D6, killed on a 2</source>
        <translation>%1 ist in Gefahr: %2W6, bei einer 2 tot</translation>
    </message>
    <message>
        <source>%1&apos;s unit routed: 1D6, killed on a 1</source>
        <translation>Die Einheit von %1 ist geflohen: 1W6, bei einer 1 tot</translation>
    </message>
    <message>
        <source>%1 failed its morale check: what lies behind it?</source>
        <translation>%1 hat den Moraltest nicht bestanden: was liegt dahinter?</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for a 1 rolled (Impetuous, §10.4)</source>
        <translation>%1 erhält 1 Treffer für eine gewürfelte 1 (ungestüm, §10.4)</translation>
    </message>
    <message>
        <source>The general with %1 is killed (§10.2)</source>
        <translation>Der General bei %1 fällt (§10.2)</translation>
    </message>
    <message>
        <source>%1 reaches 9 hits and routs (§8)</source>
        <translation>%1 erreicht 9 Treffer und flieht (§8)</translation>
    </message>
    <message>
        <source>For Step 5: %1 retreats, %2 routs, %3 generals killed</source>
        <translation>Für Schritt 5: %1 Rückzüge, %2 Fluchten, %3 Generäle gefallen</translation>
    </message>
    <message>
        <source>The battle is a draw</source>
        <translation>Die Schlacht endet unentschieden</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gewinnt die Schlacht</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>Zusatzbewegung</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>geschossen</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>angegriffen</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>general %1</source>
        <translation>General %1</translation>
    </message>
    <message>
        <source>The unit&apos;s attack dice</source>
        <translation>Angriffswürfel der Einheit</translation>
    </message>
    <message>
        <source>Shooting dice</source>
        <translation>Schusswürfel</translation>
    </message>
    <message>
        <source>General with the unit</source>
        <translation>General bei der Einheit</translation>
    </message>
    <message>
        <source>Ferocious: initial attack</source>
        <translation>Wild: erster Angriff</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Rückenangriff</translation>
    </message>
    <message>
        <source>Armored target</source>
        <translation>Gepanzertes Ziel</translation>
    </message>
    <message>
        <source>Target in woods</source>
        <translation>Ziel im Wald</translation>
    </message>
    <message>
        <source>Target in rough ground</source>
        <translation>Ziel in unwegsamem Gelände</translation>
    </message>
    <message>
        <source>Target on a hill</source>
        <translation>Ziel auf einem Hügel</translation>
    </message>
    <message>
        <source>Across a bridge or ford</source>
        <translation>Über Brücke oder Furt</translation>
    </message>
    <message>
        <source>Target in a fortified settlement</source>
        <translation>Ziel in befestigter Siedlung</translation>
    </message>
    <message>
        <source>At least one die</source>
        <translation>Mindestens ein Würfel</translation>
    </message>
    <message>
        <source>%1D6</source>
        <comment>a number of dice</comment>
        <translation>%1W6</translation>
    </message>
    <message>
        <source>−%1D6</source>
        <comment>dice taken from a pool</comment>
        <translation>−%1W6</translation>
    </message>
    <message>
        <source>+%1D6</source>
        <comment>dice added to a pool</comment>
        <translation>+%1W6</translation>
    </message>
    <message>
        <source>Legionaries</source>
        <translation>Legionäre</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerhaufen</translation>
    </message>
    <message>
        <source>Equites</source>
        <translation>Equites</translation>
    </message>
    <message>
        <source>Auxilia</source>
        <translation>Auxilia</translation>
    </message>
    <message>
        <source>Sagitarii</source>
        <translation>Sagitarii</translation>
    </message>
    <message>
        <source>Velites</source>
        <translation>Velites</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Gepanzert</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Ungestüm</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbaren</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veteranen</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Brücke oder Furt</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Linke Flanke</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Rechte Flanke</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Rücken</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Bruchpunkt</translation>
    </message>
    <message>
        <source>Room behind: it retreats</source>
        <translation>Platz dahinter: sie weicht zurück</translation>
    </message>
    <message>
        <source>A friend behind gives way</source>
        <translation>Ein Freund dahinter macht Platz</translation>
    </message>
    <message>
        <source>Blocked by terrain, the edge or a friend: +1 hit</source>
        <translation>Blockiert durch Gelände, Rand oder Freund: +1 Treffer</translation>
    </message>
    <message>
        <source>Blocked by an enemy: destroyed</source>
        <translation>Blockiert durch einen Feind: vernichtet</translation>
    </message>
    <message>
        <source>the general&apos;s push-move re-roll</source>
        <translation>der Neuwurf des Generals für die Zusatzbewegung</translation>
    </message>
    <message>
        <source>the general&apos;s risk rolls</source>
        <translation>die Risikowürfe des Generals</translation>
    </message>
    <message>
        <source>the general&apos;s rout test</source>
        <translation>der Fluchttest des Generals</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the failed push move (%2 of 9)</source>
        <translation>%1 erhält 1 Treffer für die misslungene Zusatzbewegung (%2 von 9)</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the 1s it rolled, Impetuous (%2 of 9)</source>
        <translation>%1 erhält 1 Treffer für gewürfelte Einsen, ungestüm (%2 von 9)</translation>
    </message>
    <message>
        <source>%1 cannot retreat and takes 1 hit (%2 of 9)</source>
        <translation>%1 kann nicht zurückweichen und erhält 1 Treffer (%2 von 9)</translation>
    </message>
    <message>
        <source>%1 takes %2 hits (%3 of 9)</source>
        <translation>%1 erhält %2 Treffer (%3 von 9)</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Zug %1, %2: %3</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 takes the initiative</source>
        <translation>Initiativewürfel %1: %2 übernimmt die Initiative</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 keeps the initiative</source>
        <translation>Initiativewürfel %1: %2 behält die Initiative</translation>
    </message>
    <message>
        <source>%1 moves first this turn</source>
        <translation>%1 zieht in diesem Zug zuerst</translation>
    </message>
    <message>
        <source>%1 moves %2 spaces (%3 actions)</source>
        <translation>%1 zieht %2 Felder (%3 Aktionen)</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)</source>
        <translation>%1 greift %2 an (%3)</translation>
    </message>
    <message>
        <source>%1 makes a free push move into combat (Barbarians)</source>
        <translation>%1 macht eine freie Zusatzbewegung in den Kampf (Barbaren)</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it succeeds</source>
        <translation>Zusatzbewegung von %1: %2, nötig %3: gelingt</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it fails but still happens</source>
        <translation>Zusatzbewegung von %1: %2, nötig %3: misslingt, findet aber statt</translation>
    </message>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 löst sich aus dem Nahkampf</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 schließt sich %2 an</translation>
    </message>
    <message>
        <source>%1 shoots at %2: %3 on %4D6, %5 hits</source>
        <translation>%1 schießt auf %2: %3 mit %4W6, %5 Treffer</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 on %4D6, %5 hits</source>
        <translation>%1 greift %2 an: %3 mit %4W6, %5 Treffer</translation>
    </message>
    <message>
        <source>%1 is destroyed: an enemy blocks its retreat</source>
        <translation>%1 ist vernichtet: ein Feind blockiert den Rückzug</translation>
    </message>
    <message>
        <source>%1 routs with 9 hits</source>
        <translation>%1 flieht mit 9 Treffern</translation>
    </message>
    <message>
        <source>%1 and %2 are no longer in contact</source>
        <translation>%1 und %2 sind nicht mehr in Kontakt</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2; he lives</source>
        <translation>Risikowürfe von %1: %2; er überlebt</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2</source>
        <translation>Risikowürfe von %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2; he lives</source>
        <translation>Fluchttest von %1: %2; er überlebt</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2</source>
        <translation>Fluchttest von %1: %2</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <source>%1 is left without a unit</source>
        <translation>%1 bleibt ohne Einheit</translation>
    </message>
    <message>
        <source>%1 need not check morale: its general is with it</source>
        <translation>%1 muss keine Moral prüfen: ihr General ist bei ihr</translation>
    </message>
    <message>
        <source>%1 need not check morale: Veterans</source>
        <translation>%1 muss keine Moral prüfen: Veteranen</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it holds</source>
        <translation>Moraltest von %1: %2, nötig %3: sie hält</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it fails and must retreat</source>
        <translation>Moraltest von %1: %2, nötig %3: misslungen, sie muss zurückweichen</translation>
    </message>
    <message>
        <source>%1 retreats one space</source>
        <translation>%1 weicht ein Feld zurück</translation>
    </message>
    <message>
        <source>%1 gives way to %2</source>
        <translation>%1 macht %2 Platz</translation>
    </message>
    <message>
        <source>%1 advances into the space left</source>
        <translation>%1 rückt in das freie Feld nach</translation>
    </message>
    <message>
        <source>%1 loses 1 for the retreat of %2</source>
        <translation>%1 verliert 1 für den Rückzug von %2</translation>
    </message>
    <message>
        <source>%1 loses 2 for the rout of %2</source>
        <translation>%1 verliert 2 für die Flucht von %2</translation>
    </message>
    <message>
        <source>%1 loses 3 for the rout of veteran %2</source>
        <translation>%1 verliert 3 für die Flucht der Veteranen %2</translation>
    </message>
    <message>
        <source>%1 loses %2 (1D3) for the death of %3</source>
        <translation>%1 verliert %2 (1W3) für den Tod von %3</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 verliert %2</translation>
    </message>
    <message>
        <source>%1&apos;s breakpoint: %2 left (%3 lost)</source>
        <translation>Bruchpunkt von %1: %2 übrig (%3 verloren)</translation>
    </message>
    <message>
        <source>%1 has no units left and quits the field</source>
        <translation>%1 hat keine Einheiten mehr und verlässt das Feld</translation>
    </message>
    <message>
        <source>%1 has reached its breakpoint and quits the field</source>
        <translation>%1 hat den Bruchpunkt erreicht und verlässt das Feld</translation>
    </message>
    <message>
        <source>%1 has already attacked in this step</source>
        <translation>%1 hat in diesem Schritt schon angegriffen</translation>
    </message>
    <message>
        <source>%1 has already moved</source>
        <translation>%1 hat sich schon bewegt</translation>
    </message>
    <message>
        <source>%1 has already shot in this step</source>
        <translation>%1 hat in diesem Schritt schon geschossen</translation>
    </message>
    <message>
        <source>%1 must still attack before combat ends</source>
        <translation>%1 muss noch angreifen, bevor der Kampf endet</translation>
    </message>
    <message>
        <source>%1 cannot take that movement action</source>
        <translation>%1 kann diese Bewegungsaktion nicht ausführen</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>Take the breakpoint first</source>
        <translation>Zuerst den Bruchpunkt abrechnen</translation>
    </message>
    <message>
        <source>%1 may not advance now</source>
        <translation>%1 darf jetzt nicht nachrücken</translation>
    </message>
    <message>
        <source>%1 cannot leave this melee</source>
        <translation>%1 kann diesen Nahkampf nicht verlassen</translation>
    </message>
    <message>
        <source>%1 (%2) cannot enter this ground: %3</source>
        <translation>%1 (%2) kann dieses Gelände nicht betreten: %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot</source>
        <translation>%1 kann nicht schießen</translation>
    </message>
    <message>
        <source>%1 may pivot only once before charging, not %2 times</source>
        <translation>%1 darf vor dem Angriff nur einmal schwenken, nicht %2-mal</translation>
    </message>
    <message>
        <source>This roll needs %1 dice, not %2</source>
        <translation>Dieser Wurf braucht %1 Würfel, nicht %2</translation>
    </message>
    <message>
        <source>A die of %1 sides cannot show %2</source>
        <translation>Ein Würfel mit %1 Seiten kann keine %2 zeigen</translation>
    </message>
    <message>
        <source>%1&apos;s move has no action</source>
        <translation>Die Bewegung von %1 hat keine Aktion</translation>
    </message>
    <message>
        <source>%1 is in melee and cannot shoot</source>
        <translation>%1 ist im Nahkampf und kann nicht schießen</translation>
    </message>
    <message>
        <source>%1 is already contacted on this face (%2) by %3</source>
        <translation>%1 wird an dieser Seite (%2) schon von %3 berührt</translation>
    </message>
    <message>
        <source>%1 cannot give way</source>
        <translation>%1 kann nicht Platz machen</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <source>%1 has already changed units in this half</source>
        <translation>%1 hat in dieser Zughälfte schon die Einheit gewechselt</translation>
    </message>
    <message>
        <source>Roll for the initiative first</source>
        <translation>Zuerst um die Initiative würfeln</translation>
    </message>
    <message>
        <source>%1 cannot shoot into the melee of %2</source>
        <translation>%1 kann nicht in den Nahkampf von %2 schießen</translation>
    </message>
    <message>
        <source>%1 must still check morale</source>
        <translation>%1 muss noch die Moral prüfen</translation>
    </message>
    <message>
        <source>%1 need not check morale</source>
        <translation>%1 muss die Moral nicht prüfen</translation>
    </message>
    <message>
        <source>%1&apos;s move costs %2 actions; it has %3</source>
        <translation>Die Bewegung von %1 kostet %2 Aktionen; sie hat %3</translation>
    </message>
    <message>
        <source>%1 moved and cannot shoot</source>
        <translation>%1 hat sich bewegt und kann nicht schießen</translation>
    </message>
    <message>
        <source>No order is to be chosen now</source>
        <translation>Jetzt ist keine Reihenfolge zu wählen</translation>
    </message>
    <message>
        <source>%1 cannot pass through %2</source>
        <translation>%1 kann nicht durch %2 hindurch</translation>
    </message>
    <message>
        <source>No retreat is due</source>
        <translation>Kein Rückzug steht an</translation>
    </message>
    <message>
        <source>No roll is due</source>
        <translation>Kein Wurf steht an</translation>
    </message>
    <message>
        <source>There is no general %1</source>
        <translation>Es gibt keinen General %1</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Es gibt keine Einheit %1</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2</source>
        <translation>%1 ist kein Freund von %2</translation>
    </message>
    <message>
        <source>%1 is not an enemy of %2</source>
        <translation>%1 ist kein Feind von %2</translation>
    </message>
    <message>
        <source>%1 is not in a melee</source>
        <translation>%1 ist in keinem Nahkampf</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 ist nicht in Kontakt mit %2</translation>
    </message>
    <message>
        <source>%1 is not a general of %2</source>
        <translation>%1 ist kein General von %2</translation>
    </message>
    <message>
        <source>%1 is not a unit of %2</source>
        <translation>%1 ist keine Einheit von %2</translation>
    </message>
    <message>
        <source>%1 must first choose to move first or second</source>
        <translation>%1 muss erst wählen, ob zuerst oder als Zweiter gezogen wird</translation>
    </message>
    <message>
        <source>%1 shoots at most %2 spaces, not %3</source>
        <translation>%1 schießt höchstens %2 Felder weit, nicht %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot over friends</source>
        <translation>%1 kann nicht über Freunde hinweg schießen</translation>
    </message>
    <message>
        <source>%1 may push only straight after its own move</source>
        <translation>%1 darf die Zusatzbewegung nur direkt nach der eigenen Bewegung machen</translation>
    </message>
    <message>
        <source>%1&apos;s push move is one action</source>
        <translation>Die Zusatzbewegung von %1 ist eine Aktion</translation>
    </message>
    <message>
        <source>Settle the retreat of %1 first</source>
        <translation>Zuerst den Rückzug von %1 klären</translation>
    </message>
    <message>
        <source>Make %1 first (%2)</source>
        <translation>Zuerst %1 ausführen (%2)</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 hat keine Einheiten</translation>
    </message>
    <message>
        <source>%1: general %2 is given to no unit %3</source>
        <translation>%1: General %2 gehört zu keiner Einheit %3</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot stand on this ground: %4</source>
        <translation>%1: Einheit %2 (%3) kann nicht auf diesem Gelände stehen: %4</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot be %4</source>
        <translation>%1: Einheit %2 (%3) kann nicht %4 sein</translation>
    </message>
    <message>
        <source>%1: unit %2 has two generals</source>
        <translation>%1: Einheit %2 hat zwei Generäle</translation>
    </message>
    <message>
        <source>%1: unit %2 has no type</source>
        <translation>%1: Einheit %2 hat keinen Typ</translation>
    </message>
    <message>
        <source>%1 is in melee</source>
        <translation>%1 ist im Nahkampf</translation>
    </message>
    <message>
        <source>%1 has left the field</source>
        <translation>%1 hat das Feld verlassen</translation>
    </message>
    <message>
        <source>%1 already has a general</source>
        <translation>%1 hat schon einen General</translation>
    </message>
    <message>
        <source>Not in the %1 step: this is the %2 step</source>
        <translation>Nicht im Schritt %1: dies ist der Schritt %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Not allowed (%1)</source>
        <translation>Nicht erlaubt (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refusal and its section</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1/9 hits, removed</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 Treffer, entfernt</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 Treffer</translation>
    </message>
    <message>
        <source>breakpoint %1 of %2</source>
        <comment>an army&apos;s breakpoint left (§9)</comment>
        <translation>Bruchpunkt %1 von %2</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 zurückgenommen: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Letzte Aktion zurückgenommen</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 wiederholt: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Zurückgenommene Aktion wiederholt</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Initiativewurf</translation>
    </message>
    <message>
        <source>Chooses to move first</source>
        <translation>Wählt, zuerst zu ziehen</translation>
    </message>
    <message>
        <source>Chooses to move second</source>
        <translation>Wählt, als Zweiter zu ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s)</source>
        <translation>
            <numerusform>%1 zieht %n Feld</numerusform>
            <numerusform>%1 zieht %n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s) and charges %2 (%3)</source>
        <translation>
            <numerusform>%1 zieht %n Feld und greift %2 an (%3)</numerusform>
            <numerusform>%1 zieht %n Felder und greift %2 an (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s push move: a charge on %2 (%3)</source>
        <translation>Zusatzbewegung von %1: Angriff auf %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s push move</source>
        <translation>Zusatzbewegung von %1</translation>
    </message>
    <message>
        <source>%1 disengages</source>
        <translation>%1 löst sich aus dem Nahkampf</translation>
    </message>
    <message>
        <source>%1 shoots at %2 (range %3)</source>
        <translation>%1 schießt auf %2 (Reichweite %3)</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>The general&apos;s roll</source>
        <translation>Der Wurf des Generals</translation>
    </message>
    <message>
        <source>%1 checks morale</source>
        <translation>%1 legt einen Moraltest ab</translation>
    </message>
    <message>
        <source>%1&apos;s retreat (%2)</source>
        <translation>Rückzug von %1 (%2)</translation>
    </message>
    <message>
        <source>The retreat (%1)</source>
        <translation>Der Rückzug (%1)</translation>
    </message>
    <message>
        <source>%1 advances into the space left (%2)</source>
        <translation>%1 rückt in das freie Feld nach (%2)</translation>
    </message>
    <message>
        <source>Step 5: the breakpoint</source>
        <translation>Schritt 5: der Bruchpunkt</translation>
    </message>
    <message>
        <source>End of the step</source>
        <translation>Ende des Schritts</translation>
    </message>
</context>
<context>
    <name>OutcomeBar</name>
    <message>
        <source>passes %1</source>
        <translation>besteht %1</translation>
    </message>
    <message>
        <source>wins %1, draws %2, loses %3</source>
        <translation>gewinnt %1, unentschieden %2, verliert %3</translation>
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
    <name>PlaytestController</name>
    <message>
        <source>The table could not be saved to %1: %2.</source>
        <translation>Die Tabelle konnte nicht unter %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>no file was chosen</source>
        <translation>es wurde keine Datei gewählt</translation>
    </message>
</context>
<context>
    <name>PlaytestKnobs</name>
    <message>
        <source>Playtest knobs and distances</source>
        <translation>Testspiel-Regler und Entfernungen</translation>
    </message>
    <message>
        <source>at their defaults</source>
        <translation>auf ihren Standardwerten</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner follows up one hex</source>
        <translation>Der Sieger rückt ein Hexfeld nach</translation>
    </message>
    <message>
        <source>Default: off</source>
        <translation>Standard: aus</translation>
    </message>
    <message>
        <source>Fatigue for each repeated push-back</source>
        <translation>Erschöpfung für jedes wiederholte Zurückdrängen</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Standard: 0 (kostenlos)</translation>
    </message>
    <message>
        <source>Pursuit goes at most (BW)</source>
        <translation>Verfolgung höchstens (BB)</translation>
    </message>
    <message>
        <source>Default: a full move</source>
        <translation>Standard: eine volle Bewegung</translation>
    </message>
    <message>
        <source>full move</source>
        <translation>volle Bewegung</translation>
    </message>
    <message>
        <source>Foot move (BW)</source>
        <translation>Bewegung zu Fuß (BB)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Light foot and skirmishers move (BW)</source>
        <translation>Bewegung leichter Fußtruppen und Plänkler (BB)</translation>
    </message>
    <message>
        <source>Cavalry move (BW)</source>
        <translation>Bewegung der Kavallerie (BB)</translation>
    </message>
    <message>
        <source>Missile range (BW)</source>
        <translation>Fernkampfreichweite (BB)</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest tables</source>
        <translation>Testspiel-Tabellen</translation>
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
        <source>reroll</source>
        <translation>Neuwurf</translation>
    </message>
    <message>
        <source>no mechanic</source>
        <translation>keine Mechanik</translation>
    </message>
    <message>
        <source>net %1 · kept die %2 on average</source>
        <translation>netto %1 · behaltener Würfel im Schnitt %2</translation>
    </message>
    <message>
        <source>Exact figures from the rules engine for two settings of the dice, side by side: does Elite feel pointless?</source>
        <translation>Exakte Werte aus der Regel-Engine für zwei Würfeleinstellungen, nebeneinander: Wirkt Elite nutzlos?</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Elite/Aufgebot-Mechanik</translation>
    </message>
    <message>
        <source>Averaging</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Neuwurf</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Elite&apos;s edge</source>
        <translation>Vorteil der Elite</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
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
        <source>In its favour</source>
        <translation>Zu ihren Gunsten</translation>
    </message>
    <message>
        <source>Nothing: a frontal fight</source>
        <translation>Nichts: ein frontaler Kampf</translation>
    </message>
    <message>
        <source>Overlap +1 (§9.2)</source>
        <translation>Überlappung +1 (§9.2)</translation>
    </message>
    <message>
        <source>Strikes the flank +1/−1 (§9.3)</source>
        <translation>Trifft die Flanke +1/−1 (§9.3)</translation>
    </message>
    <message>
        <source>Strikes the rear +2/−2 (§9.3)</source>
        <translation>Trifft den Rücken +2/−2 (§9.3)</translation>
    </message>
    <message>
        <source>Uphill +1 (§8.3)</source>
        <translation>Höher gelegen +1 (§8.3)</translation>
    </message>
    <message>
        <source>Shock +1/−1 (§11.1)</source>
        <translation>Schock +1/−1 (§11.1)</translation>
    </message>
    <message>
        <source>Shock on formed foot +2/−2 (§11.1)</source>
        <translation>Schock gegen geordnetes Fußvolk +2/−2 (§11.1)</translation>
    </message>
    <message>
        <source>Same weight</source>
        <translation>Gleiches Gewicht</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>Weight is the effective weight difference, capped at 2 (§9.4). A modifier against the first side is the same fight read the other way round.</source>
        <translation>Gewicht ist die Differenz der effektiven Gewichte, höchstens 2 (§9.4). Ein Modifikator gegen die erste Seite ist derselbe Kampf, umgekehrt gelesen.</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Durchschnittliche Erschöpfung</translation>
    </message>
    <message>
        <source>The chance to pass: the kept d6 must equal or beat the average (§5), whatever the combat die (§3.1). The Elite/Levy mechanic keeps the dice here too (ruling R42).</source>
        <translation>Die Chance zu bestehen: Der behaltene W6 muss den Durchschnitt erreichen oder übertreffen (§5), unabhängig vom Kampfwürfel (§3.1). Die Elite/Aufgebot-Mechanik bestimmt auch hier die behaltenen Würfel (Entscheidung R42).</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Elite against Regular</source>
        <translation>Elite gegen Regulär</translation>
    </message>
    <message>
        <source>Regular against Levy</source>
        <translation>Regulär gegen Aufgebot</translation>
    </message>
    <message>
        <source>Elite against Levy</source>
        <translation>Elite gegen Aufgebot</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>An even fight: the same weight, no modifiers. Net is wins minus losses; the kept die is how much higher the better quality&apos;s kept result is on average.</source>
        <translation>Ein ausgeglichener Kampf: gleiches Gewicht, keine Modifikatoren. Netto ist Siege minus Niederlagen; der behaltene Würfel gibt an, um wie viel das behaltene Ergebnis der besseren Qualität im Schnitt höher liegt.</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The table is written to %1.</source>
        <translation>Die Tabelle wurde nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>best/worst of three</source>
        <translation>bester/schlechtester aus drei</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Bester/schlechtester aus drei</translation>
    </message>
    <message>
        <source>Against it</source>
        <translation>Gegen sie</translation>
    </message>
    <message>
        <source>1: any roll passes</source>
        <translation>1: jeder Wurf besteht</translation>
    </message>
    <message>
        <source>over %1 up to %2: roll %2 or more</source>
        <translation>über %1 bis %2: %2 oder mehr würfeln</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The current PIN is not right: the umpire&apos;s PIN stays as it was.</source>
        <translation>Die aktuelle PIN stimmt nicht: Die PIN des Schiedsrichters bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>A PIN is %1 to %2 digits.</source>
        <translation>Eine PIN hat %1 bis %2 Ziffern.</translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message>
        <source>Decline</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Verfolgen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 von %2 darf allein verfolgen, %n Basenbreite auf den Gegner zu. Bewege die Figur, dann bestätige.</numerusform>
            <numerusform>%1 von %2 darf allein verfolgen, %n Basenbreiten auf den Gegner zu. Bewege die Figur, dann bestätige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 von %2 muss allein verfolgen, %n Basenbreite auf den Gegner zu. Bewege die Figur, dann bestätige.</numerusform>
            <numerusform>%1 von %2 muss allein verfolgen, %n Basenbreiten auf den Gegner zu. Bewege die Figur, dann bestätige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.</source>
        <translation>
            <numerusform>Dahinter abgeschnitten, ein eigener Block: %n Base, markiert. Tippe eine Base an, um sie zu ändern.</numerusform>
            <numerusform>Dahinter abgeschnitten, ein eigener Block: %n Bases, markiert. Tippe eine Base an, um sie zu ändern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushBackStepper</name>
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
    <message>
        <source>%1 rolls three dice on the %2. Tap what each die shows.</source>
        <translation>%1 wirft drei Würfel mit dem %2. Tippe an, was jeder Würfel zeigt.</translation>
    </message>
    <message>
        <source>The kept die, rolled again</source>
        <translation>Der behaltene Würfel, neu gewürfelt</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Dritter Würfel</translation>
    </message>
</context>
<context>
    <name>RecoveryPanel</name>
    <message>
        <source>Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at. Then each Base at Fatigue 1 may pull 1 from its Block&apos;s most worn Base of 3 or more.</source>
        <translation>Das Zugende baut Erschöpfung bei jeder Base der aktiven Seite ab, deren Block sich nicht bewegt hat und die weder im Kampf noch unter Beschuss war. Danach darf jede Base mit Erschöpfung 1 eine 1 von der erschöpftesten Base ihres Blocks mit 3 oder mehr übernehmen.</translation>
    </message>
    <message>
        <source>No Base can pull in smoothing this turn.</source>
        <translation>In diesem Zug kann keine Base beim Ausgleich übernehmen.</translation>
    </message>
    <message>
        <source>Smoothing: switch off a Base that declines to pull.</source>
        <translation>Ausgleich: schalte eine Base aus, die verzichtet.</translation>
    </message>
    <message>
        <source>%1 of %2 declines to pull.</source>
        <translation>%1 von %2 verzichtet.</translation>
    </message>
    <message>
        <source>%1 of %2 pulls 1 from %3.</source>
        <translation>%1 von %2 übernimmt 1 von %3.</translation>
    </message>
    <message>
        <source>%1 of %2: the Bases before it took every Base of 3 or more.</source>
        <translation>%1 von %2: die Basen davor haben jede Base von 3 oder mehr schon genommen.</translation>
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
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Search, or §%1</source>
        <translation>Suchen, oder §%1</translation>
    </message>
</context>
<context>
    <name>RulesetAmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Korrektur von #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Korrigieren Sie die Aktion so, wie der Tisch sie zeigt. Alles danach wird mit denselben Würfeln neu berechnet; das Original bleibt im Protokoll.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Ändern Sie die Aktion, um beide Ausgänge nebeneinander zu sehen.</translation>
    </message>
    <message>
        <source>Play this instead</source>
        <translation>Stattdessen dies spielen</translation>
    </message>
    <message>
        <source>It no longer happens</source>
        <translation>Findet nicht mehr statt</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Wie aufgezeichnet</translation>
    </message>
    <message>
        <source>As corrected</source>
        <translation>Wie korrigiert</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Begründung des Schiedsrichters</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Name des Schiedsrichters</translation>
    </message>
    <message>
        <source>Answer the action asked first.</source>
        <translation>Beantworten Sie zuerst die erfragte Aktion.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Geben Sie Begründung und Ihren Namen an, um zu entscheiden.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Entscheidung festhalten</translation>
    </message>
</context>
<context>
    <name>RulesetArmies</name>
    <message>
        <source>army lists of this ruleset cannot be imported yet</source>
        <translation>Armeelisten dieses Regelwerks können noch nicht importiert werden</translation>
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
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; give this one another name</source>
        <translation>eine Armee namens „%1“ ist bereits auf diesem Gerät; gib dieser einen anderen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>„%1“ ist der Name einer der eingebauten Armeen der App; gib dieser einen anderen Namen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 kann nicht geschrieben werden (%2)</translation>
    </message>
</context>
<context>
    <name>RulesetArmiesView</name>
    <message>
        <source>Legionaries</source>
        <translation>Legionäre</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerhaufen</translation>
    </message>
    <message>
        <source>Equites</source>
        <translation>Equites</translation>
    </message>
    <message>
        <source>Auxilia</source>
        <translation>Auxilia</translation>
    </message>
    <message>
        <source>Sagitarii</source>
        <translation>Sagitarii</translation>
    </message>
    <message>
        <source>Velites</source>
        <translation>Velites</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Gepanzert</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Ungestüm</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbaren</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veteranen</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Units: %1 · generals: %2</source>
        <translation>Einheiten: %1 · Generäle: %2</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Einheiten: %1</translation>
    </message>
    <message>
        <source>Breakpoint at the start: %1 (§9)</source>
        <translation>Bruchpunkt zu Beginn: %1 (§9)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attack · move · push</source>
        <translation>Angriff · Bewegung · Schub</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Entschlossenheit</translation>
    </message>
    <message>
        <source>General: %1</source>
        <translation>General: %1</translation>
    </message>
    <message>
        <source>%1D6 · %2 · %3+</source>
        <translation>%1W6 · %2 · %3+</translation>
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
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>RulesetArmyList</name>
    <message>
        <source>%1, unit %2</source>
        <translation>%1, Einheit %2</translation>
    </message>
    <message>
        <source>%1, unit %2 (%3)</source>
        <translation>%1, Einheit %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;units&quot; is empty: an army needs at least one unit</source>
        <translation>&quot;units&quot; ist leer: eine Armee braucht mindestens eine Einheit</translation>
    </message>
    <message>
        <source>an army has at most %1 units, not %2</source>
        <translation>eine Armee hat höchstens %1 Einheiten, nicht %2</translation>
    </message>
    <message>
        <source>a unit must be %1, not %2</source>
        <translation>eine Einheit muss %1 sein, nicht %2</translation>
    </message>
</context>
<context>
    <name>RulesetLogView</name>
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
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4 · %5</source>
        <translation>#%1 · Zug %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · Zug %2 · %3 · %4</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>korrigiert durch #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>rückgängig gemacht</translation>
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
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Mit dem Würfelgeheimnis</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Das Würfelgeheimnis, sobald die Schlacht entschieden ist</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Schlacht exportieren</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
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
        <source>The battle&apos;s fingerprint now</source>
        <translation>Der Fingerabdruck der Schlacht jetzt</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <source>Amend #%1</source>
        <translation>Korrektur von #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Schiedsrichter %1: %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Schiedsrichter: %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Ende von Zug %1 · Fingerabdruck %2</translation>
    </message>
</context>
<context>
    <name>RulesetSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>The battle kept ends at %1, the battle shown at %2: they differ.</source>
        <translation>Die gespeicherte Schlacht endet bei %1, die angezeigte bei %2: sie unterscheiden sich.</translation>
    </message>
    <message>
        <source>Name the file to write the battle to.</source>
        <translation>Nennen Sie die Datei, in die die Schlacht geschrieben wird.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Das Würfelgeheimnis wird nur mit einer entschiedenen Schlacht exportiert: Solange sie läuft, würde das Geheimnis jeden kommenden Wurf verraten. Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>RulingSheet</name>
    <message>
        <source>There is no amendment #%1 in the log.</source>
        <translation>Im Protokoll gibt es keine Korrektur #%1.</translation>
    </message>
    <message>
        <source>The log could not be replayed up to amendment #%1.</source>
        <translation>Das Protokoll konnte nicht bis zur Korrektur #%1 nachgespielt werden.</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: amendment #%1 of action #%2</source>
        <translation>Entscheidung des Schiedsrichters: Korrektur #%1 von Aktion #%2</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Armies: %1 (first player) against %2</source>
        <translation>Armeen: %1 (erster Spieler) gegen %2</translation>
    </message>
    <message>
        <source>Action #%1 was played in turn %2, %3 phase; the ruling was recorded on %4 (UTC).</source>
        <translation>Aktion #%1 wurde in Zug %2, Phase %3, gespielt; die Entscheidung wurde am %4 (UTC) festgehalten.</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Wie festgehalten: %1</translation>
    </message>
    <message>
        <source>As corrected: %1</source>
        <translation>Wie korrigiert: %1</translation>
    </message>
    <message>
        <source>The action</source>
        <translation>Die Aktion</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Begründung des Schiedsrichters</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(keine angegeben)</translation>
    </message>
    <message>
        <source>%1: Fatigue %2 before, %3 after</source>
        <translation>%1: Erschöpfung %2 vorher, %3 nachher</translation>
    </message>
    <message>
        <source>%1 breaks, which it did not before</source>
        <translation>%1 bricht, was vorher nicht geschah</translation>
    </message>
    <message>
        <source>%1 no longer breaks</source>
        <translation>%1 bricht nicht mehr</translation>
    </message>
    <message>
        <source>the army of %1 has broken (§12.1)</source>
        <translation>die Armee von %1 ist gebrochen (§12.1)</translation>
    </message>
    <message>
        <source>no army has broken</source>
        <translation>keine Armee ist gebrochen</translation>
    </message>
    <message>
        <source>Army break: before, %1; after, %2</source>
        <translation>Armeebruch: vorher %1; nachher %2</translation>
    </message>
    <message>
        <source>No Base&apos;s Fatigue and no Block&apos;s break changed.</source>
        <translation>Weder die Erschöpfung einer Base noch der Bruch eines Blocks hat sich geändert.</translation>
    </message>
    <message>
        <source>The battle before and after the ruling</source>
        <translation>Die Schlacht vor und nach der Entscheidung</translation>
    </message>
    <message>
        <source>The chain</source>
        <translation>Die Kette</translation>
    </message>
    <message>
        <source>Amendment #%1&apos;s hash:
%2</source>
        <translation>Hash der Korrektur #%1:
%2</translation>
    </message>
    <message>
        <source>Chain head (entry #%1):
%2</source>
        <translation>Kopf der Kette (Eintrag #%1):
%2</translation>
    </message>
    <message>
        <source>Anyone holding the battle file can check both with: ancients verify FILE</source>
        <translation>Wer die Schlachtdatei hat, kann beides prüfen mit: ancients verify DATEI</translation>
    </message>
    <message>
        <source>Name the file to write the ruling to.</source>
        <translation>Nenne die Datei, in die die Entscheidung geschrieben wird.</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: %2</source>
        <translation>Die Entscheidung konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: the PDF could not be started</source>
        <translation>Die Entscheidung konnte nicht in %1 geschrieben werden: Das PDF konnte nicht begonnen werden</translation>
    </message>
    <message>
        <source>Umpire: (not recorded)</source>
        <translation>Schiedsrichter: (nicht festgehalten)</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Schiedsrichter: %1</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>unwegsames Gelände</translation>
    </message>
    <message>
        <source>heavy woods</source>
        <translation>dichter Wald</translation>
    </message>
    <message>
        <source>light woods</source>
        <translation>lichter Wald</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>rolled by the app</source>
        <translation>von der App gewürfelt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Ground of %1: %2, corrected to %3 (§8.2)</source>
        <translation>Gelände von %1: %2, korrigiert zu %3 (§8.2)</translation>
    </message>
    <message>
        <source>Dice of %1: %2, corrected to %3</source>
        <translation>Würfel von %1: %2, korrigiert zu %3</translation>
    </message>
    <message>
        <source>Overlap on the side of %1: %2, corrected to %3 (§9.2)</source>
        <translation>Überlappung auf der Seite von %1: %2, korrigiert zu %3 (§9.2)</translation>
    </message>
    <message>
        <source>Ground entered by %1, tile by tile (§8.1)</source>
        <translation>Von %1 betretenes Gelände, Feld für Feld (§8.1)</translation>
    </message>
    <message>
        <source>Points given as ground: %1, corrected to %2 (§9.6)</source>
        <translation>Als Boden abgegebene Punkte: %1, korrigiert zu %2 (§9.6)</translation>
    </message>
    <message>
        <source>Points held as Fatigue: %1, corrected to %2 (§9.5)</source>
        <translation>Als Erschöpfung gehaltene Punkte: %1, korrigiert zu %2 (§9.5)</translation>
    </message>
    <message>
        <source>The turn of %1: %2, corrected to %3 (§5.5)</source>
        <translation>Die Drehung von %1: %2, korrigiert zu %3 (§5.5)</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Also corrected: %1</source>
        <translation>Außerdem korrigiert: %1</translation>
    </message>
    <message>
        <source>What was corrected</source>
        <translation>Was korrigiert wurde</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>In %1</source>
        <translation>In %1</translation>
    </message>
    <message>
        <source>Another folder…</source>
        <translation>Anderer Ordner…</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Give the file a name to save it.</source>
        <translation>Gib der Datei einen Namen, um sie zu speichern.</translation>
    </message>
    <message>
        <source>A file of that name is there already: saving replaces it.</source>
        <translation>Eine Datei dieses Namens gibt es schon: Speichern ersetzt sie.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save in which folder?</source>
        <translation>In welchem Ordner speichern?</translation>
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
    <message>
        <source>%1 v %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Decided in turn %1: %2 won, %3 broke</source>
        <translation>Entschieden in Zug %1: %2 gewann, %3 brach</translation>
    </message>
    <message>
        <source>In progress: turn %1, %2 phase</source>
        <translation>Läuft: Zug %1, Phase %2</translation>
    </message>
    <message>
        <source>In progress (turn shown once it is resumed)</source>
        <translation>Läuft (der Zug erscheint, sobald sie fortgesetzt wird)</translation>
    </message>
    <message>
        <source>My Wargame Rules · in progress: turn %1</source>
        <translation>My Wargame Rules · läuft: Zug %1</translation>
    </message>
    <message>
        <source>3D6 OHW Gridded Ancients · in progress: turn %1</source>
        <translation>3D6 OHW Gridded Ancients · läuft: Zug %1</translation>
    </message>
</context>
<context>
    <name>SectionSheet</name>
    <message>
        <source>§%1 %2</source>
        <translation>§%1 %2</translation>
    </message>
    <message>
        <source>§%1</source>
        <translation>§%1</translation>
    </message>
    <message>
        <source>Open in the rulebook</source>
        <translation>Im Regelbuch öffnen</translation>
    </message>
    <message>
        <source>Close the section</source>
        <translation>Abschnitt schließen</translation>
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
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN des Schiedsrichters</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is kept. The umpire&apos;s view on the battle log asks for it.</source>
        <translation>Die PIN des Schiedsrichters ist gespeichert. Die Schiedsrichteransicht im Schlachtprotokoll fragt nach ihr.</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is removed: anyone can open the umpire&apos;s view.</source>
        <translation>Die PIN des Schiedsrichters ist entfernt: Jeder kann die Schiedsrichteransicht öffnen.</translation>
    </message>
    <message>
        <source>A PIN is chosen: only who knows it opens the umpire&apos;s view and amends the log.</source>
        <translation>Eine PIN ist gewählt: Nur wer sie kennt, öffnet die Schiedsrichteransicht und korrigiert das Protokoll.</translation>
    </message>
    <message>
        <source>No PIN yet: anyone at the table can open the umpire&apos;s view and amend the log. Choose one before a tournament.</source>
        <translation>Noch keine PIN: Jeder am Tisch kann die Schiedsrichteransicht öffnen und das Protokoll korrigieren. Wähle vor einem Turnier eine.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Aktuelle PIN</translation>
    </message>
    <message>
        <source>New PIN, 4 to 8 digits</source>
        <translation>Neue PIN, 4 bis 8 Ziffern</translation>
    </message>
    <message>
        <source>Change the PIN</source>
        <translation>PIN ändern</translation>
    </message>
    <message>
        <source>Choose the PIN</source>
        <translation>PIN wählen</translation>
    </message>
    <message>
        <source>Remove the PIN</source>
        <translation>PIN entfernen</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>A short rattle of dice whenever the tablet rolls: in the dice roller and in the battle. Off unless you turn it on.</source>
        <translation>Ein kurzes Würfelklappern, wann immer das Tablet würfelt: im Würfelbecher und in der Schlacht. Aus, bis du es einschaltest.</translation>
    </message>
    <message>
        <source>Face to face</source>
        <translation>Einander gegenüber</translation>
    </message>
    <message>
        <source>For a tablet lying flat between the two players: each army&apos;s half of the battle screen is turned toward its player, and each player allocates their own losses on their side.</source>
        <translation>Für ein Tablet, das flach zwischen den beiden Spielern liegt: Die Hälfte jeder Armee auf dem Schlachtbildschirm ist ihrem Spieler zugewandt, und jeder Spieler verteilt seine eigenen Verluste auf seiner Seite.</translation>
    </message>
    <message>
        <source>Enter the current PIN, then a new one to change it, or the current one alone to remove it.</source>
        <translation>Gib die aktuelle PIN und dann eine neue ein, um sie zu ändern, oder nur die aktuelle, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>Enter a new PIN of 4 to 8 digits to choose it.</source>
        <translation>Gib eine neue PIN mit 4 bis 8 Ziffern ein, um sie festzulegen.</translation>
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
    <name>TableLabels</name>
    <message>
        <source>%1 (file %2)</source>
        <comment>a part of a split Block: the file it holds</comment>
        <translation>%1 (Rotte %2)</translation>
    </message>
    <message>
        <source>%1 (files %2)</source>
        <comment>a part of a split Block: the files it holds</comment>
        <translation>%1 (Rotten %2)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <comment>a part of a split Block: the rank it holds</comment>
        <translation>%1 (Glied %2)</translation>
    </message>
    <message>
        <source>%1 (ranks %2)</source>
        <comment>a part of a split Block: the ranks it holds</comment>
        <translation>%1 (Glieder %2)</translation>
    </message>
    <message>
        <source>%1 (files %2, ranks %3)</source>
        <comment>a part of a split Block: the files and ranks it holds</comment>
        <translation>%1 (Rotten %2, Glieder %3)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a Base in a sentence: its table label, then its Block&apos;s name</comment>
        <translation>%1, %2</translation>
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
        <source>+1 all</source>
        <translation>+1 alle</translation>
    </message>
    <message>
        <source>+1 Fatigue on every Base of %1</source>
        <translation>+1 Erschöpfung auf jeder Base von %1</translation>
    </message>
    <message>
        <source>−1 all</source>
        <translation>−1 alle</translation>
    </message>
    <message>
        <source>−1 Fatigue on every Base of %1</source>
        <translation>−1 Erschöpfung auf jeder Base von %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Teilen…</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>%1 teilen</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Vereinen…</translation>
    </message>
    <message>
        <source>Merge another Block into %1</source>
        <translation>Einen anderen Block mit %1 vereinen</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>Bewegt ✓</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>%1 moved this turn: it does not recover</source>
        <translation>%1 hat sich in diesem Zug bewegt: keine Erholung</translation>
    </message>
    <message>
        <source>%1 ⚔</source>
        <translation>%1 ⚔</translation>
    </message>
    <message>
        <source>%1 fought or was shot at: it does not recover</source>
        <translation>%1 hat gekämpft oder stand unter Beschuss: keine Erholung</translation>
    </message>
    <message>
        <source>%1: mark as in combat or shot at</source>
        <translation>%1: als im Kampf oder beschossen markieren</translation>
    </message>
    <message>
        <source>Lower Fatigue of %1</source>
        <translation>Erschöpfung von %1 senken</translation>
    </message>
    <message>
        <source>%1: Fatigue %2</source>
        <translation>%1: Erschöpfung %2</translation>
    </message>
    <message>
        <source>Raise Fatigue of %1</source>
        <translation>Erschöpfung von %1 erhöhen</translation>
    </message>
</context>
<context>
    <name>TrackerRegroupDialog</name>
    <message>
        <source>Merge a Block into %1</source>
        <translation>Einen Block mit %1 vereinen</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>%1 teilen</translation>
    </message>
    <message>
        <source>Where the Block comes apart: the Bases after the cut become a Block of their own.</source>
        <translation>Wo der Block sich teilt: Die Bases nach der Trennung werden ein eigener Block.</translation>
    </message>
    <message>
        <source>The Block that joins it:</source>
        <translation>Der Block, der sich anschließt:</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Er steht</translation>
    </message>
    <message>
        <source>Beside it, on its right</source>
        <translation>Daneben, rechts davon</translation>
    </message>
    <message>
        <source>Behind it</source>
        <translation>Dahinter</translation>
    </message>
    <message>
        <source>+1 Fatigue on each Base at the seam: %1</source>
        <translation>+1 Erschöpfung auf jeder Base an der Naht: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>After the split: two Blocks, %1 and %2.</source>
        <translation>Nach dem Teilen: zwei Blöcke, %1 und %2.</translation>
    </message>
    <message>
        <source>After the merge: one Block, %1.</source>
        <translation>Nach dem Vereinen: ein Block, %1.</translation>
    </message>
</context>
<context>
    <name>TrackerRegrouping</name>
    <message>
        <source>Between files %1 and %2</source>
        <translation>Zwischen Rotte %1 und %2</translation>
    </message>
    <message>
        <source>Between ranks %1 and %2</source>
        <translation>Zwischen Glied %1 und %2</translation>
    </message>
    <message>
        <source>Choose the Block that joins it.</source>
        <translation>Wähle den Block, der sich anschließt.</translation>
    </message>
    <message>
        <source>There is no tracker.</source>
        <translation>Es gibt keinen Zähler.</translation>
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
</TS>
