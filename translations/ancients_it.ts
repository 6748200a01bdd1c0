<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AdjustFatigueDialog</name>
    <message>
        <source>Adjust Fatigue</source>
        <translation>Regola Fatica</translation>
    </message>
    <message>
        <source>Add Fatigue to %1 for something the table shows. The reason is kept in the log.</source>
        <translation>Aggiungi Fatica a %1 per qualcosa che mostra il tavolo. Il motivo resta nel registro.</translation>
    </message>
    <message>
        <source>Fatigue to add</source>
        <translation>Fatica da aggiungere</translation>
    </message>
    <message>
        <source>Why, e.g. &quot;lost a figure to the river&quot;</source>
        <translation>Perché, es. &quot;ha perso una figura nel fiume&quot;</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Say why: the log keeps the reason with the Fatigue.</source>
        <translation>Di’ perché: il registro conserva il motivo con la Fatica.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Add Fatigue</source>
        <translation>Aggiungi Fatica</translation>
    </message>
</context>
<context>
    <name>AllocationPanel</name>
    <message numerus="yes">
        <source>%1 lost by %n: %2 allocates every point.</source>
        <translation>
            <numerusform>%1 ha perso di %n punto: %2 ripartisce ogni punto.</numerusform>
            <numerusform>%1 ha perso di %n punti: %2 ripartisce ogni punto.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught falls back: every point is ground given, none is Fatigue.</source>
        <translation>Uno Schermagliatore non raggiunto ripiega: ogni punto è terreno ceduto, nessuno è Fatica.</translation>
    </message>
    <message numerus="yes">
        <source>Push back %n and allocate</source>
        <translation>
            <numerusform>Arretra di %n e ripartisci</numerusform>
            <numerusform>Arretra di %n e ripartisci</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Ripartisci</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La fila arretra lungo la sua diagonale posteriore verso</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloccata: amici, terreno o bordo del tavolo sbarrano la strada</translation>
    </message>
    <message>
        <source>Marked from the Block&apos;s formation; tap to correct what the table shows:</source>
        <translation>Segnato dalla formazione del Blocco; tocca per correggere secondo il tavolo:</translation>
    </message>
    <message>
        <source>File (%1)</source>
        <translation>Fila (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Giunture (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Lato opposto (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of each seam the recoil tears.</source>
        <translation>Tocca le Basi ai due lati di ogni giuntura che l’arretramento strappa.</translation>
    </message>
    <message>
        <source>A middle file leaves: tap the Bases on one side of it, which become a Block of their own.</source>
        <translation>Esce una fila centrale: tocca le Basi da un suo lato, che formano un Blocco a sé.</translation>
    </message>
    <message>
        <source>Tap the Bases of the file that recoil with the loser (none: the loser alone).</source>
        <translation>Tocca le Basi della fila che arretrano con lo sconfitto (nessuna: lo sconfitto da solo).</translation>
    </message>
</context>
<context>
    <name>AmendBaseChoice</name>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Correggi #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Correggi l’azione come la mostra il tavolo. Tutto ciò che segue viene ricalcolato con gli stessi dadi; l’originale resta nel registro.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Cambia l’azione per vedere i due esiti fianco a fianco.</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo dell’arbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nome dell’arbitro</translation>
    </message>
    <message>
        <source>Answer the choice asked again first.</source>
        <translation>Rispondi prima alla scelta richiesta di nuovo.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indica il motivo e il tuo nome per decidere.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Rule and recompute</source>
        <translation>Decidi e ricalcola</translation>
    </message>
</context>
<context>
    <name>AmendFacts</name>
    <message>
        <source>The table&apos;s facts as this entry set them. Choose a Block to see what it touched.</source>
        <translation>I fatti del tavolo come li ha fissati questa voce. Scegli un Blocco per vedere cosa toccava.</translation>
    </message>
    <message>
        <source>The Block whose contacts are shown</source>
        <translation>Il Blocco di cui si mostrano i contatti</translation>
    </message>
    <message>
        <source>Bases whose retreat was blocked</source>
        <translation>Basi la cui ritirata era bloccata</translation>
    </message>
</context>
<context>
    <name>AmendFields</name>
    <message>
        <source>Block</source>
        <translation>Blocco</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>The Block that takes the other in</source>
        <translation>Il Blocco che assorbe l’altro</translation>
    </message>
    <message>
        <source>The Block taken in</source>
        <translation>Il Blocco assorbito</translation>
    </message>
    <message>
        <source>The Base it wheels about</source>
        <translation>La Base attorno a cui ruota</translation>
    </message>
    <message>
        <source>Turns of 60° (negative: to the left)</source>
        <translation>Rotazioni di 60° (negativo: a sinistra)</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Fronte dopo la conversione</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profondità dopo la conversione</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Basi</translation>
    </message>
    <message>
        <source>Bases that leave the Block</source>
        <translation>Basi che lasciano il Blocco</translation>
    </message>
    <message>
        <source>Bases on either side of a seam</source>
        <translation>Basi ai due lati di una giuntura</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sezione</translation>
    </message>
    <message>
        <source>The players&apos; reason</source>
        <translation>Motivo dei giocatori</translation>
    </message>
    <message>
        <source>Kept as recorded</source>
        <translation>Mantenuto come registrato</translation>
    </message>
    <message>
        <source>This action has no input to correct.</source>
        <translation>Questa azione non ha dati da correggere.</translation>
    </message>
    <message>
        <source>%1: kept as recorded</source>
        <translation>%1: mantenuto come registrato</translation>
    </message>
</context>
<context>
    <name>AmendForm</name>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combatte %2</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Sovrapposizione per %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dadi di %1</translation>
    </message>
    <message>
        <source>The app rolled this fight: the correction meets the same dice.</source>
        <translation>L’app ha tirato i dadi di questo combattimento: la correzione usa gli stessi dadi.</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La fila arretra lungo la sua diagonale posteriore verso</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloccata: amici, terreno o bordo del tavolo sbarrano la strada</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Il vincitore</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Insegue</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Rinuncia</translation>
    </message>
    <message>
        <source>Follows up</source>
        <translation>Avanza</translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Resta</translation>
    </message>
    <message>
        <source>Fatigue added to %1</source>
        <translation>Fatica aggiunta a %1</translation>
    </message>
    <message>
        <source>Ground entered by %1</source>
        <translation>Terreno in cui è entrato %1</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Collina salita</translation>
    </message>
    <message>
        <source>Difficult move</source>
        <translation>Movimento difficile</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Movimento completo</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test di movimento</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tira su %2</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terreno di %1</translation>
    </message>
</context>
<context>
    <name>AmendMoves</name>
    <message>
        <source>%1 wheels</source>
        <translation>%1 esegue una conversione</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 ruota sul posto</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marcia in colonna</translation>
    </message>
    <message>
        <source>The wheel turned</source>
        <translation>Rotazione della conversione</translation>
    </message>
    <message>
        <source>The pivot turned</source>
        <translation>Rotazione sul posto</translation>
    </message>
    <message>
        <source>⟲ counter-clockwise</source>
        <translation>⟲ antiorario</translation>
    </message>
    <message>
        <source>⟳ clockwise</source>
        <translation>⟳ orario</translation>
    </message>
    <message>
        <source>The flank Base it turned about</source>
        <translation>La Base di fianco attorno a cui ha ruotato</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Fronte dopo la conversione</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profondità dopo la conversione</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Test di conversione %1</translation>
    </message>
    <message numerus="yes">
        <source>The leader&apos;s path, %n step(s), and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</source>
        <translation>
            <numerusform>Il percorso della guida (%n passo) e l’ordine della colonna restano come li ha seguiti il tavolo; il test di movimento si può correggere.</numerusform>
            <numerusform>Il percorso della guida (%n passi) e l’ordine della colonna restano come li ha seguiti il tavolo; il test di movimento si può correggere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test di movimento</translation>
    </message>
    <message>
        <source>The app rolled this move: the correction meets the same dice.</source>
        <translation>L’app ha tirato i dadi di questo movimento: la correzione usa gli stessi dadi.</translation>
    </message>
</context>
<context>
    <name>AmendPlan</name>
    <message>
        <source>The fights %1 planned, in the order they fight.</source>
        <translation>I combattimenti pianificati da %1, nell’ordine in cui si svolgono.</translation>
    </message>
    <message>
        <source>No fight is left in the plan.</source>
        <translation>Nel piano non resta alcun combattimento.</translation>
    </message>
    <message>
        <source>%1. %2 against</source>
        <translation>%1. %2 contro</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combatti prima</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combatti dopo</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Togli dal piano</translation>
    </message>
    <message>
        <source>The enemy it fights</source>
        <translation>Il nemico che combatte</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Sovrapposizione per %1</translation>
    </message>
</context>
<context>
    <name>AmendReask</name>
    <message numerus="yes">
        <source>%1 by %n: every point is allocated.</source>
        <translation>
            <numerusform>%1 di %n: ogni punto è ripartito.</numerusform>
            <numerusform>%1 di %n: ogni punto è ripartito.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La fila arretra lungo la sua diagonale posteriore verso</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloccata: amici, terreno o bordo del tavolo sbarrano la strada</translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Ripartisci</translation>
    </message>
    <message>
        <source>%1 may follow up the beaten enemy.</source>
        <translation>%1 può inseguire il nemico battuto.</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Insegui</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rinuncia</translation>
    </message>
    <message>
        <source>%1 may follow up the enemy that gave ground, one hex.</source>
        <translation>%1 può avanzare sul nemico che ha ceduto terreno, di un esagono.</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avanza</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Resta</translation>
    </message>
</context>
<context>
    <name>AmendWhatIf</name>
    <message>
        <source>The corrected action draws a different number of dice than the one recorded, so every later roll comes from further along the same stream.</source>
        <translation>L’azione corretta tira un numero di dadi diverso da quella registrata, quindi ogni tiro successivo viene da più avanti nella stessa sequenza.</translation>
    </message>
    <message>
        <source>The same dice are used again.</source>
        <translation>Si riusano gli stessi dadi.</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Come registrato</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corretto</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>In vantaggio</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost</source>
        <translation>%1 Basi perse su %2</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rotta</translation>
    </message>
    <message>
        <source>Blocks broken</source>
        <translation>Blocchi rotti</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Fatigue of every Base, the changed ones first</source>
        <translation>Fatica di ogni Base, prima quelle cambiate</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>Fatigue %1</source>
        <translation>Fatica %1</translation>
    </message>
</context>
<context>
    <name>ArmiesPage</name>
    <message>
        <source>Armies</source>
        <translation>Eserciti</translation>
    </message>
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>“%1” è importato e conservato su questo dispositivo.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>Non importato; non è cambiato nulla:</translation>
    </message>
    <message>
        <source>“%1” is exported.</source>
        <translation>“%1” è esportato.</translation>
    </message>
    <message>
        <source>Not exported:</source>
        <translation>Non esportato:</translation>
    </message>
    <message>
        <source>spear-armed</source>
        <translation>armati di lancia</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importa una lista d’esercito</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Liste d’esercito (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export an army list</source>
        <translation>Esporta una lista d’esercito</translation>
    </message>
    <message>
        <source>Delete “%1”?</source>
        <translation>Eliminare “%1”?</translation>
    </message>
    <message>
        <source>The army is deleted from this device. Battles already fought with it keep it.</source>
        <translation>L’esercito viene eliminato da questo dispositivo. Le battaglie già combattute con esso lo conservano.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Build an army</source>
        <translation>Crea un esercito</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Tuo</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blocchi, %2 Basi</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Elimina %1</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Blocco</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Basi</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderPage</name>
    <message>
        <source>Build an army</source>
        <translation>Crea un esercito</translation>
    </message>
    <message>
        <source>Army name</source>
        <translation>Nome dell’esercito</translation>
    </message>
    <message>
        <source>Period (optional)</source>
        <translation>Periodo (facoltativo)</translation>
    </message>
    <message>
        <source>e.g. Later Carthaginian</source>
        <translation>es. Cartaginesi tardi</translation>
    </message>
    <message>
        <source>e.g. c. 260–200 BC</source>
        <translation>es. c. 260–200 a.C.</translation>
    </message>
    <message>
        <source>Not saved: put these right first.</source>
        <translation>Non salvato: correggi prima questi punti.</translation>
    </message>
    <message>
        <source>“%1” is saved on this device: it is with the armies now.</source>
        <translation>“%1” è salvato su questo dispositivo: ora è tra gli eserciti.</translation>
    </message>
    <message>
        <source>Show armies</source>
        <translation>Mostra eserciti</translation>
    </message>
    <message>
        <source>Block name, e.g. Hastati</source>
        <translation>Nome del Blocco, es. Hastati</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 Bases</source>
        <translation>%1 × %2 = %3 Basi</translation>
    </message>
    <message>
        <source>Remove Block %1</source>
        <translation>Rimuovi il Blocco %1</translation>
    </message>
    <message>
        <source>Remove this Block</source>
        <translation>Rimuovi questo Blocco</translation>
    </message>
    <message>
        <source>Troop type (§3.3)</source>
        <translation>Tipo di truppa (§3.3)</translation>
    </message>
    <message>
        <source>Quality (§3.1)</source>
        <translation>Qualità (§3.1)</translation>
    </message>
    <message>
        <source>Weight (type’s own)</source>
        <translation>Peso (quello del tipo)</translation>
    </message>
    <message>
        <source>Weight (type’s: %1)</source>
        <translation>Peso (del tipo: %1)</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Spear-armed</source>
        <translation>Armati di lancia</translation>
    </message>
    <message>
        <source>1 Block, %1 Bases</source>
        <translation>1 Blocco, %1 Basi</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blocchi, %2 Basi</translation>
    </message>
    <message>
        <source>Breaks when %1 Bases are lost (30%)</source>
        <translation>Si rompe perse %1 Basi (30%)</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Ancora nessuna Base</translation>
    </message>
    <message>
        <source>+ Add a Block</source>
        <translation>+ Aggiungi un Blocco</translation>
    </message>
    <message>
        <source>Save army</source>
        <translation>Salva esercito</translation>
    </message>
</context>
<context>
    <name>ArmyCatalog</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation>più di %1 byte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 non è un file su questo dispositivo</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: il file non esiste</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; an army list is far smaller</source>
        <translation>%1: più di %2 byte; una lista d’esercito è molto più piccola</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: illeggibile (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>&quot;%1&quot; è il nome di uno degli eserciti dell’app; dai a questo un altro nome</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; delete it first or give this one another name</source>
        <translation>su questo dispositivo c’è già un esercito chiamato &quot;%1&quot;; eliminalo prima o dai a questo un altro nome</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>impossibile scrivere %1 (%2)</translation>
    </message>
    <message>
        <source>there is no army %1</source>
        <translation>non esiste l’esercito %1</translation>
    </message>
</context>
<context>
    <name>ArmyColumn</name>
    <message>
        <source>To act</source>
        <translation>Di turno</translation>
    </message>
    <message>
        <source>Army broken: %1 of %2 Bases lost</source>
        <translation>Esercito rotto: %1 Basi perse su %2</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost · breaks at %3</source>
        <translation>%1 Basi perse su %2 · si rompe a %3</translation>
    </message>
</context>
<context>
    <name>ArmyDraft</name>
    <message>
        <source>Block %1</source>
        <translation>Blocco %1</translation>
    </message>
</context>
<context>
    <name>ArmyListFormat</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>%1, block %2</source>
        <translation>%1, blocco %2</translation>
    </message>
    <message>
        <source>%1, block %2 (%3)</source>
        <translation>%1, blocco %2 (%3)</translation>
    </message>
    <message>
        <source>and more problems (only the first %1 are listed)</source>
        <translation>e altri problemi (sono elencati solo i primi %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not %3</source>
        <translation>&quot;%1&quot; deve essere %2, non %3</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (the fields here are %2)</source>
        <translation>campo sconosciuto &quot;%1&quot; (i campi qui sono %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>manca &quot;%1&quot;</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; non deve essere vuoto</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a character that is not text (U+%2) at character %3</source>
        <translation>&quot;%1&quot; contiene un carattere che non è testo (U+%2) al carattere %3</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 Bases, not %3</source>
        <translation>&quot;%1&quot; deve avere da 1 a %2 Basi, non %3</translation>
    </message>
    <message>
        <source>each of &quot;special_rules&quot; must be %1, not %2</source>
        <translation>ogni voce di &quot;special_rules&quot; deve essere %1, non %2</translation>
    </message>
    <message>
        <source>&quot;special_rules&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;special_rules&quot; elenca &quot;%1&quot; due volte</translation>
    </message>
    <message>
        <source>a Block must be %1, not %2</source>
        <translation>un Blocco deve essere %1, non %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a Block holds at most %1 Bases, not %2 (frontage × depth)</source>
        <translation>un Blocco ha al massimo %1 Basi, non %2 (fronte × profondità)</translation>
    </message>
    <message>
        <source>&quot;weight&quot; must be on the 1–5 ladder (§3.2), not %1</source>
        <translation>&quot;weight&quot; deve essere sulla scala 1–5 (§3.2), non %1</translation>
    </message>
    <message>
        <source>&quot;tag&quot; must be 1 to %1 letters or digits, not %2</source>
        <translation>&quot;tag&quot; deve avere da 1 a %1 lettere o cifre, non %2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4%5</source>
        <translation>%1, riga %2, colonna %3: %4%5</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: not valid JSON (%4)</source>
        <translation>%1, riga %2, colonna %3: JSON non valido (%4)</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <translation>riga %1, colonna %2: JSON non valido (%3)</translation>
    </message>
    <message>
        <source>not an army list (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>non è una lista d’esercito (&quot;format&quot; deve essere &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
        <translation>creata da una versione più recente dell’app (formato lista d’esercito versione %1; questa app legge fino alla versione %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2, not %3</source>
        <translation>&quot;%1&quot; deve essere almeno %2, non %3</translation>
    </message>
    <message>
        <source>&quot;blocks&quot; is empty: an army needs at least one Block</source>
        <translation>&quot;blocks&quot; è vuoto: un esercito ha bisogno di almeno un Blocco</translation>
    </message>
    <message>
        <source>an army has at most %1 Blocks, not %2</source>
        <translation>un esercito ha al massimo %1 Blocchi, non %2</translation>
    </message>
    <message>
        <source>&quot;tag&quot; %1 is already block %2&apos;s: each Block needs a tag of its own</source>
        <translation>&quot;tag&quot; %1 è già del blocco %2: ogni Blocco ha bisogno di una sigla propria</translation>
    </message>
    <message>
        <source>an army has at most %1 Bases, not %2</source>
        <translation>un esercito ha al massimo %1 Basi, non %2</translation>
    </message>
    <message>
        <source>the rules engine refuses it (§%1): %2</source>
        <translation>il motore delle regole lo rifiuta (§%1): %2</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>illeggibile (%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at most %2 characters, not %3</source>
        <translation>&quot;%1&quot; deve avere al massimo %2 caratteri, non %3</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Undo: %1</source>
        <translation>Annulla: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Ripeti: %1</translation>
    </message>
    <message>
        <source>Amended #%1: %2</source>
        <translation>Corretto #%1: %2</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nuova battaglia</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Battaglie salvate</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to act</source>
        <translation>Turno %1 · tocca a %2</translation>
    </message>
    <message>
        <source>Labels…</source>
        <translation>Etichette…</translation>
    </message>
    <message>
        <source>Print the table labels</source>
        <translation>Stampa le etichette da tavolo</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Non eseguito: %1</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Selezionato: %1</translation>
    </message>
    <message>
        <source>Adjust Fatigue…</source>
        <translation>Regola Fatica…</translation>
    </message>
    <message>
        <source>The turn has ended. The battle&apos;s fingerprint:</source>
        <translation>Il turno è finito. L’impronta della battaglia:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Recover and end the turn</source>
        <translation>Recupera e termina il turno</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Termina fase di %1</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Salva le etichette da tavolo</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 allocates the loss</source>
        <translation>Turno %1 · fase di %2 · %3 ripartisce la perdita</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 pursues</source>
        <translation>Turno %1 · fase di %2 · %3 insegue</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 may follow up</source>
        <translation>Turno %1 · fase di %2 · %3 può avanzare</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Turno %1 · %2 · fase di %3</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>the allocation of a loss</source>
        <translation>la ripartizione di una perdita</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>l’inseguimento</translation>
    </message>
    <message>
        <source>the follow-up</source>
        <translation>l’avanzata</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combattimento</translation>
    </message>
    <message>
        <source>an action (%1)</source>
        <translation>un’azione (%1)</translation>
    </message>
    <message>
        <source>amend: only the umpire amends; open the umpire&apos;s view with the PIN first</source>
        <translation>amend: solo l’arbitro corregge; apri prima la vista dell’arbitro con il PIN</translation>
    </message>
    <message>
        <source>amend: there is no such action in force</source>
        <translation>amend: quell’azione non è in vigore</translation>
    </message>
    <message>
        <source>amend: the corrected fields are not those of a %1: %2</source>
        <translation>amend: i campi corretti non sono quelli di un’azione «%1»: %2</translation>
    </message>
    <message>
        <source>#%1 (%2) no longer happens: %3</source>
        <translation>#%1 (%2) non avviene più: %3</translation>
    </message>
    <message>
        <source>%1&apos;s army broke: %2 wins (§12.1)</source>
        <translation>L’esercito di %1 si è rotto: vince %2 (§12.1)</translation>
    </message>
    <message numerus="yes">
        <source>Even: each army can lose %n more Base(s) before it breaks</source>
        <translation>
            <numerusform>Parità: ogni esercito può perdere ancora %n Base prima di rompersi</numerusform>
            <numerusform>Parità: ogni esercito può perdere ancora %n Basi prima di rompersi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is ahead: %2 of %3 Bases lost that break it, %4 %5 of %6</source>
        <translation>%1 è in vantaggio: %2 Basi perse sulle %3 che lo rompono, %4 %5 su %6</translation>
    </message>
    <message>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>%1 ha perso contro %2</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Allocate the loss again.</source>
        <translation>Dopo la correzione, %1 come registrato non è più valido: %2. Ripartisci di nuovo la perdita.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the follow-up again.</source>
        <translation>Dopo la correzione, %1 come registrato non è più valido: %2. Decidi di nuovo l’avanzata.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the pursuit again.</source>
        <translation>Dopo la correzione, %1 come registrato non è più valido: %2. Decidi di nuovo l’inseguimento.</translation>
    </message>
    <message>
        <source>amend: the correction could not be replayed</source>
        <translation>amend: non è stato possibile rigiocare la correzione</translation>
    </message>
    <message>
        <source>amend: no choice is asked again</source>
        <translation>amend: nessuna scelta viene richiesta di nuovo</translation>
    </message>
    <message>
        <source>%1 given again (#%2)</source>
        <translation>%1 dato di nuovo (#%2)</translation>
    </message>
    <message>
        <source>amend: no action is being corrected</source>
        <translation>amend: nessuna azione è in corso di correzione</translation>
    </message>
    <message>
        <source>amend: the correction is the same as #%1 as recorded; there is nothing to rule</source>
        <translation>amend: la correzione è uguale a #%1 come registrato; non c’è nulla da decidere</translation>
    </message>
    <message>
        <source>amend: say why the action is corrected; the reason is kept in the log</source>
        <translation>amend: di’ perché l’azione viene corretta; il motivo resta nel registro</translation>
    </message>
    <message>
        <source>amend: give the umpire&apos;s name; it is kept in the log with the reason</source>
        <translation>amend: indica il nome dell’arbitro; resta nel registro con il motivo</translation>
    </message>
    <message>
        <source>amend: answer every choice asked again before ruling</source>
        <translation>amend: rispondi a ogni scelta richiesta di nuovo prima di decidere</translation>
    </message>
    <message>
        <source>The folder %1 for the battle store cannot be made.</source>
        <translation>Impossibile creare la cartella %1 dell’archivio delle battaglie.</translation>
    </message>
    <message>
        <source>The battle store is not open.</source>
        <translation>L’archivio delle battaglie non è aperto.</translation>
    </message>
    <message>
        <source>startBattle: a Fatigue cost cannot be negative</source>
        <translation>startBattle: un costo di Fatica non può essere negativo</translation>
    </message>
    <message>
        <source>startBattle: there is no rules option &quot;%1&quot;; the options are %2</source>
        <translation>startBattle: non esiste l’opzione di regole &quot;%1&quot;; le opzioni sono %2</translation>
    </message>
    <message>
        <source>startBattle: no army catalog was given</source>
        <translation>startBattle: nessun catalogo di eserciti indicato</translation>
    </message>
    <message>
        <source>startBattle: the catalog has no army %1</source>
        <translation>startBattle: il catalogo non ha l’esercito %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: illeggibile (%2)</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 non è stato importato: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: the battle tracks positions on a hex map; this app plays battles whose positions the players keep on the table</source>
        <translation>%1 non è stato importato: la battaglia segue le posizioni su una mappa esagonale; questa app gioca battaglie le cui posizioni i giocatori tengono sul tavolo</translation>
    </message>
    <message>
        <source>%1 v %2 (imported)</source>
        <translation>%1 contro %2 (importata)</translation>
    </message>
    <message>
        <source>No battle is kept on this device yet.</source>
        <translation>Su questo dispositivo non è ancora salvata alcuna battaglia.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>adjustFatigue: say why the Fatigue changes; the reason is kept in the log</source>
        <translation>adjustFatigue: di’ perché cambia la Fatica; il motivo resta nel registro</translation>
    </message>
    <message>
        <source>exportBattle: name the file to write</source>
        <translation>exportBattle: indica il file da scrivere</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Il segreto dei dadi si esporta solo con una battaglia decisa: mentre è in corso, il segreto svelerebbe ogni tiro futuro. Non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>Choose both armies first.</source>
        <translation>Scegli prima i due eserciti.</translation>
    </message>
    <message>
        <source>Name the file to write the label sheet to.</source>
        <translation>Indica il file in cui scrivere il foglio di etichette.</translation>
    </message>
    <message>
        <source>the battle does not verify</source>
        <translation>la battaglia non supera la verifica</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>Base %1</translation>
    </message>
    <message>
        <source>%1, Base %2</source>
        <translation>%1, Base %2</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Blocco %1</translation>
    </message>
    <message>
        <source>Block %1, %2</source>
        <translation>Blocco %1, %2</translation>
    </message>
</context>
<context>
    <name>BattleWording</name>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recupero</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3</source>
        <translation>%1 e %2, tiene %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>sovrapposizione</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the rear</source>
        <translation>sovrapposizione non contata: colpito alle spalle</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the flank</source>
        <translation>sovrapposizione non contata: colpito sul fianco</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s flank</source>
        <translation>colpisce il fianco del nemico</translation>
    </message>
    <message>
        <source>struck in the flank</source>
        <translation>colpito sul fianco</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s rear</source>
        <translation>colpisce il nemico alle spalle</translation>
    </message>
    <message>
        <source>struck in the rear</source>
        <translation>colpito alle spalle</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>dall’alto</translation>
    </message>
    <message>
        <source>shock ended: it applies only on the first round of contact</source>
        <translation>urto finito: vale solo al primo round di contatto</translation>
    </message>
    <message>
        <source>shock negated by steady spears to the front</source>
        <translation>urto annullato da lance salde di fronte</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated by steady spears to the front</source>
        <translation>urto nemico annullato da lance salde di fronte</translation>
    </message>
    <message>
        <source>shock negated: charging uphill</source>
        <translation>urto annullato: carica in salita</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated: it charged uphill</source>
        <translation>urto nemico annullato: ha caricato in salita</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>urto</translation>
    </message>
    <message>
        <source>shock against formed infantry that is not spear-armed</source>
        <translation>urto contro fanteria in formazione senza lance</translation>
    </message>
    <message>
        <source>enemy&apos;s shock</source>
        <translation>urto nemico</translation>
    </message>
    <message>
        <source>enemy&apos;s shock against formed infantry that is not spear-armed</source>
        <translation>urto nemico contro fanteria in formazione senza lance</translation>
    </message>
    <message>
        <source>steady spears against mounted</source>
        <translation>lance salde contro truppe montate</translation>
    </message>
    <message>
        <source>steady spears lost: the mounted enemy is not to the front</source>
        <translation>lance salde perse: il nemico montato non è di fronte</translation>
    </message>
    <message>
        <source>%1 %2 (§%3)</source>
        <translation>%1 %2 (§%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Effective weight: %1 for %2, %3 for %4.</source>
        <translation>Peso effettivo: %1 per %2, %3 per %4.</translation>
    </message>
    <message>
        <source>Quality dice: %1 rolls %2; %3 rolls %4.</source>
        <translation>Dadi qualità: %1 ottiene %2; %3 ottiene %4.</translation>
    </message>
    <message>
        <source>Modifiers for %1: %2; for %3: %4.</source>
        <translation>Modificatori per %1: %2; per %3: %4.</translation>
    </message>
    <message>
        <source>Totals: %1 for %2, %3 for %4.</source>
        <translation>Totali: %1 per %2, %3 per %4.</translation>
    </message>
    <message>
        <source>Raw difference, %1 less %2: %3.</source>
        <translation>Differenza grezza, %1 meno %2: %3.</translation>
    </message>
    <message>
        <source>Weight shift %1: margin %2.</source>
        <translation>Scarto di peso %1: margine %2.</translation>
    </message>
    <message>
        <source>Equal final totals: nobody loses.</source>
        <translation>Totali finali uguali: nessuno perde.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by %n: that many points of Fatigue or push-back.</source>
        <translation>
            <numerusform>%1 perde di %n: altrettanti punti di Fatica o arretramento.</numerusform>
            <numerusform>%1 perde di %n: altrettanti punti di Fatica o arretramento.</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective weight: firer %1, target %2.</source>
        <translation>Peso effettivo: tiratore %1, bersaglio %2.</translation>
    </message>
    <message>
        <source>Quality dice: firer rolls %1; target rolls %2.</source>
        <translation>Dadi qualità: il tiratore ottiene %1; il bersaglio ottiene %2.</translation>
    </message>
    <message>
        <source>No overlap, flank, rear or high-ground modifiers: totals firer %1, target %2.</source>
        <translation>Nessun modificatore di sovrapposizione, fianco, spalle o altura: totali tiratore %1, bersaglio %2.</translation>
    </message>
    <message>
        <source>Raw difference (firer less target) %1, weight shift %2: margin %3.</source>
        <translation>Differenza grezza (tiratore meno bersaglio) %1, scarto di peso %2: margine %3.</translation>
    </message>
    <message numerus="yes">
        <source>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</source>
        <translation>
            <numerusform>Il totale del tiratore supera quello del bersaglio: il bersaglio subisce %n Fatica.</numerusform>
            <numerusform>Il totale del tiratore supera quello del bersaglio: il bersaglio subisce %n Fatica.</numerusform>
        </translation>
    </message>
    <message>
        <source>The firer&apos;s total does not beat the target&apos;s: the shots have no effect.</source>
        <translation>Il totale del tiratore non supera quello del bersaglio: i tiri non hanno effetto.</translation>
    </message>
    <message>
        <source>the tempo cost of an extra move, paid before it</source>
        <translation>il costo di tempo di un movimento in più, pagato prima</translation>
    </message>
    <message>
        <source>terrain entered</source>
        <translation>terreno in cui entra</translation>
    </message>
    <message>
        <source>climbing a slight hill</source>
        <translation>salita su una collina dolce</translation>
    </message>
    <message>
        <source>climbing a steep hill</source>
        <translation>salita su una collina ripida</translation>
    </message>
    <message>
        <source>climbing a hill</source>
        <translation>salita su una collina</translation>
    </message>
    <message>
        <source>a difficult move, paid after it</source>
        <translation>un movimento difficile, pagato dopo</translation>
    </message>
    <message>
        <source>a difficult move through friends, paid after it</source>
        <translation>un movimento difficile attraverso amici, pagato dopo</translation>
    </message>
    <message>
        <source>a difficult move that changed the formation, paid after it</source>
        <translation>un movimento difficile che ha cambiato la formazione, pagato dopo</translation>
    </message>
    <message>
        <source>the pivot&apos;s Fatigue cost</source>
        <translation>il costo in Fatica della rotazione</translation>
    </message>
    <message>
        <source>terrain of the tile the wheel swings it onto</source>
        <translation>terreno della casella su cui la porta la conversione</translation>
    </message>
    <message>
        <source>terrain entered on the march</source>
        <translation>terreno in cui entra durante la marcia</translation>
    </message>
    <message>
        <source>on the seam the split opened</source>
        <translation>sulla giuntura aperta dalla divisione</translation>
    </message>
    <message>
        <source>on the seam the merge closed</source>
        <translation>sulla giuntura chiusa dalla fusione</translation>
    </message>
    <message>
        <source>entered by the players</source>
        <translation>inserita dai giocatori</translation>
    </message>
    <message>
        <source>entered by the players: %1</source>
        <translation>inserita dai giocatori: %1</translation>
    </message>
    <message>
        <source>recovery: its Block did not move and it was neither in combat nor shot at</source>
        <translation>recupero: il suo Blocco non si è mosso e non è stata né in combattimento né sotto tiro</translation>
    </message>
    <message>
        <source>smoothing: gives 1 to %1</source>
        <translation>livellamento: dà 1 a %1</translation>
    </message>
    <message>
        <source>smoothing: takes 1 from %1</source>
        <translation>livellamento: prende 1 da %1</translation>
    </message>
    <message>
        <source>missile fire from %1</source>
        <translation>tiro da %1</translation>
    </message>
    <message numerus="yes">
        <source>on %n seam(s) the file tore as it left</source>
        <translation>
            <numerusform>su %n giuntura strappata dalla fila uscendo</numerusform>
            <numerusform>su %n giunture strappate dalla fila uscendo</numerusform>
        </translation>
    </message>
    <message>
        <source>cascade: a Base struck in the rear lost by 2 or more</source>
        <translation>cascata: una Base colpita alle spalle ha perso di 2 o più</translation>
    </message>
    <message>
        <source>holds: Fatigue for the points it did not give as ground</source>
        <translation>tiene: Fatica per i punti non ceduti come terreno</translation>
    </message>
    <message>
        <source>contagion: %1 broke within one base-width</source>
        <translation>contagio: %1 si è rotto entro una larghezza di base</translation>
    </message>
    <message>
        <source>the army has broken</source>
        <translation>l’esercito si è rotto</translation>
    </message>
    <message>
        <source>a repeated push-back: ground given after its first base-depth this phase</source>
        <translation>un arretramento ripetuto: terreno ceduto oltre la sua prima profondità di base in questa fase</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2 (now %3): %4</source>
        <translation>%1 Fatica a %2 (ora %3): %4</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>ruota sul posto</translation>
    </message>
    <message>
        <source>wheels (move %1 of %2)</source>
        <translation>esegue una conversione (movimento %1 di %2)</translation>
    </message>
    <message>
        <source>marches in column</source>
        <translation>marcia in colonna</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>si muove</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: passed</source>
        <translation>%1 %2: test di movimento, tiene %3 contro Fatica media %4: superato</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: failed</source>
        <translation>%1 %2: test di movimento, tiene %3 contro Fatica media %4: fallito</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 is pushed back and forms a Block of its own</source>
        <translation>%1 si divide: la fila di %2 arretra e forma un Blocco a sé</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 evades and forms a Block of its own</source>
        <translation>%1 si divide: la fila di %2 si sgancia e forma un Blocco a sé</translation>
    </message>
    <message>
        <source>%1 splits: %2 pursues alone and forms a Block of its own</source>
        <translation>%1 si divide: %2 insegue da sola e forma un Blocco a sé</translation>
    </message>
    <message>
        <source>%1 splits: %2 follows up alone and forms a Block of its own</source>
        <translation>%1 si divide: %2 avanza da sola e forma un Blocco a sé</translation>
    </message>
    <message>
        <source>%1 is cut in two: the Bases beyond the file form a Block of their own</source>
        <translation>%1 è tagliato in due: le Basi oltre la fila formano un Blocco a sé</translation>
    </message>
    <message>
        <source>%1 splits: the detached Bases form a Block of their own</source>
        <translation>%1 si divide: le Basi staccate formano un Blocco a sé</translation>
    </message>
    <message numerus="yes">
        <source>%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 deve inseguire %2: %n larghezza di base verso di esso, da sola, senza test, senza Fatica</numerusform>
            <numerusform>%1 deve inseguire %2: %n larghezze di base verso di esso, da sola, senza test, senza Fatica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 può inseguire %2: %n larghezza di base verso di esso, da sola, senza test, senza Fatica</numerusform>
            <numerusform>%1 può inseguire %2: %n larghezze di base verso di esso, da sola, senza test, senza Fatica</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 declines to pursue</source>
        <translation>%1 rinuncia all’inseguimento</translation>
    </message>
    <message>
        <source>%1 cannot advance: the way ahead is taken</source>
        <translation>%1 non può avanzare: la strada è occupata</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursues %n base-width(s) toward %2, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 insegue per %n larghezza di base verso %2, senza test, senza Fatica</numerusform>
            <numerusform>%1 insegue per %n larghezze di base verso %2, senza test, senza Fatica</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may follow up %2 one hex</source>
        <translation>%1 può avanzare su %2 di un esagono</translation>
    </message>
    <message>
        <source>%1 follows up one hex toward %2</source>
        <translation>%1 avanza di un esagono verso %2</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 resta dov’è</translation>
    </message>
    <message>
        <source>%1 cannot follow up: the hex ahead is taken, impassable or off the table</source>
        <translation>%1 non può avanzare: l’esagono davanti è occupato, invalicabile o fuori dal tavolo</translation>
    </message>
    <message>
        <source>%1 won but is otherwise engaged: it does not pursue</source>
        <translation>%1 ha vinto ma è impegnata altrove: non insegue</translation>
    </message>
    <message>
        <source>%1 has routed: routed Bases give no overlaps</source>
        <translation>%1 è in fuga: le Basi in fuga non danno sovrapposizioni</translation>
    </message>
    <message>
        <source>%1 gave ground earlier this phase: it no longer laps %2</source>
        <translation>%1 ha già ceduto terreno in questa fase: non si sovrappone più a %2</translation>
    </message>
    <message>
        <source>After the first round %1 counts no overlaps unless supported by its own kind: %2 is not</source>
        <translation>Dopo il primo round %1 non conta sovrapposizioni se non del suo stesso tipo: %2 non lo è</translation>
    </message>
    <message>
        <source>%1 is caught by faster troops: the evade fails</source>
        <translation>%1 è raggiunta da truppe più veloci: lo sganciamento fallisce</translation>
    </message>
    <message>
        <source>%1 cannot fall back the full distance: the evade fails and it takes the full result</source>
        <translation>%1 non può ripiegare per l’intera distanza: lo sganciamento fallisce e subisce l’intero risultato</translation>
    </message>
    <message>
        <source>Dislocation: the pushed file of %1, alone, averages over 6 and breaks</source>
        <translation>Dislocazione: la fila respinta di %1, da sola, supera 6 di media e si rompe</translation>
    </message>
    <message>
        <source>The players enter the overlaps of %1 and %2 instead of those the plan gives</source>
        <translation>I giocatori inseriscono le sovrapposizioni di %1 e %2 al posto di quelle del piano</translation>
    </message>
    <message>
        <source>%1 is struck in the flank on the side %2 laps from: that overlap does not count</source>
        <translation>%1 è colpita sul fianco dal lato da cui si sovrappone %2: quella sovrapposizione non conta</translation>
    </message>
    <message>
        <source>%1 is struck in the rear: it counts no overlaps, not even %2&apos;s</source>
        <translation>%1 è colpita alle spalle: non conta sovrapposizioni, nemmeno quella di %2</translation>
    </message>
    <message>
        <source>%1 pivots 60° in place</source>
        <translation>%1 ruota di 60° sul posto</translation>
    </message>
    <message numerus="yes">
        <source>%1 wheels 60° in %n move(s)</source>
        <translation>
            <numerusform>%1 esegue una conversione di 60° in %n movimento</numerusform>
            <numerusform>%1 esegue una conversione di 60° in %n movimenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 marches %n base-width(s) in column</source>
        <translation>
            <numerusform>%1 marcia per %n larghezza di base in colonna</numerusform>
            <numerusform>%1 marcia per %n larghezze di base in colonna</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 si muove</translation>
    </message>
    <message>
        <source>The wheel of %1 is aborted: it does not happen, the Fatigue paid is lost</source>
        <translation>La conversione di %1 è annullata: non avviene e la Fatica pagata è persa</translation>
    </message>
    <message>
        <source>%1 fails its test: its movement ends for the turn</source>
        <translation>%1 fallisce il test: il suo movimento finisce per questo turno</translation>
    </message>
    <message>
        <source>%1 merges into %2; Fatigue pools</source>
        <translation>%1 si unisce a %2; la Fatica si somma</translation>
    </message>
    <message>
        <source>%1 breaks: its army has broken, so the push-back of %2 becomes a break; its Bases rout</source>
        <translation>%1 si rompe: il suo esercito si è rotto, quindi l’arretramento di %2 diventa una rottura; le sue Basi sono in fuga</translation>
    </message>
    <message>
        <source>%1 breaks: its average Fatigue %2 exceeds 6; its Bases rout</source>
        <translation>%1 si rompe: la sua Fatica media %2 supera 6; le sue Basi sono in fuga</translation>
    </message>
    <message>
        <source>%1 cannot retreat a full move and is removed</source>
        <translation>%1 non può ritirarsi di un movimento completo ed è tolta dal tavolo</translation>
    </message>
    <message>
        <source>%1 would leave the table as it retreats and is removed</source>
        <translation>%1 uscirebbe dal tavolo ritirandosi ed è tolta</translation>
    </message>
    <message>
        <source>%1 cannot retreat and is removed</source>
        <translation>%1 non può ritirarsi ed è tolta dal tavolo</translation>
    </message>
    <message>
        <source>%1 has lost %2 of %3 starting Bases (30% or more): it breaks and the battle is decided</source>
        <translation>%1 ha perso %2 delle sue %3 Basi iniziali (30% o più): si rompe e la battaglia è decisa</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 phase</source>
        <translation>Turno %1, %2: fase di %3</translation>
    </message>
    <message>
        <source>%1 makes contact on a chained second move after a full first: shock applies</source>
        <translation>%1 entra in contatto con un secondo movimento concatenato dopo uno completo: si applica l’urto</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, margin 0 after the weight shift: nobody loses</source>
        <translation>%1 e %2 combattono: totali %3 e %4, margine 0 dopo lo scarto di peso: nessuno perde</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, weight shift %5: %6 loses by %7</source>
        <translation>%1 e %2 combattono: totali %3 e %4, scarto di peso %5: %6 perde di %7</translation>
    </message>
    <message numerus="yes">
        <source>%1 evades, falling back %n base-depth(s)</source>
        <translation>
            <numerusform>%1 si sgancia, ripiegando di %n profondità di base</numerusform>
            <numerusform>%1 si sgancia, ripiegando di %n profondità di base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recoils %n base-depth(s)</source>
        <translation>
            <numerusform>%1 arretra di %n profondità di base</numerusform>
            <numerusform>%1 arretra di %n profondità di base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with its file of %n Bases</source>
        <translation>
            <numerusform>, con la sua fila di %n Base</numerusform>
            <numerusform>, con la sua fila di %n Basi</numerusform>
        </translation>
    </message>
    <message>
        <source>, split from its Block</source>
        <translation>, staccata dal suo Blocco</translation>
    </message>
    <message numerus="yes">
        <source>%1 is pinned: %n push-back point(s) taken as Fatigue instead</source>
        <translation>
            <numerusform>%1 è bloccata: %n punto di arretramento diventa Fatica</numerusform>
            <numerusform>%1 è bloccata: %n punti di arretramento diventano Fatica</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: %2 takes %7 Fatigue</source>
        <translation>%1 tira su %2: tiri %3 e %4, scarto di peso %5, margine %6: %2 subisce %7 Fatica</translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: the shots have no effect</source>
        <translation>%1 tira su %2: tiri %3 e %4, scarto di peso %5, margine %6: i tiri non hanno effetto</translation>
    </message>
    <message>
        <source>%1: passed</source>
        <translation>%1: superato</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1: fallito</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>%1 moves and charges</source>
        <translation>%1 si muove e carica</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 ruota sul posto</translation>
    </message>
    <message>
        <source>%1 wheels about %2</source>
        <translation>%1 esegue una conversione attorno a %2</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marcia in colonna</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 si divide</translation>
    </message>
    <message>
        <source>%1 merges into %2</source>
        <translation>%1 si unisce a %2</translation>
    </message>
    <message>
        <source>Contacts and distances entered</source>
        <translation>Contatti e distanze inseriti</translation>
    </message>
    <message>
        <source>Bases marked as in combat</source>
        <translation>Basi segnate in combattimento</translation>
    </message>
    <message>
        <source>Bases marked as shot at</source>
        <translation>Basi segnate sotto tiro</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2</source>
        <translation>%1 Fatica a %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 tolta dal tavolo</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Fine della fase</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combatte %2</translation>
    </message>
    <message>
        <source>Loss allocated: %1 Fatigue, %2 push-back</source>
        <translation>Perdita ripartita: %1 Fatica, %2 arretramento</translation>
    </message>
    <message>
        <source>Pursuit declined</source>
        <translation>Inseguimento rifiutato</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Inseguimento</translation>
    </message>
    <message>
        <source>Follow-up declined</source>
        <translation>Avanzata rifiutata</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Avanzata</translation>
    </message>
    <message>
        <source>Combat pairs planned: %1</source>
        <translation>Coppie di combattimento pianificate: %1</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tira su %2</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3 and rolls it again: %4</source>
        <translation>%1 e %2, tiene %3 e lo ritira: %4</translation>
    </message>
    <message>
        <source>%1, %2 and %3, keeps %4</source>
        <translation>%1, %2 e %3, tiene %4</translation>
    </message>
    <message>
        <source>%1 declines to pull Fatigue in smoothing</source>
        <translation>%1 rinuncia a prendere Fatica nel livellamento</translation>
    </message>
    <message>
        <source>%1 wheels 60° without a move: a lone Base&apos;s far corner travels 0</source>
        <translation>%1 esegue una conversione di 60° senza movimento: l’angolo lontano di una Base sola percorre 0</translation>
    </message>
</context>
<context>
    <name>BlockCard</name>
    <message>
        <source>%1, %2, average Fatigue %3</source>
        <translation>%1, %2, Fatica media %3</translation>
    </message>
    <message>
        <source>%1 · %2 · weight %3</source>
        <translation>%1 · %2 · peso %3</translation>
    </message>
    <message>
        <source>%1, Fatigue %2</source>
        <translation>%1, Fatica %2</translation>
    </message>
    <message>
        <source>in the file</source>
        <translation>nella fila</translation>
    </message>
    <message>
        <source>at a seam</source>
        <translation>a una giuntura</translation>
    </message>
    <message>
        <source>on the far side</source>
        <translation>sul lato opposto</translation>
    </message>
    <message>
        <source>lapping</source>
        <translation>in sovrapposizione</translation>
    </message>
    <message>
        <source>Average %1</source>
        <translation>Media %1</translation>
    </message>
    <message>
        <source>Broken and routing</source>
        <translation>Rotto e in fuga</translation>
    </message>
    <message>
        <source>Moves this turn: %1</source>
        <translation>Movimenti in questo turno: %1</translation>
    </message>
    <message>
        <source>Movement over</source>
        <translation>Movimento finito</translation>
    </message>
    <message>
        <source>Shock charge</source>
        <translation>Carica d’urto</translation>
    </message>
</context>
<context>
    <name>CitationButton</name>
    <message>
        <source>Rulebook section %1</source>
        <translation>Regolamento, sezione %1</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Decisione %1</translation>
    </message>
</context>
<context>
    <name>CohesionTracker</name>
    <message>
        <source>Side A</source>
        <translation>Schieramento A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Schieramento B</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Dai un nome all&apos;unità.</translation>
    </message>
    <message>
        <source>A side holds at most %1 units on the tracker.</source>
        <translation>Uno schieramento ha al massimo %1 unità nel registro.</translation>
    </message>
    <message>
        <source>%1 is destroyed and has left the battlefield (§2, R10).</source>
        <translation>%1 è distrutta e ha lasciato il campo di battaglia (§2, R10).</translation>
    </message>
    <message>
        <source>%1 is Fresh: it has nothing to rally (§9, R2).</source>
        <translation>%1 è fresca: non ha nulla da riordinare (§9, R2).</translation>
    </message>
    <message>
        <source>%1 is destroyed and never rallies (§9, R2).</source>
        <translation>%1 è distrutta e non si riordina mai (§9, R2).</translation>
    </message>
    <message>
        <source>Romans</source>
        <translation>Romani</translation>
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
        <translation>Veliti</translation>
    </message>
    <message>
        <source>Gauls</source>
        <translation>Galli</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerriera</translation>
    </message>
    <message>
        <source>Noble cavalry</source>
        <translation>Cavalleria nobile</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>it is not JSON (line %1, column %2: %3)</source>
        <translation>non è JSON (riga %1, colonna %2: %3)</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>&quot;format&quot; non è &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1</source>
        <translation>&quot;version&quot; non è %1</translation>
    </message>
    <message>
        <source>&quot;break_point&quot; is not a whole number from 0 to %1</source>
        <translation>&quot;break_point&quot; non è un numero intero da 0 a %1</translation>
    </message>
    <message>
        <source>&quot;sides&quot; does not hold two sides</source>
        <translation>&quot;sides&quot; non contiene due schieramenti</translation>
    </message>
    <message>
        <source>sides[%1].units holds more than %2 units</source>
        <translation>sides[%1].units contiene più di %2 unità</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].name is empty</source>
        <translation>sides[%1].units[%2].name è vuoto</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].cohesion is not one of fresh, shaken, disrupted, destroyed</source>
        <translation>sides[%1].units[%2].cohesion non è fresh, shaken, disrupted o destroyed</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>non si può aprire (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>non si può leggere (%1)</translation>
    </message>
    <message>
        <source>it is not a cohesion tracker file</source>
        <translation>non è un file del registro di coesione</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Non è stato possibile leggere il file %1 del registro di coesione: %2. È stato conservato come %3 e il registro riparte vuoto.</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Non è stato possibile leggere il file %1 del registro di coesione: %2. Non è stato possibile nemmeno spostarlo, quindi le modifiche non saranno salvate finché il file non viene spostato o riparato.</translation>
    </message>
    <message>
        <source>The cohesion tracker could not be saved to %1: %2.</source>
        <translation>Non è stato possibile salvare il registro di coesione in %1: %2.</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Scosso</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Disordinato</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Distrutto</translation>
    </message>
</context>
<context>
    <name>CohesionTrackerPage</name>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro di coesione</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>All Fresh</source>
        <translation>Tutte fresche</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Try with two sample armies</source>
        <translation>Prova con due eserciti d&apos;esempio</translation>
    </message>
    <message>
        <source>Break point: %1 lost (§3, R13)</source>
        <translation>Punto di rottura: %1 perse (§3, R13)</translation>
    </message>
    <message>
        <source>No break point: to the last unit (§3, R13)</source>
        <translation>Nessun punto di rottura: fino all&apos;ultima unità (§3, R13)</translation>
    </message>
    <message>
        <source>Lower the break point</source>
        <translation>Abbassa il punto di rottura</translation>
    </message>
    <message>
        <source>Raise the break point</source>
        <translation>Alza il punto di rottura</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is a draw (§3, R13).</source>
        <translation>Entrambi gli schieramenti sono sconfitti: la battaglia è un pareggio (§3, R13).</translation>
    </message>
    <message>
        <source>%1 wins: %2 is defeated (§3, R13).</source>
        <translation>%1 vince: %2 è sconfitto (§3, R13).</translation>
    </message>
    <message>
        <source>The side&apos;s name</source>
        <translation>Nome dello schieramento</translation>
    </message>
    <message>
        <source>Defeated: %1 of %2 lost</source>
        <translation>Sconfitto: %1 su %2 perse</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 su %2 perse</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <source>%1 takes a hit</source>
        <translation>%1 subisce un colpo</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Riordinare</translation>
    </message>
    <message>
        <source>%1 rallies</source>
        <translation>%1 si riordina</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Nome dell&apos;unità</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Aggiungi unità</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Now tap the enemy Base it fights.</source>
        <translation>Ora tocca la Base nemica che combatte.</translation>
    </message>
    <message>
        <source>%1: pair each Base in contact with one enemy: tap your Base, then the enemy Base it fights. Fights go in the order you choose.</source>
        <translation>%1: abbina ogni Base a contatto a un nemico: tocca la tua Base, poi la Base nemica che combatte. I combattimenti seguono l’ordine che scegli.</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combatte %2</translation>
    </message>
    <message>
        <source>fight %1 of the plan</source>
        <translation>combattimento %1 del piano</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 vince %2 · pareggio %3 · %4 vince %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>nessun modificatore</translation>
    </message>
    <message>
        <source>Weight shift %1 (§9.4)</source>
        <translation>Scarto di peso %1 (§9.4)</translation>
    </message>
    <message>
        <source>A friend that laps the enemy? Tap it on its card (§9.2).</source>
        <translation>Un amico si sovrappone al nemico? Toccalo sulla sua scheda (§9.2).</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, named in the plan (§9.2). Tap it again to take it away.</source>
        <translation>%1 si sovrappone al nemico: +1 per %2, indicato nel piano (§9.2). Toccalo di nuovo per toglierlo.</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, entered by hand (§9.2). Tap it again to take it away.</source>
        <translation>%1 si sovrappone al nemico: +1 per %2, inserito a mano (§9.2). Toccalo di nuovo per toglierlo.</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dadi di %1</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combatti con questi dadi</translation>
    </message>
    <message>
        <source>Roll and fight</source>
        <translation>Tira e combatti</translation>
    </message>
    <message>
        <source>Add to the plan</source>
        <translation>Aggiungi al piano</translation>
    </message>
    <message>
        <source>If every point is held as Fatigue: %1&apos;s Block breaks %2 · %3&apos;s breaks %4</source>
        <translation>Se ogni punto è tenuto come Fatica: il Blocco di %1 si rompe %2 · quello di %3 %4</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un arretramento nel combattimento %1 toglierebbe questa sovrapposizione (§4)</translation>
    </message>
    <message>
        <source>The plan: %1 fights still to fight</source>
        <translation>Il piano: %1 combattimenti da fare</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Ciò che mostra il tavolo</translation>
    </message>
    <message>
        <source>Overlap for %1: %2</source>
        <translation>Sovrapposizione per %1: %2</translation>
    </message>
    <message>
        <source>Tap the Base of %1 that laps</source>
        <translation>Tocca la Base di %1 in sovrapposizione</translation>
    </message>
    <message>
        <source>Overlap for %1…</source>
        <translation>Sovrapposizione per %1…</translation>
    </message>
    <message>
        <source>Struck in the flank by another enemy, a Base loses the overlap on that side only: say below which side its lapping Base stands on (§9.3).</source>
        <translation>Colpita sul fianco da un altro nemico, una Base perde solo la sovrapposizione su quel lato: indica sotto su quale lato sta la sua Base in sovrapposizione (§9.3).</translation>
    </message>
    <message>
        <source>%1 stands on the side of %2:</source>
        <translation>%1 sta sul lato di %2:</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
</context>
<context>
    <name>CombatQueue</name>
    <message>
        <source>Engaged, not yet paired (%1):</source>
        <translation>Impegnate, non ancora abbinate (%1):</translation>
    </message>
    <message>
        <source>%1, %2: pair it with an enemy</source>
        <translation>%1, %2: abbinala a un nemico</translation>
    </message>
    <message>
        <source>Fights in order (%1 to fight):</source>
        <translation>Combattimenti in ordine (%1 da svolgere):</translation>
    </message>
    <message>
        <source>Fight %1: %2 against %3</source>
        <translation>Combattimento %1: %2 contro %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4</source>
        <translation>%1 %2 contro %3 %4</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Svolto</translation>
    </message>
    <message>
        <source>No longer in contact</source>
        <translation>Non più a contatto</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 vince %2 · pareggio %3 · %4 vince %5</translation>
    </message>
    <message>
        <source>%1 laps for %2 (+%3)</source>
        <translation>%1 si sovrappone per %2 (+%3)</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un arretramento nel combattimento %1 toglierebbe questa sovrapposizione (§4)</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combatti prima</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combatti dopo</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Togli dal piano</translation>
    </message>
    <message>
        <source>In contact, not yet fought: %1 (§4).</source>
        <translation>In contatto, non ancora combattuto: %1 (§4).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
</context>
<context>
    <name>ContactsEditor</name>
    <message>
        <source>In contact with</source>
        <translation>A contatto con</translation>
    </message>
    <message>
        <source>In contact with %1</source>
        <translation>A contatto con %1</translation>
    </message>
    <message>
        <source>Friends within one base-width</source>
        <translation>Amici entro una larghezza di base</translation>
    </message>
    <message>
        <source>%1 within one base-width</source>
        <translation>%1 entro una larghezza di base</translation>
    </message>
</context>
<context>
    <name>DecidedPanel</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 vince</translation>
    </message>
    <message>
        <source>%1 has broken: the battle is decided.</source>
        <translation>%1 si è rotto: la battaglia è decisa.</translation>
    </message>
    <message>
        <source>Decided in turn %1.</source>
        <translation>Decisa al turno %1.</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost; %3 break the army</source>
        <translation>%1 Basi perse su %2; %3 rompono l’esercito</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rotto</translation>
    </message>
    <message>
        <source>The fights that decided it</source>
        <translation>I combattimenti che l’hanno decisa</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3) lost by %4 to %5 (%6).</source>
        <translation>Turno %1: %2 (%3) ha perso di %4 contro %5 (%6).</translation>
    </message>
    <message>
        <source>Then broke: %1.</source>
        <translation>Poi si sono rotti: %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint at its end:</source>
        <translation>L’impronta della battaglia alla fine:</translation>
    </message>
</context>
<context>
    <name>DiceInput</name>
    <message>
        <source>%1: first die</source>
        <translation>%1: primo dado</translation>
    </message>
    <message>
        <source>%1: second die</source>
        <translation>%1: secondo dado</translation>
    </message>
    <message>
        <source>%1: the kept die rolled again</source>
        <translation>%1: il dado tenuto, ritirato</translation>
    </message>
    <message>
        <source>%1: third die</source>
        <translation>%1: terzo dado</translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source>The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).</source>
        <translation>Il dado medio non ha il %1: le sue facce sono 2, 3, 3, 4, 4 e 5 (§3.1).</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6 (§3.1).</source>
        <translation>Un d6 non ha il %1: le sue facce vanno da 1 a 6 (§3.1).</translation>
    </message>
    <message>
        <source>Choose the dice to roll first.</source>
        <translation>Scegli prima i dadi da tirare.</translation>
    </message>
    <message>
        <source>This roll takes %1 dice: enter a face for each.</source>
        <translation>Questo tiro richiede %1 dadi: inserisci una faccia per ciascuno.</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6.</source>
        <translation>Un d6 non ha %1: le sue facce vanno da 1 a 6.</translation>
    </message>
</context>
<context>
    <name>DiceRollerPage</name>
    <message>
        <source>Dice roller</source>
        <translation>Lanciadadi</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regolare</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dado medio</translation>
    </message>
    <message>
        <source>Combat roll</source>
        <translation>Tiro di combattimento</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test di movimento</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best.</source>
        <translation>Tira due dadi e tiene il migliore.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst.</source>
        <translation>Tira due dadi e tiene il peggiore.</translation>
    </message>
    <message>
        <source>Rolls one die.</source>
        <translation>Tira un dado.</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado di combattimento</translation>
    </message>
    <message>
        <source>Averaging 2–5</source>
        <translation>Medio 2–5</translation>
    </message>
    <message>
        <source>d6 (high swing)</source>
        <translation>d6 (alta varianza)</translation>
    </message>
    <message>
        <source>Block&apos;s average Fatigue</source>
        <translation>Fatica media del Blocco</translation>
    </message>
    <message>
        <source>Lower average Fatigue</source>
        <translation>Abbassa la Fatica media</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatica media</translation>
    </message>
    <message>
        <source>Raise average Fatigue</source>
        <translation>Alza la Fatica media</translation>
    </message>
    <message>
        <source>Needs %1 or more on the kept d6: %2 chance (%3).</source>
        <translation>Serve %1 o più sul d6 tenuto: probabilità %2 (%3).</translation>
    </message>
    <message>
        <source>The movement test always uses the d6 (§3.1).</source>
        <translation>Il test di movimento usa sempre il d6 (§3.1).</translation>
    </message>
    <message>
        <source>I rolled real dice</source>
        <translation>Ho tirato dadi veri</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Tap to roll</source>
        <translation>Tocca per tirare</translation>
    </message>
    <message>
        <source>Move passes: kept %1</source>
        <translation>Movimento riuscito: tenuto %1</translation>
    </message>
    <message>
        <source>Move fails: kept %1</source>
        <translation>Movimento fallito: tenuto %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Risultato: %1</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 sul %2</translation>
    </message>
    <message>
        <source>%1 · read from real dice · tap to roll again</source>
        <translation>%1 · letto da dadi veri · tocca per ritirare</translation>
    </message>
    <message>
        <source>%1 · tap to roll again</source>
        <translation>%1 · tocca per ritirare</translation>
    </message>
    <message>
        <source>Chance of each result</source>
        <translation>Probabilità di ogni risultato</translation>
    </message>
    <message>
        <source>Recent rolls</source>
        <translation>Tiri recenti</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 → %4</source>
        <translation>%1, %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1, passes against %2</source>
        <translation>%1, superato contro %2</translation>
    </message>
    <message>
        <source>%1, fails against %2</source>
        <translation>%1, fallito contro %2</translation>
    </message>
    <message>
        <source>%1 (real dice)</source>
        <translation>%1 (dadi veri)</translation>
    </message>
    <message>
        <source>No rolls yet</source>
        <translation>Ancora nessun tiro</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Meccanica Élite/Leva</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Rilancio</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Migliore su tre</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the best.</source>
        <translation>Tira tre dadi e tiene il migliore.</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the worst.</source>
        <translation>Tira tre dadi e tiene il peggiore.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best; a kept %1 or lower is rolled again once.</source>
        <translation>Tira due dadi e tiene il migliore; un %1 o meno tenuto si ritira una volta.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst; a kept %1 or higher is rolled again once.</source>
        <translation>Tira due dadi e tiene il peggiore; un %1 o più tenuto si ritira una volta.</translation>
    </message>
    <message>
        <source>%1 and %2, rolled again: %3</source>
        <translation>%1 e %2, ritirato: %3</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 e %3</translation>
    </message>
    <message>
        <source>Worst of three</source>
        <translation>Peggiore su tre</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Migliore/peggiore su tre</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Respinto</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Scontro brutale</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Ricacciato</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Colpito, tiene</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Sfondamento</translation>
    </message>
    <message>
        <source>%1D6, each 4+ a hit</source>
        <translation>%1d6, ogni 4+ un colpo</translation>
    </message>
    <message>
        <source>2D6, pick one</source>
        <translation>2d6, sceglierne uno</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1d6</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>Colpi: %1</translation>
    </message>
    <message>
        <source>Pick one: %1 or %2</source>
        <translation>Scegline uno: %1 o %2</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Melee roll</source>
        <translation>Tiro di mischia</translation>
    </message>
    <message>
        <source>Higher Resolve: roll 2D6 and pick one. Equal Resolve: the attacker rolls 1D6. 1 Repulsed, 2 Brutal Clash, 3–4 Forced Back, 5 Hit &amp; Hold, 6 Breakthrough (§10).</source>
        <translation>Risolutezza maggiore: tira 2d6 e scegline uno. Risolutezza pari: l&apos;attaccante tira 1d6. 1 Respinto, 2 Scontro brutale, 3–4 Costretto a indietreggiare, 5 Colpisce e tiene, 6 Sfondamento (§10).</translation>
    </message>
    <message>
        <source>Dice in the pool</source>
        <translation>Dadi della riserva</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <translation>Meno dadi</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1d6</translation>
    </message>
    <message>
        <source>More dice</source>
        <translation>Più dadi</translation>
    </message>
    <message>
        <source>Roll %1 D6, count 4+: every attack die, shot or melee, hits on 4 or more (§6, §7).</source>
        <translation>Tira %1 d6, conta i 4+: ogni dado d&apos;attacco, tiro o mischia, colpisce con 4 o più (§6, §7).</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Mancato</translation>
    </message>
    <message>
        <source>Chance of each number of hits</source>
        <translation>Probabilità di ogni numero di colpi</translation>
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
        <translation>%1, tenuto</translation>
    </message>
    <message>
        <source>%1, dropped</source>
        <translation>%1, scartato</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Tenuto</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Scartato</translation>
    </message>
</context>
<context>
    <name>DieFaceRow</name>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 mostra %2</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>Chance of each result</source>
        <translation>Probabilità di ogni risultato</translation>
    </message>
</context>
<context>
    <name>EffectsList</name>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>%1; and %2 more</source>
        <translation>%1; e altri %2</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>Fanteria pesante</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Fanteria media</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Fanteria leggera</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerriera</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalleria</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Catafratto / Cavaliere</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Cavalleria leggera</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un movimento</translation>
    </message>
    <message>
        <source>a pivot</source>
        <translation>una rotazione sul posto</translation>
    </message>
    <message>
        <source>a wheel</source>
        <translation>una conversione</translation>
    </message>
    <message>
        <source>a column march</source>
        <translation>una marcia in colonna</translation>
    </message>
    <message>
        <source>a split</source>
        <translation>una divisione</translation>
    </message>
    <message>
        <source>a merge</source>
        <translation>una fusione</translation>
    </message>
    <message>
        <source>contacts entered</source>
        <translation>contatti inseriti</translation>
    </message>
    <message>
        <source>a mark of combat</source>
        <translation>un segno di combattimento</translation>
    </message>
    <message>
        <source>a mark of being shot at</source>
        <translation>un segno di tiro subito</translation>
    </message>
    <message>
        <source>added Fatigue</source>
        <translation>Fatica aggiunta</translation>
    </message>
    <message>
        <source>a routed Base removed</source>
        <translation>una Base in fuga tolta</translation>
    </message>
    <message>
        <source>the end of a phase</source>
        <translation>la fine di una fase</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combattimento</translation>
    </message>
    <message>
        <source>a loss allocated</source>
        <translation>una perdita ripartita</translation>
    </message>
    <message>
        <source>a pursuit</source>
        <translation>un inseguimento</translation>
    </message>
    <message>
        <source>a volley</source>
        <translation>una salva</translation>
    </message>
    <message>
        <source>The army list has no name.</source>
        <translation>La lista d’esercito non ha nome.</translation>
    </message>
    <message>
        <source>The army list “%1” has no Blocks.</source>
        <translation>La lista d’esercito “%1” non ha Blocchi.</translation>
    </message>
    <message>
        <source>Block %1 of the list has no name; every Block needs one.</source>
        <translation>Il Blocco %1 della lista non ha nome; ogni Blocco ne ha bisogno.</translation>
    </message>
    <message>
        <source>Block %1 of the list: frontage %2 × depth %3 deploys no Bases.</source>
        <translation>Blocco %1 della lista: fronte %2 × profondità %3 non schiera alcuna Base.</translation>
    </message>
    <message>
        <source>%1: weight %2 is not on the 1–5 ladder.</source>
        <translation>%1: il peso %2 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>Block %1 of the list: weight %2 is not on the 1–5 ladder.</source>
        <translation>Blocco %1 della lista: il peso %2 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>Weight %1 is not on the 1–5 ladder.</source>
        <translation>Il peso %1 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>Give every Block a deployment, or none: %1 Blocks, %2 deployments.</source>
        <translation>Dai uno schieramento a ogni Blocco, o a nessuno: %1 Blocchi, %2 schieramenti.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, which another Base already holds.</source>
        <translation>%1 starebbe su %2, già occupato da un’altra Base.</translation>
    </message>
    <message>
        <source>A distance of §2 is %1 to %2 base-widths, not %3.</source>
        <translation>Una distanza del §2 va da %1 a %2 larghezze di base, non %3.</translation>
    </message>
    <message>
        <source>A cost or a cap is 0 or more, not %1.</source>
        <translation>Un costo o un limite è 0 o più, non %1.</translation>
    </message>
    <message>
        <source>A table size needs tracked positions: without them the players see the edge.</source>
        <translation>Una dimensione del tavolo richiede posizioni tracciate: senza, i giocatori vedono il bordo.</translation>
    </message>
    <message>
        <source>A table is 1 to %1 base-widths a side, not %2 × %3.</source>
        <translation>Un tavolo misura da 1 a %1 larghezze di base per lato, non %2 × %3.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, off the table (ruling R41).</source>
        <translation>%1 starebbe su %2, fuori dal tavolo (decisione R41).</translation>
    </message>
    <message>
        <source>%1 would leave the table at %2 (ruling R41).</source>
        <translation>%1 uscirebbe dal tavolo in %2 (decisione R41).</translation>
    </message>
    <message>
        <source>The path leaves the table at %1 (ruling R41).</source>
        <translation>Il percorso esce dal tavolo in %1 (decisione R41).</translation>
    </message>
    <message>
        <source>The contacts name Blocks %1 and %2; there is no such pair.</source>
        <translation>I contatti nominano i Blocchi %1 e %2; questa coppia non esiste.</translation>
    </message>
    <message>
        <source>There is no Block %1.</source>
        <translation>Non esiste il Blocco %1.</translation>
    </message>
    <message>
        <source>There is no Base %1.</source>
        <translation>Non esiste la Base %1.</translation>
    </message>
    <message>
        <source>%1 has broken or merged away; it can do nothing more.</source>
        <translation>%1 si è rotto o si è fuso; non può fare più nulla.</translation>
    </message>
    <message>
        <source>A Block with no Bases has broken or merged away; it cannot break again.</source>
        <translation>Un Blocco senza Basi si è rotto o si è fuso; non può rompersi di nuovo.</translation>
    </message>
    <message>
        <source>%1 has routed; it fights no more.</source>
        <translation>%1 è in fuga; non combatte più.</translation>
    </message>
    <message>
        <source>%1 has routed; it shoots and is shot at no more.</source>
        <translation>%1 è in fuga; non tira più e non è più bersaglio di tiro.</translation>
    </message>
    <message>
        <source>%1 has routed; nothing more happens to it.</source>
        <translation>%1 è in fuga; non le succede più nulla.</translation>
    </message>
    <message>
        <source>Only a routed Base still on the table can be removed; %1 is not one.</source>
        <translation>Si può togliere solo una Base in fuga ancora sul tavolo; %1 non lo è.</translation>
    </message>
    <message>
        <source>%1 is in neither %2 nor %3.</source>
        <translation>%1 non è né in %2 né in %3.</translation>
    </message>
    <message>
        <source>%1 is not in %2.</source>
        <translation>%1 non è in %2.</translation>
    </message>
    <message>
        <source>Blocks move, pivot, wheel, march, split and merge only in the Move phase.</source>
        <translation>I Blocchi si muovono, ruotano, eseguono conversioni, marciano, si dividono e si uniscono solo nella fase di Movimento.</translation>
    </message>
    <message>
        <source>Fights are resolved in the Combat phase.</source>
        <translation>I combattimenti si risolvono nella fase di Mischia.</translation>
    </message>
    <message>
        <source>Missile troops shoot in the Shoot phase.</source>
        <translation>Le truppe da tiro tirano nella fase di Tiro.</translation>
    </message>
    <message>
        <source>The active player orders the fights and names one of their own Bases first; %1 belongs to the other side.</source>
        <translation>Il giocatore attivo ordina i combattimenti e nomina prima una delle proprie Basi; %1 appartiene all’altra parte.</translation>
    </message>
    <message>
        <source>Only the active player moves their Blocks; %1 belongs to the other side.</source>
        <translation>Solo il giocatore attivo muove i suoi Blocchi; %1 appartiene all’altra parte.</translation>
    </message>
    <message>
        <source>Only the active player acts now.</source>
        <translation>Ora agisce solo il giocatore attivo.</translation>
    </message>
    <message>
        <source>%1 lost its fight by %2: its owner allocates the points before anything else happens.</source>
        <translation>%1 ha perso il combattimento di %2: il suo proprietario ripartisce i punti prima di qualsiasi altra cosa.</translation>
    </message>
    <message>
        <source>%1 won and may pursue: that is settled before anything else happens.</source>
        <translation>%1 ha vinto e può inseguire: si decide prima di qualsiasi altra cosa.</translation>
    </message>
    <message>
        <source>%1 won and must pursue before anything else happens.</source>
        <translation>%1 ha vinto e deve inseguire prima di qualsiasi altra cosa.</translation>
    </message>
    <message>
        <source>%1 won and may follow up: that is settled before anything else happens.</source>
        <translation>%1 ha vinto e può avanzare: si decide prima di qualsiasi altra cosa.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear, uphill and Going are read from the table.</source>
        <translation>Le posizioni sono tracciate: fianco, spalle, altura e valore del terreno si leggono dal tavolo.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Going is read from the table.</source>
        <translation>Le posizioni sono tracciate: il valore del terreno si legge dal tavolo.</translation>
    </message>
    <message>
        <source>Positions are tracked: the file and its seams are found from the table.</source>
        <translation>Le posizioni sono tracciate: la fila e le sue giunture si ricavano dal tavolo.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Base that follows up and its seams are found on the table.</source>
        <translation>Le posizioni sono tracciate: la Base che avanza e le sue giunture si ricavano dal tavolo.</translation>
    </message>
    <message>
        <source>Positions are tracked: the pursuing Base is moved on the table.</source>
        <translation>Le posizioni sono tracciate: la Base che insegue si muove sul tavolo.</translation>
    </message>
    <message>
        <source>Positions are not tracked: a move names no destinations.</source>
        <translation>Le posizioni non sono tracciate: un movimento non indica destinazioni.</translation>
    </message>
    <message>
        <source>A column march follows tracked positions; without them, record it as a move.</source>
        <translation>Una marcia in colonna segue posizioni tracciate; senza di esse, registrala come movimento.</translation>
    </message>
    <message>
        <source>Positions are tracked: contacts come from the table and cannot be entered.</source>
        <translation>Le posizioni sono tracciate: i contatti vengono dal tavolo e non si possono inserire.</translation>
    </message>
    <message>
        <source>%1 failed a movement test this turn; its movement is over.</source>
        <translation>%1 ha fallito un test di movimento in questo turno; il suo movimento è finito.</translation>
    </message>
    <message>
        <source>A climb costs +1 (slight hill) or +2 (steep hill), not %1.</source>
        <translation>Una salita costa +1 (collina dolce) o +2 (collina ripida), non %1.</translation>
    </message>
    <message>
        <source>Positions are tracked: give every Base of %1 its destination.</source>
        <translation>Le posizioni sono tracciate: dai la destinazione a ogni Base di %1.</translation>
    </message>
    <message>
        <source>The hex %1 is occupied.</source>
        <translation>L’esagono %1 è occupato.</translation>
    </message>
    <message>
        <source>Two Bases cannot end on the same hex.</source>
        <translation>Due Basi non possono finire sullo stesso esagono.</translation>
    </message>
    <message>
        <source>A Block&apos;s Bases must end touching edge to edge.</source>
        <translation>Le Basi di un Blocco devono finire a contatto lato contro lato.</translation>
    </message>
    <message>
        <source>%1 would pass the impassable hex %2.</source>
        <translation>%1 passerebbe sull’esagono invalicabile %2.</translation>
    </message>
    <message>
        <source>The hex %1 is impassable.</source>
        <translation>L’esagono %1 è invalicabile.</translation>
    </message>
    <message>
        <source>%1 would move %2 base-widths; a move of %3 covers at most %4.</source>
        <translation>%1 si muoverebbe di %2 larghezze di base; un movimento di %3 copre al massimo %4.</translation>
    </message>
    <message>
        <source>%1 would pass through the enemy on %2.</source>
        <translation>%1 passerebbe attraverso il nemico in %2.</translation>
    </message>
    <message>
        <source>The pivot in place turns 60° (±1 step), not %1.</source>
        <translation>La rotazione sul posto gira di 60° (±1 passo), non %1.</translation>
    </message>
    <message>
        <source>A wheel turns 60° at once (±1 step), not %1.</source>
        <translation>Una conversione gira di 60° in una volta (±1 passo), non %1.</translation>
    </message>
    <message>
        <source>A wheel turns about a flank: %1 is not an end Base of the front rank of %2.</source>
        <translation>Una conversione ruota attorno a un fianco: %1 non è una Base d’estremità della prima riga di %2.</translation>
    </message>
    <message>
        <source>The wheel needs the hex %1 clear for %2; it is not.</source>
        <translation>La conversione richiede libero l’esagono %1 per %2; non lo è.</translation>
    </message>
    <message>
        <source>Give the frontage and depth of %1: they set the cost of the wheel.</source>
        <translation>Indica fronte e profondità di %1: fissano il costo della conversione.</translation>
    </message>
    <message>
        <source>The column&apos;s order must name every Base of %1 once.</source>
        <translation>L’ordine della colonna deve nominare una volta ogni Base di %1.</translation>
    </message>
    <message>
        <source>A march covers 1 to %1 base-widths, not %2.</source>
        <translation>Una marcia copre da 1 a %1 larghezze di base, non %2.</translation>
    </message>
    <message>
        <source>Each Base of the column must touch the one ahead of it.</source>
        <translation>Ogni Base della colonna deve toccare quella davanti.</translation>
    </message>
    <message>
        <source>The leader&apos;s path must go hex by hex.</source>
        <translation>Il percorso della guida deve procedere esagono per esagono.</translation>
    </message>
    <message>
        <source>The hex %1 on the path is not clear.</source>
        <translation>L’esagono %1 sul percorso non è libero.</translation>
    </message>
    <message>
        <source>The leader&apos;s path doubles back onto the column: two Bases would share a hex.</source>
        <translation>Il percorso della guida torna sulla colonna: due Basi condividerebbero un esagono.</translation>
    </message>
    <message>
        <source>Name the Bases that leave, once each: some, but not all, of %1.</source>
        <translation>Nomina le Basi che escono, una volta ciascuna: alcune, ma non tutte, di %1.</translation>
    </message>
    <message>
        <source>The Block&apos;s Bases do not touch: it is no legal Block.</source>
        <translation>Le Basi del Blocco non si toccano: non è un Blocco valido.</translation>
    </message>
    <message>
        <source>Both parts of a split must be legal Blocks: their Bases touching.</source>
        <translation>Entrambe le parti di una divisione devono essere Blocchi validi: con le Basi che si toccano.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the merge closes.</source>
        <translation>Nomina le Basi ai due lati della giuntura che la fusione chiude.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seams the file tears: each takes +1 Fatigue.</source>
        <translation>Nomina le Basi ai due lati delle giunture che la fila strappa: ciascuna prende +1 Fatica.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the Base opens as it follows up: each takes +1 Fatigue.</source>
        <translation>Nomina le Basi ai due lati della giuntura che la Base apre avanzando: ciascuna prende +1 Fatica.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam: every split opens one, and each takes +1 Fatigue.</source>
        <translation>Nomina le Basi ai due lati della giuntura: ogni divisione ne apre una, e ciascuna prende +1 Fatica.</translation>
    </message>
    <message>
        <source>Name each seam Base once: it takes +1 Fatigue once.</source>
        <translation>Nomina una volta ogni Base di giuntura: prende +1 Fatica una volta sola.</translation>
    </message>
    <message>
        <source>%1 cannot merge with itself.</source>
        <translation>%1 non può unirsi a se stesso.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only Blocks of the same troop type merge.</source>
        <translation>%1 e %2 non possono unirsi: si uniscono solo Blocchi dello stesso tipo di truppa.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: a Block has one quality, weight and set of special rules, and theirs differ (ruling R15).</source>
        <translation>%1 e %2 non possono unirsi: un Blocco ha una sola qualità, un peso e un insieme di regole speciali, e i loro sono diversi (decisione R15).</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: engaged Blocks do not merge.</source>
        <translation>%1 e %2 non possono unirsi: i Blocchi impegnati non si uniscono.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only adjacent Blocks merge.</source>
        <translation>%1 e %2 non possono unirsi: si uniscono solo Blocchi adiacenti.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: merging Blocks must face the same way.</source>
        <translation>%1 e %2 non possono unirsi: i Blocchi che si uniscono devono essere rivolti nella stessa direzione.</translation>
    </message>
    <message>
        <source>Fatigue rises from what happens to a Base: +1 or more, not %1.</source>
        <translation>La Fatica sale per ciò che accade a una Base: +1 o più, non %1.</translation>
    </message>
    <message>
        <source>Say which rule adds the Fatigue.</source>
        <translation>Di’ quale regola aggiunge la Fatica.</translation>
    </message>
    <message>
        <source>Fatigue never drops below 1, so no average can be below 1.</source>
        <translation>La Fatica non scende mai sotto 1, quindi nessuna media può essere inferiore a 1.</translation>
    </message>
    <message>
        <source>Each Base&apos;s Fatigue is at least 1, so %1 Bases total at least %1, not %2.</source>
        <translation>La Fatica di ogni Base è almeno 1, quindi %1 Basi sommano almeno %1, non %2.</translation>
    </message>
    <message>
        <source>A Block averaging over 6 has already broken (§6, ruling R8).</source>
        <translation>Un Blocco con media oltre 6 si è già rotto (§6, decisione R8).</translation>
    </message>
    <message>
        <source>A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.</source>
        <translation>Un Blocco la cui Fatica media supera 6 si è rotto (§12) e non può muoversi.</translation>
    </message>
    <message>
        <source>The d6 has no face %1.</source>
        <translation>Il d6 non ha la faccia %1.</translation>
    </message>
    <message>
        <source>The averaging die (2, 3, 3, 4, 4, 5) has no face %1.</source>
        <translation>Il dado medio (2, 3, 3, 4, 4, 5) non ha la faccia %1.</translation>
    </message>
    <message>
        <source>The movement test is always rolled on the d6.</source>
        <translation>Il test di movimento si tira sempre con il d6.</translation>
    </message>
    <message>
        <source>Each Base rolls its own quality&apos;s dice.</source>
        <translation>Ogni Base tira i dadi della propria qualità.</translation>
    </message>
    <message>
        <source>The firer and the target roll the same combat die.</source>
        <translation>Il tiratore e il bersaglio tirano lo stesso dado di combattimento.</translation>
    </message>
    <message>
        <source>Both Bases of a fight roll the same combat die.</source>
        <translation>Le due Basi di un combattimento tirano lo stesso dado di combattimento.</translation>
    </message>
    <message>
        <source>The Going %1 of %2 is not on the 1–5 scale.</source>
        <translation>Il valore del terreno %1 di %2 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>%1: Going %2 is not on the 1–5 scale.</source>
        <translation>%1: il valore del terreno %2 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>Going %1 is not on the 1–5 scale.</source>
        <translation>Il valore del terreno %1 non è sulla scala 1–5.</translation>
    </message>
    <message>
        <source>Each engaged Base gives 0 or 1 overlap.</source>
        <translation>Ogni Base impegnata dà 0 o 1 sovrapposizione.</translation>
    </message>
    <message>
        <source>A pair fights in one place: a Base is struck in its flank or its rear, not both.</source>
        <translation>Una coppia combatte in un solo punto: una Base è colpita sul fianco o alle spalle, non entrambi.</translation>
    </message>
    <message>
        <source>Only one Base of a pair can stand uphill of the other.</source>
        <translation>Solo una Base di una coppia può stare più in alto dell’altra.</translation>
    </message>
    <message>
        <source>%1: Light Cavalry do not gain shock.</source>
        <translation>%1: la Cavalleria leggera non ottiene l’urto.</translation>
    </message>
    <message>
        <source>%1: %2 have no Shock ability, so they cannot charge with shock.</source>
        <translation>%1: %2 non ha la capacità d’Urto, quindi non può caricare con urto.</translation>
    </message>
    <message>
        <source>%1 charged with shock, so it fights its enemy to its front and cannot be the side struck in flank or rear.</source>
        <translation>%1 ha caricato con urto, quindi combatte il nemico di fronte e non può essere la parte colpita sul fianco o alle spalle.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: missile troops shoot at the enemy.</source>
        <translation>%1 è un’alleata di %2: le truppe da tiro tirano sul nemico.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: a fight pairs opposing Bases.</source>
        <translation>%1 è un’alleata di %2: un combattimento abbina Basi avversarie.</translation>
    </message>
    <message>
        <source>%1 and %2 are not in contact; enter the contact first.</source>
        <translation>%1 e %2 non sono a contatto; inserisci prima il contatto.</translation>
    </message>
    <message>
        <source>%1 and %2 are not engaged: they must touch, one in a front hex of the other.</source>
        <translation>%1 e %2 non sono impegnate: devono toccarsi, una in un esagono frontale dell’altra.</translation>
    </message>
    <message>
        <source>%1 and %2 have already fought this phase.</source>
        <translation>%1 e %2 hanno già combattuto in questa fase.</translation>
    </message>
    <message>
        <source>%1 cannot lap %2 for %3: an overlap comes from another Base of the same side.</source>
        <translation>%1 non può sovrapporsi a %2 per %3: una sovrapposizione viene da un’altra Base della stessa parte.</translation>
    </message>
    <message>
        <source>%1 is not in the other front hex of %2: it laps nothing.</source>
        <translation>%1 non è nell’altro esagono frontale di %2: non si sovrappone a nulla.</translation>
    </message>
    <message>
        <source>%1 fights an enemy this phase, so it is not uncountered: it laps %2 for no one.</source>
        <translation>%1 combatte un nemico in questa fase, quindi non è libera: non si sovrappone a %2 per nessuno.</translation>
    </message>
    <message>
        <source>%1 is not in the pairing plan: pair it with the enemy it fights before the fight.</source>
        <translation>%1 non è nel piano delle coppie: abbinala al nemico che combatte prima del combattimento.</translation>
    </message>
    <message>
        <source>%1 is already paired with %2: each engaged Base fights one enemy in the phase.</source>
        <translation>%1 è già abbinata a %2: ogni Base impegnata combatte un solo nemico nella fase.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>No fight is waiting for its loss to be allocated.</source>
        <translation>Nessun combattimento attende la ripartizione della sua perdita.</translation>
    </message>
    <message>
        <source>Allocate every one of the %1 points, each as Fatigue or push-back: %2 + %3 is not %1.</source>
        <translation>Ripartisci ciascuno dei %1 punti, ognuno come Fatica o arretramento: %2 + %3 non fa %1.</translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate all %1 points as push-back.</source>
        <translation>Uno Schermagliatore non raggiunto si sgancia: ripiega invece di prendere Fatica. Ripartisci tutti i %1 punti come arretramento.</translation>
    </message>
    <message>
        <source>Name each Base of the file once.</source>
        <translation>Nomina una volta ogni Base della fila.</translation>
    </message>
    <message>
        <source>The file is the Bases that move with %1: name it too.</source>
        <translation>La fila sono le Basi che si muovono con %1: nominala pure.</translation>
    </message>
    <message>
        <source>%1 is not one of the Bases of %2 left behind.</source>
        <translation>%1 non è una delle Basi di %2 rimaste indietro.</translation>
    </message>
    <message>
        <source>The far side is some, not all, of the Bases left behind when a middle file leaves, each named once.</source>
        <translation>Il lato opposto è una parte, non tutte, delle Basi rimaste indietro quando esce una fila centrale, ciascuna nominata una volta.</translation>
    </message>
    <message>
        <source>The file is the whole Block: it tears no seam.</source>
        <translation>La fila è l’intero Blocco: non strappa alcuna giuntura.</translation>
    </message>
    <message>
        <source>An evading Skirmisher takes no seam Fatigue (§9.6, §11.2): name none.</source>
        <translation>Uno Schermagliatore che si sgancia non prende Fatica di giuntura (§9.6, §11.2): non nominarne alcuna.</translation>
    </message>
    <message>
        <source>No Base is waiting to pursue.</source>
        <translation>Nessuna Base attende di inseguire.</translation>
    </message>
    <message>
        <source>%1 is a Shock Base that won: it must pursue, one full move toward the enemy (§11.1). Only Light Cavalry may decline (§11.4).</source>
        <translation>%1 è una Base d’Urto che ha vinto: deve inseguire, di un movimento completo verso il nemico (§11.1). Solo la Cavalleria leggera può rinunciare (§11.4).</translation>
    </message>
    <message>
        <source>A declined pursuit moves no file.</source>
        <translation>Un inseguimento rifiutato non muove alcuna fila.</translation>
    </message>
    <message>
        <source>%1 pursues alone: the rule moves the Base that won, not its file (ruling R33).</source>
        <translation>%1 insegue da sola: la regola muove la Base che ha vinto, non la sua fila (decisione R33).</translation>
    </message>
    <message>
        <source>No Base is waiting to follow up.</source>
        <translation>Nessuna Base attende di avanzare.</translation>
    </message>
    <message>
        <source>A Base that stays where it is opens no seam.</source>
        <translation>Una Base che resta dov’è non apre alcuna giuntura.</translation>
    </message>
    <message>
        <source>%1 is %2: only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).</source>
        <translation>%1 è %2: tirano solo Fanteria leggera, Schermagliatori e Cavalleria leggera (decisione R38).</translation>
    </message>
    <message>
        <source>%1 has already shot in this Shoot phase (ruling R38).</source>
        <translation>%1 ha già tirato in questa fase di Tiro (decisione R38).</translation>
    </message>
    <message>
        <source>%1 is %2 base-widths from %3: missile range is %4 (ruling R38).</source>
        <translation>%1 è a %2 larghezze di base da %3: la gittata di tiro è %4 (decisione R38).</translation>
    </message>
    <message>
        <source>There is no action to undo.</source>
        <translation>Non c’è alcuna azione da annullare.</translation>
    </message>
    <message>
        <source>There is no undone action to redo.</source>
        <translation>Non c’è alcuna azione annullata da ripetere.</translation>
    </message>
    <message>
        <source>There is no action %1 to amend: %2 actions are in force.</source>
        <translation>Non c’è alcuna azione %1 da correggere: le azioni in vigore sono %2.</translation>
    </message>
    <message>
        <source>An amendment corrects an input of action #%1 (%2); it cannot make it %3.</source>
        <translation>Una correzione rettifica un dato dell’azione #%1 (%2); non può trasformarla in %3.</translation>
    </message>
    <message>
        <source>The correction is the same as action #%1.</source>
        <translation>La correzione è uguale all’azione #%1.</translation>
    </message>
    <message>
        <source>The correction is illegal: %1</source>
        <translation>La correzione è irregolare: %1</translation>
    </message>
    <message>
        <source>After the correction, action #%1 (%2) would no longer be legal: %3</source>
        <translation>Dopo la correzione, l’azione #%1 (%2) non sarebbe più regolare: %3</translation>
    </message>
    <message>
        <source>A choice asked again must replace a later action in force, in order: %1 is not one.</source>
        <translation>Una scelta richiesta di nuovo deve sostituire un’azione successiva in vigore, in ordine: %1 non lo è.</translation>
    </message>
    <message>
        <source>Action %1 (%2) is still legal after the correction: only what the correction made illegal is asked again.</source>
        <translation>L’azione %1 (%2) resta regolare dopo la correzione: si richiede di nuovo solo ciò che la correzione ha reso irregolare.</translation>
    </message>
    <message>
        <source>The choice asked again in place of action %1 is illegal: %2</source>
        <translation>La scelta richiesta di nuovo al posto dell’azione %1 è irregolare: %2</translation>
    </message>
    <message>
        <source>It could not be saved, so it did not happen: %1</source>
        <translation>Non è stato possibile salvarla, quindi non è avvenuta: %1</translation>
    </message>
    <message>
        <source>%1 (§%2)</source>
        <translation>%1 (§%2)</translation>
    </message>
    <message>
        <source>the army that moved first</source>
        <translation>l’esercito che ha mosso per primo</translation>
    </message>
    <message>
        <source>the army that moved second</source>
        <translation>l’esercito che ha mosso per secondo</translation>
    </message>
    <message>
        <source>Positions are tracked: the overlaps are computed from the plan and the table.</source>
        <translation>Le posizioni sono tracciate: le sovrapposizioni si calcolano dal piano e dal tavolo.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear and the sides of the overlaps are read from the table.</source>
        <translation>Le posizioni sono tracciate: fianco, spalle e lati delle sovrapposizioni si leggono dal tavolo.</translation>
    </message>
    <message>
        <source>Planned, not yet fought (%1): %2.</source>
        <translation>Pianificato, non ancora combattuto (%1): %2.</translation>
    </message>
    <message>
        <source>%1, engaged with %2</source>
        <translation>%1, impegnata con %2</translation>
    </message>
    <message>
        <source>Engaged, in no pair (%1): %2.</source>
        <translation>Impegnate, in nessuna coppia (%1): %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>In contact, not yet fought (%1): %2.</source>
        <translation>In contatto, non ancora combattuto (%1): %2.</translation>
    </message>
    <message>
        <source>Every melee on the table is resolved before the Combat phase ends.</source>
        <translation>Ogni mischia sul tavolo si risolve prima che finisca la fase di Mischia.</translation>
    </message>
    <message>
        <source>Say on which side %1 is struck in the flank: it loses the overlaps on that side.</source>
        <translation>Indica su quale lato %1 è colpita sul fianco: perde le sovrapposizioni su quel lato.</translation>
    </message>
    <message>
        <source>A side of a flank is named, but no flank.</source>
        <translation>È indicato un lato del fianco, ma nessun fianco.</translation>
    </message>
    <message>
        <source>A lapping Base&apos;s side is named, but no lapping Base.</source>
        <translation>È indicato il lato di una Base in sovrapposizione, ma nessuna Base in sovrapposizione.</translation>
    </message>
    <message>
        <source>A side is the left or the right of a Base.</source>
        <translation>Un lato è la sinistra o la destra di una Base.</translation>
    </message>
    <message>
        <source>Say whose Block it is: that of %1 or that of %2.</source>
        <translation>Indica di chi è il Blocco: di %1 o di %2.</translation>
    </message>
    <message>
        <source>Bases decline to pull in smoothing only as the Recovery phase ends.</source>
        <translation>Le Basi rinunciano al livellamento solo quando finisce la fase di Recupero.</translation>
    </message>
    <message>
        <source>%1 is named twice among the Bases that decline to pull.</source>
        <translation>%1 compare due volte tra le Basi che rinunciano al livellamento.</translation>
    </message>
    <message>
        <source>%1 cannot pull in smoothing, so it cannot decline: only a Base at Fatigue 1 after recovery, in a Block with a Base of 3 or more, pulls.</source>
        <translation>%1 non può prendere nel livellamento, quindi non può rinunciare: prende solo una Base a Fatica 1 dopo il recupero, in un Blocco con una Base a 3 o più.</translation>
    </message>
</context>
<context>
    <name>FatigueTracker</name>
    <message>
        <source>There is no army to fill from.</source>
        <translation>Non c’è alcun esercito da cui riempire.</translation>
    </message>
    <message>
        <source>The army&apos;s Blocks do not say their name, frontage and depth.</source>
        <translation>I Blocchi dell’esercito non indicano nome, fronte e profondità.</translation>
    </message>
    <message>
        <source>The army %1 lists no Blocks.</source>
        <translation>L’esercito %1 non ha Blocchi.</translation>
    </message>
    <message>
        <source>The Block &quot;%1&quot; of %2 has %3 Bases; the tracker takes 1 to %4 a Block.</source>
        <translation>Il Blocco &quot;%1&quot; di %2 ha %3 Basi; il contatore accetta da 1 a %4 Basi per Blocco.</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>non si può aprire (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>non si può leggere (%1)</translation>
    </message>
    <message>
        <source>it is not a tracker file</source>
        <translation>non è un file del contatore</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Il file del contatore %1 non si è potuto leggere: %2. È stato conservato come %3 e il contatore riparte vuoto.</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Il file del contatore %1 non si è potuto leggere: %2. Non si è potuto nemmeno spostarlo, quindi le modifiche non saranno salvate finché il file non verrà spostato o riparato.</translation>
    </message>
    <message>
        <source>The tracker could not be saved to %1: %2.</source>
        <translation>Impossibile salvare il contatore in %1: %2.</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>non è JSON valido (%1 al byte %2)</translation>
    </message>
    <message>
        <source>it holds no JSON object</source>
        <translation>non contiene alcun oggetto JSON</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>&quot;format&quot; non è &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;sides&quot; is not a list of two sides</source>
        <translation>&quot;sides&quot; non è una lista di due parti</translation>
    </message>
    <message>
        <source>%1 needs a &quot;name&quot; text and a &quot;blocks&quot; list</source>
        <translation>%1 richiede un testo &quot;name&quot; e una lista &quot;blocks&quot;</translation>
    </message>
    <message>
        <source>%1 has no &quot;name&quot;</source>
        <translation>%1 non ha &quot;name&quot;</translation>
    </message>
    <message>
        <source>%1.type &quot;%2&quot; is not a troop type</source>
        <translation>%1.type &quot;%2&quot; non è un tipo di truppa</translation>
    </message>
    <message>
        <source>%1.fatigue[%2] is %3, not a whole number from %4 to %5</source>
        <translation>%1.fatigue[%2] vale %3, non un numero intero da %4 a %5</translation>
    </message>
    <message>
        <source>%1 has no Bases.</source>
        <translation>%1 non ha Basi.</translation>
    </message>
    <message>
        <source>%1 has broken: routed troops cannot form Blocks or merge (§12).</source>
        <translation>%1 si è rotto: le truppe in fuga non possono formare Blocchi né unirsi (§12).</translation>
    </message>
    <message>
        <source>Both parts of a split keep Bases: cut between two files or two ranks of %1 (§6.2).</source>
        <translation>Le due parti di una divisione tengono Basi: taglia tra due file o due righe di %1 (§6.2).</translation>
    </message>
    <message>
        <source>Only Blocks of the same troop type merge (§6.2).</source>
        <translation>Si uniscono solo Blocchi dello stesso tipo di truppa (§6.2).</translation>
    </message>
    <message>
        <source>There is no such Block or cut.</source>
        <translation>Quel Blocco o quel taglio non esiste.</translation>
    </message>
    <message>
        <source>There is no such Block or join.</source>
        <translation>Quel Blocco o quell’unione non esiste.</translation>
    </message>
    <message>
        <source>%1.fatigue is %2, not a whole number from %3 to %4</source>
        <translation>%1.fatigue è %2, non un numero intero da %3 a %4</translation>
    </message>
    <message>
        <source>%1 has no &quot;label&quot;</source>
        <translation>%1 non ha &quot;label&quot;</translation>
    </message>
    <message>
        <source>%1 needs a &quot;place&quot; and a &quot;deployed&quot; [file, rank], each place once in its Block</source>
        <translation>%1 richiede un &quot;place&quot; e un &quot;deployed&quot; [fila, riga], ogni posto una volta nel suo Blocco</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1 or %2</source>
        <translation>&quot;version&quot; non è %1 né %2</translation>
    </message>
    <message>
        <source>&quot;turn&quot; needs a &quot;turn&quot; from 1, a &quot;side&quot; 0 or 1 and a &quot;phase&quot; from 0 to 3</source>
        <translation>&quot;turn&quot; richiede un &quot;turn&quot; da 1, un &quot;side&quot; 0 o 1 e una &quot;phase&quot; da 0 a 3</translation>
    </message>
    <message>
        <source>%1.%2 is not a list of 1 to %3 Bases</source>
        <translation>%1.%2 non è una lista da 1 a %3 Basi</translation>
    </message>
</context>
<context>
    <name>FatigueTrackerPage</name>
    <message>
        <source>Side A</source>
        <translation>Parte A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Parte B</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Blocco %1</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Contatore di Fatica</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annulla l’ultima modifica</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>Reset the tracker</source>
        <translation>Azzera il contatore</translation>
    </message>
    <message>
        <source>A Block breaks when its average Fatigue exceeds 6; an army, when it has lost 30% of its Bases.</source>
        <translation>Un Blocco si rompe quando la sua Fatica media supera 6; un esercito, quando ha perso il 30% delle sue Basi.</translation>
    </message>
    <message>
        <source>%1 · broken</source>
        <translation>%1 · rotto</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · %2 perse</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Aggiungi un Blocco a %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Block name</source>
        <translation>Nome del Blocco</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Basi</translation>
    </message>
    <message>
        <source>Number of Bases</source>
        <translation>Numero di Basi</translation>
    </message>
    <message>
        <source>Troop type not given</source>
        <translation>Tipo di truppa non indicato</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Tipo di truppa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Riempi %1 da una lista d’esercito</translation>
    </message>
    <message>
        <source>This replaces the side&apos;s Blocks; Undo brings them back.</source>
        <translation>Sostituisce i Blocchi della parte; Annulla li riporta.</translation>
    </message>
    <message>
        <source>%1 · %2 Blocks, %3 Bases</source>
        <translation>%1 · %2 Blocchi, %3 Basi</translation>
    </message>
    <message>
        <source>New battle: every Base back to Fatigue 1</source>
        <translation>Nuova battaglia: ogni Base torna a Fatica 1</translation>
    </message>
    <message>
        <source>Remove every Block and both names</source>
        <translation>Togli tutti i Blocchi ed entrambi i nomi</translation>
    </message>
    <message>
        <source>Undo brings back what was there.</source>
        <translation>Annulla riporta ciò che c’era.</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Turno %1 · %2 · fase di %3</translation>
    </message>
    <message>
        <source>Recover %1 and end the turn</source>
        <translation>Recupera %1 e termina il turno</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Termina fase di %1</translation>
    </message>
    <message>
        <source>Give the Block a name: its Bases&apos; labels are made from it.</source>
        <translation>Dai un nome al Blocco: da esso si ricavano le etichette delle sue Basi.</translation>
    </message>
    <message>
        <source>Files (Bases side by side)</source>
        <translation>File (Basi fianco a fianco)</translation>
    </message>
    <message>
        <source>Number of files</source>
        <translation>Numero di file</translation>
    </message>
</context>
<context>
    <name>FightFactsEditor</name>
    <message>
        <source>Flank attack</source>
        <translation>Attacco sul fianco</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>Colpisce %1</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attacco alle spalle</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>Più in alto</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terreno di %1</translation>
    </message>
    <message>
        <source>The flank struck</source>
        <translation>Il fianco colpito</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
</context>
<context>
    <name>FightResult</name>
    <message>
        <source>%1 (kept %2)</source>
        <translation>%1 (tenuto %2)</translation>
    </message>
    <message>
        <source>%1 rolled %2, %3 rolled %4 · totals %5 against %6 · margin %7</source>
        <translation>%1 ha ottenuto %2, %3 ha ottenuto %4 · totali %5 contro %6 · margine %7</translation>
    </message>
    <message>
        <source>Hide the fight&apos;s steps</source>
        <translation>Nascondi i passaggi del combattimento</translation>
    </message>
    <message>
        <source>Show the fight&apos;s steps (%1)</source>
        <translation>Mostra i passaggi del combattimento (%1)</translation>
    </message>
    <message>
        <source>%1, rolled again: %2</source>
        <translation>%1, ritirato: %2</translation>
    </message>
</context>
<context>
    <name>FingerprintCard</name>
    <message>
        <source>Note it or photograph it: a battle file is checked against it with “ancients verify FILE --head %1”.</source>
        <translation>Annotala o fotografala: un file di battaglia si verifica con essa tramite “ancients verify FILE --head %1”.</translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>%1 of %2 may follow up %3 one hex, alone. Move the figure and confirm, or stay.</source>
        <translation>%1 di %2 può avanzare su %3 di un esagono, da sola. Muovi la figura e conferma, oppure resta.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Resta</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avanza</translation>
    </message>
    <message numerus="yes">
        <source>Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.</source>
        <translation>
            <numerusform>Lasciare il suo Blocco apre una giuntura: la Base segnata prende +1 Fatica.</numerusform>
            <numerusform>Lasciare il suo Blocco apre una giuntura: le %n Basi segnate prendono +1 Fatica ciascuna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seam (%1)</source>
        <translation>Giuntura (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Lato opposto (%1)</translation>
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
        <translation>Continua la battaglia</translation>
    </message>
    <message>
        <source>%1 · turn %2 · %3</source>
        <translation>%1 · turno %2 · %3</translation>
    </message>
    <message>
        <source>Resume where you left off</source>
        <translation>Riprendi da dove eri rimasto</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nuova battaglia</translation>
    </message>
    <message>
        <source>Choose armies and rules</source>
        <translation>Scegli eserciti e regole</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Battaglie salvate</translation>
    </message>
    <message numerus="yes">
        <source>%n kept on this device</source>
        <translation>
            <numerusform>%n salvata su questo dispositivo</numerusform>
            <numerusform>%n salvate su questo dispositivo</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanciadadi</translation>
    </message>
    <message>
        <source>Quality dice and movement tests</source>
        <translation>Dadi qualità e test di movimento</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Contatore di Fatica</translation>
    </message>
    <message>
        <source>Blocks and Bases, nothing else</source>
        <translation>Blocchi e Basi, nient’altro</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Core Rulebook v3 and rulings</source>
        <translation>Regolamento base v3 e decisioni</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Eserciti</translation>
    </message>
    <message>
        <source>Built-in and imported lists</source>
        <translation>Liste incluse e importate</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Language, theme, dice</source>
        <translation>Lingua, tema, dadi</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tabelle di prova</translation>
    </message>
    <message>
        <source>The §13 odds, side by side</source>
        <translation>Le probabilità del §13, fianco a fianco</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro di coesione</translation>
    </message>
    <message>
        <source>My Wargame Rules: units and their cohesion</source>
        <translation>My Wargame Rules: unità e loro coesione</translation>
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
        <translation>%1: etichette da tavolo, una per Base; ritaglia lungo le linee</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: %2</source>
        <translation>Impossibile scrivere il foglio di etichette in %1: %2</translation>
    </message>
    <message>
        <source>Table labels</source>
        <translation>Etichette da tavolo</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: the PDF could not be started</source>
        <translation>Impossibile scrivere il foglio di etichette in %1: impossibile avviare il PDF</translation>
    </message>
</context>
<context>
    <name>LabelSheetSavedDialog</name>
    <message>
        <source>Table labels saved</source>
        <translation>Etichette da tavolo salvate</translation>
    </message>
    <message>
        <source>Saved to %1. Print it at full size (100%), cut along the lines and stick each label under its Base.</source>
        <translation>Salvato in %1. Stampalo a grandezza reale (100%), ritaglia lungo le linee e incolla ogni etichetta sotto la sua Base.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Companion for the Ancients Wargame</source>
        <translation>Compagno per l’Ancients Wargame</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Battle log</source>
        <translation>Registro di battaglia</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Correzione dell’arbitro</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Show turn</source>
        <translation>Mostra turno</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Blocco</translation>
    </message>
    <message>
        <source>Show Block</source>
        <translation>Mostra Blocco</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Annulla l’ultima azione</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vista dell’arbitro</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Verifica la catena</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La catena regge: l’hash e lo stato di ogni voce sono corretti.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Con il segreto dei dadi</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Il segreto dei dadi, una volta decisa la battaglia</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · turno %2 · %3 · %4</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>corretta da #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <source>Ruling PDF…</source>
        <translation>Decisione in PDF…</translation>
    </message>
    <message>
        <source>Write the ruling of amendment #%1 as a PDF</source>
        <translation>Scrivi in PDF la decisione della correzione #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Arbitro %1: %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitro: %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fine del turno %1 · impronta %2</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dadi: %1</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Esporta la battaglia</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>File di battaglia (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportata in %1.</translation>
    </message>
    <message>
        <source>Write the ruling</source>
        <translation>Scrivi la decisione</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The ruling is written to %1.</source>
        <translation>La decisione è scritta in %1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN dell’arbitro</translation>
    </message>
    <message>
        <source>Only the umpire amends the log. Enter the umpire&apos;s PIN chosen in Settings.</source>
        <translation>Solo l’arbitro corregge il registro. Inserisci il PIN dell’arbitro scelto nelle Impostazioni.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN</source>
        <translation>Il PIN dell’arbitro</translation>
    </message>
    <message>
        <source>That is not the umpire&apos;s PIN. The umpire&apos;s view stays closed.</source>
        <translation>Questo non è il PIN dell’arbitro. La vista dell’arbitro resta chiusa.</translation>
    </message>
    <message>
        <source>Open the umpire&apos;s view</source>
        <translation>Apri la vista dell’arbitro</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Enter the PIN to open the umpire&apos;s view.</source>
        <translation>Inserisci il PIN per aprire la vista dell’arbitro.</translation>
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
        <translation>Menu</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
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
        <translation>Home</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Battaglia · My Wargame Rules</translation>
    </message>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Battaglia · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Registro di battaglia</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nuova battaglia</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Battaglie salvate</translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanciadadi</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Contatore di Fatica</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro di coesione</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tabelle di prova</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Eserciti</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
</context>
<context>
    <name>MoveController</name>
    <message>
        <source>A charge ends in contact with an enemy Block that still stands; %1 is none.</source>
        <translation>Una carica finisce a contatto con un Blocco nemico ancora in piedi; %1 non lo è.</translation>
    </message>
</context>
<context>
    <name>MoveForm</name>
    <message>
        <source>A failed test ended this Block&apos;s movement for the turn.</source>
        <translation>Un test fallito ha chiuso il movimento di questo Blocco per il turno.</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</source>
        <translation>
            <numerusform>Un movimento concatenato costa %n Fatica a ogni Base prima del test: la media sarebbe %1, oltre 6, e il Blocco si rompe.</numerusform>
            <numerusform>Un movimento concatenato costa %n Fatica a ogni Base prima del test: la media sarebbe %1, oltre 6, e il Blocco si rompe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test: any roll of the d6 passes.</source>
        <translation>Test di movimento: qualsiasi tiro del d6 lo supera.</translation>
    </message>
    <message>
        <source>Movement test: the kept d6 must reach %1 (chance %2).</source>
        <translation>Test di movimento: il d6 tenuto deve arrivare a %1 (probabilità %2).</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base.</source>
        <translation>
            <numerusform>Un movimento concatenato costa %n Fatica a ogni Base.</numerusform>
            <numerusform>Un movimento concatenato costa %n Fatica a ogni Base.</numerusform>
        </translation>
    </message>
    <message>
        <source>Worst ground entered</source>
        <translation>Terreno peggiore attraversato</translation>
    </message>
    <message>
        <source>A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.</source>
        <translation>Una colonna che segue la guida fa un movimento normale; raddrizzare una colonna piegata è un movimento difficile.</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Collina salita</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Slight</source>
        <translation>Dolce</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Ripida</translation>
    </message>
    <message>
        <source>Charge: ends in contact with</source>
        <translation>Carica: finisce a contatto con</translation>
    </message>
    <message>
        <source>%1 (in contact)</source>
        <translation>%1 (a contatto)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Carica %1</translation>
    </message>
    <message>
        <source>Charge: ends in contact</source>
        <translation>Carica: finisce a contatto</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Movimento completo</translation>
    </message>
    <message>
        <source>Difficult: formation change or passing through</source>
        <translation>Difficile: cambio di formazione o passaggio attraverso</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test di movimento</translation>
    </message>
    <message>
        <source>Move with these dice</source>
        <translation>Muovi con questi dadi</translation>
    </message>
    <message>
        <source>Roll and move</source>
        <translation>Tira e muovi</translation>
    </message>
    <message>
        <source>Pivot ⟲</source>
        <translation>Ruota ⟲</translation>
    </message>
    <message>
        <source>Pivot 60 degrees counter-clockwise</source>
        <translation>Ruota sul posto di 60 gradi in senso antiorario</translation>
    </message>
    <message>
        <source>Pivot ⟳</source>
        <translation>Ruota ⟳</translation>
    </message>
    <message>
        <source>Pivot 60 degrees clockwise</source>
        <translation>Ruota sul posto di 60 gradi in senso orario</translation>
    </message>
    <message>
        <source>Wheel ⟲</source>
        <translation>Conversione ⟲</translation>
    </message>
    <message>
        <source>Wheel 60 degrees counter-clockwise about the selected flank Base</source>
        <translation>Conversione di 60 gradi in senso antiorario attorno alla Base di fianco scelta</translation>
    </message>
    <message>
        <source>Wheel ⟳</source>
        <translation>Conversione ⟳</translation>
    </message>
    <message>
        <source>Wheel 60 degrees clockwise about the selected flank Base</source>
        <translation>Conversione di 60 gradi in senso orario attorno alla Base di fianco scelta</translation>
    </message>
    <message>
        <source>Wheels turn about %1.</source>
        <translation>Le conversioni ruotano attorno a %1.</translation>
    </message>
    <message>
        <source>To wheel, tap the flank Base the Block turns about.</source>
        <translation>Per una conversione, tocca la Base di fianco attorno a cui ruota il Blocco.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.</source>
        <translation>Una conversione di questo Blocco %1 × %2 non richiede movimenti: il suo angolo lontano percorre 0, quindi niente test e niente Fatica.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.</source>
        <translation>Una conversione di questo Blocco %1 × %2 richiede %3 movimenti con test e costa +%4 Fatica a ogni Base.</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Test di conversione %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Dividi…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Unisci…</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Tap one of your Blocks to move it, or end the Move phase.</source>
        <translation>Tocca uno dei tuoi Blocchi per muoverlo, o termina la fase di Movimento.</translation>
    </message>
    <message>
        <source>Split %1: tap the Bases that leave to form a new Block.</source>
        <translation>Dividi %1: tocca le Basi che escono per formare un nuovo Blocco.</translation>
    </message>
    <message>
        <source>Merge into %1: tap a Base of the Block that joins it.</source>
        <translation>Unisci a %1: tocca una Base del Blocco che si unisce.</translation>
    </message>
    <message>
        <source>No Bases chosen yet.</source>
        <translation>Ancora nessuna Base scelta.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>The seam costs: %1</source>
        <translation>La giuntura costa: %1</translation>
    </message>
    <message>
        <source>No seam to pay.</source>
        <translation>Nessuna giuntura da pagare.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividi</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Unisci</translation>
    </message>
    <message>
        <source>Leaving (%1)</source>
        <translation>Che escono (%1)</translation>
    </message>
    <message>
        <source>Joining (%1)</source>
        <translation>Che si unisce (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Giunture (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the split opens.</source>
        <translation>Tocca le Basi ai due lati della giuntura che la divisione apre.</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the merge closes.</source>
        <translation>Tocca le Basi ai due lati della giuntura che l’unione chiude.</translation>
    </message>
</context>
<context>
    <name>MwrAmendForm</name>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Questa azione non ha fatti né dadi da correggere.</translation>
    </message>
    <message>
        <source>Dice rolled (§10)</source>
        <translation>Dadi tirati (§10)</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1d6</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2d6</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>Il dado mostra</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primo dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Secondo dado</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Lato di %1 attaccato (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Fianco +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Retro +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Supporto a %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retro</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terreno percorso (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentato</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Ostacolo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Invalicabile</translation>
    </message>
    <message>
        <source>Enemies it touches after (R14)</source>
        <translation>Nemici che tocca dopo (R14)</translation>
    </message>
    <message>
        <source>The roller keeps</source>
        <translation>Chi tira tiene</translation>
    </message>
    <message>
        <source>Step %1: what lies behind</source>
        <translation>Passo %1: cosa c’è dietro</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terreno libero</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentato</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bordo del tavolo</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Aggiungi un passo</translation>
    </message>
    <message>
        <source>Remove the last step</source>
        <translation>Rimuovi l’ultimo passo</translation>
    </message>
</context>
<context>
    <name>MwrArmyListFormat</name>
    <message>
        <source>&quot;resolve&quot; must be a base Resolve of %1 to %2 (R3), not %3</source>
        <translation>&quot;resolve&quot; deve essere una Risolutezza di base da %1 a %2 (R3), non %3</translation>
    </message>
</context>
<context>
    <name>MwrBattlePage</name>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Battaglia · My Wargame Rules</translation>
    </message>
    <message>
        <source>No battle of My Wargame Rules is open.</source>
        <translation>Nessuna battaglia di My Wargame Rules è aperta.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Inizia la battaglia di esempio</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to activate a unit (%3 left)</source>
        <translation>Turno %1 · %2 attiva un&apos;unità (ne restano %3)</translation>
    </message>
    <message>
        <source>Tap a unit of %1 to activate it.</source>
        <translation>Tocca un&apos;unità di %1 per attivarla.</translation>
    </message>
    <message>
        <source>%1: choose its action</source>
        <translation>%1: scegli la sua azione</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terreno percorso (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentato</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Ostacolo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Invalicabile</translation>
    </message>
    <message>
        <source>Passes through friends (Skirmishers only, §4)</source>
        <translation>Attraversa alleati (solo schermagliatori, §4)</translation>
    </message>
    <message>
        <source>Enemy units it touches after the move</source>
        <translation>Unità nemiche che tocca dopo il movimento</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combatti con questi dadi</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Conferma il movimento</translation>
    </message>
    <message>
        <source>Confirm the fall back</source>
        <translation>Conferma il ripiegamento</translation>
    </message>
    <message>
        <source>Confirm the rally</source>
        <translation>Conferma il riordino</translation>
    </message>
    <message>
        <source>Confirm: hold</source>
        <translation>Conferma: tenere</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Scegli un&apos;azione</translation>
    </message>
</context>
<context>
    <name>MwrBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: i campi corretti non si possono leggere: %1</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 invece: %2</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 non avviene più</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, «%2», non si può giocare dopo la correzione: %3. Gioca un’altra azione al suo posto, o eliminala.</translation>
    </message>
</context>
<context>
    <name>MwrMeleePanel</name>
    <message>
        <source>%1: Resolve %2</source>
        <translation>%1: Risolutezza %2</translation>
    </message>
    <message>
        <source>Picking its best by the table&apos;s order (R5). A die offers: %1</source>
        <translation>Scegliendo il migliore secondo l&apos;ordine della tabella (R5). Un dado offre: %1</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Lato di %1 attaccato (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Fianco +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Retro +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Supporto a %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retro</translation>
    </message>
    <message>
        <source>App&apos;s dice</source>
        <translation>Dadi dell&apos;app</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>I nostri dadi</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>Il dado mostra</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primo dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Secondo dado</translation>
    </message>
</context>
<context>
    <name>MwrPendingPanel</name>
    <message>
        <source>Clear ground</source>
        <translation>Terreno libero</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentato</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Ostacolo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Invalicabile</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bordo del tavolo</translation>
    </message>
    <message>
        <source>%1 (enemy)</source>
        <translation>%1 (nemico)</translation>
    </message>
    <message>
        <source>%1 rolled 2D6: keep one die (§10, R5)</source>
        <translation>%1 ha tirato 2D6: tieni un dado (§10, R5)</translation>
    </message>
    <message>
        <source>Keep %1: %2</source>
        <translation>Tieni %1: %2</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width: what lies behind it? (§10, R7)</source>
        <translation>%1 arretra di 1 larghezza di basetta: cosa c&apos;è dietro? (§10, R7)</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Indicato finora: %1</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Ritira l&apos;ultimo passo</translation>
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
        <translation>Risolutezza %1</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>✓ acted</source>
        <translation>✓ ha agito</translation>
    </message>
    <message>
        <source>▶ to act</source>
        <translation>▶ da attivare</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>attende</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>ingaggiato con %1</translation>
    </message>
</context>
<context>
    <name>MwrWording</name>
    <message>
        <source>%1%</source>
        <comment>a chance in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Equal Resolve: %1 rolls 1D6</source>
        <translation>Risolutezza pari: %1 tira 1D6</translation>
    </message>
    <message>
        <source>%1 has the higher Resolve: rolls 2D6 and keeps one</source>
        <translation>%1 ha la Risolutezza più alta: tira 2D6 e ne tiene uno</translation>
    </message>
    <message>
        <source>The battle ends in a draw</source>
        <translation>La battaglia finisce in parità</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 vince la battaglia</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unità %1</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Scosso</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Disordinato</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Distrutto</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Respinto</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Scontro brutale</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Ricacciato</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Colpito, tiene</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Sfondamento</translation>
    </message>
    <message>
        <source>attacker takes 1 hit</source>
        <translation>l&apos;attaccante subisce 1 colpo</translation>
    </message>
    <message>
        <source>both take 1 hit</source>
        <translation>entrambi subiscono 1 colpo</translation>
    </message>
    <message>
        <source>defender pushed back</source>
        <translation>il difensore arretra</translation>
    </message>
    <message>
        <source>defender takes 1 hit</source>
        <translation>il difensore subisce 1 colpo</translation>
    </message>
    <message>
        <source>defender takes 1 hit and is pushed back</source>
        <translation>il difensore subisce 1 colpo e arretra</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Ripiegare</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Riordinare</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tenere</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno aperto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentato</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Ostacolo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Invalicabile</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Fianco</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retro</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terreno libero</translation>
    </message>
    <message>
        <source>A unit</source>
        <translation>Un&apos;unità</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bordo del tavolo</translation>
    </message>
    <message>
        <source>Base Resolve</source>
        <translation>Risolutezza base</translation>
    </message>
    <message>
        <source>Side support: %1</source>
        <translation>Supporto laterale: %1</translation>
    </message>
    <message>
        <source>Rear support: %1</source>
        <translation>Supporto da retro: %1</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attacco sul fianco</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attacco alle spalle</translation>
    </message>
    <message>
        <source>No support in flank or rear: %1</source>
        <translation>Nessun supporto se attaccato sul fianco o alle spalle: %1</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into %2</source>
        <translation>%1 è distrutto, spinto contro %2</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into rough ground</source>
        <translation>%1 è distrutto, spinto in terreno accidentato</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into an obstacle</source>
        <translation>%1 è distrutto, spinto contro un ostacolo</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into impassable ground</source>
        <translation>%1 è distrutto, spinto in terreno invalicabile</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed off the table</source>
        <translation>%1 è distrutto, spinto fuori dal tavolo</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 è distrutto</translation>
    </message>
    <message>
        <source>%1 crosses the obstacle</source>
        <translation>%1 supera l&apos;ostacolo</translation>
    </message>
    <message>
        <source>%1 moves over %2, up to %3 base widths</source>
        <translation>%1 si muove su %2, fino a %3 larghezze di basetta</translation>
    </message>
    <message>
        <source>%1 falls back across the obstacle</source>
        <translation>%1 ripiega oltre l&apos;ostacolo</translation>
    </message>
    <message>
        <source>%1 falls back over %2, up to %3 base widths</source>
        <translation>%1 ripiega su %2, fino a %3 larghezze di basetta</translation>
    </message>
    <message>
        <source>%1 rallies: now %2</source>
        <translation>%1 si riordina: ora %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 tiene la posizione</translation>
    </message>
    <message>
        <source>%1 is in contact with %2</source>
        <translation>%1 è a contatto con %2</translation>
    </message>
    <message>
        <source>%1 is no longer in contact with %2</source>
        <translation>%1 non è più a contatto con %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 touches %n enemy unit(s)</source>
        <translation>
            <numerusform>%1 tocca %n unità nemica</numerusform>
            <numerusform>%1 tocca %n unità nemiche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2: Resolve %3 against %4</source>
        <translation>%1 attacca %2: Risolutezza %3 contro %4</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <source>%1 rolls %2 (the players&apos; dice)</source>
        <translation>%1 tira %2 (dadi dei giocatori)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 tira %2</translation>
    </message>
    <message>
        <source>Both dice read %1</source>
        <translation>Entrambi i dadi danno %1</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Tenuto: %1, %2</translation>
    </message>
    <message>
        <source>%1 takes a hit: now %2</source>
        <translation>%1 subisce un colpo: ora %2</translation>
    </message>
    <message>
        <source>%1 is pushed back by %2, 1 base width</source>
        <translation>%1 è spinto indietro da %2 di 1 larghezza di basetta</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width</source>
        <translation>%1 arretra di 1 larghezza di basetta</translation>
    </message>
    <message>
        <source>%1 passes through %2</source>
        <translation>%1 passa attraverso %2</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2 to act</source>
        <translation>Inizia il turno %1: tocca a %2</translation>
    </message>
    <message>
        <source>side</source>
        <translation>laterale</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>da retro</translation>
    </message>
    <message>
        <source>the pick of a die</source>
        <translation>la scelta di un dado</translation>
    </message>
    <message>
        <source>the push-back</source>
        <translation>l&apos;arretramento</translation>
    </message>
    <message>
        <source>%1 has already acted this turn</source>
        <translation>%1 ha già agito in questo turno</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 non ha unità</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La battaglia è finita</translation>
    </message>
    <message>
        <source>A break point of %1 is more than the %2 units an army has</source>
        <translation>Un punto di rottura di %1 supera le %2 unità di un esercito</translation>
    </message>
    <message>
        <source>%1 is listed twice among the units %2 touches</source>
        <translation>%1 compare due volte tra le unità che %2 tocca</translation>
    </message>
    <message>
        <source>%1 cannot be in contact with %2: they are friends</source>
        <translation>%1 non può essere a contatto con %2: sono alleati</translation>
    </message>
    <message>
        <source>This roll takes %1 dice, not %2</source>
        <translation>Questo tiro richiede %1 dadi, non %2</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot move: it may attack or fall back</source>
        <translation>%1 è ingaggiato e non può muovere: può attaccare o ripiegare</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot rally</source>
        <translation>%1 è ingaggiato e non può riordinarsi</translation>
    </message>
    <message>
        <source>No die shows %1</source>
        <translation>Nessun dado mostra %1</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1</source>
        <translation>Un dado mostra da 1 a 6, non %1</translation>
    </message>
    <message>
        <source>%1 cannot enter impassable ground</source>
        <translation>%1 non può entrare in terreno invalicabile</translation>
    </message>
    <message>
        <source>%1&apos;s melee waits for %2 first</source>
        <translation>La mischia di %1 attende prima %2</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Non esiste l&apos;unità %1</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 non è a contatto con %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s activation, not %2&apos;s</source>
        <translation>È l&apos;attivazione di %1, non di %2</translation>
    </message>
    <message>
        <source>%1 is %2: there is nothing to rally</source>
        <translation>%1 è %2: non c&apos;è nulla da riordinare</translation>
    </message>
    <message>
        <source>The dice offer %1 or %2, not %3</source>
        <translation>I dadi offrono %1 o %2, non %3</translation>
    </message>
    <message>
        <source>A preference ranks each result once</source>
        <translation>Una preferenza ordina ogni risultato una volta</translation>
    </message>
    <message>
        <source>Say what lies behind %1</source>
        <translation>Indicate cosa c&apos;è dietro %1</translation>
    </message>
    <message>
        <source>%1 is the attacker: a push-back moves away from it</source>
        <translation>%1 è l&apos;attaccante: l&apos;arretramento si allontana da esso</translation>
    </message>
    <message numerus="yes">
        <source>The push-back ended before the last %n step(s)</source>
        <translation>
            <numerusform>L&apos;arretramento è finito prima dell&apos;ultimo passo</numerusform>
            <numerusform>L&apos;arretramento è finito prima degli ultimi %n passi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already in this push-back</source>
        <translation>%1 fa già parte di questo arretramento</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot support from the rear</source>
        <translation>%1 è ingaggiato e non può supportare da retro</translation>
    </message>
    <message>
        <source>A base Resolve is 1 to 6, not %1</source>
        <translation>Una Risolutezza base va da 1 a 6, non %1</translation>
    </message>
    <message>
        <source>The melee is not waiting for %1</source>
        <translation>La mischia non attende %1</translation>
    </message>
    <message>
        <source>%1 fights in this melee and cannot support it</source>
        <translation>%1 combatte in questa mischia e non può supportarla</translation>
    </message>
    <message>
        <source>%1 is listed twice as a supporter</source>
        <translation>%1 compare due volte come supporto</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2 and cannot support it</source>
        <translation>%1 non è alleato di %2 e non può supportarlo</translation>
    </message>
    <message>
        <source>%1 cannot pass through enemy units</source>
        <translation>%1 non può attraversare unità nemiche</translation>
    </message>
    <message>
        <source>%1 is not Skirmishers and cannot pass through friends</source>
        <translation>%1 non sono schermagliatori e non possono attraversare alleati</translation>
    </message>
    <message>
        <source>%1 can have at most %2 %3 supporter(s)</source>
        <translation>%1 può avere al massimo %2 supporto/i %3</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 annullata: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Ultima azione annullata</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 ripetuta: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Azione annullata ripetuta</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3)</source>
        <translation>%1 attacca %2 (%3)</translation>
    </message>
    <message>
        <source>The roller keeps the %1</source>
        <translation>Chi tira tiene il %1</translation>
    </message>
    <message>
        <source>Push-back: %1</source>
        <translation>Arretramento: %1</translation>
    </message>
    <message>
        <source>Contacts of %1: %2</source>
        <translation>Contatti di %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) destroyed</source>
        <comment>an army&apos;s losses</comment>
        <translation>
            <numerusform>%n unità distrutta</numerusform>
            <numerusform>%n unità distrutte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Nuova battaglia</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Primo esercito</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Secondo esercito</translation>
    </message>
    <message>
        <source>%1 Bases · the army breaks when %2 are lost</source>
        <translation>%1 Basi · l’esercito si rompe perdendone %2</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Eserciti</translation>
    </message>
    <message>
        <source>Import or build an army…</source>
        <translation>Importa o crea un esercito…</translation>
    </message>
    <message>
        <source>Print the table labels…</source>
        <translation>Stampa le etichette da tavolo…</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Muove per primo</translation>
    </message>
    <message>
        <source>Name of the battle (optional)</source>
        <translation>Nome della battaglia (facoltativo)</translation>
    </message>
    <message>
        <source>Name of the battle</source>
        <translation>Nome della battaglia</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Competition defaults</source>
        <translation>Valori da torneo</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado di combattimento</translation>
    </message>
    <message>
        <source>default: the averaging die</source>
        <translation>predefinito: il dado medio</translation>
    </message>
    <message>
        <source>Averaging die (ranked)</source>
        <translation>Dado medio (classificata)</translation>
    </message>
    <message>
        <source>d6 (friendly)</source>
        <translation>d6 (amichevole)</translation>
    </message>
    <message>
        <source>Being shot at denies recovery</source>
        <translation>Essere sotto tiro impedisce il recupero</translation>
    </message>
    <message>
        <source>Default: on (competition)</source>
        <translation>Predefinito: sì (torneo)</translation>
    </message>
    <message>
        <source>Shock pursuit is mandatory</source>
        <translation>L’inseguimento d’urto è obbligatorio</translation>
    </message>
    <message>
        <source>Default: on</source>
        <translation>Predefinito: sì</translation>
    </message>
    <message>
        <source>Contagion when a Block breaks</source>
        <translation>Contagio quando un Blocco si rompe</translation>
    </message>
    <message>
        <source>Fatigue for a pivot</source>
        <translation>Fatica per una rotazione sul posto</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Predefinito: 0 (gratis)</translation>
    </message>
    <message>
        <source>Fatigue for a difficult move</source>
        <translation>Fatica per un movimento difficile</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Predefinito: %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>The app has drawn its secret dice seed. Show your opponent this fingerprint now; when the secret is revealed after the battle, anyone can check every roll against it.</source>
        <translation>L’app ha generato il suo seme segreto dei dadi. Mostra ora questa impronta al tuo avversario; quando il segreto sarà svelato dopo la battaglia, chiunque potrà verificare ogni tiro con essa.</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase, mixed into the dice (optional)</source>
        <translation>Frase dell’avversario, mescolata ai dadi (facoltativa)</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase</source>
        <translation>Frase dell’avversario</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Inizia la battaglia</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Salva le etichette da tavolo</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The label sheet is written to %1.</source>
        <translation>Il foglio di etichette è scritto in %1.</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Meccanica Élite/Leva</translation>
    </message>
    <message>
        <source>None (default)</source>
        <translation>Nessuna (predefinito)</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Rilancio</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Migliore/peggiore su tre</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>certain</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>impossibile</translation>
    </message>
</context>
<context>
    <name>OhwAmendForm</name>
    <message>
        <source>Woods</source>
        <translation>Bosco</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentato</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Collina</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Villaggio</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Ponte o guado</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fiume</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Palude</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Questa azione non ha fatti né dadi da correggere.</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dado di %1</translation>
    </message>
    <message>
        <source>1D3 number %1</source>
        <translation>1d3 numero %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dado %1</translation>
    </message>
    <message>
        <source>One die more</source>
        <translation>Un dado in più</translation>
    </message>
    <message>
        <source>One die fewer</source>
        <translation>Un dado in meno</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Range in spaces: %1</source>
        <translation>Gittata in caselle: %1</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Tira sopra gli amici (§6)</translation>
    </message>
    <message>
        <source>The retreat (§5.4)</source>
        <translation>La ritirata (§5.4)</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Si ritira</translation>
    </message>
    <message>
        <source>Pushes a friend</source>
        <translation>Spinge un amico</translation>
    </message>
    <message>
        <source>Blocked: +1 hit</source>
        <translation>Bloccata: +1 colpo</translation>
    </message>
    <message>
        <source>Enemy behind: destroyed</source>
        <translation>Nemico dietro: distrutta</translation>
    </message>
    <message>
        <source>Ground of the space entered</source>
        <translation>Terreno della casella in cui entra</translation>
    </message>
    <message>
        <source>The friend pushed back</source>
        <translation>L’amico spinto indietro</translation>
    </message>
    <message>
        <source>Ground the friend is pushed into</source>
        <translation>Terreno in cui l’amico è spinto</translation>
    </message>
</context>
<context>
    <name>OhwArmyListFormat</name>
    <message>
        <source>each of &quot;traits&quot; must be %1, not %2</source>
        <translation>ogni elemento di &quot;traits&quot; deve essere %1, non %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;traits&quot; elenca &quot;%1&quot; due volte</translation>
    </message>
    <message>
        <source>a unit of type &quot;%1&quot; cannot be given &quot;%2&quot; (§10.4, R28: only Velites and Equites Auxiliares may be given &quot;missile&quot;)</source>
        <translation>a un&apos;unità di tipo &quot;%1&quot; non si può dare &quot;%2&quot; (§10.4, R28: solo a Veliti ed Equites Auxiliares si può dare &quot;missile&quot;)</translation>
    </message>
</context>
<context>
    <name>OhwBattlePage</name>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Battaglia · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Confirm the retreat</source>
        <translation>Conferma la ritirata</translation>
    </message>
    <message>
        <source>Enter these dice</source>
        <translation>Inserisci questi dadi</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Tira per l’iniziativa</translation>
    </message>
    <message>
        <source>Roll the push move</source>
        <translation>Tira il movimento forzato</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Conferma il movimento</translation>
    </message>
    <message>
        <source>Roll the shot</source>
        <translation>Tira il tiro</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Tira l’attacco</translation>
    </message>
    <message>
        <source>Roll the morale check</source>
        <translation>Tira il test di morale</translation>
    </message>
    <message>
        <source>Take the breakpoint</source>
        <translation>Calcola il punto di rottura</translation>
    </message>
    <message>
        <source>No battle of 3D6 OHW Gridded Ancients is open.</source>
        <translation>Nessuna battaglia di 3D6 OHW Gridded Ancients è aperta.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Inizia la battaglia di esempio</translation>
    </message>
    <message>
        <source>Turn %1 · %2 plays · initiative: %3</source>
        <translation>Turno %1 · gioca %2 · iniziativa: %3</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniziativa</translation>
    </message>
    <message>
        <source>Breakpoint %1 of %2 (§9)</source>
        <translation>Punto di rottura %1 su %2 (§9)</translation>
    </message>
    <message>
        <source>The app rolls</source>
        <translation>L’app tira</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>I nostri dadi</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dado di %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Termina la fase</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>OhwBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: i campi corretti non si possono leggere: %1</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 non avviene più</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 invece: %2</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, «%2», non si può giocare dopo la correzione: %3. Gioca un’altra azione al suo posto, o eliminala.</translation>
    </message>
</context>
<context>
    <name>OhwDiceEntry</name>
    <message>
        <source>die %1 of %2</source>
        <translation>dado %1 di %2</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Letti: %1</translation>
    </message>
    <message>
        <source>No die read yet</source>
        <translation>Nessun dado letto</translation>
    </message>
    <message>
        <source>%1 · tap %2</source>
        <translation>%1 · tocca %2</translation>
    </message>
    <message>
        <source>A die shows %1</source>
        <translation>Un dado mostra %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
</context>
<context>
    <name>OhwExtraActions</name>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 lascia la mischia</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 si unisce a %2</translation>
    </message>
    <message>
        <source>Their enemy retreated: they may advance into the space it left, of this ground (§5.6)</source>
        <translation>Il loro nemico si è ritirato: possono avanzare nella casella lasciata, di questo terreno (§5.6)</translation>
    </message>
    <message>
        <source>%1 advances</source>
        <translation>%1 avanza</translation>
    </message>
</context>
<context>
    <name>OhwPoolPanel</name>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tira su %2</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <source>Rolls %1D6, each hitting on 4+</source>
        <translation>Tira %1D6, ognuno colpisce con 4+</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s): %1 (%2)</source>
        <translation>
            <numerusform>%n colpo: %1 (%2)</numerusform>
            <numerusform>%n colpi: %1 (%2)</numerusform>
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
        <translation>Probabilità: %1</translation>
    </message>
    <message>
        <source>Move first</source>
        <translation>Muovere per primo</translation>
    </message>
    <message>
        <source>Move second</source>
        <translation>Muovere per secondo</translation>
    </message>
    <message>
        <source>Both players roll 1D6; the player without the initiative takes it by beating the other by 2 or more: %1 (§10.3)</source>
        <translation>Entrambi tirano 1D6; chi non ha l’iniziativa la prende battendo l’altro di 2 o più: %1 (§10.3)</translation>
    </message>
    <message>
        <source>Push move of %1: needs %2+ on 1D6, %3. A failed push move still happens and costs 1 hit (§5.1).</source>
        <translation>Movimento forzato di %1: serve %2+ su 1D6, %3. Se fallisce avviene comunque e costa 1 colpo (§5.1).</translation>
    </message>
    <message>
        <source>Tap a unit to move it (§5).</source>
        <translation>Tocca un’unità per muoverla (§5).</translation>
    </message>
    <message>
        <source>%1: its move</source>
        <translation>%1: il suo movimento</translation>
    </message>
    <message>
        <source>Tap a unit to shoot, then its target (§6).</source>
        <translation>Tocca un’unità che tira, poi il suo bersaglio (§6).</translation>
    </message>
    <message>
        <source>%1 shoots: pick its target</source>
        <translation>%1 tira: scegli il bersaglio</translation>
    </message>
    <message>
        <source>Tap a unit in melee to attack (§7).</source>
        <translation>Tocca un’unità in mischia per attaccare (§7).</translation>
    </message>
    <message>
        <source>%1 attacks: pick its target</source>
        <translation>%1 attacca: scegli il bersaglio</translation>
    </message>
    <message>
        <source>Units hit this turn check morale: 2+ with 1–4 hits, 3+ with 5–8 (§8).</source>
        <translation>Le unità colpite in questo turno verificano il morale: 2+ con 1–4 colpi, 3+ con 5–8 (§8).</translation>
    </message>
    <message>
        <source>No morale check is due: end the step (§8).</source>
        <translation>Nessun test di morale in sospeso: termina la fase (§8).</translation>
    </message>
    <message>
        <source>Step 5: each army loses 1 a retreat, 2 a rout, 3 a veteran rout and 1D3 a general killed; at 0 it quits (§9).</source>
        <translation>Fase 5: ogni esercito perde 1 per ritirata, 2 per rotta, 3 per rotta di veterani e 1D3 per generale ucciso; a 0 abbandona (§9).</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Muovi un’unità</translation>
    </message>
    <message>
        <source>Push move: %1</source>
        <translation>Movimento forzato: %1</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Caselle</translation>
    </message>
    <message>
        <source>Ground entered (§5.6)</source>
        <translation>Terreno in cui entra (§5.6)</translation>
    </message>
    <message>
        <source>The push move is a charge (§5.2)</source>
        <translation>Il movimento forzato è una carica (§5.2)</translation>
    </message>
    <message>
        <source>Ends with a charge (§5.2)</source>
        <translation>Termina con una carica (§5.2)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Face charged (§7.1)</source>
        <translation>Lato caricato (§7.1)</translation>
    </message>
    <message>
        <source>Range in spaces</source>
        <translation>Gittata in caselle</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Tira sopra gli amici (§6)</translation>
    </message>
    <message>
        <source>%1: %2 hits, needs %3+, holds %4</source>
        <translation>%1: %2 colpi, serve %3+, regge %4</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
</context>
<context>
    <name>OhwUnitCard</name>
    <message>
        <source>%1, %2 hits of 9</source>
        <translation>%1, %2 colpi su 9</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <translation>%1/9 colpi</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>in melee with %1</source>
        <translation>in mischia con %1</translation>
    </message>
    <message>
        <source>must check morale</source>
        <translation>deve verificare il morale</translation>
    </message>
</context>
<context>
    <name>OhwWording</name>
    <message>
        <source>%1%</source>
        <comment>a chance in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a chance: its fraction and its percent</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 took the initiative: move first or second?</source>
        <translation>%1 ha preso l’iniziativa: muovere per primo o per secondo?</translation>
    </message>
    <message>
        <source>%1 may re-roll the failed push move of %2 (1D6)</source>
        <translation>%1 può ritirare il movimento forzato fallito di %2 (1D6)</translation>
    </message>
    <message>
        <source>%1 is at risk: %2D6, killed on a 2</source>
        <translation>%1 è in pericolo: %2D6, ucciso con un 2</translation>
    </message>
    <message>
        <source>%1&apos;s unit routed: 1D6, killed on a 1</source>
        <translation>L’unità di %1 è in rotta: 1D6, ucciso con un 1</translation>
    </message>
    <message>
        <source>%1 failed its morale check: what lies behind it?</source>
        <translation>%1 ha fallito il test di morale: cosa c’è dietro?</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for a 1 rolled (Impetuous, §10.4)</source>
        <translation>%1 subisce 1 colpo per un 1 tirato (impetuoso, §10.4)</translation>
    </message>
    <message>
        <source>The general with %1 is killed (§10.2)</source>
        <translation>Il generale con %1 è ucciso (§10.2)</translation>
    </message>
    <message>
        <source>%1 reaches 9 hits and routs (§8)</source>
        <translation>%1 arriva a 9 colpi ed è in rotta (§8)</translation>
    </message>
    <message>
        <source>For Step 5: %1 retreats, %2 routs, %3 generals killed</source>
        <translation>Per la fase 5: %1 ritirate, %2 rotte, %3 generali uccisi</translation>
    </message>
    <message>
        <source>The battle is a draw</source>
        <translation>La battaglia finisce in parità</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 vince la battaglia</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>mossa</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>movimento forzato</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>ha tirato</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>ha attaccato</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unità %1</translation>
    </message>
    <message>
        <source>general %1</source>
        <translation>generale %1</translation>
    </message>
    <message>
        <source>The unit&apos;s attack dice</source>
        <translation>Dadi d’attacco dell’unità</translation>
    </message>
    <message>
        <source>Shooting dice</source>
        <translation>Dadi di tiro</translation>
    </message>
    <message>
        <source>General with the unit</source>
        <translation>Generale con l’unità</translation>
    </message>
    <message>
        <source>Ferocious: initial attack</source>
        <translation>Feroce: attacco iniziale</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attacco sul fianco</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attacco alle spalle</translation>
    </message>
    <message>
        <source>Armored target</source>
        <translation>Bersaglio corazzato</translation>
    </message>
    <message>
        <source>Target in woods</source>
        <translation>Bersaglio nel bosco</translation>
    </message>
    <message>
        <source>Target in rough ground</source>
        <translation>Bersaglio in terreno accidentato</translation>
    </message>
    <message>
        <source>Target on a hill</source>
        <translation>Bersaglio su una collina</translation>
    </message>
    <message>
        <source>Across a bridge or ford</source>
        <translation>Attraverso un ponte o guado</translation>
    </message>
    <message>
        <source>Target in a fortified settlement</source>
        <translation>Bersaglio in un villaggio fortificato</translation>
    </message>
    <message>
        <source>At least one die</source>
        <translation>Almeno un dado</translation>
    </message>
    <message>
        <source>%1D6</source>
        <comment>a number of dice</comment>
        <translation>%1D6</translation>
    </message>
    <message>
        <source>−%1D6</source>
        <comment>dice taken from a pool</comment>
        <translation>−%1D6</translation>
    </message>
    <message>
        <source>+%1D6</source>
        <comment>dice added to a pool</comment>
        <translation>+%1D6</translation>
    </message>
    <message>
        <source>Legionaries</source>
        <translation>Legionari</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerriera</translation>
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
        <translation>Veliti</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Corazzato</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impetuoso</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbari</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Feroce</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veterani</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno aperto</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosco</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentato</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Collina</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Villaggio</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Ponte o guado</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fiume</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Palude</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Fianco sinistro</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Fianco destro</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retro</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniziativa</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Punto di rottura</translation>
    </message>
    <message>
        <source>Room behind: it retreats</source>
        <translation>Spazio dietro: si ritira</translation>
    </message>
    <message>
        <source>A friend behind gives way</source>
        <translation>Un amico dietro cede il passo</translation>
    </message>
    <message>
        <source>Blocked by terrain, the edge or a friend: +1 hit</source>
        <translation>Bloccata da terreno, bordo o amico: +1 colpo</translation>
    </message>
    <message>
        <source>Blocked by an enemy: destroyed</source>
        <translation>Bloccata da un nemico: distrutta</translation>
    </message>
    <message>
        <source>the general&apos;s push-move re-roll</source>
        <translation>il ritiro del generale per il movimento forzato</translation>
    </message>
    <message>
        <source>the general&apos;s risk rolls</source>
        <translation>i tiri di rischio del generale</translation>
    </message>
    <message>
        <source>the general&apos;s rout test</source>
        <translation>il test di rotta del generale</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the failed push move (%2 of 9)</source>
        <translation>%1 subisce 1 colpo per il movimento forzato fallito (%2 su 9)</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the 1s it rolled, Impetuous (%2 of 9)</source>
        <translation>%1 subisce 1 colpo per gli 1 tirati, impetuoso (%2 su 9)</translation>
    </message>
    <message>
        <source>%1 cannot retreat and takes 1 hit (%2 of 9)</source>
        <translation>%1 non può ritirarsi e subisce 1 colpo (%2 su 9)</translation>
    </message>
    <message>
        <source>%1 takes %2 hits (%3 of 9)</source>
        <translation>%1 subisce %2 colpi (%3 su 9)</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Turno %1, %2: %3</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 takes the initiative</source>
        <translation>Dadi d’iniziativa %1: %2 prende l’iniziativa</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 keeps the initiative</source>
        <translation>Dadi d’iniziativa %1: %2 mantiene l’iniziativa</translation>
    </message>
    <message>
        <source>%1 moves first this turn</source>
        <translation>%1 muove per primo in questo turno</translation>
    </message>
    <message>
        <source>%1 moves %2 spaces (%3 actions)</source>
        <translation>%1 muove di %2 caselle (%3 azioni)</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)</source>
        <translation>%1 carica %2 (%3)</translation>
    </message>
    <message>
        <source>%1 makes a free push move into combat (Barbarians)</source>
        <translation>%1 fa un movimento forzato gratuito in mischia (Barbari)</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it succeeds</source>
        <translation>Movimento forzato di %1: %2, serve %3: riesce</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it fails but still happens</source>
        <translation>Movimento forzato di %1: %2, serve %3: fallisce, ma avviene</translation>
    </message>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 lascia la mischia</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 si unisce a %2</translation>
    </message>
    <message>
        <source>%1 shoots at %2: %3 on %4D6, %5 hits</source>
        <translation>%1 tira su %2: %3 con %4D6, %5 colpi</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 on %4D6, %5 hits</source>
        <translation>%1 attacca %2: %3 con %4D6, %5 colpi</translation>
    </message>
    <message>
        <source>%1 is destroyed: an enemy blocks its retreat</source>
        <translation>%1 è distrutta: un nemico blocca la ritirata</translation>
    </message>
    <message>
        <source>%1 routs with 9 hits</source>
        <translation>%1 è in rotta con 9 colpi</translation>
    </message>
    <message>
        <source>%1 and %2 are no longer in contact</source>
        <translation>%1 e %2 non sono più a contatto</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2; he lives</source>
        <translation>Tiri di rischio di %1: %2; sopravvive</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2</source>
        <translation>Tiri di rischio di %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2; he lives</source>
        <translation>Test di rotta di %1: %2; sopravvive</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2</source>
        <translation>Test di rotta di %1: %2</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 è ucciso</translation>
    </message>
    <message>
        <source>%1 is left without a unit</source>
        <translation>%1 resta senza unità</translation>
    </message>
    <message>
        <source>%1 need not check morale: its general is with it</source>
        <translation>%1 non verifica il morale: il suo generale è con lei</translation>
    </message>
    <message>
        <source>%1 need not check morale: Veterans</source>
        <translation>%1 non verifica il morale: veterani</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it holds</source>
        <translation>Test di morale di %1: %2, serve %3: regge</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it fails and must retreat</source>
        <translation>Test di morale di %1: %2, serve %3: fallisce e deve ritirarsi</translation>
    </message>
    <message>
        <source>%1 retreats one space</source>
        <translation>%1 si ritira di una casella</translation>
    </message>
    <message>
        <source>%1 gives way to %2</source>
        <translation>%1 cede il passo a %2</translation>
    </message>
    <message>
        <source>%1 advances into the space left</source>
        <translation>%1 avanza nella casella lasciata</translation>
    </message>
    <message>
        <source>%1 loses 1 for the retreat of %2</source>
        <translation>%1 perde 1 per la ritirata di %2</translation>
    </message>
    <message>
        <source>%1 loses 2 for the rout of %2</source>
        <translation>%1 perde 2 per la rotta di %2</translation>
    </message>
    <message>
        <source>%1 loses 3 for the rout of veteran %2</source>
        <translation>%1 perde 3 per la rotta dei veterani %2</translation>
    </message>
    <message>
        <source>%1 loses %2 (1D3) for the death of %3</source>
        <translation>%1 perde %2 (1D3) per la morte di %3</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 perde %2</translation>
    </message>
    <message>
        <source>%1&apos;s breakpoint: %2 left (%3 lost)</source>
        <translation>Punto di rottura di %1: restano %2 (%3 persi)</translation>
    </message>
    <message>
        <source>%1 has no units left and quits the field</source>
        <translation>%1 non ha più unità e lascia il campo</translation>
    </message>
    <message>
        <source>%1 has reached its breakpoint and quits the field</source>
        <translation>%1 raggiunge il punto di rottura e lascia il campo</translation>
    </message>
    <message>
        <source>%1 has already attacked in this step</source>
        <translation>%1 ha già attaccato in questa fase</translation>
    </message>
    <message>
        <source>%1 has already moved</source>
        <translation>%1 ha già mosso</translation>
    </message>
    <message>
        <source>%1 has already shot in this step</source>
        <translation>%1 ha già tirato in questa fase</translation>
    </message>
    <message>
        <source>%1 must still attack before combat ends</source>
        <translation>%1 deve ancora attaccare prima che la mischia finisca</translation>
    </message>
    <message>
        <source>%1 cannot take that movement action</source>
        <translation>%1 non può fare questa azione di movimento</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La battaglia è finita</translation>
    </message>
    <message>
        <source>Take the breakpoint first</source>
        <translation>Calcola prima il punto di rottura</translation>
    </message>
    <message>
        <source>%1 may not advance now</source>
        <translation>%1 non può avanzare ora</translation>
    </message>
    <message>
        <source>%1 cannot leave this melee</source>
        <translation>%1 non può lasciare questa mischia</translation>
    </message>
    <message>
        <source>%1 (%2) cannot enter this ground: %3</source>
        <translation>%1 (%2) non può entrare in questo terreno: %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot</source>
        <translation>%1 non può tirare</translation>
    </message>
    <message>
        <source>%1 may pivot only once before charging, not %2 times</source>
        <translation>%1 può ruotare una sola volta prima di caricare, non %2 volte</translation>
    </message>
    <message>
        <source>This roll needs %1 dice, not %2</source>
        <translation>Questo tiro richiede %1 dadi, non %2</translation>
    </message>
    <message>
        <source>A die of %1 sides cannot show %2</source>
        <translation>Un dado a %1 facce non può mostrare %2</translation>
    </message>
    <message>
        <source>%1&apos;s move has no action</source>
        <translation>Il movimento di %1 non ha azioni</translation>
    </message>
    <message>
        <source>%1 is in melee and cannot shoot</source>
        <translation>%1 è in mischia e non può tirare</translation>
    </message>
    <message>
        <source>%1 is already contacted on this face (%2) by %3</source>
        <translation>%1 è già a contatto su questo lato (%2) con %3</translation>
    </message>
    <message>
        <source>%1 cannot give way</source>
        <translation>%1 non può cedere il passo</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 è morto</translation>
    </message>
    <message>
        <source>%1 has already changed units in this half</source>
        <translation>%1 ha già cambiato unità in questa metà del turno</translation>
    </message>
    <message>
        <source>Roll for the initiative first</source>
        <translation>Tira prima per l’iniziativa</translation>
    </message>
    <message>
        <source>%1 cannot shoot into the melee of %2</source>
        <translation>%1 non può tirare nella mischia di %2</translation>
    </message>
    <message>
        <source>%1 must still check morale</source>
        <translation>%1 deve ancora verificare il morale</translation>
    </message>
    <message>
        <source>%1 need not check morale</source>
        <translation>%1 non deve verificare il morale</translation>
    </message>
    <message>
        <source>%1&apos;s move costs %2 actions; it has %3</source>
        <translation>Il movimento di %1 costa %2 azioni; ne ha %3</translation>
    </message>
    <message>
        <source>%1 moved and cannot shoot</source>
        <translation>%1 ha mosso e non può tirare</translation>
    </message>
    <message>
        <source>No order is to be chosen now</source>
        <translation>Ora non c’è un ordine da scegliere</translation>
    </message>
    <message>
        <source>%1 cannot pass through %2</source>
        <translation>%1 non può attraversare %2</translation>
    </message>
    <message>
        <source>No retreat is due</source>
        <translation>Nessuna ritirata in sospeso</translation>
    </message>
    <message>
        <source>No roll is due</source>
        <translation>Nessun tiro in sospeso</translation>
    </message>
    <message>
        <source>There is no general %1</source>
        <translation>Non c’è il generale %1</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Non c’è l’unità %1</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2</source>
        <translation>%1 non è amica di %2</translation>
    </message>
    <message>
        <source>%1 is not an enemy of %2</source>
        <translation>%1 non è nemica di %2</translation>
    </message>
    <message>
        <source>%1 is not in a melee</source>
        <translation>%1 non è in mischia</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 non è a contatto con %2</translation>
    </message>
    <message>
        <source>%1 is not a general of %2</source>
        <translation>%1 non è un generale di %2</translation>
    </message>
    <message>
        <source>%1 is not a unit of %2</source>
        <translation>%1 non è un’unità di %2</translation>
    </message>
    <message>
        <source>%1 must first choose to move first or second</source>
        <translation>%1 deve prima scegliere se muovere per primo o per secondo</translation>
    </message>
    <message>
        <source>%1 shoots at most %2 spaces, not %3</source>
        <translation>%1 tira al massimo a %2 caselle, non %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot over friends</source>
        <translation>%1 non può tirare sopra gli amici</translation>
    </message>
    <message>
        <source>%1 may push only straight after its own move</source>
        <translation>%1 può fare il movimento forzato solo subito dopo il proprio movimento</translation>
    </message>
    <message>
        <source>%1&apos;s push move is one action</source>
        <translation>Il movimento forzato di %1 è una sola azione</translation>
    </message>
    <message>
        <source>Settle the retreat of %1 first</source>
        <translation>Risolvi prima la ritirata di %1</translation>
    </message>
    <message>
        <source>Make %1 first (%2)</source>
        <translation>Fai prima %1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 non ha unità</translation>
    </message>
    <message>
        <source>%1: general %2 is given to no unit %3</source>
        <translation>%1: il generale %2 non è assegnato a nessuna unità %3</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot stand on this ground: %4</source>
        <translation>%1: l’unità %2 (%3) non può stare su questo terreno: %4</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot be %4</source>
        <translation>%1: l’unità %2 (%3) non può essere %4</translation>
    </message>
    <message>
        <source>%1: unit %2 has two generals</source>
        <translation>%1: l’unità %2 ha due generali</translation>
    </message>
    <message>
        <source>%1: unit %2 has no type</source>
        <translation>%1: l’unità %2 non ha tipo</translation>
    </message>
    <message>
        <source>%1 is in melee</source>
        <translation>%1 è in mischia</translation>
    </message>
    <message>
        <source>%1 has left the field</source>
        <translation>%1 ha lasciato il campo</translation>
    </message>
    <message>
        <source>%1 already has a general</source>
        <translation>%1 ha già un generale</translation>
    </message>
    <message>
        <source>Not in the %1 step: this is the %2 step</source>
        <translation>Non nella fase %1: questa è la fase %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niente da annullare</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niente da ripristinare</translation>
    </message>
    <message>
        <source>Not allowed (%1)</source>
        <translation>Non consentito (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refusal and its section</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1/9 hits, removed</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 colpi, rimossa</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 colpi</translation>
    </message>
    <message>
        <source>breakpoint %1 of %2</source>
        <comment>an army&apos;s breakpoint left (§9)</comment>
        <translation>punto di rottura %1 su %2</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 annullata: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Ultima azione annullata</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 ripetuta: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Azione annullata ripetuta</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Tiro d’iniziativa</translation>
    </message>
    <message>
        <source>Chooses to move first</source>
        <translation>Sceglie di muovere per primo</translation>
    </message>
    <message>
        <source>Chooses to move second</source>
        <translation>Sceglie di muovere per secondo</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s)</source>
        <translation>
            <numerusform>%1 muove di %n casella</numerusform>
            <numerusform>%1 muove di %n caselle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s) and charges %2 (%3)</source>
        <translation>
            <numerusform>%1 muove di %n casella e carica %2 (%3)</numerusform>
            <numerusform>%1 muove di %n caselle e carica %2 (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s push move: a charge on %2 (%3)</source>
        <translation>Movimento forzato di %1: carica su %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s push move</source>
        <translation>Movimento forzato di %1</translation>
    </message>
    <message>
        <source>%1 disengages</source>
        <translation>%1 si sgancia dalla mischia</translation>
    </message>
    <message>
        <source>%1 shoots at %2 (range %3)</source>
        <translation>%1 tira su %2 (gittata %3)</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <source>The general&apos;s roll</source>
        <translation>Il tiro del generale</translation>
    </message>
    <message>
        <source>%1 checks morale</source>
        <translation>%1 fa un test di morale</translation>
    </message>
    <message>
        <source>%1&apos;s retreat (%2)</source>
        <translation>Ritirata di %1 (%2)</translation>
    </message>
    <message>
        <source>The retreat (%1)</source>
        <translation>La ritirata (%1)</translation>
    </message>
    <message>
        <source>%1 advances into the space left (%2)</source>
        <translation>%1 avanza nella casella lasciata (%2)</translation>
    </message>
    <message>
        <source>Step 5: the breakpoint</source>
        <translation>Fase 5: il punto di rottura</translation>
    </message>
    <message>
        <source>End of the step</source>
        <translation>Fine della fase</translation>
    </message>
</context>
<context>
    <name>OutcomeBar</name>
    <message>
        <source>passes %1</source>
        <translation>supera %1</translation>
    </message>
    <message>
        <source>wins %1, draws %2, loses %3</source>
        <translation>vince %1, pareggia %2, perde %3</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>%1 phase, now</source>
        <translation>Fase di %1, ora</translation>
    </message>
</context>
<context>
    <name>PlaytestController</name>
    <message>
        <source>The table could not be saved to %1: %2.</source>
        <translation>Impossibile salvare la tabella in %1: %2.</translation>
    </message>
    <message>
        <source>no file was chosen</source>
        <translation>non è stato scelto alcun file</translation>
    </message>
</context>
<context>
    <name>PlaytestKnobs</name>
    <message>
        <source>Playtest knobs and distances</source>
        <translation>Parametri di prova e distanze</translation>
    </message>
    <message>
        <source>at their defaults</source>
        <translation>ai valori predefiniti</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n modificato</numerusform>
            <numerusform>%n modificati</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner follows up one hex</source>
        <translation>Il vincitore avanza di un esagono</translation>
    </message>
    <message>
        <source>Default: off</source>
        <translation>Predefinito: no</translation>
    </message>
    <message>
        <source>Fatigue for each repeated push-back</source>
        <translation>Fatica per ogni arretramento ripetuto</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Predefinito: 0 (gratis)</translation>
    </message>
    <message>
        <source>Pursuit goes at most (BW)</source>
        <translation>L’inseguimento va al massimo (LB)</translation>
    </message>
    <message>
        <source>Default: a full move</source>
        <translation>Predefinito: un movimento completo</translation>
    </message>
    <message>
        <source>full move</source>
        <translation>movimento completo</translation>
    </message>
    <message>
        <source>Foot move (BW)</source>
        <translation>Movimento a piedi (LB)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Predefinito: %1</translation>
    </message>
    <message>
        <source>Light foot and skirmishers move (BW)</source>
        <translation>Movimento di fanteria leggera e schermagliatori (LB)</translation>
    </message>
    <message>
        <source>Cavalry move (BW)</source>
        <translation>Movimento della cavalleria (LB)</translation>
    </message>
    <message>
        <source>Missile range (BW)</source>
        <translation>Gittata di tiro (LB)</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest tables</source>
        <translation>Tabelle di prova</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dado medio</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>rilancio</translation>
    </message>
    <message>
        <source>no mechanic</source>
        <translation>nessuna meccanica</translation>
    </message>
    <message>
        <source>net %1 · kept die %2 on average</source>
        <translation>netto %1 · dado tenuto %2 in media</translation>
    </message>
    <message>
        <source>Exact figures from the rules engine for two settings of the dice, side by side: does Elite feel pointless?</source>
        <translation>Cifre esatte dal motore delle regole per due impostazioni dei dadi, fianco a fianco: l’Élite sembra inutile?</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado di combattimento</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Meccanica Élite/Leva</translation>
    </message>
    <message>
        <source>Averaging</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Rilancio</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Elite&apos;s edge</source>
        <translation>Vantaggio dell’Élite</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vince</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>pareggia</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>perde</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regolare</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>In its favour</source>
        <translation>A suo favore</translation>
    </message>
    <message>
        <source>Nothing: a frontal fight</source>
        <translation>Niente: un combattimento frontale</translation>
    </message>
    <message>
        <source>Overlap +1 (§9.2)</source>
        <translation>Sovrapposizione +1 (§9.2)</translation>
    </message>
    <message>
        <source>Strikes the flank +1/−1 (§9.3)</source>
        <translation>Colpisce il fianco +1/−1 (§9.3)</translation>
    </message>
    <message>
        <source>Strikes the rear +2/−2 (§9.3)</source>
        <translation>Colpisce alle spalle +2/−2 (§9.3)</translation>
    </message>
    <message>
        <source>Uphill +1 (§8.3)</source>
        <translation>Più in alto +1 (§8.3)</translation>
    </message>
    <message>
        <source>Shock +1/−1 (§11.1)</source>
        <translation>Urto +1/−1 (§11.1)</translation>
    </message>
    <message>
        <source>Shock on formed foot +2/−2 (§11.1)</source>
        <translation>Urto su fanteria in formazione +2/−2 (§11.1)</translation>
    </message>
    <message>
        <source>Same weight</source>
        <translation>Stesso peso</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <translation>Peso %1</translation>
    </message>
    <message>
        <source>Weight is the effective weight difference, capped at 2 (§9.4). A modifier against the first side is the same fight read the other way round.</source>
        <translation>Il peso è la differenza di peso effettivo, al massimo 2 (§9.4). Un modificatore contro il primo schieramento è lo stesso combattimento letto al contrario.</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatica media</translation>
    </message>
    <message>
        <source>The chance to pass: the kept d6 must equal or beat the average (§5), whatever the combat die (§3.1). The Elite/Levy mechanic keeps the dice here too (ruling R42).</source>
        <translation>La probabilità di superarlo: il d6 tenuto deve eguagliare o battere la media (§5), qualunque sia il dado di combattimento (§3.1). La meccanica Élite/Leva sceglie anche qui i dadi tenuti (decisione R42).</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Elite against Regular</source>
        <translation>Élite contro Regolare</translation>
    </message>
    <message>
        <source>Regular against Levy</source>
        <translation>Regolare contro Leva</translation>
    </message>
    <message>
        <source>Elite against Levy</source>
        <translation>Élite contro Leva</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>An even fight: the same weight, no modifiers. Net is wins minus losses; the kept die is how much higher the better quality&apos;s kept result is on average.</source>
        <translation>Un combattimento alla pari: stesso peso, nessun modificatore. Il netto è vittorie meno sconfitte; il dado tenuto indica di quanto è più alto in media il risultato tenuto della qualità migliore.</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Salva la tabella</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The table is written to %1.</source>
        <translation>La tabella è stata scritta in %1.</translation>
    </message>
    <message>
        <source>best/worst of three</source>
        <translation>migliore/peggiore su tre</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Migliore/peggiore su tre</translation>
    </message>
    <message>
        <source>Against it</source>
        <translation>Contro di essa</translation>
    </message>
    <message>
        <source>1: any roll passes</source>
        <translation>1: ogni tiro supera</translation>
    </message>
    <message>
        <source>over %1 up to %2: roll %2 or more</source>
        <translation>oltre %1 fino a %2: tirare %2 o più</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The current PIN is not right: the umpire&apos;s PIN stays as it was.</source>
        <translation>Il PIN attuale non è giusto: il PIN dell’arbitro resta com’era.</translation>
    </message>
    <message>
        <source>A PIN is %1 to %2 digits.</source>
        <translation>Un PIN ha da %1 a %2 cifre.</translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message numerus="yes">
        <source>%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 di %2 può inseguire da sola, %n larghezza di base verso il nemico. Muovi la figura, poi conferma.</numerusform>
            <numerusform>%1 di %2 può inseguire da sola, %n larghezze di base verso il nemico. Muovi la figura, poi conferma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 di %2 deve inseguire da sola, %n larghezza di base verso il nemico. Muovi la figura, poi conferma.</numerusform>
            <numerusform>%1 di %2 deve inseguire da sola, %n larghezze di base verso il nemico. Muovi la figura, poi conferma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rinuncia</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Insegui</translation>
    </message>
    <message numerus="yes">
        <source>Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.</source>
        <translation>
            <numerusform>Tagliata fuori oltre, un Blocco a sé: %n Base, segnata. Tocca una Base per cambiarla.</numerusform>
            <numerusform>Tagliate fuori oltre, un Blocco a sé: %n Basi, segnate. Tocca una Base per cambiarla.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushBackStepper</name>
    <message>
        <source>Fatigue %1 · push-back %2</source>
        <translation>Fatica %1 · arretramento %2</translation>
    </message>
    <message>
        <source>One point less of push-back</source>
        <translation>Un punto di arretramento in meno</translation>
    </message>
    <message>
        <source>One point more of push-back</source>
        <translation>Un punto di arretramento in più</translation>
    </message>
</context>
<context>
    <name>RealDiceDialog</name>
    <message>
        <source>Enter your dice</source>
        <translation>Inserisci i tuoi dadi</translation>
    </message>
    <message>
        <source>%1 rolls two dice on the %2. Tap what each die shows.</source>
        <translation>%1 tira due dadi con il %2. Tocca ciò che mostra ogni dado.</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dado medio</translation>
    </message>
    <message>
        <source>Regular rolls one die on the %1. Tap what it shows.</source>
        <translation>Regolare tira un dado con il %1. Tocca ciò che mostra.</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primo dado</translation>
    </message>
    <message>
        <source>Your die</source>
        <translation>Il tuo dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Secondo dado</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Read result</source>
        <translation>Leggi il risultato</translation>
    </message>
    <message>
        <source>%1 rolls three dice on the %2. Tap what each die shows.</source>
        <translation>%1 tira tre dadi con il %2. Tocca ciò che mostra ogni dado.</translation>
    </message>
    <message>
        <source>The kept die, rolled again</source>
        <translation>Il dado tenuto, ritirato</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Terzo dado</translation>
    </message>
</context>
<context>
    <name>RecoveryPanel</name>
    <message>
        <source>Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at. Then each Base at Fatigue 1 may pull 1 from its Block&apos;s most worn Base of 3 or more.</source>
        <translation>Terminare il turno fa recuperare Fatica a ogni Base della parte di turno il cui Blocco non si è mosso e che non è stata né in combattimento né sotto tiro. Poi ogni Base a Fatica 1 può prendere 1 dalla Base più logorata del suo Blocco a 3 o più.</translation>
    </message>
    <message>
        <source>No Base can pull in smoothing this turn.</source>
        <translation>Nessuna Base può prendere nel livellamento in questo turno.</translation>
    </message>
    <message>
        <source>Smoothing: switch off a Base that declines to pull.</source>
        <translation>Livellamento: disattiva una Base che rinuncia a prendere.</translation>
    </message>
    <message>
        <source>%1 of %2 declines to pull.</source>
        <translation>%1 di %2 rinuncia a prendere.</translation>
    </message>
    <message>
        <source>%1 of %2 pulls 1 from %3.</source>
        <translation>%1 di %2 prende 1 da %3.</translation>
    </message>
    <message>
        <source>%1 of %2: the Bases before it took every Base of 3 or more.</source>
        <translation>%1 di %2: le Basi prima di lei hanno già preso da ogni Base a 3 o più.</translation>
    </message>
</context>
<context>
    <name>RulebookNavigation</name>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Nothing found for “%1”</source>
        <translation>Nessun risultato per “%1”</translation>
    </message>
    <message>
        <source>Places found: %1</source>
        <translation>Risultati: %1</translation>
    </message>
    <message>
        <source>Go to §%1 %2</source>
        <translation>Vai al §%1 %2</translation>
    </message>
</context>
<context>
    <name>RulebookPage</name>
    <message>
        <source>Rulebook</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Search, or §%1</source>
        <translation>Cerca, o §%1</translation>
    </message>
</context>
<context>
    <name>RulesetAmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Correggi #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Correggi l’azione come la mostra il tavolo. Tutto ciò che segue viene ricalcolato con gli stessi dadi; l’originale resta nel registro.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Cambia l’azione per vedere i due esiti fianco a fianco.</translation>
    </message>
    <message>
        <source>Play this instead</source>
        <translation>Gioca questo invece</translation>
    </message>
    <message>
        <source>It no longer happens</source>
        <translation>Non avviene più</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Come registrato</translation>
    </message>
    <message>
        <source>As corrected</source>
        <translation>Come corretto</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo dell’arbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nome dell’arbitro</translation>
    </message>
    <message>
        <source>Answer the action asked first.</source>
        <translation>Rispondi prima all’azione richiesta.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indica il motivo e il tuo nome per decidere.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Registra la decisione</translation>
    </message>
</context>
<context>
    <name>RulesetArmies</name>
    <message>
        <source>army lists of this ruleset cannot be imported yet</source>
        <translation>le liste d’esercito di questo regolamento non si possono ancora importare</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 non è un file su questo dispositivo</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: il file non esiste</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: illeggibile (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; give this one another name</source>
        <translation>su questo dispositivo c’è già un esercito chiamato &quot;%1&quot;; dai a questo un altro nome</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>&quot;%1&quot; è il nome di uno degli eserciti dell’app; dai a questo un altro nome</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>impossibile scrivere %1 (%2)</translation>
    </message>
</context>
<context>
    <name>RulesetArmiesView</name>
    <message>
        <source>Legionaries</source>
        <translation>Legionari</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerriera</translation>
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
        <translation>Veliti</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Corazzato</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impetuoso</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbari</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Feroce</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veterani</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Schermagliatore</translation>
    </message>
    <message>
        <source>Units: %1 · generals: %2</source>
        <translation>Unità: %1 · generali: %2</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Unità: %1</translation>
    </message>
    <message>
        <source>Breakpoint at the start: %1 (§9)</source>
        <translation>Punto di rottura all&apos;inizio: %1 (§9)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Attack · move · push</source>
        <translation>Attacco · movimento · spinta</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Risolutezza</translation>
    </message>
    <message>
        <source>General: %1</source>
        <translation>Generale: %1</translation>
    </message>
    <message>
        <source>%1D6 · %2 · %3+</source>
        <translation>%1d6 · %2 · %3+</translation>
    </message>
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>“%1” è importato e conservato su questo dispositivo.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>Non importato; non è cambiato nulla:</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importa una lista d’esercito</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Liste d’esercito (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importato</translation>
    </message>
</context>
<context>
    <name>RulesetArmyList</name>
    <message>
        <source>%1, unit %2</source>
        <translation>%1, unità %2</translation>
    </message>
    <message>
        <source>%1, unit %2 (%3)</source>
        <translation>%1, unità %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;units&quot; is empty: an army needs at least one unit</source>
        <translation>&quot;units&quot; è vuoto: un esercito ha bisogno di almeno un&apos;unità</translation>
    </message>
    <message>
        <source>an army has at most %1 units, not %2</source>
        <translation>un esercito ha al massimo %1 unità, non %2</translation>
    </message>
    <message>
        <source>a unit must be %1, not %2</source>
        <translation>un&apos;unità deve essere %1, non %2</translation>
    </message>
</context>
<context>
    <name>RulesetLogView</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Correzione dell’arbitro</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4 · %5</source>
        <translation>#%1 · turno %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · turno %2 · %3 · %4</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>corretta da #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Annulla l’ultima azione</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vista dell’arbitro</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Verifica la catena</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La catena regge: l’hash e lo stato di ogni voce sono corretti.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Con il segreto dei dadi</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Il segreto dei dadi, una volta decisa la battaglia</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Esporta la battaglia</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>File di battaglia (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportata in %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint now</source>
        <translation>L’impronta della battaglia ora</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <source>Amend #%1</source>
        <translation>Correggi #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Arbitro %1: %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitro: %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fine del turno %1 · impronta %2</translation>
    </message>
</context>
<context>
    <name>RulesetSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Nessuna battaglia aperta.</translation>
    </message>
    <message>
        <source>The battle kept ends at %1, the battle shown at %2: they differ.</source>
        <translation>La battaglia conservata finisce a %1, quella mostrata a %2: sono diverse.</translation>
    </message>
    <message>
        <source>Name the file to write the battle to.</source>
        <translation>Indicate il file in cui scrivere la battaglia.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Il segreto dei dadi si esporta solo con una battaglia decisa: mentre è in corso, il segreto svelerebbe ogni tiro futuro. Non è stato scritto nulla.</translation>
    </message>
</context>
<context>
    <name>RulingSheet</name>
    <message>
        <source>There is no amendment #%1 in the log.</source>
        <translation>Nel registro non c’è la correzione #%1.</translation>
    </message>
    <message>
        <source>The log could not be replayed up to amendment #%1.</source>
        <translation>Non è stato possibile rigiocare il registro fino alla correzione #%1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: amendment #%1 of action #%2</source>
        <translation>Decisione dell’arbitro: correzione #%1 dell’azione #%2</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Armies: %1 (first player) against %2</source>
        <translation>Eserciti: %1 (primo giocatore) contro %2</translation>
    </message>
    <message>
        <source>Action #%1 was played in turn %2, %3 phase; the ruling was recorded on %4 (UTC).</source>
        <translation>L’azione #%1 è stata giocata al turno %2, fase di %3; la decisione è stata registrata il %4 (UTC).</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Come registrata: %1</translation>
    </message>
    <message>
        <source>As corrected: %1</source>
        <translation>Come corretta: %1</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terreno accidentato</translation>
    </message>
    <message>
        <source>heavy woods</source>
        <translation>bosco fitto</translation>
    </message>
    <message>
        <source>light woods</source>
        <translation>bosco rado</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terreno aperto</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>rolled by the app</source>
        <translation>tirati dall’app</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Ground of %1: %2, corrected to %3 (§8.2)</source>
        <translation>Terreno di %1: %2, corretto in %3 (§8.2)</translation>
    </message>
    <message>
        <source>Dice of %1: %2, corrected to %3</source>
        <translation>Dadi di %1: %2, corretti in %3</translation>
    </message>
    <message>
        <source>Overlap on the side of %1: %2, corrected to %3 (§9.2)</source>
        <translation>Sovrapposizione sul lato di %1: %2, corretta in %3 (§9.2)</translation>
    </message>
    <message>
        <source>Ground entered by %1, tile by tile (§8.1)</source>
        <translation>Terreno in cui è entrato %1, casella per casella (§8.1)</translation>
    </message>
    <message>
        <source>Points given as ground: %1, corrected to %2 (§9.6)</source>
        <translation>Punti ceduti come terreno: %1, corretti in %2 (§9.6)</translation>
    </message>
    <message>
        <source>Points held as Fatigue: %1, corrected to %2 (§9.5)</source>
        <translation>Punti tenuti come Fatica: %1, corretti in %2 (§9.5)</translation>
    </message>
    <message>
        <source>The turn of %1: %2, corrected to %3 (§5.5)</source>
        <translation>La rotazione di %1: %2, corretta in %3 (§5.5)</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>senso antiorario</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>senso orario</translation>
    </message>
    <message>
        <source>Also corrected: %1</source>
        <translation>Corretto anche: %1</translation>
    </message>
    <message>
        <source>What was corrected</source>
        <translation>Cosa è stato corretto</translation>
    </message>
    <message>
        <source>The action</source>
        <translation>L’azione</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo dell’arbitro</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(nessuno indicato)</translation>
    </message>
    <message>
        <source>Umpire: (not recorded)</source>
        <translation>Arbitro: (non registrato)</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitro: %1</translation>
    </message>
    <message>
        <source>%1: Fatigue %2 before, %3 after</source>
        <translation>%1: Fatica %2 prima, %3 dopo</translation>
    </message>
    <message>
        <source>%1 breaks, which it did not before</source>
        <translation>%1 si rompe, cosa che prima non accadeva</translation>
    </message>
    <message>
        <source>%1 no longer breaks</source>
        <translation>%1 non si rompe più</translation>
    </message>
    <message>
        <source>the army of %1 has broken (§12.1)</source>
        <translation>l’esercito di %1 si è rotto (§12.1)</translation>
    </message>
    <message>
        <source>no army has broken</source>
        <translation>nessun esercito si è rotto</translation>
    </message>
    <message>
        <source>Army break: before, %1; after, %2</source>
        <translation>Rottura dell’esercito: prima, %1; dopo, %2</translation>
    </message>
    <message>
        <source>No Base&apos;s Fatigue and no Block&apos;s break changed.</source>
        <translation>Non è cambiata né la Fatica di alcuna Base né la rottura di alcun Blocco.</translation>
    </message>
    <message>
        <source>The battle before and after the ruling</source>
        <translation>La battaglia prima e dopo la decisione</translation>
    </message>
    <message>
        <source>The chain</source>
        <translation>La catena</translation>
    </message>
    <message>
        <source>Amendment #%1&apos;s hash:
%2</source>
        <translation>Hash della correzione #%1:
%2</translation>
    </message>
    <message>
        <source>Chain head (entry #%1):
%2</source>
        <translation>Testa della catena (voce #%1):
%2</translation>
    </message>
    <message>
        <source>Anyone holding the battle file can check both with: ancients verify FILE</source>
        <translation>Chiunque abbia il file della battaglia può verificare entrambi con: ancients verify FILE</translation>
    </message>
    <message>
        <source>Name the file to write the ruling to.</source>
        <translation>Indica il file in cui scrivere la decisione.</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: %2</source>
        <translation>Impossibile scrivere la decisione in %1: %2</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: the PDF could not be started</source>
        <translation>Impossibile scrivere la decisione in %1: impossibile avviare il PDF</translation>
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
        <translation>Altra cartella…</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nome del file</translation>
    </message>
    <message>
        <source>Give the file a name to save it.</source>
        <translation>Dai un nome al file per salvarlo.</translation>
    </message>
    <message>
        <source>A file of that name is there already: saving replaces it.</source>
        <translation>Esiste già un file con quel nome: salvando lo sostituisci.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save in which folder?</source>
        <translation>Salvare in quale cartella?</translation>
    </message>
</context>
<context>
    <name>SavedBattlesPage</name>
    <message>
        <source>Saved battles</source>
        <translation>Battaglie salvate</translation>
    </message>
    <message>
        <source>Import a battle…</source>
        <translation>Importa una battaglia…</translation>
    </message>
    <message>
        <source>No battles kept yet. A new battle is kept from its first action.</source>
        <translation>Ancora nessuna battaglia salvata. Una nuova battaglia si salva dalla sua prima azione.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>Riprendi %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Decided in turn %1: %2 won, %3 broke</source>
        <translation>Decisa al turno %1: ha vinto %2, si è rotto %3</translation>
    </message>
    <message>
        <source>In progress: turn %1, %2 phase</source>
        <translation>In corso: turno %1, fase di %2</translation>
    </message>
    <message>
        <source>In progress (turn shown once it is resumed)</source>
        <translation>In corso (il turno si vede una volta ripresa)</translation>
    </message>
    <message numerus="yes">
        <source>Last played %1 · %n entries</source>
        <translation>
            <numerusform>Giocata l’ultima volta il %1 · %n voce</numerusform>
            <numerusform>Giocata l’ultima volta il %1 · %n voci</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Elimina %1</translation>
    </message>
    <message>
        <source>Import a battle</source>
        <translation>Importa una battaglia</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>File di battaglia (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Delete this battle?</source>
        <translation>Eliminare questa battaglia?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and its whole log will be deleted from this device. Export it first if an umpire may need it.</source>
        <translation>&quot;%1&quot; e tutto il suo registro saranno eliminati da questo dispositivo. Esportala prima se un arbitro potrebbe averne bisogno.</translation>
    </message>
    <message>
        <source>My Wargame Rules · in progress: turn %1</source>
        <translation>My Wargame Rules · in corso: turno %1</translation>
    </message>
    <message>
        <source>3D6 OHW Gridded Ancients · in progress: turn %1</source>
        <translation>3D6 OHW Gridded Ancients · in corso: turno %1</translation>
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
        <translation>Apri nel regolamento</translation>
    </message>
    <message>
        <source>Close the section</source>
        <translation>Chiudi la sezione</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Same as the system (%1)</source>
        <translation>Come il sistema (%1)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>The tablet rolls</source>
        <translation>Tira il tablet</translation>
    </message>
    <message>
        <source>Tap to roll: the app rolls every die and keeps the record.</source>
        <translation>Tocca per tirare: l’app tira ogni dado e ne tiene traccia.</translation>
    </message>
    <message>
        <source>We roll our own dice</source>
        <translation>Tiriamo i nostri dadi</translation>
    </message>
    <message>
        <source>Roll real dice at the table and enter what they show.</source>
        <translation>Tirate dadi veri al tavolo e inserite ciò che mostrano.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN dell’arbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is kept. The umpire&apos;s view on the battle log asks for it.</source>
        <translation>Il PIN dell’arbitro è conservato. La vista dell’arbitro del registro di battaglia lo chiede.</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is removed: anyone can open the umpire&apos;s view.</source>
        <translation>Il PIN dell’arbitro è rimosso: chiunque può aprire la vista dell’arbitro.</translation>
    </message>
    <message>
        <source>A PIN is chosen: only who knows it opens the umpire&apos;s view and amends the log.</source>
        <translation>Un PIN è scelto: solo chi lo conosce apre la vista dell’arbitro e corregge il registro.</translation>
    </message>
    <message>
        <source>No PIN yet: anyone at the table can open the umpire&apos;s view and amend the log. Choose one before a tournament.</source>
        <translation>Ancora nessun PIN: chiunque al tavolo può aprire la vista dell’arbitro e correggere il registro. Scegline uno prima di un torneo.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>PIN attuale</translation>
    </message>
    <message>
        <source>New PIN, 4 to 8 digits</source>
        <translation>Nuovo PIN, da 4 a 8 cifre</translation>
    </message>
    <message>
        <source>Change the PIN</source>
        <translation>Cambia il PIN</translation>
    </message>
    <message>
        <source>Choose the PIN</source>
        <translation>Scegli il PIN</translation>
    </message>
    <message>
        <source>Remove the PIN</source>
        <translation>Rimuovi il PIN</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
    <message>
        <source>Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.</source>
        <translation>Ancients Companion %1 — per l’Ancients Wargame, Regolamento base v3.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>A short rattle of dice whenever the tablet rolls: in the dice roller and in the battle. Off unless you turn it on.</source>
        <translation>Un breve rumore di dadi ogni volta che il tablet tira: nel lanciadadi e nella battaglia. Disattivato finché non lo attivi.</translation>
    </message>
    <message>
        <source>Face to face</source>
        <translation>Faccia a faccia</translation>
    </message>
    <message>
        <source>For a tablet lying flat between the two players: each army&apos;s half of the battle screen is turned toward its player, and each player allocates their own losses on their side.</source>
        <translation>Per un tablet appoggiato tra i due giocatori: la metà dello schermo di battaglia di ogni esercito è girata verso il suo giocatore, e ogni giocatore ripartisce le proprie perdite dal suo lato.</translation>
    </message>
    <message>
        <source>Enter the current PIN, then a new one to change it, or the current one alone to remove it.</source>
        <translation>Inserisci il PIN attuale e poi uno nuovo per cambiarlo, o solo quello attuale per rimuoverlo.</translation>
    </message>
    <message>
        <source>Enter a new PIN of 4 to 8 digits to choose it.</source>
        <translation>Inserisci un nuovo PIN di 4–8 cifre per sceglierlo.</translation>
    </message>
</context>
<context>
    <name>ShootPanel</name>
    <message>
        <source>Tap a Base that shoots, then the enemy Base it shoots at (range 2 base-widths).</source>
        <translation>Tocca una Base che tira, poi la Base nemica bersaglio (gittata 2 larghezze di base).</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tira su %2</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1 has already shot this phase; tap it again to let go, then pick another Base.</source>
        <translation>%1 ha già tirato in questa fase; toccala di nuovo per lasciarla, poi scegli un’altra Base.</translation>
    </message>
    <message>
        <source>+%1: %2</source>
        <translation>+%1: %2</translation>
    </message>
    <message>
        <source>Chance of an effect: %1. %2</source>
        <translation>Probabilità di effetto: %1. %2</translation>
    </message>
    <message>
        <source>Firer&apos;s ground</source>
        <translation>Terreno del tiratore</translation>
    </message>
    <message>
        <source>Target&apos;s ground</source>
        <translation>Terreno del bersaglio</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Tiratore</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Shoot with these dice</source>
        <translation>Tira con questi dadi</translation>
    </message>
    <message>
        <source>Roll and shoot</source>
        <translation>Lancia e tira</translation>
    </message>
</context>
<context>
    <name>TableLabels</name>
    <message>
        <source>%1 (file %2)</source>
        <comment>a part of a split Block: the file it holds</comment>
        <translation>%1 (fila %2)</translation>
    </message>
    <message>
        <source>%1 (files %2)</source>
        <comment>a part of a split Block: the files it holds</comment>
        <translation>%1 (file %2)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <comment>a part of a split Block: the rank it holds</comment>
        <translation>%1 (riga %2)</translation>
    </message>
    <message>
        <source>%1 (ranks %2)</source>
        <comment>a part of a split Block: the ranks it holds</comment>
        <translation>%1 (righe %2)</translation>
    </message>
    <message>
        <source>%1 (files %2, ranks %3)</source>
        <comment>a part of a split Block: the files and ranks it holds</comment>
        <translation>%1 (file %2, righe %3)</translation>
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
        <translation>Fanteria pesante</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Fanteria media</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Fanteria leggera</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerriera</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalleria</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Catafratto / Cavaliere</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Cavalleria leggera</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regolare</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>Steady spears</source>
        <translation>Lance salde</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Sganciamento</translation>
    </message>
    <message>
        <source>Shock</source>
        <translation>Urto</translation>
    </message>
    <message>
        <source>Light-horse</source>
        <translation>Cavallo leggero</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Incalzato</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Scosso</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rotto</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recupero</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Bosco rado</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Bosco fitto</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentato</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Palude</translation>
    </message>
    <message>
        <source>can take %1 more Fatigue</source>
        <translation>regge ancora %1 Fatica</translation>
    </message>
</context>
<context>
    <name>TrackerBlockCard</name>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Incalzato</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Scosso</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rotto</translation>
    </message>
    <message>
        <source>routed: its Base is lost</source>
        <translation>in fuga: la sua Base è persa</translation>
    </message>
    <message>
        <source>routed: its %1 Bases are lost</source>
        <translation>in fuga: le sue %1 Basi sono perse</translation>
    </message>
    <message>
        <source>%1: %2, average Fatigue %3</source>
        <translation>%1: %2, Fatica media %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Average Fatigue %1</source>
        <translation>Fatica media %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>+1 all</source>
        <translation>+1 tutte</translation>
    </message>
    <message>
        <source>+1 Fatigue on every Base of %1</source>
        <translation>+1 Fatica su ogni Base di %1</translation>
    </message>
    <message>
        <source>−1 all</source>
        <translation>−1 tutte</translation>
    </message>
    <message>
        <source>−1 Fatigue on every Base of %1</source>
        <translation>−1 Fatica su ogni Base di %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Dividi…</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Dividi %1</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Unisci…</translation>
    </message>
    <message>
        <source>Merge another Block into %1</source>
        <translation>Unisci un altro Blocco a %1</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>Mosso ✓</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Mosso</translation>
    </message>
    <message>
        <source>%1 moved this turn: it does not recover</source>
        <translation>%1 si è mosso in questo turno: non recupera</translation>
    </message>
    <message>
        <source>%1 ⚔</source>
        <translation>%1 ⚔</translation>
    </message>
    <message>
        <source>%1 fought or was shot at: it does not recover</source>
        <translation>%1 ha combattuto o è stato sotto tiro: non recupera</translation>
    </message>
    <message>
        <source>%1: mark as in combat or shot at</source>
        <translation>%1: segna in combattimento o sotto tiro</translation>
    </message>
    <message>
        <source>Lower Fatigue of %1</source>
        <translation>Abbassa la Fatica di %1</translation>
    </message>
    <message>
        <source>%1: Fatigue %2</source>
        <translation>%1: Fatica %2</translation>
    </message>
    <message>
        <source>Raise Fatigue of %1</source>
        <translation>Alza la Fatica di %1</translation>
    </message>
</context>
<context>
    <name>TrackerRegroupDialog</name>
    <message>
        <source>Merge a Block into %1</source>
        <translation>Unisci un Blocco a %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Dividi %1</translation>
    </message>
    <message>
        <source>Where the Block comes apart: the Bases after the cut become a Block of their own.</source>
        <translation>Dove il Blocco si separa: le Basi dopo il taglio formano un Blocco a sé.</translation>
    </message>
    <message>
        <source>The Block that joins it:</source>
        <translation>Il Blocco che si unisce:</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Sta</translation>
    </message>
    <message>
        <source>Beside it, on its right</source>
        <translation>Accanto, alla sua destra</translation>
    </message>
    <message>
        <source>Behind it</source>
        <translation>Dietro di esso</translation>
    </message>
    <message>
        <source>+1 Fatigue on each Base at the seam: %1</source>
        <translation>+1 Fatica su ogni Base della giuntura: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Unisci</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividi</translation>
    </message>
    <message>
        <source>After the split: two Blocks, %1 and %2.</source>
        <translation>Dopo la divisione: due Blocchi, %1 e %2.</translation>
    </message>
    <message>
        <source>After the merge: one Block, %1.</source>
        <translation>Dopo l’unione: un Blocco, %1.</translation>
    </message>
</context>
<context>
    <name>TrackerRegrouping</name>
    <message>
        <source>Between files %1 and %2</source>
        <translation>Tra le file %1 e %2</translation>
    </message>
    <message>
        <source>Between ranks %1 and %2</source>
        <translation>Tra le righe %1 e %2</translation>
    </message>
    <message>
        <source>Choose the Block that joins it.</source>
        <translation>Scegli il Blocco che si unisce.</translation>
    </message>
    <message>
        <source>There is no tracker.</source>
        <translation>Non c’è alcun contatore.</translation>
    </message>
</context>
<context>
    <name>TrackerSidePanel</name>
    <message>
        <source>Side A</source>
        <translation>Parte A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Parte B</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Nome di %1</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Ancora nessuna Base</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — the army has broken</source>
        <translation>%1 Basi perse su %2 — l’esercito si è rotto</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — breaks at %3</source>
        <translation>%1 Basi perse su %2 — si rompe a %3</translation>
    </message>
    <message>
        <source>Add Block</source>
        <translation>Aggiungi Blocco</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Aggiungi un Blocco a %1</translation>
    </message>
    <message>
        <source>Fill from army</source>
        <translation>Riempi da esercito</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Riempi %1 da una lista d’esercito</translation>
    </message>
    <message>
        <source>No Blocks yet. Add them one by one, or fill the side from one of the army lists.</source>
        <translation>Ancora nessun Blocco. Aggiungili uno alla volta, o riempi la parte da una delle liste d’esercito.</translation>
    </message>
</context>
</TS>
