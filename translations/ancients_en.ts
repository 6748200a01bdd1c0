<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AllocationPanel</name>
    <message numerus="yes">
        <source>%1 lost by %n: %2 allocates every point.</source>
        <translation>
            <numerusform>%1 lost by %n: %2 allocates every point.</numerusform>
            <numerusform>%1 lost by %n: %2 allocates every point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Push back %n and allocate</source>
        <translation>
            <numerusform>Push back %n and allocate</numerusform>
            <numerusform>Push back %n and allocate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmendMoves</name>
    <message numerus="yes">
        <source>The leader&apos;s path, %n step(s), and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</source>
        <translation>
            <numerusform>The leader&apos;s path, %n step, and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</numerusform>
            <numerusform>The leader&apos;s path, %n steps, and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmendReask</name>
    <message numerus="yes">
        <source>%1 by %n: every point is allocated.</source>
        <translation>
            <numerusform>%1 by %n: every point is allocated.</numerusform>
            <numerusform>%1 by %n: every point is allocated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message numerus="yes">
        <source>Even: each army can lose %n more Base(s) before it breaks</source>
        <translation>
            <numerusform>Even: each army can lose %n more Base before it breaks</numerusform>
            <numerusform>Even: each army can lose %n more Bases before it breaks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleWording</name>
    <message numerus="yes">
        <source>%1 loses by %n: that many points of Fatigue or push-back.</source>
        <translation>
            <numerusform>%1 loses by %n: one point of Fatigue or push-back.</numerusform>
            <numerusform>%1 loses by %n: that many points of Fatigue or push-back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</source>
        <translation>
            <numerusform>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</numerusform>
            <numerusform>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n seam(s) the file tore as it left</source>
        <translation>
            <numerusform>on %n seam the file tore as it left</numerusform>
            <numerusform>on %n seams the file tore as it left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 must pursue %2: %n base-width toward it, alone, no test, no Fatigue</numerusform>
            <numerusform>%1 must pursue %2: %n base-widths toward it, alone, no test, no Fatigue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 may pursue %2: %n base-width toward it, alone, no test, no Fatigue</numerusform>
            <numerusform>%1 may pursue %2: %n base-widths toward it, alone, no test, no Fatigue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pursues %n base-width(s) toward %2, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 pursues %n base-width toward %2, no test, no Fatigue</numerusform>
            <numerusform>%1 pursues %n base-widths toward %2, no test, no Fatigue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wheels 60° in %n move(s)</source>
        <translation>
            <numerusform>%1 wheels 60° in %n move</numerusform>
            <numerusform>%1 wheels 60° in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 marches %n base-width(s) in column</source>
        <translation>
            <numerusform>%1 marches %n base-width in column</numerusform>
            <numerusform>%1 marches %n base-widths in column</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 evades, falling back %n base-depth(s)</source>
        <translation>
            <numerusform>%1 evades, falling back %n base-depth</numerusform>
            <numerusform>%1 evades, falling back %n base-depths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recoils %n base-depth(s)</source>
        <translation>
            <numerusform>%1 recoils %n base-depth</numerusform>
            <numerusform>%1 recoils %n base-depths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with its file of %n Bases</source>
        <translation>
            <numerusform>, with its file of %n Base</numerusform>
            <numerusform>, with its file of %n Bases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is pinned: %n push-back point(s) taken as Fatigue instead</source>
        <translation>
            <numerusform>%1 is pinned: %n push-back point taken as Fatigue instead</numerusform>
            <numerusform>%1 is pinned: %n push-back points taken as Fatigue instead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message numerus="yes">
        <source>Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.</source>
        <translation>
            <numerusform>Leaving its Block opens a seam: the %n marked Base takes +1 Fatigue.</numerusform>
            <numerusform>Leaving its Block opens a seam: the %n marked Bases take +1 Fatigue each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message numerus="yes">
        <source>%n kept on this device</source>
        <translation>
            <numerusform>%n kept on this device</numerusform>
            <numerusform>%n kept on this device</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveForm</name>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</source>
        <translation>
            <numerusform>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</numerusform>
            <numerusform>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base.</source>
        <translation>
            <numerusform>A chained move costs %n Fatigue on every Base.</numerusform>
            <numerusform>A chained move costs %n Fatigue on every Base.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MwrWording</name>
    <message numerus="yes">
        <source>%n unit(s) destroyed</source>
        <comment>an army&apos;s losses</comment>
        <translation>
            <numerusform>%n unit destroyed</numerusform>
            <numerusform>%n units destroyed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 touches %n enemy unit(s)</source>
        <translation>
            <numerusform>%1 touches %n enemy unit</numerusform>
            <numerusform>%1 touches %n enemy units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The push-back ended before the last %n step(s)</source>
        <translation>
            <numerusform>The push-back ended before the last %n step</numerusform>
            <numerusform>The push-back ended before the last %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhwPoolPanel</name>
    <message numerus="yes">
        <source>%n hit(s): %1 (%2)</source>
        <translation>
            <numerusform>%n hit: %1 (%2)</numerusform>
            <numerusform>%n hits: %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhwWording</name>
    <message numerus="yes">
        <source>%1 moves %n space(s)</source>
        <translation>
            <numerusform>%1 moves %n space</numerusform>
            <numerusform>%1 moves %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s) and charges %2 (%3)</source>
        <translation>
            <numerusform>%1 moves %n space and charges %2 (%3)</numerusform>
            <numerusform>%1 moves %n spaces and charges %2 (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestKnobs</name>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message numerus="yes">
        <source>%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 of %2 may pursue alone, %n base-width toward the enemy. Move the figure, then confirm.</numerusform>
            <numerusform>%1 of %2 may pursue alone, %n base-widths toward the enemy. Move the figure, then confirm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 of %2 must pursue alone, %n base-width toward the enemy. Move the figure, then confirm.</numerusform>
            <numerusform>%1 of %2 must pursue alone, %n base-widths toward the enemy. Move the figure, then confirm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.</source>
        <translation>
            <numerusform>Cut off beyond it, a Block of its own: %n Base, marked. Tap a Base to change it.</numerusform>
            <numerusform>Cut off beyond it, a Block of their own: %n Bases, marked. Tap a Base to change it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedBattlesPage</name>
    <message numerus="yes">
        <source>Last played %1 · %n entries</source>
        <translation>
            <numerusform>Last played %1 · %n entry</numerusform>
            <numerusform>Last played %1 · %n entries</numerusform>
        </translation>
    </message>
</context>
</TS>
