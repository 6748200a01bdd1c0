<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AdjustFatigueDialog</name>
    <message>
        <source>Adjust Fatigue</source>
        <translation>Ajustar Fatiga</translation>
    </message>
    <message>
        <source>Add Fatigue to %1 for something the table shows. The reason is kept in the log.</source>
        <translation>Añade Fatiga a %1 por algo que muestra la mesa. El motivo queda en el registro.</translation>
    </message>
    <message>
        <source>Fatigue to add</source>
        <translation>Fatiga que añadir</translation>
    </message>
    <message>
        <source>Why, e.g. &quot;lost a figure to the river&quot;</source>
        <translation>Por qué, p. ej. &quot;perdió una figura en el río&quot;</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Say why: the log keeps the reason with the Fatigue.</source>
        <translation>Di por qué: el registro guarda el motivo con la Fatiga.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Add Fatigue</source>
        <translation>Añadir Fatiga</translation>
    </message>
</context>
<context>
    <name>AllocationPanel</name>
    <message numerus="yes">
        <source>%1 lost by %n: %2 allocates every point.</source>
        <translation>
            <numerusform>%1 perdió por %n punto: %2 reparte cada punto.</numerusform>
            <numerusform>%1 perdió por %n puntos: %2 reparte cada punto.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught falls back: every point is ground given, none is Fatigue.</source>
        <translation>Un Hostigador al que no alcanzan se retira: cada punto es terreno cedido, ninguno es Fatiga.</translation>
    </message>
    <message numerus="yes">
        <source>Push back %n and allocate</source>
        <translation>
            <numerusform>Retroceder %n y repartir</numerusform>
            <numerusform>Retroceder %n y repartir</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La hilera retrocede por su diagonal trasera hacia la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqueada: aliados, terreno o el borde de la mesa cierran el paso</translation>
    </message>
    <message>
        <source>Marked from the Block&apos;s formation; tap to correct what the table shows:</source>
        <translation>Marcado según la formación del Bloque; toca para corregir lo que muestra la mesa:</translation>
    </message>
    <message>
        <source>File (%1)</source>
        <translation>Hilera (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Juntas (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Lado opuesto (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of each seam the recoil tears.</source>
        <translation>Toca las Bases a ambos lados de cada junta que rompe el retroceso.</translation>
    </message>
    <message>
        <source>A middle file leaves: tap the Bases on one side of it, which become a Block of their own.</source>
        <translation>Sale una hilera central: toca las Bases de uno de sus lados, que forman un Bloque propio.</translation>
    </message>
    <message>
        <source>Tap the Bases of the file that recoil with the loser (none: the loser alone).</source>
        <translation>Toca las Bases de la hilera que retroceden con el perdedor (ninguna: el perdedor solo).</translation>
    </message>
</context>
<context>
    <name>AmendBaseChoice</name>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Corregir #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Corrige la acción tal como la muestra la mesa. Todo lo posterior se recalcula con los mismos dados; el original queda en el registro.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Cambia la acción para ver ambos resultados lado a lado.</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo del árbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nombre del árbitro</translation>
    </message>
    <message>
        <source>Answer the choice asked again first.</source>
        <translation>Responde primero a la elección que se vuelve a pedir.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indica el motivo y tu nombre para decidir.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Rule and recompute</source>
        <translation>Decidir y recalcular</translation>
    </message>
</context>
<context>
    <name>AmendFacts</name>
    <message>
        <source>The table&apos;s facts as this entry set them. Choose a Block to see what it touched.</source>
        <translation>Los hechos de la mesa tal como los fijó esta entrada. Elige un Bloque para ver qué tocaba.</translation>
    </message>
    <message>
        <source>The Block whose contacts are shown</source>
        <translation>El Bloque cuyos contactos se muestran</translation>
    </message>
    <message>
        <source>Bases whose retreat was blocked</source>
        <translation>Bases cuya retirada estaba bloqueada</translation>
    </message>
</context>
<context>
    <name>AmendFields</name>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>The Block that takes the other in</source>
        <translation>El Bloque que absorbe al otro</translation>
    </message>
    <message>
        <source>The Block taken in</source>
        <translation>El Bloque absorbido</translation>
    </message>
    <message>
        <source>The Base it wheels about</source>
        <translation>La Base sobre la que gira</translation>
    </message>
    <message>
        <source>Turns of 60° (negative: to the left)</source>
        <translation>Giros de 60° (negativo: a la izquierda)</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Frente tras la conversión</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profundidad tras la conversión</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Bases that leave the Block</source>
        <translation>Bases que dejan el Bloque</translation>
    </message>
    <message>
        <source>Bases on either side of a seam</source>
        <translation>Bases a ambos lados de una junta</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <source>The players&apos; reason</source>
        <translation>Motivo de los jugadores</translation>
    </message>
    <message>
        <source>Kept as recorded</source>
        <translation>Se mantiene como se registró</translation>
    </message>
    <message>
        <source>This action has no input to correct.</source>
        <translation>Esta acción no tiene datos que corregir.</translation>
    </message>
    <message>
        <source>%1: kept as recorded</source>
        <translation>%1: se mantiene como se registró</translation>
    </message>
</context>
<context>
    <name>AmendForm</name>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combate contra %2</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Desbordamiento para %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dados de %1</translation>
    </message>
    <message>
        <source>The app rolled this fight: the correction meets the same dice.</source>
        <translation>La app tiró los dados de este combate: la corrección usa los mismos dados.</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La hilera retrocede por su diagonal trasera hacia la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqueada: aliados, terreno o el borde de la mesa cierran el paso</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>El vencedor</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Persigue</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Renuncia</translation>
    </message>
    <message>
        <source>Follows up</source>
        <translation>Avanza</translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Se queda</translation>
    </message>
    <message>
        <source>Fatigue added to %1</source>
        <translation>Fatiga añadida a %1</translation>
    </message>
    <message>
        <source>Ground entered by %1</source>
        <translation>Terreno en el que entró %1</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Colina subida</translation>
    </message>
    <message>
        <source>Difficult move</source>
        <translation>Movimiento difícil</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Movimiento completo</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Prueba de movimiento</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 dispara a %2</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terreno de %1</translation>
    </message>
</context>
<context>
    <name>AmendMoves</name>
    <message>
        <source>%1 wheels</source>
        <translation>%1 realiza una conversión</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 pivota</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marcha en columna</translation>
    </message>
    <message>
        <source>The wheel turned</source>
        <translation>Giro de la conversión</translation>
    </message>
    <message>
        <source>The pivot turned</source>
        <translation>Giro del pivote</translation>
    </message>
    <message>
        <source>⟲ counter-clockwise</source>
        <translation>⟲ antihorario</translation>
    </message>
    <message>
        <source>⟳ clockwise</source>
        <translation>⟳ horario</translation>
    </message>
    <message>
        <source>The flank Base it turned about</source>
        <translation>La Base de flanco sobre la que giró</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Frente tras la conversión</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profundidad tras la conversión</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Prueba de conversión %1</translation>
    </message>
    <message numerus="yes">
        <source>The leader&apos;s path, %n step(s), and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</source>
        <translation>
            <numerusform>El camino del guía (%n paso) y el orden de la columna se mantienen como los siguió la mesa; la prueba de movimiento puede corregirse.</numerusform>
            <numerusform>El camino del guía (%n pasos) y el orden de la columna se mantienen como los siguió la mesa; la prueba de movimiento puede corregirse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Prueba de movimiento</translation>
    </message>
    <message>
        <source>The app rolled this move: the correction meets the same dice.</source>
        <translation>La app tiró los dados de este movimiento: la corrección usa los mismos dados.</translation>
    </message>
</context>
<context>
    <name>AmendPlan</name>
    <message>
        <source>The fights %1 planned, in the order they fight.</source>
        <translation>Los combates que planeó %1, en el orden en que se libran.</translation>
    </message>
    <message>
        <source>No fight is left in the plan.</source>
        <translation>No queda ningún combate en el plan.</translation>
    </message>
    <message>
        <source>%1. %2 against</source>
        <translation>%1. %2 contra</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combatir antes</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combatir después</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Quitar del plan</translation>
    </message>
    <message>
        <source>The enemy it fights</source>
        <translation>El enemigo al que combate</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Desbordamiento para %1</translation>
    </message>
</context>
<context>
    <name>AmendReask</name>
    <message numerus="yes">
        <source>%1 by %n: every point is allocated.</source>
        <translation>
            <numerusform>%1 por %n: cada punto está repartido.</numerusform>
            <numerusform>%1 por %n: cada punto está repartido.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La hilera retrocede por su diagonal trasera hacia la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqueada: aliados, terreno o el borde de la mesa cierran el paso</translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>%1 may follow up the beaten enemy.</source>
        <translation>%1 puede perseguir al enemigo vencido.</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Perseguir</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Renunciar</translation>
    </message>
    <message>
        <source>%1 may follow up the enemy that gave ground, one hex.</source>
        <translation>%1 puede avanzar tras el enemigo que cedió terreno, un hexágono.</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avanzar</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
</context>
<context>
    <name>AmendWhatIf</name>
    <message>
        <source>The corrected action draws a different number of dice than the one recorded, so every later roll comes from further along the same stream.</source>
        <translation>La acción corregida tira un número de dados distinto del registrado, así que cada tirada posterior sale de más adelante en la misma secuencia.</translation>
    </message>
    <message>
        <source>The same dice are used again.</source>
        <translation>Se vuelven a usar los mismos dados.</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Como se registró</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corregido</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>En cabeza</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost</source>
        <translation>%1 de %2 Bases perdidas</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rota</translation>
    </message>
    <message>
        <source>Blocks broken</source>
        <translation>Bloques rotos</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Fatigue of every Base, the changed ones first</source>
        <translation>Fatiga de cada Base, primero las modificadas</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Fatigue %1</source>
        <translation>Fatiga %1</translation>
    </message>
</context>
<context>
    <name>ArmiesPage</name>
    <message>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>“%1” se ha importado y se guarda en este dispositivo.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>No importado; no se cambió nada:</translation>
    </message>
    <message>
        <source>“%1” is exported.</source>
        <translation>“%1” se ha exportado.</translation>
    </message>
    <message>
        <source>Not exported:</source>
        <translation>No exportado:</translation>
    </message>
    <message>
        <source>spear-armed</source>
        <translation>con lanzas</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importar una lista de ejército</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Listas de ejército (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export an army list</source>
        <translation>Exportar una lista de ejército</translation>
    </message>
    <message>
        <source>Delete “%1”?</source>
        <translation>¿Borrar “%1”?</translation>
    </message>
    <message>
        <source>The army is deleted from this device. Battles already fought with it keep it.</source>
        <translation>El ejército se borra de este dispositivo. Las batallas ya libradas con él lo conservan.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Build an army</source>
        <translation>Crear un ejército</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Tuyo</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Bloques, %2 Bases</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
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
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderPage</name>
    <message>
        <source>Build an army</source>
        <translation>Crear un ejército</translation>
    </message>
    <message>
        <source>Army name</source>
        <translation>Nombre del ejército</translation>
    </message>
    <message>
        <source>Period (optional)</source>
        <translation>Periodo (opcional)</translation>
    </message>
    <message>
        <source>e.g. Later Carthaginian</source>
        <translation>p. ej. cartagineses tardíos</translation>
    </message>
    <message>
        <source>e.g. c. 260–200 BC</source>
        <translation>p. ej. c. 260–200 a. C.</translation>
    </message>
    <message>
        <source>Not saved: put these right first.</source>
        <translation>No guardado: corrige esto primero.</translation>
    </message>
    <message>
        <source>“%1” is saved on this device: it is with the armies now.</source>
        <translation>“%1” está guardado en este dispositivo: ya está con los ejércitos.</translation>
    </message>
    <message>
        <source>Show armies</source>
        <translation>Ver ejércitos</translation>
    </message>
    <message>
        <source>Block name, e.g. Hastati</source>
        <translation>Nombre del Bloque, p. ej. Hastati</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 Bases</source>
        <translation>%1 × %2 = %3 Bases</translation>
    </message>
    <message>
        <source>Remove Block %1</source>
        <translation>Quitar el Bloque %1</translation>
    </message>
    <message>
        <source>Remove this Block</source>
        <translation>Quitar este Bloque</translation>
    </message>
    <message>
        <source>Troop type (§3.3)</source>
        <translation>Tipo de tropa (§3.3)</translation>
    </message>
    <message>
        <source>Quality (§3.1)</source>
        <translation>Calidad (§3.1)</translation>
    </message>
    <message>
        <source>Weight (type’s own)</source>
        <translation>Peso (el del tipo)</translation>
    </message>
    <message>
        <source>Weight (type’s: %1)</source>
        <translation>Peso (del tipo: %1)</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Spear-armed</source>
        <translation>Con lanzas</translation>
    </message>
    <message>
        <source>1 Block, %1 Bases</source>
        <translation>1 Bloque, %1 Bases</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Bloques, %2 Bases</translation>
    </message>
    <message>
        <source>Breaks when %1 Bases are lost (30%)</source>
        <translation>Se rompe al perder %1 Bases (30%)</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Aún no hay Bases</translation>
    </message>
    <message>
        <source>+ Add a Block</source>
        <translation>+ Añadir un Bloque</translation>
    </message>
    <message>
        <source>Save army</source>
        <translation>Guardar ejército</translation>
    </message>
</context>
<context>
    <name>ArmyCatalog</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation>más de %1 bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 no es un archivo de este dispositivo</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: ese archivo no existe</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; an army list is far smaller</source>
        <translation>%1: más de %2 bytes; una lista de ejército es mucho menor</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>&quot;%1&quot; es el nombre de uno de los ejércitos propios de la app; dale otro nombre a este</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; delete it first or give this one another name</source>
        <translation>ya hay un ejército llamado &quot;%1&quot; en este dispositivo; bórralo primero o dale otro nombre a este</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>no se puede escribir %1 (%2)</translation>
    </message>
    <message>
        <source>there is no army %1</source>
        <translation>no existe el ejército %1</translation>
    </message>
</context>
<context>
    <name>ArmyColumn</name>
    <message>
        <source>To act</source>
        <translation>Juega</translation>
    </message>
    <message>
        <source>Army broken: %1 of %2 Bases lost</source>
        <translation>Ejército roto: %1 de %2 Bases perdidas</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost · breaks at %3</source>
        <translation>%1 de %2 Bases perdidas · se rompe con %3</translation>
    </message>
</context>
<context>
    <name>ArmyDraft</name>
    <message>
        <source>Block %1</source>
        <translation>Bloque %1</translation>
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
        <translation>un objeto</translation>
    </message>
    <message>
        <source>%1, block %2</source>
        <translation>%1, bloque %2</translation>
    </message>
    <message>
        <source>%1, block %2 (%3)</source>
        <translation>%1, bloque %2 (%3)</translation>
    </message>
    <message>
        <source>and more problems (only the first %1 are listed)</source>
        <translation>y más problemas (solo se listan los %1 primeros)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not %3</source>
        <translation>&quot;%1&quot; debe ser %2, no %3</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (the fields here are %2)</source>
        <translation>campo desconocido &quot;%1&quot; (los campos aquí son %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>falta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; no puede estar vacío</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a character that is not text (U+%2) at character %3</source>
        <translation>&quot;%1&quot; contiene un carácter que no es texto (U+%2) en el carácter %3</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 Bases, not %3</source>
        <translation>&quot;%1&quot; debe tener de 1 a %2 Bases, no %3</translation>
    </message>
    <message>
        <source>each of &quot;special_rules&quot; must be %1, not %2</source>
        <translation>cada elemento de &quot;special_rules&quot; debe ser %1, no %2</translation>
    </message>
    <message>
        <source>&quot;special_rules&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;special_rules&quot; cita &quot;%1&quot; dos veces</translation>
    </message>
    <message>
        <source>a Block must be %1, not %2</source>
        <translation>un Bloque debe ser %1, no %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a Block holds at most %1 Bases, not %2 (frontage × depth)</source>
        <translation>un Bloque tiene como máximo %1 Bases, no %2 (frente × profundidad)</translation>
    </message>
    <message>
        <source>&quot;weight&quot; must be on the 1–5 ladder (§3.2), not %1</source>
        <translation>&quot;weight&quot; debe estar en la escala 1–5 (§3.2), no %1</translation>
    </message>
    <message>
        <source>&quot;tag&quot; must be 1 to %1 letters or digits, not %2</source>
        <translation>&quot;tag&quot; debe tener de 1 a %1 letras o cifras, no %2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4%5</source>
        <translation>%1, línea %2, columna %3: %4%5</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: not valid JSON (%4)</source>
        <translation>%1, línea %2, columna %3: JSON no válido (%4)</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <translation>línea %1, columna %2: JSON no válido (%3)</translation>
    </message>
    <message>
        <source>not an army list (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>no es una lista de ejército (&quot;format&quot; debe ser &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
        <translation>creada con una versión más reciente de la app (formato de lista de ejército versión %1; esta app lee hasta la versión %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2, not %3</source>
        <translation>&quot;%1&quot; debe ser al menos %2, no %3</translation>
    </message>
    <message>
        <source>&quot;blocks&quot; is empty: an army needs at least one Block</source>
        <translation>&quot;blocks&quot; está vacío: un ejército necesita al menos un Bloque</translation>
    </message>
    <message>
        <source>an army has at most %1 Blocks, not %2</source>
        <translation>un ejército tiene como máximo %1 Bloques, no %2</translation>
    </message>
    <message>
        <source>&quot;tag&quot; %1 is already block %2&apos;s: each Block needs a tag of its own</source>
        <translation>&quot;tag&quot; %1 ya es del bloque %2: cada Bloque necesita su propia sigla</translation>
    </message>
    <message>
        <source>an army has at most %1 Bases, not %2</source>
        <translation>un ejército tiene como máximo %1 Bases, no %2</translation>
    </message>
    <message>
        <source>the rules engine refuses it (§%1): %2</source>
        <translation>el motor de reglas lo rechaza (§%1): %2</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at most %2 characters, not %3</source>
        <translation>&quot;%1&quot; debe tener como máximo %2 caracteres, no %3</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Amended #%1: %2</source>
        <translation>Corregido #%1: %2</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batallas guardadas</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to act</source>
        <translation>Turno %1 · juega %2</translation>
    </message>
    <message>
        <source>Labels…</source>
        <translation>Etiquetas…</translation>
    </message>
    <message>
        <source>Print the table labels</source>
        <translation>Imprimir las etiquetas de mesa</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>No hecho: %1</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Seleccionado: %1</translation>
    </message>
    <message>
        <source>Adjust Fatigue…</source>
        <translation>Ajustar Fatiga…</translation>
    </message>
    <message>
        <source>The turn has ended. The battle&apos;s fingerprint:</source>
        <translation>El turno ha terminado. La huella de la batalla:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Recover and end the turn</source>
        <translation>Recuperar y terminar el turno</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Terminar fase de %1</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Guardar las etiquetas de mesa</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 allocates the loss</source>
        <translation>Turno %1 · fase de %2 · %3 reparte la pérdida</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 pursues</source>
        <translation>Turno %1 · fase de %2 · %3 persigue</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 may follow up</source>
        <translation>Turno %1 · fase de %2 · %3 puede avanzar</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Turno %1 · %2 · fase de %3</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>the allocation of a loss</source>
        <translation>el reparto de una pérdida</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>la persecución</translation>
    </message>
    <message>
        <source>the follow-up</source>
        <translation>el avance</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combate</translation>
    </message>
    <message>
        <source>an action (%1)</source>
        <translation>una acción (%1)</translation>
    </message>
    <message>
        <source>amend: only the umpire amends; open the umpire&apos;s view with the PIN first</source>
        <translation>amend: solo el árbitro corrige; abre primero la vista del árbitro con el PIN</translation>
    </message>
    <message>
        <source>amend: there is no such action in force</source>
        <translation>amend: esa acción no está en vigor</translation>
    </message>
    <message>
        <source>amend: the corrected fields are not those of a %1: %2</source>
        <translation>amend: los campos corregidos no son los de una acción «%1»: %2</translation>
    </message>
    <message>
        <source>#%1 (%2) no longer happens: %3</source>
        <translation>#%1 (%2) ya no ocurre: %3</translation>
    </message>
    <message>
        <source>%1&apos;s army broke: %2 wins (§12.1)</source>
        <translation>El ejército de %1 se rompió: gana %2 (§12.1)</translation>
    </message>
    <message numerus="yes">
        <source>Even: each army can lose %n more Base(s) before it breaks</source>
        <translation>
            <numerusform>Empate: cada ejército puede perder %n Base más antes de romperse</numerusform>
            <numerusform>Empate: cada ejército puede perder %n Bases más antes de romperse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is ahead: %2 of %3 Bases lost that break it, %4 %5 of %6</source>
        <translation>%1 va en cabeza: %2 de las %3 Bases perdidas que lo rompen, %4 %5 de %6</translation>
    </message>
    <message>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>%1 perdió contra %2</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Allocate the loss again.</source>
        <translation>Tras la corrección, %1 tal como se registró ya no encaja: %2. Reparte de nuevo la pérdida.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the follow-up again.</source>
        <translation>Tras la corrección, %1 tal como se registró ya no encaja: %2. Decide de nuevo el avance.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the pursuit again.</source>
        <translation>Tras la corrección, %1 tal como se registró ya no encaja: %2. Decide de nuevo la persecución.</translation>
    </message>
    <message>
        <source>amend: the correction could not be replayed</source>
        <translation>amend: la corrección no se pudo reproducir</translation>
    </message>
    <message>
        <source>amend: no choice is asked again</source>
        <translation>amend: no se vuelve a pedir ninguna elección</translation>
    </message>
    <message>
        <source>%1 given again (#%2)</source>
        <translation>%1 dado de nuevo (#%2)</translation>
    </message>
    <message>
        <source>amend: no action is being corrected</source>
        <translation>amend: no se está corrigiendo ninguna acción</translation>
    </message>
    <message>
        <source>amend: the correction is the same as #%1 as recorded; there is nothing to rule</source>
        <translation>amend: la corrección es igual a #%1 tal como se registró; no hay nada que decidir</translation>
    </message>
    <message>
        <source>amend: say why the action is corrected; the reason is kept in the log</source>
        <translation>amend: di por qué se corrige la acción; el motivo queda en el registro</translation>
    </message>
    <message>
        <source>amend: give the umpire&apos;s name; it is kept in the log with the reason</source>
        <translation>amend: indica el nombre del árbitro; queda en el registro con el motivo</translation>
    </message>
    <message>
        <source>amend: answer every choice asked again before ruling</source>
        <translation>amend: responde a cada elección que se vuelve a pedir antes de decidir</translation>
    </message>
    <message>
        <source>The folder %1 for the battle store cannot be made.</source>
        <translation>No se puede crear la carpeta %1 del almacén de batallas.</translation>
    </message>
    <message>
        <source>The battle store is not open.</source>
        <translation>El almacén de batallas no está abierto.</translation>
    </message>
    <message>
        <source>startBattle: a Fatigue cost cannot be negative</source>
        <translation>startBattle: un coste de Fatiga no puede ser negativo</translation>
    </message>
    <message>
        <source>startBattle: there is no rules option &quot;%1&quot;; the options are %2</source>
        <translation>startBattle: no existe la opción de reglas &quot;%1&quot;; las opciones son %2</translation>
    </message>
    <message>
        <source>startBattle: no army catalog was given</source>
        <translation>startBattle: no se indicó ningún catálogo de ejércitos</translation>
    </message>
    <message>
        <source>startBattle: the catalog has no army %1</source>
        <translation>startBattle: el catálogo no tiene el ejército %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 no se importó: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: the battle tracks positions on a hex map; this app plays battles whose positions the players keep on the table</source>
        <translation>%1 no se importó: la batalla sigue posiciones en un mapa hexagonal; esta app juega batallas cuyas posiciones mantienen los jugadores en la mesa</translation>
    </message>
    <message>
        <source>%1 v %2 (imported)</source>
        <translation>%1 contra %2 (importada)</translation>
    </message>
    <message>
        <source>No battle is kept on this device yet.</source>
        <translation>Aún no hay ninguna batalla guardada en este dispositivo.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>adjustFatigue: say why the Fatigue changes; the reason is kept in the log</source>
        <translation>adjustFatigue: di por qué cambia la Fatiga; el motivo queda en el registro</translation>
    </message>
    <message>
        <source>exportBattle: name the file to write</source>
        <translation>exportBattle: indica el archivo que escribir</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>El secreto de los dados solo se exporta con una batalla decidida: mientras está en curso, el secreto revelaría cada tirada futura. No se escribió nada.</translation>
    </message>
    <message>
        <source>Choose both armies first.</source>
        <translation>Elige primero los dos ejércitos.</translation>
    </message>
    <message>
        <source>Name the file to write the label sheet to.</source>
        <translation>Indica el archivo en el que escribir la hoja de etiquetas.</translation>
    </message>
    <message>
        <source>the battle does not verify</source>
        <translation>la batalla no supera la verificación</translation>
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
        <translation>Bloque %1</translation>
    </message>
    <message>
        <source>Block %1, %2</source>
        <translation>Bloque %1, %2</translation>
    </message>
</context>
<context>
    <name>BattleWording</name>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Disparo</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recuperación</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3</source>
        <translation>%1 y %2, se queda con %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>desbordamiento</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the rear</source>
        <translation>desbordamiento no contado: atacado por la retaguardia</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the flank</source>
        <translation>desbordamiento no contado: atacado por el flanco</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s flank</source>
        <translation>ataca el flanco del enemigo</translation>
    </message>
    <message>
        <source>struck in the flank</source>
        <translation>atacado por el flanco</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s rear</source>
        <translation>ataca la retaguardia del enemigo</translation>
    </message>
    <message>
        <source>struck in the rear</source>
        <translation>atacado por la retaguardia</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>desde arriba</translation>
    </message>
    <message>
        <source>shock ended: it applies only on the first round of contact</source>
        <translation>choque terminado: solo vale en la primera ronda de contacto</translation>
    </message>
    <message>
        <source>shock negated by steady spears to the front</source>
        <translation>choque anulado por lanzas firmes al frente</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated by steady spears to the front</source>
        <translation>choque enemigo anulado por lanzas firmes al frente</translation>
    </message>
    <message>
        <source>shock negated: charging uphill</source>
        <translation>choque anulado: carga cuesta arriba</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated: it charged uphill</source>
        <translation>choque enemigo anulado: cargó cuesta arriba</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>choque</translation>
    </message>
    <message>
        <source>shock against formed infantry that is not spear-armed</source>
        <translation>choque contra infantería formada sin lanzas</translation>
    </message>
    <message>
        <source>enemy&apos;s shock</source>
        <translation>choque enemigo</translation>
    </message>
    <message>
        <source>enemy&apos;s shock against formed infantry that is not spear-armed</source>
        <translation>choque enemigo contra infantería formada sin lanzas</translation>
    </message>
    <message>
        <source>steady spears against mounted</source>
        <translation>lanzas firmes contra montados</translation>
    </message>
    <message>
        <source>steady spears lost: the mounted enemy is not to the front</source>
        <translation>lanzas firmes perdidas: el enemigo montado no está al frente</translation>
    </message>
    <message>
        <source>%1 %2 (§%3)</source>
        <translation>%1 %2 (§%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Effective weight: %1 for %2, %3 for %4.</source>
        <translation>Peso efectivo: %1 para %2, %3 para %4.</translation>
    </message>
    <message>
        <source>Quality dice: %1 rolls %2; %3 rolls %4.</source>
        <translation>Dados de calidad: %1 saca %2; %3 saca %4.</translation>
    </message>
    <message>
        <source>Modifiers for %1: %2; for %3: %4.</source>
        <translation>Modificadores para %1: %2; para %3: %4.</translation>
    </message>
    <message>
        <source>Totals: %1 for %2, %3 for %4.</source>
        <translation>Totales: %1 para %2, %3 para %4.</translation>
    </message>
    <message>
        <source>Raw difference, %1 less %2: %3.</source>
        <translation>Diferencia bruta, %1 menos %2: %3.</translation>
    </message>
    <message>
        <source>Weight shift %1: margin %2.</source>
        <translation>Ajuste de peso %1: margen %2.</translation>
    </message>
    <message>
        <source>Equal final totals: nobody loses.</source>
        <translation>Totales finales iguales: nadie pierde.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by %n: that many points of Fatigue or push-back.</source>
        <translation>
            <numerusform>%1 pierde por %n: ese número de puntos de Fatiga o retroceso.</numerusform>
            <numerusform>%1 pierde por %n: ese número de puntos de Fatiga o retroceso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective weight: firer %1, target %2.</source>
        <translation>Peso efectivo: tirador %1, objetivo %2.</translation>
    </message>
    <message>
        <source>Quality dice: firer rolls %1; target rolls %2.</source>
        <translation>Dados de calidad: el tirador saca %1; el objetivo saca %2.</translation>
    </message>
    <message>
        <source>No overlap, flank, rear or high-ground modifiers: totals firer %1, target %2.</source>
        <translation>Sin modificadores de desbordamiento, flanco, retaguardia ni altura: totales tirador %1, objetivo %2.</translation>
    </message>
    <message>
        <source>Raw difference (firer less target) %1, weight shift %2: margin %3.</source>
        <translation>Diferencia bruta (tirador menos objetivo) %1, ajuste de peso %2: margen %3.</translation>
    </message>
    <message numerus="yes">
        <source>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</source>
        <translation>
            <numerusform>El total del tirador supera al del objetivo: el objetivo recibe %n de Fatiga.</numerusform>
            <numerusform>El total del tirador supera al del objetivo: el objetivo recibe %n de Fatiga.</numerusform>
        </translation>
    </message>
    <message>
        <source>The firer&apos;s total does not beat the target&apos;s: the shots have no effect.</source>
        <translation>El total del tirador no supera al del objetivo: los disparos no tienen efecto.</translation>
    </message>
    <message>
        <source>the tempo cost of an extra move, paid before it</source>
        <translation>el coste de tempo de un movimiento extra, pagado antes</translation>
    </message>
    <message>
        <source>terrain entered</source>
        <translation>terreno en el que entra</translation>
    </message>
    <message>
        <source>climbing a slight hill</source>
        <translation>subir una colina suave</translation>
    </message>
    <message>
        <source>climbing a steep hill</source>
        <translation>subir una colina empinada</translation>
    </message>
    <message>
        <source>climbing a hill</source>
        <translation>subir una colina</translation>
    </message>
    <message>
        <source>a difficult move, paid after it</source>
        <translation>un movimiento difícil, pagado después</translation>
    </message>
    <message>
        <source>a difficult move through friends, paid after it</source>
        <translation>un movimiento difícil a través de aliados, pagado después</translation>
    </message>
    <message>
        <source>a difficult move that changed the formation, paid after it</source>
        <translation>un movimiento difícil que cambió la formación, pagado después</translation>
    </message>
    <message>
        <source>the pivot&apos;s Fatigue cost</source>
        <translation>el coste en Fatiga del pivote</translation>
    </message>
    <message>
        <source>terrain of the tile the wheel swings it onto</source>
        <translation>terreno de la casilla a la que la lleva la conversión</translation>
    </message>
    <message>
        <source>terrain entered on the march</source>
        <translation>terreno en el que entra durante la marcha</translation>
    </message>
    <message>
        <source>on the seam the split opened</source>
        <translation>en la junta que abrió la división</translation>
    </message>
    <message>
        <source>on the seam the merge closed</source>
        <translation>en la junta que cerró la fusión</translation>
    </message>
    <message>
        <source>entered by the players</source>
        <translation>introducida por los jugadores</translation>
    </message>
    <message>
        <source>entered by the players: %1</source>
        <translation>introducida por los jugadores: %1</translation>
    </message>
    <message>
        <source>recovery: its Block did not move and it was neither in combat nor shot at</source>
        <translation>recuperación: su Bloque no se movió y no estuvo en combate ni bajo disparos</translation>
    </message>
    <message>
        <source>smoothing: gives 1 to %1</source>
        <translation>nivelación: da 1 a %1</translation>
    </message>
    <message>
        <source>smoothing: takes 1 from %1</source>
        <translation>nivelación: toma 1 de %1</translation>
    </message>
    <message>
        <source>missile fire from %1</source>
        <translation>disparos de %1</translation>
    </message>
    <message numerus="yes">
        <source>on %n seam(s) the file tore as it left</source>
        <translation>
            <numerusform>en %n junta que la hilera rompió al salir</numerusform>
            <numerusform>en %n juntas que la hilera rompió al salir</numerusform>
        </translation>
    </message>
    <message>
        <source>cascade: a Base struck in the rear lost by 2 or more</source>
        <translation>cascada: una Base atacada por la retaguardia perdió por 2 o más</translation>
    </message>
    <message>
        <source>holds: Fatigue for the points it did not give as ground</source>
        <translation>aguanta: Fatiga por los puntos que no cedió como terreno</translation>
    </message>
    <message>
        <source>contagion: %1 broke within one base-width</source>
        <translation>contagio: %1 se rompió a menos de un ancho de base</translation>
    </message>
    <message>
        <source>the army has broken</source>
        <translation>el ejército se ha roto</translation>
    </message>
    <message>
        <source>a repeated push-back: ground given after its first base-depth this phase</source>
        <translation>un retroceso repetido: terreno cedido tras su primer fondo de base en esta fase</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2 (now %3): %4</source>
        <translation>%1 de Fatiga a %2 (ahora %3): %4</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>pivota</translation>
    </message>
    <message>
        <source>wheels (move %1 of %2)</source>
        <translation>realiza una conversión (movimiento %1 de %2)</translation>
    </message>
    <message>
        <source>marches in column</source>
        <translation>marcha en columna</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>se mueve</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: passed</source>
        <translation>%1 %2: prueba de movimiento, se queda con %3 contra Fatiga media %4: superada</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: failed</source>
        <translation>%1 %2: prueba de movimiento, se queda con %3 contra Fatiga media %4: fallida</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 is pushed back and forms a Block of its own</source>
        <translation>%1 se divide: la hilera de %2 retrocede y forma un Bloque propio</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 evades and forms a Block of its own</source>
        <translation>%1 se divide: la hilera de %2 se evade y forma un Bloque propio</translation>
    </message>
    <message>
        <source>%1 splits: %2 pursues alone and forms a Block of its own</source>
        <translation>%1 se divide: %2 persigue sola y forma un Bloque propio</translation>
    </message>
    <message>
        <source>%1 splits: %2 follows up alone and forms a Block of its own</source>
        <translation>%1 se divide: %2 avanza sola y forma un Bloque propio</translation>
    </message>
    <message>
        <source>%1 is cut in two: the Bases beyond the file form a Block of their own</source>
        <translation>%1 queda cortado en dos: las Bases más allá de la hilera forman un Bloque propio</translation>
    </message>
    <message>
        <source>%1 splits: the detached Bases form a Block of their own</source>
        <translation>%1 se divide: las Bases separadas forman un Bloque propio</translation>
    </message>
    <message numerus="yes">
        <source>%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 debe perseguir a %2: %n ancho de base hacia él, sola, sin prueba, sin Fatiga</numerusform>
            <numerusform>%1 debe perseguir a %2: %n anchos de base hacia él, sola, sin prueba, sin Fatiga</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 puede perseguir a %2: %n ancho de base hacia él, sola, sin prueba, sin Fatiga</numerusform>
            <numerusform>%1 puede perseguir a %2: %n anchos de base hacia él, sola, sin prueba, sin Fatiga</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 declines to pursue</source>
        <translation>%1 renuncia a perseguir</translation>
    </message>
    <message>
        <source>%1 cannot advance: the way ahead is taken</source>
        <translation>%1 no puede avanzar: el camino está ocupado</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursues %n base-width(s) toward %2, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 persigue %n ancho de base hacia %2, sin prueba, sin Fatiga</numerusform>
            <numerusform>%1 persigue %n anchos de base hacia %2, sin prueba, sin Fatiga</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may follow up %2 one hex</source>
        <translation>%1 puede avanzar tras %2 un hexágono</translation>
    </message>
    <message>
        <source>%1 follows up one hex toward %2</source>
        <translation>%1 avanza un hexágono hacia %2</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 se queda donde está</translation>
    </message>
    <message>
        <source>%1 cannot follow up: the hex ahead is taken, impassable or off the table</source>
        <translation>%1 no puede avanzar: el hexágono de delante está ocupado, es infranqueable o está fuera de la mesa</translation>
    </message>
    <message>
        <source>%1 won but is otherwise engaged: it does not pursue</source>
        <translation>%1 ganó pero está trabada en otro combate: no persigue</translation>
    </message>
    <message>
        <source>%1 has routed: routed Bases give no overlaps</source>
        <translation>%1 está en desbandada: las Bases en desbandada no dan desbordamientos</translation>
    </message>
    <message>
        <source>%1 gave ground earlier this phase: it no longer laps %2</source>
        <translation>%1 ya cedió terreno en esta fase: ya no desborda a %2</translation>
    </message>
    <message>
        <source>After the first round %1 counts no overlaps unless supported by its own kind: %2 is not</source>
        <translation>Tras la primera ronda %1 no cuenta desbordamientos salvo si son de su mismo tipo: %2 no lo es</translation>
    </message>
    <message>
        <source>%1 is caught by faster troops: the evade fails</source>
        <translation>%1 es alcanzada por tropas más rápidas: la evasión falla</translation>
    </message>
    <message>
        <source>%1 cannot fall back the full distance: the evade fails and it takes the full result</source>
        <translation>%1 no puede retirarse toda la distancia: la evasión falla y recibe el resultado completo</translation>
    </message>
    <message>
        <source>Dislocation: the pushed file of %1, alone, averages over 6 and breaks</source>
        <translation>Dislocación: la hilera empujada de %1, sola, supera 6 de media y se rompe</translation>
    </message>
    <message>
        <source>The players enter the overlaps of %1 and %2 instead of those the plan gives</source>
        <translation>Los jugadores introducen los desbordamientos de %1 y %2 en lugar de los que da el plan</translation>
    </message>
    <message>
        <source>%1 is struck in the flank on the side %2 laps from: that overlap does not count</source>
        <translation>%1 es atacada por el flanco del lado desde el que desborda %2: ese desbordamiento no cuenta</translation>
    </message>
    <message>
        <source>%1 is struck in the rear: it counts no overlaps, not even %2&apos;s</source>
        <translation>%1 es atacada por la retaguardia: no cuenta desbordamientos, ni siquiera el de %2</translation>
    </message>
    <message>
        <source>%1 pivots 60° in place</source>
        <translation>%1 pivota 60° en el sitio</translation>
    </message>
    <message numerus="yes">
        <source>%1 wheels 60° in %n move(s)</source>
        <translation>
            <numerusform>%1 realiza una conversión de 60° en %n movimiento</numerusform>
            <numerusform>%1 realiza una conversión de 60° en %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 marches %n base-width(s) in column</source>
        <translation>
            <numerusform>%1 marcha %n ancho de base en columna</numerusform>
            <numerusform>%1 marcha %n anchos de base en columna</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 se mueve</translation>
    </message>
    <message>
        <source>The wheel of %1 is aborted: it does not happen, the Fatigue paid is lost</source>
        <translation>La conversión de %1 se anula: no ocurre y la Fatiga pagada se pierde</translation>
    </message>
    <message>
        <source>%1 fails its test: its movement ends for the turn</source>
        <translation>%1 falla su prueba: su movimiento termina en este turno</translation>
    </message>
    <message>
        <source>%1 merges into %2; Fatigue pools</source>
        <translation>%1 se une a %2; la Fatiga se suma</translation>
    </message>
    <message>
        <source>%1 breaks: its army has broken, so the push-back of %2 becomes a break; its Bases rout</source>
        <translation>%1 se rompe: su ejército se ha roto, así que el retroceso de %2 se convierte en ruptura; sus Bases huyen en desbandada</translation>
    </message>
    <message>
        <source>%1 breaks: its average Fatigue %2 exceeds 6; its Bases rout</source>
        <translation>%1 se rompe: su Fatiga media %2 supera 6; sus Bases huyen en desbandada</translation>
    </message>
    <message>
        <source>%1 cannot retreat a full move and is removed</source>
        <translation>%1 no puede retirarse un movimiento completo y se quita de la mesa</translation>
    </message>
    <message>
        <source>%1 would leave the table as it retreats and is removed</source>
        <translation>%1 saldría de la mesa al retirarse y se quita</translation>
    </message>
    <message>
        <source>%1 cannot retreat and is removed</source>
        <translation>%1 no puede retirarse y se quita de la mesa</translation>
    </message>
    <message>
        <source>%1 has lost %2 of %3 starting Bases (30% or more): it breaks and the battle is decided</source>
        <translation>%1 ha perdido %2 de sus %3 Bases iniciales (30% o más): se rompe y la batalla está decidida</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 phase</source>
        <translation>Turno %1, %2: fase de %3</translation>
    </message>
    <message>
        <source>%1 makes contact on a chained second move after a full first: shock applies</source>
        <translation>%1 entra en contacto con un segundo movimiento encadenado tras uno completo: se aplica el choque</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, margin 0 after the weight shift: nobody loses</source>
        <translation>%1 y %2 combaten: totales %3 y %4, margen 0 tras el ajuste de peso: nadie pierde</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, weight shift %5: %6 loses by %7</source>
        <translation>%1 y %2 combaten: totales %3 y %4, ajuste de peso %5: %6 pierde por %7</translation>
    </message>
    <message numerus="yes">
        <source>%1 evades, falling back %n base-depth(s)</source>
        <translation>
            <numerusform>%1 se evade, retirándose %n fondo de base</numerusform>
            <numerusform>%1 se evade, retirándose %n fondos de base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recoils %n base-depth(s)</source>
        <translation>
            <numerusform>%1 retrocede %n fondo de base</numerusform>
            <numerusform>%1 retrocede %n fondos de base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with its file of %n Bases</source>
        <translation>
            <numerusform>, con su hilera de %n Base</numerusform>
            <numerusform>, con su hilera de %n Bases</numerusform>
        </translation>
    </message>
    <message>
        <source>, split from its Block</source>
        <translation>, separada de su Bloque</translation>
    </message>
    <message numerus="yes">
        <source>%1 is pinned: %n push-back point(s) taken as Fatigue instead</source>
        <translation>
            <numerusform>%1 está bloqueada: %n punto de retroceso se toma como Fatiga</numerusform>
            <numerusform>%1 está bloqueada: %n puntos de retroceso se toman como Fatiga</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: %2 takes %7 Fatigue</source>
        <translation>%1 dispara a %2: tiradas %3 y %4, ajuste de peso %5, margen %6: %2 recibe %7 de Fatiga</translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: the shots have no effect</source>
        <translation>%1 dispara a %2: tiradas %3 y %4, ajuste de peso %5, margen %6: los disparos no tienen efecto</translation>
    </message>
    <message>
        <source>%1: passed</source>
        <translation>%1: superada</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1: fallida</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1 moves and charges</source>
        <translation>%1 se mueve y carga</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 pivota</translation>
    </message>
    <message>
        <source>%1 wheels about %2</source>
        <translation>%1 realiza una conversión sobre %2</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marcha en columna</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 se divide</translation>
    </message>
    <message>
        <source>%1 merges into %2</source>
        <translation>%1 se une a %2</translation>
    </message>
    <message>
        <source>Contacts and distances entered</source>
        <translation>Contactos y distancias introducidos</translation>
    </message>
    <message>
        <source>Bases marked as in combat</source>
        <translation>Bases marcadas en combate</translation>
    </message>
    <message>
        <source>Bases marked as shot at</source>
        <translation>Bases marcadas bajo disparos</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2</source>
        <translation>%1 de Fatiga a %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 quitada de la mesa</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Fin de la fase</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combate contra %2</translation>
    </message>
    <message>
        <source>Loss allocated: %1 Fatigue, %2 push-back</source>
        <translation>Pérdida repartida: %1 de Fatiga, %2 de retroceso</translation>
    </message>
    <message>
        <source>Pursuit declined</source>
        <translation>Persecución rechazada</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Persecución</translation>
    </message>
    <message>
        <source>Follow-up declined</source>
        <translation>Avance rechazado</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>Combat pairs planned: %1</source>
        <translation>Parejas de combate planeadas: %1</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 dispara a %2</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3 and rolls it again: %4</source>
        <translation>%1 y %2, se queda con %3 y lo vuelve a tirar: %4</translation>
    </message>
    <message>
        <source>%1, %2 and %3, keeps %4</source>
        <translation>%1, %2 y %3, se queda con %4</translation>
    </message>
    <message>
        <source>%1 declines to pull Fatigue in smoothing</source>
        <translation>%1 renuncia a tomar Fatiga en la nivelación</translation>
    </message>
    <message>
        <source>%1 wheels 60° without a move: a lone Base&apos;s far corner travels 0</source>
        <translation>%1 realiza una conversión de 60° sin movimiento: la esquina lejana de una Base sola recorre 0</translation>
    </message>
</context>
<context>
    <name>BlockCard</name>
    <message>
        <source>%1, %2, average Fatigue %3</source>
        <translation>%1, %2, Fatiga media %3</translation>
    </message>
    <message>
        <source>%1 · %2 · weight %3</source>
        <translation>%1 · %2 · peso %3</translation>
    </message>
    <message>
        <source>%1, Fatigue %2</source>
        <translation>%1, Fatiga %2</translation>
    </message>
    <message>
        <source>in the file</source>
        <translation>en la hilera</translation>
    </message>
    <message>
        <source>at a seam</source>
        <translation>en una junta</translation>
    </message>
    <message>
        <source>on the far side</source>
        <translation>en el lado opuesto</translation>
    </message>
    <message>
        <source>lapping</source>
        <translation>desborda</translation>
    </message>
    <message>
        <source>Average %1</source>
        <translation>Media %1</translation>
    </message>
    <message>
        <source>Broken and routing</source>
        <translation>Roto y en desbandada</translation>
    </message>
    <message>
        <source>Moves this turn: %1</source>
        <translation>Movimientos este turno: %1</translation>
    </message>
    <message>
        <source>Movement over</source>
        <translation>Movimiento acabado</translation>
    </message>
    <message>
        <source>Shock charge</source>
        <translation>Carga de choque</translation>
    </message>
</context>
<context>
    <name>CitationButton</name>
    <message>
        <source>Rulebook section %1</source>
        <translation>Sección %1 del reglamento</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Resolución %1</translation>
    </message>
</context>
<context>
    <name>CohesionTracker</name>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Da un nombre a la unidad.</translation>
    </message>
    <message>
        <source>A side holds at most %1 units on the tracker.</source>
        <translation>Un bando tiene como máximo %1 unidades en el registro.</translation>
    </message>
    <message>
        <source>%1 is destroyed and has left the battlefield (§2, R10).</source>
        <translation>%1 está destruida y ha dejado el campo de batalla (§2, R10).</translation>
    </message>
    <message>
        <source>%1 is Fresh: it has nothing to rally (§9, R2).</source>
        <translation>%1 está fresca: no tiene nada que reagrupar (§9, R2).</translation>
    </message>
    <message>
        <source>%1 is destroyed and never rallies (§9, R2).</source>
        <translation>%1 está destruida y nunca se reagrupa (§9, R2).</translation>
    </message>
    <message>
        <source>Romans</source>
        <translation>Romanos</translation>
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
        <translation>Vélites</translation>
    </message>
    <message>
        <source>Gauls</source>
        <translation>Galos</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerrera</translation>
    </message>
    <message>
        <source>Noble cavalry</source>
        <translation>Caballería noble</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Escaramuzadores</translation>
    </message>
    <message>
        <source>it is not JSON (line %1, column %2: %3)</source>
        <translation>no es JSON (línea %1, columna %2: %3)</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>&quot;format&quot; no es &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1</source>
        <translation>&quot;version&quot; no es %1</translation>
    </message>
    <message>
        <source>&quot;break_point&quot; is not a whole number from 0 to %1</source>
        <translation>&quot;break_point&quot; no es un número entero de 0 a %1</translation>
    </message>
    <message>
        <source>&quot;sides&quot; does not hold two sides</source>
        <translation>&quot;sides&quot; no contiene dos bandos</translation>
    </message>
    <message>
        <source>sides[%1].units holds more than %2 units</source>
        <translation>sides[%1].units contiene más de %2 unidades</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].name is empty</source>
        <translation>sides[%1].units[%2].name está vacío</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].cohesion is not one of fresh, shaken, disrupted, destroyed</source>
        <translation>sides[%1].units[%2].cohesion no es fresh, shaken, disrupted ni destroyed</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>no se puede abrir (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>it is not a cohesion tracker file</source>
        <translation>no es un archivo del registro de cohesión</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>No se pudo leer el archivo %1 del registro de cohesión: %2. Se ha guardado como %3 y el registro empieza vacío.</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>No se pudo leer el archivo %1 del registro de cohesión: %2. Tampoco se pudo apartar, así que los cambios no se guardarán hasta que el archivo se mueva o se repare.</translation>
    </message>
    <message>
        <source>The cohesion tracker could not be saved to %1: %2.</source>
        <translation>No se pudo guardar el registro de cohesión en %1: %2.</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Vacilante</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Desorganizado</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruido</translation>
    </message>
</context>
<context>
    <name>CohesionTrackerPage</name>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro de cohesión</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>All Fresh</source>
        <translation>Todas frescas</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Try with two sample armies</source>
        <translation>Probar con dos ejércitos de ejemplo</translation>
    </message>
    <message>
        <source>Break point: %1 lost (§3, R13)</source>
        <translation>Punto de ruptura: %1 perdidas (§3, R13)</translation>
    </message>
    <message>
        <source>No break point: to the last unit (§3, R13)</source>
        <translation>Sin punto de ruptura: hasta la última unidad (§3, R13)</translation>
    </message>
    <message>
        <source>Lower the break point</source>
        <translation>Bajar el punto de ruptura</translation>
    </message>
    <message>
        <source>Raise the break point</source>
        <translation>Subir el punto de ruptura</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is a draw (§3, R13).</source>
        <translation>Ambos bandos están derrotados: la batalla es un empate (§3, R13).</translation>
    </message>
    <message>
        <source>%1 wins: %2 is defeated (§3, R13).</source>
        <translation>%1 gana: %2 está derrotado (§3, R13).</translation>
    </message>
    <message>
        <source>The side&apos;s name</source>
        <translation>Nombre del bando</translation>
    </message>
    <message>
        <source>Defeated: %1 of %2 lost</source>
        <translation>Derrotado: %1 de %2 perdidas</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 de %2 perdidas</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Impacto</translation>
    </message>
    <message>
        <source>%1 takes a hit</source>
        <translation>%1 recibe un impacto</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <source>%1 rallies</source>
        <translation>%1 se reagrupa</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Nombre de la unidad</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Añadir unidad</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Now tap the enemy Base it fights.</source>
        <translation>Ahora toca la Base enemiga con la que combate.</translation>
    </message>
    <message>
        <source>%1: pair each Base in contact with one enemy: tap your Base, then the enemy Base it fights. Fights go in the order you choose.</source>
        <translation>%1: empareja cada Base en contacto con un enemigo: toca tu Base y luego la Base enemiga con la que combate. Los combates siguen el orden que elijas.</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combate contra %2</translation>
    </message>
    <message>
        <source>fight %1 of the plan</source>
        <translation>combate %1 del plan</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gana %2 · empate %3 · %4 gana %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>sin modificadores</translation>
    </message>
    <message>
        <source>Weight shift %1 (§9.4)</source>
        <translation>Ajuste de peso %1 (§9.4)</translation>
    </message>
    <message>
        <source>A friend that laps the enemy? Tap it on its card (§9.2).</source>
        <translation>¿Un aliado desborda al enemigo? Tócalo en su tarjeta (§9.2).</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, named in the plan (§9.2). Tap it again to take it away.</source>
        <translation>%1 desborda al enemigo: +1 para %2, indicado en el plan (§9.2). Tócalo otra vez para quitarlo.</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, entered by hand (§9.2). Tap it again to take it away.</source>
        <translation>%1 desborda al enemigo: +1 para %2, introducido a mano (§9.2). Tócalo otra vez para quitarlo.</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dados de %1</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combatir con estos dados</translation>
    </message>
    <message>
        <source>Roll and fight</source>
        <translation>Tirar y combatir</translation>
    </message>
    <message>
        <source>Add to the plan</source>
        <translation>Añadir al plan</translation>
    </message>
    <message>
        <source>If every point is held as Fatigue: %1&apos;s Block breaks %2 · %3&apos;s breaks %4</source>
        <translation>Si cada punto se toma como Fatiga: el Bloque de %1 se rompe %2 · el de %3, %4</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un retroceso en el combate %1 anularía este desbordamiento (§4)</translation>
    </message>
    <message>
        <source>The plan: %1 fights still to fight</source>
        <translation>El plan: quedan %1 combates por librar</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Lo que muestra la mesa</translation>
    </message>
    <message>
        <source>Overlap for %1: %2</source>
        <translation>Desbordamiento para %1: %2</translation>
    </message>
    <message>
        <source>Tap the Base of %1 that laps</source>
        <translation>Toca la Base de %1 que desborda</translation>
    </message>
    <message>
        <source>Overlap for %1…</source>
        <translation>Desbordamiento para %1…</translation>
    </message>
    <message>
        <source>Struck in the flank by another enemy, a Base loses the overlap on that side only: say below which side its lapping Base stands on (§9.3).</source>
        <translation>Atacada por el flanco por otro enemigo, una Base pierde solo el desbordamiento de ese lado: indica abajo en qué lado está su Base que desborda (§9.3).</translation>
    </message>
    <message>
        <source>%1 stands on the side of %2:</source>
        <translation>%1 está en el lado de %2:</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
</context>
<context>
    <name>CombatQueue</name>
    <message>
        <source>Engaged, not yet paired (%1):</source>
        <translation>Trabadas, aún sin pareja (%1):</translation>
    </message>
    <message>
        <source>%1, %2: pair it with an enemy</source>
        <translation>%1, %2: emparéjala con un enemigo</translation>
    </message>
    <message>
        <source>Fights in order (%1 to fight):</source>
        <translation>Combates en orden (%1 por librar):</translation>
    </message>
    <message>
        <source>Fight %1: %2 against %3</source>
        <translation>Combate %1: %2 contra %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4</source>
        <translation>%1 %2 contra %3 %4</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Librado</translation>
    </message>
    <message>
        <source>No longer in contact</source>
        <translation>Ya no está en contacto</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gana %2 · empate %3 · %4 gana %5</translation>
    </message>
    <message>
        <source>%1 laps for %2 (+%3)</source>
        <translation>%1 desborda para %2 (+%3)</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un retroceso en el combate %1 anularía este desbordamiento (§4)</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combatir antes</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combatir después</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Quitar del plan</translation>
    </message>
    <message>
        <source>In contact, not yet fought: %1 (§4).</source>
        <translation>En contacto, aún sin combatir: %1 (§4).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>ContactsEditor</name>
    <message>
        <source>In contact with</source>
        <translation>En contacto con</translation>
    </message>
    <message>
        <source>In contact with %1</source>
        <translation>En contacto con %1</translation>
    </message>
    <message>
        <source>Friends within one base-width</source>
        <translation>Aliados a menos de un ancho de base</translation>
    </message>
    <message>
        <source>%1 within one base-width</source>
        <translation>%1 a menos de un ancho de base</translation>
    </message>
</context>
<context>
    <name>DecidedPanel</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <source>%1 has broken: the battle is decided.</source>
        <translation>%1 se ha roto: la batalla está decidida.</translation>
    </message>
    <message>
        <source>Decided in turn %1.</source>
        <translation>Decidida en el turno %1.</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost; %3 break the army</source>
        <translation>%1 de %2 Bases perdidas; %3 rompen el ejército</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Roto</translation>
    </message>
    <message>
        <source>The fights that decided it</source>
        <translation>Los combates que la decidieron</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3) lost by %4 to %5 (%6).</source>
        <translation>Turno %1: %2 (%3) perdió por %4 contra %5 (%6).</translation>
    </message>
    <message>
        <source>Then broke: %1.</source>
        <translation>Después se rompieron: %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint at its end:</source>
        <translation>La huella de la batalla al terminar:</translation>
    </message>
</context>
<context>
    <name>DiceInput</name>
    <message>
        <source>%1: first die</source>
        <translation>%1: primer dado</translation>
    </message>
    <message>
        <source>%1: second die</source>
        <translation>%1: segundo dado</translation>
    </message>
    <message>
        <source>%1: the kept die rolled again</source>
        <translation>%1: el dado elegido, vuelto a tirar</translation>
    </message>
    <message>
        <source>%1: third die</source>
        <translation>%1: tercer dado</translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source>The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).</source>
        <translation>El dado promedio no tiene %1: sus caras son 2, 3, 3, 4, 4 y 5 (§3.1).</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6 (§3.1).</source>
        <translation>Un d6 no tiene %1: sus caras van del 1 al 6 (§3.1).</translation>
    </message>
    <message>
        <source>Choose the dice to roll first.</source>
        <translation>Elige primero los dados que tirar.</translation>
    </message>
    <message>
        <source>This roll takes %1 dice: enter a face for each.</source>
        <translation>Esta tirada lleva %1 dados: introduce una cara para cada uno.</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6.</source>
        <translation>Un d6 no tiene %1: sus caras van del 1 al 6.</translation>
    </message>
</context>
<context>
    <name>DiceRollerPage</name>
    <message>
        <source>Dice roller</source>
        <translation>Lanzador de dados</translation>
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
        <translation>Regular</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dado promedio</translation>
    </message>
    <message>
        <source>Combat roll</source>
        <translation>Tirada de combate</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Prueba de movimiento</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best.</source>
        <translation>Tira dos dados y se queda con el mejor.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst.</source>
        <translation>Tira dos dados y se queda con el peor.</translation>
    </message>
    <message>
        <source>Rolls one die.</source>
        <translation>Tira un dado.</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado de combate</translation>
    </message>
    <message>
        <source>Averaging 2–5</source>
        <translation>Promedio 2–5</translation>
    </message>
    <message>
        <source>d6 (high swing)</source>
        <translation>d6 (gran variación)</translation>
    </message>
    <message>
        <source>Block&apos;s average Fatigue</source>
        <translation>Fatiga media del Bloque</translation>
    </message>
    <message>
        <source>Lower average Fatigue</source>
        <translation>Bajar la Fatiga media</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatiga media</translation>
    </message>
    <message>
        <source>Raise average Fatigue</source>
        <translation>Subir la Fatiga media</translation>
    </message>
    <message>
        <source>Needs %1 or more on the kept d6: %2 chance (%3).</source>
        <translation>Necesita %1 o más en el d6 elegido: probabilidad %2 (%3).</translation>
    </message>
    <message>
        <source>The movement test always uses the d6 (§3.1).</source>
        <translation>La prueba de movimiento siempre usa el d6 (§3.1).</translation>
    </message>
    <message>
        <source>I rolled real dice</source>
        <translation>He tirado dados reales</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Tap to roll</source>
        <translation>Toca para tirar</translation>
    </message>
    <message>
        <source>Move passes: kept %1</source>
        <translation>Movimiento superado: se queda con %1</translation>
    </message>
    <message>
        <source>Move fails: kept %1</source>
        <translation>Movimiento fallido: se queda con %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 en el %2</translation>
    </message>
    <message>
        <source>%1 · read from real dice · tap to roll again</source>
        <translation>%1 · leído de dados reales · toca para volver a tirar</translation>
    </message>
    <message>
        <source>%1 · tap to roll again</source>
        <translation>%1 · toca para volver a tirar</translation>
    </message>
    <message>
        <source>Chance of each result</source>
        <translation>Probabilidad de cada resultado</translation>
    </message>
    <message>
        <source>Recent rolls</source>
        <translation>Tiradas recientes</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 → %4</source>
        <translation>%1, %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1, passes against %2</source>
        <translation>%1, superada contra %2</translation>
    </message>
    <message>
        <source>%1, fails against %2</source>
        <translation>%1, fallida contra %2</translation>
    </message>
    <message>
        <source>%1 (real dice)</source>
        <translation>%1 (dados reales)</translation>
    </message>
    <message>
        <source>No rolls yet</source>
        <translation>Aún no hay tiradas</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mecánica Élite/Leva</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Repetir tirada</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Mejor de tres</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the best.</source>
        <translation>Tira tres dados y se queda con el mejor.</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the worst.</source>
        <translation>Tira tres dados y se queda con el peor.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best; a kept %1 or lower is rolled again once.</source>
        <translation>Tira dos dados y se queda con el mejor; un %1 o menos elegido se vuelve a tirar una vez.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst; a kept %1 or higher is rolled again once.</source>
        <translation>Tira dos dados y se queda con el peor; un %1 o más elegido se vuelve a tirar una vez.</translation>
    </message>
    <message>
        <source>%1 and %2, rolled again: %3</source>
        <translation>%1 y %2, vuelto a tirar: %3</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 y %3</translation>
    </message>
    <message>
        <source>Worst of three</source>
        <translation>Peor de tres</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Mejor/peor de tres</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Choque brutal</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Obligado a retroceder</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Impacto y resiste</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Ruptura</translation>
    </message>
    <message>
        <source>%1D6, each 4+ a hit</source>
        <translation>%1d6, cada 4+ un impacto</translation>
    </message>
    <message>
        <source>2D6, pick one</source>
        <translation>2d6, elegir uno</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1d6</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>Impactos: %1</translation>
    </message>
    <message>
        <source>Pick one: %1 or %2</source>
        <translation>Elige uno: %1 o %2</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Melee roll</source>
        <translation>Tirada de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Higher Resolve: roll 2D6 and pick one. Equal Resolve: the attacker rolls 1D6. 1 Repulsed, 2 Brutal Clash, 3–4 Forced Back, 5 Hit &amp; Hold, 6 Breakthrough (§10).</source>
        <translation>Mayor Resolución: tira 2d6 y elige uno. Resolución igual: el atacante tira 1d6. 1 Rechazado, 2 Choque brutal, 3–4 Obligado a retroceder, 5 Impacto y aguante, 6 Ruptura (§10).</translation>
    </message>
    <message>
        <source>Dice in the pool</source>
        <translation>Dados de la reserva</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <translation>Menos dados</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1d6</translation>
    </message>
    <message>
        <source>More dice</source>
        <translation>Más dados</translation>
    </message>
    <message>
        <source>Roll %1 D6, count 4+: every attack die, shot or melee, hits on 4 or more (§6, §7).</source>
        <translation>Tira %1 d6, cuenta los 4+: cada dado de ataque, disparo o cuerpo a cuerpo, impacta con 4 o más (§6, §7).</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Impacto</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <source>Chance of each number of hits</source>
        <translation>Probabilidad de cada número de impactos</translation>
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
        <translation>%1, elegido</translation>
    </message>
    <message>
        <source>%1, dropped</source>
        <translation>%1, descartado</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Elegido</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Descartado</translation>
    </message>
</context>
<context>
    <name>DieFaceRow</name>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 muestra %2</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>Chance of each result</source>
        <translation>Probabilidad de cada resultado</translation>
    </message>
</context>
<context>
    <name>EffectsList</name>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>%1; and %2 more</source>
        <translation>%1; y %2 más</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>Infantería pesada</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infantería media</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infantería ligera</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Hostigadores</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerrera</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Catafracto / Caballero</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Caballería ligera</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un movimiento</translation>
    </message>
    <message>
        <source>a pivot</source>
        <translation>un pivote</translation>
    </message>
    <message>
        <source>a wheel</source>
        <translation>una conversión</translation>
    </message>
    <message>
        <source>a column march</source>
        <translation>una marcha en columna</translation>
    </message>
    <message>
        <source>a split</source>
        <translation>una división</translation>
    </message>
    <message>
        <source>a merge</source>
        <translation>una fusión</translation>
    </message>
    <message>
        <source>contacts entered</source>
        <translation>contactos introducidos</translation>
    </message>
    <message>
        <source>a mark of combat</source>
        <translation>una marca de combate</translation>
    </message>
    <message>
        <source>a mark of being shot at</source>
        <translation>una marca de haber sido disparado</translation>
    </message>
    <message>
        <source>added Fatigue</source>
        <translation>Fatiga añadida</translation>
    </message>
    <message>
        <source>a routed Base removed</source>
        <translation>una Base en desbandada quitada</translation>
    </message>
    <message>
        <source>the end of a phase</source>
        <translation>el fin de una fase</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combate</translation>
    </message>
    <message>
        <source>a loss allocated</source>
        <translation>una pérdida repartida</translation>
    </message>
    <message>
        <source>a pursuit</source>
        <translation>una persecución</translation>
    </message>
    <message>
        <source>a volley</source>
        <translation>una descarga</translation>
    </message>
    <message>
        <source>The army list has no name.</source>
        <translation>La lista de ejército no tiene nombre.</translation>
    </message>
    <message>
        <source>The army list “%1” has no Blocks.</source>
        <translation>La lista de ejército “%1” no tiene Bloques.</translation>
    </message>
    <message>
        <source>Block %1 of the list has no name; every Block needs one.</source>
        <translation>El Bloque %1 de la lista no tiene nombre; cada Bloque necesita uno.</translation>
    </message>
    <message>
        <source>Block %1 of the list: frontage %2 × depth %3 deploys no Bases.</source>
        <translation>Bloque %1 de la lista: frente %2 × profundidad %3 no despliega ninguna Base.</translation>
    </message>
    <message>
        <source>%1: weight %2 is not on the 1–5 ladder.</source>
        <translation>%1: el peso %2 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>Block %1 of the list: weight %2 is not on the 1–5 ladder.</source>
        <translation>Bloque %1 de la lista: el peso %2 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>Weight %1 is not on the 1–5 ladder.</source>
        <translation>El peso %1 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>Give every Block a deployment, or none: %1 Blocks, %2 deployments.</source>
        <translation>Da un despliegue a cada Bloque o a ninguno: %1 Bloques, %2 despliegues.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, which another Base already holds.</source>
        <translation>%1 quedaría sobre %2, que ya ocupa otra Base.</translation>
    </message>
    <message>
        <source>A distance of §2 is %1 to %2 base-widths, not %3.</source>
        <translation>Una distancia de §2 es de %1 a %2 anchos de base, no %3.</translation>
    </message>
    <message>
        <source>A cost or a cap is 0 or more, not %1.</source>
        <translation>Un coste o un límite es 0 o más, no %1.</translation>
    </message>
    <message>
        <source>A table size needs tracked positions: without them the players see the edge.</source>
        <translation>Un tamaño de mesa necesita posiciones seguidas: sin ellas, los jugadores ven el borde.</translation>
    </message>
    <message>
        <source>A table is 1 to %1 base-widths a side, not %2 × %3.</source>
        <translation>Una mesa mide de 1 a %1 anchos de base por lado, no %2 × %3.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, off the table (ruling R41).</source>
        <translation>%1 quedaría sobre %2, fuera de la mesa (resolución R41).</translation>
    </message>
    <message>
        <source>%1 would leave the table at %2 (ruling R41).</source>
        <translation>%1 saldría de la mesa en %2 (resolución R41).</translation>
    </message>
    <message>
        <source>The path leaves the table at %1 (ruling R41).</source>
        <translation>El camino sale de la mesa en %1 (resolución R41).</translation>
    </message>
    <message>
        <source>The contacts name Blocks %1 and %2; there is no such pair.</source>
        <translation>Los contactos nombran los Bloques %1 y %2; esa pareja no existe.</translation>
    </message>
    <message>
        <source>There is no Block %1.</source>
        <translation>No existe el Bloque %1.</translation>
    </message>
    <message>
        <source>There is no Base %1.</source>
        <translation>No existe la Base %1.</translation>
    </message>
    <message>
        <source>%1 has broken or merged away; it can do nothing more.</source>
        <translation>%1 se ha roto o se ha fusionado; ya no puede hacer nada.</translation>
    </message>
    <message>
        <source>A Block with no Bases has broken or merged away; it cannot break again.</source>
        <translation>Un Bloque sin Bases se ha roto o se ha fusionado; no puede volver a romperse.</translation>
    </message>
    <message>
        <source>%1 has routed; it fights no more.</source>
        <translation>%1 está en desbandada; ya no combate.</translation>
    </message>
    <message>
        <source>%1 has routed; it shoots and is shot at no more.</source>
        <translation>%1 está en desbandada; ya no dispara ni recibe disparos.</translation>
    </message>
    <message>
        <source>%1 has routed; nothing more happens to it.</source>
        <translation>%1 está en desbandada; ya no le ocurre nada.</translation>
    </message>
    <message>
        <source>Only a routed Base still on the table can be removed; %1 is not one.</source>
        <translation>Solo se puede quitar una Base en desbandada que siga en la mesa; %1 no lo es.</translation>
    </message>
    <message>
        <source>%1 is in neither %2 nor %3.</source>
        <translation>%1 no está ni en %2 ni en %3.</translation>
    </message>
    <message>
        <source>%1 is not in %2.</source>
        <translation>%1 no está en %2.</translation>
    </message>
    <message>
        <source>Blocks move, pivot, wheel, march, split and merge only in the Move phase.</source>
        <translation>Los Bloques se mueven, pivotan, hacen conversiones, marchan, se dividen y se fusionan solo en la fase de Movimiento.</translation>
    </message>
    <message>
        <source>Fights are resolved in the Combat phase.</source>
        <translation>Los combates se resuelven en la fase de Combate.</translation>
    </message>
    <message>
        <source>Missile troops shoot in the Shoot phase.</source>
        <translation>Las tropas de proyectiles disparan en la fase de Disparo.</translation>
    </message>
    <message>
        <source>The active player orders the fights and names one of their own Bases first; %1 belongs to the other side.</source>
        <translation>El jugador activo ordena los combates y nombra primero una de sus propias Bases; %1 es del otro bando.</translation>
    </message>
    <message>
        <source>Only the active player moves their Blocks; %1 belongs to the other side.</source>
        <translation>Solo el jugador activo mueve sus Bloques; %1 es del otro bando.</translation>
    </message>
    <message>
        <source>Only the active player acts now.</source>
        <translation>Ahora solo actúa el jugador activo.</translation>
    </message>
    <message>
        <source>%1 lost its fight by %2: its owner allocates the points before anything else happens.</source>
        <translation>%1 perdió su combate por %2: su dueño reparte los puntos antes de que pase nada más.</translation>
    </message>
    <message>
        <source>%1 won and may pursue: that is settled before anything else happens.</source>
        <translation>%1 ganó y puede perseguir: eso se resuelve antes de que pase nada más.</translation>
    </message>
    <message>
        <source>%1 won and must pursue before anything else happens.</source>
        <translation>%1 ganó y debe perseguir antes de que pase nada más.</translation>
    </message>
    <message>
        <source>%1 won and may follow up: that is settled before anything else happens.</source>
        <translation>%1 ganó y puede avanzar: eso se resuelve antes de que pase nada más.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear, uphill and Going are read from the table.</source>
        <translation>Se siguen las posiciones: flanco, retaguardia, altura y valor de terreno se leen de la mesa.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Going is read from the table.</source>
        <translation>Se siguen las posiciones: el valor de terreno se lee de la mesa.</translation>
    </message>
    <message>
        <source>Positions are tracked: the file and its seams are found from the table.</source>
        <translation>Se siguen las posiciones: la hilera y sus juntas se deducen de la mesa.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Base that follows up and its seams are found on the table.</source>
        <translation>Se siguen las posiciones: la Base que avanza y sus juntas se deducen de la mesa.</translation>
    </message>
    <message>
        <source>Positions are tracked: the pursuing Base is moved on the table.</source>
        <translation>Se siguen las posiciones: la Base que persigue se mueve en la mesa.</translation>
    </message>
    <message>
        <source>Positions are not tracked: a move names no destinations.</source>
        <translation>No se siguen las posiciones: un movimiento no indica destinos.</translation>
    </message>
    <message>
        <source>A column march follows tracked positions; without them, record it as a move.</source>
        <translation>Una marcha en columna sigue posiciones registradas; sin ellas, regístrala como un movimiento.</translation>
    </message>
    <message>
        <source>Positions are tracked: contacts come from the table and cannot be entered.</source>
        <translation>Se siguen las posiciones: los contactos salen de la mesa y no se pueden introducir.</translation>
    </message>
    <message>
        <source>%1 failed a movement test this turn; its movement is over.</source>
        <translation>%1 falló una prueba de movimiento este turno; su movimiento ha terminado.</translation>
    </message>
    <message>
        <source>A climb costs +1 (slight hill) or +2 (steep hill), not %1.</source>
        <translation>Una subida cuesta +1 (colina suave) o +2 (colina empinada), no %1.</translation>
    </message>
    <message>
        <source>Positions are tracked: give every Base of %1 its destination.</source>
        <translation>Se siguen las posiciones: da su destino a cada Base de %1.</translation>
    </message>
    <message>
        <source>The hex %1 is occupied.</source>
        <translation>El hexágono %1 está ocupado.</translation>
    </message>
    <message>
        <source>Two Bases cannot end on the same hex.</source>
        <translation>Dos Bases no pueden terminar en el mismo hexágono.</translation>
    </message>
    <message>
        <source>A Block&apos;s Bases must end touching edge to edge.</source>
        <translation>Las Bases de un Bloque deben terminar tocándose borde con borde.</translation>
    </message>
    <message>
        <source>%1 would pass the impassable hex %2.</source>
        <translation>%1 pasaría por el hexágono infranqueable %2.</translation>
    </message>
    <message>
        <source>The hex %1 is impassable.</source>
        <translation>El hexágono %1 es infranqueable.</translation>
    </message>
    <message>
        <source>%1 would move %2 base-widths; a move of %3 covers at most %4.</source>
        <translation>%1 se movería %2 anchos de base; un movimiento de %3 cubre como máximo %4.</translation>
    </message>
    <message>
        <source>%1 would pass through the enemy on %2.</source>
        <translation>%1 pasaría a través del enemigo en %2.</translation>
    </message>
    <message>
        <source>The pivot in place turns 60° (±1 step), not %1.</source>
        <translation>El pivote en el sitio gira 60° (±1 paso), no %1.</translation>
    </message>
    <message>
        <source>A wheel turns 60° at once (±1 step), not %1.</source>
        <translation>Una conversión gira 60° de una vez (±1 paso), no %1.</translation>
    </message>
    <message>
        <source>A wheel turns about a flank: %1 is not an end Base of the front rank of %2.</source>
        <translation>Una conversión gira sobre un flanco: %1 no es una Base extrema de la primera fila de %2.</translation>
    </message>
    <message>
        <source>The wheel needs the hex %1 clear for %2; it is not.</source>
        <translation>La conversión necesita libre el hexágono %1 para %2; no lo está.</translation>
    </message>
    <message>
        <source>Give the frontage and depth of %1: they set the cost of the wheel.</source>
        <translation>Indica el frente y la profundidad de %1: fijan el coste de la conversión.</translation>
    </message>
    <message>
        <source>The column&apos;s order must name every Base of %1 once.</source>
        <translation>El orden de la columna debe nombrar una vez cada Base de %1.</translation>
    </message>
    <message>
        <source>A march covers 1 to %1 base-widths, not %2.</source>
        <translation>Una marcha cubre de 1 a %1 anchos de base, no %2.</translation>
    </message>
    <message>
        <source>Each Base of the column must touch the one ahead of it.</source>
        <translation>Cada Base de la columna debe tocar la que va delante.</translation>
    </message>
    <message>
        <source>The leader&apos;s path must go hex by hex.</source>
        <translation>El camino del guía debe ir hexágono a hexágono.</translation>
    </message>
    <message>
        <source>The hex %1 on the path is not clear.</source>
        <translation>El hexágono %1 del camino no está libre.</translation>
    </message>
    <message>
        <source>The leader&apos;s path doubles back onto the column: two Bases would share a hex.</source>
        <translation>El camino del guía vuelve sobre la columna: dos Bases compartirían un hexágono.</translation>
    </message>
    <message>
        <source>Name the Bases that leave, once each: some, but not all, of %1.</source>
        <translation>Nombra las Bases que salen, una vez cada una: algunas, pero no todas, de %1.</translation>
    </message>
    <message>
        <source>The Block&apos;s Bases do not touch: it is no legal Block.</source>
        <translation>Las Bases del Bloque no se tocan: no es un Bloque válido.</translation>
    </message>
    <message>
        <source>Both parts of a split must be legal Blocks: their Bases touching.</source>
        <translation>Las dos partes de una división deben ser Bloques válidos: con sus Bases tocándose.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the merge closes.</source>
        <translation>Nombra las Bases a ambos lados de la junta que cierra la fusión.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seams the file tears: each takes +1 Fatigue.</source>
        <translation>Nombra las Bases a ambos lados de las juntas que rompe la hilera: cada una recibe +1 de Fatiga.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the Base opens as it follows up: each takes +1 Fatigue.</source>
        <translation>Nombra las Bases a ambos lados de la junta que abre la Base al avanzar: cada una recibe +1 de Fatiga.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam: every split opens one, and each takes +1 Fatigue.</source>
        <translation>Nombra las Bases a ambos lados de la junta: cada división abre una, y cada una recibe +1 de Fatiga.</translation>
    </message>
    <message>
        <source>Name each seam Base once: it takes +1 Fatigue once.</source>
        <translation>Nombra una vez cada Base de junta: recibe +1 de Fatiga una sola vez.</translation>
    </message>
    <message>
        <source>%1 cannot merge with itself.</source>
        <translation>%1 no puede fusionarse consigo mismo.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only Blocks of the same troop type merge.</source>
        <translation>%1 y %2 no pueden fusionarse: solo se fusionan Bloques del mismo tipo de tropa.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: a Block has one quality, weight and set of special rules, and theirs differ (ruling R15).</source>
        <translation>%1 y %2 no pueden fusionarse: un Bloque tiene una sola calidad, peso y conjunto de reglas especiales, y los suyos difieren (resolución R15).</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: engaged Blocks do not merge.</source>
        <translation>%1 y %2 no pueden fusionarse: los Bloques trabados no se fusionan.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only adjacent Blocks merge.</source>
        <translation>%1 y %2 no pueden fusionarse: solo se fusionan Bloques adyacentes.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: merging Blocks must face the same way.</source>
        <translation>%1 y %2 no pueden fusionarse: los Bloques que se fusionan deben mirar al mismo lado.</translation>
    </message>
    <message>
        <source>Fatigue rises from what happens to a Base: +1 or more, not %1.</source>
        <translation>La Fatiga sube por lo que le pasa a una Base: +1 o más, no %1.</translation>
    </message>
    <message>
        <source>Say which rule adds the Fatigue.</source>
        <translation>Di qué regla añade la Fatiga.</translation>
    </message>
    <message>
        <source>Fatigue never drops below 1, so no average can be below 1.</source>
        <translation>La Fatiga nunca baja de 1, así que ninguna media puede ser menor que 1.</translation>
    </message>
    <message>
        <source>Each Base&apos;s Fatigue is at least 1, so %1 Bases total at least %1, not %2.</source>
        <translation>La Fatiga de cada Base es al menos 1, así que %1 Bases suman al menos %1, no %2.</translation>
    </message>
    <message>
        <source>A Block averaging over 6 has already broken (§6, ruling R8).</source>
        <translation>Un Bloque con media superior a 6 ya se ha roto (§6, resolución R8).</translation>
    </message>
    <message>
        <source>A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.</source>
        <translation>Un Bloque cuya Fatiga media supera 6 se ha roto (§12) y no puede moverse.</translation>
    </message>
    <message>
        <source>The d6 has no face %1.</source>
        <translation>El d6 no tiene la cara %1.</translation>
    </message>
    <message>
        <source>The averaging die (2, 3, 3, 4, 4, 5) has no face %1.</source>
        <translation>El dado promedio (2, 3, 3, 4, 4, 5) no tiene la cara %1.</translation>
    </message>
    <message>
        <source>The movement test is always rolled on the d6.</source>
        <translation>La prueba de movimiento siempre se tira con el d6.</translation>
    </message>
    <message>
        <source>Each Base rolls its own quality&apos;s dice.</source>
        <translation>Cada Base tira los dados de su propia calidad.</translation>
    </message>
    <message>
        <source>The firer and the target roll the same combat die.</source>
        <translation>El tirador y el objetivo tiran el mismo dado de combate.</translation>
    </message>
    <message>
        <source>Both Bases of a fight roll the same combat die.</source>
        <translation>Las dos Bases de un combate tiran el mismo dado de combate.</translation>
    </message>
    <message>
        <source>The Going %1 of %2 is not on the 1–5 scale.</source>
        <translation>El valor de terreno %1 de %2 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>%1: Going %2 is not on the 1–5 scale.</source>
        <translation>%1: el valor de terreno %2 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>Going %1 is not on the 1–5 scale.</source>
        <translation>El valor de terreno %1 no está en la escala 1–5.</translation>
    </message>
    <message>
        <source>Each engaged Base gives 0 or 1 overlap.</source>
        <translation>Cada Base trabada da 0 o 1 desbordamiento.</translation>
    </message>
    <message>
        <source>A pair fights in one place: a Base is struck in its flank or its rear, not both.</source>
        <translation>Una pareja combate en un solo lugar: una Base es atacada por el flanco o por la retaguardia, no por ambos.</translation>
    </message>
    <message>
        <source>Only one Base of a pair can stand uphill of the other.</source>
        <translation>Solo una Base de una pareja puede estar más alta que la otra.</translation>
    </message>
    <message>
        <source>%1: Light Cavalry do not gain shock.</source>
        <translation>%1: la Caballería ligera no obtiene choque.</translation>
    </message>
    <message>
        <source>%1: %2 have no Shock ability, so they cannot charge with shock.</source>
        <translation>%1: %2 no tiene la capacidad de Choque, así que no puede cargar con choque.</translation>
    </message>
    <message>
        <source>%1 charged with shock, so it fights its enemy to its front and cannot be the side struck in flank or rear.</source>
        <translation>%1 cargó con choque, así que combate con el enemigo de su frente y no puede ser el bando atacado por el flanco o la retaguardia.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: missile troops shoot at the enemy.</source>
        <translation>%1 es aliada de %2: las tropas de proyectiles disparan al enemigo.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: a fight pairs opposing Bases.</source>
        <translation>%1 es aliada de %2: un combate empareja Bases enemigas.</translation>
    </message>
    <message>
        <source>%1 and %2 are not in contact; enter the contact first.</source>
        <translation>%1 y %2 no están en contacto; introduce primero el contacto.</translation>
    </message>
    <message>
        <source>%1 and %2 are not engaged: they must touch, one in a front hex of the other.</source>
        <translation>%1 y %2 no están trabadas: deben tocarse, una en un hexágono frontal de la otra.</translation>
    </message>
    <message>
        <source>%1 and %2 have already fought this phase.</source>
        <translation>%1 y %2 ya han combatido en esta fase.</translation>
    </message>
    <message>
        <source>%1 cannot lap %2 for %3: an overlap comes from another Base of the same side.</source>
        <translation>%1 no puede desbordar a %2 para %3: un desbordamiento viene de otra Base del mismo bando.</translation>
    </message>
    <message>
        <source>%1 is not in the other front hex of %2: it laps nothing.</source>
        <translation>%1 no está en el otro hexágono frontal de %2: no desborda nada.</translation>
    </message>
    <message>
        <source>%1 fights an enemy this phase, so it is not uncountered: it laps %2 for no one.</source>
        <translation>%1 combate contra un enemigo en esta fase, así que no está libre: no desborda a %2 para nadie.</translation>
    </message>
    <message>
        <source>%1 is not in the pairing plan: pair it with the enemy it fights before the fight.</source>
        <translation>%1 no está en el plan de parejas: emparéjala con el enemigo al que combate antes del combate.</translation>
    </message>
    <message>
        <source>%1 is already paired with %2: each engaged Base fights one enemy in the phase.</source>
        <translation>%1 ya está emparejada con %2: cada Base trabada combate contra un solo enemigo en la fase.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>No fight is waiting for its loss to be allocated.</source>
        <translation>Ningún combate espera el reparto de su pérdida.</translation>
    </message>
    <message>
        <source>Allocate every one of the %1 points, each as Fatigue or push-back: %2 + %3 is not %1.</source>
        <translation>Reparte cada uno de los %1 puntos, cada uno como Fatiga o retroceso: %2 + %3 no suman %1.</translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate all %1 points as push-back.</source>
        <translation>Un Hostigador al que no alcanzan se evade: se retira en lugar de recibir Fatiga. Reparte los %1 puntos como retroceso.</translation>
    </message>
    <message>
        <source>Name each Base of the file once.</source>
        <translation>Nombra una vez cada Base de la hilera.</translation>
    </message>
    <message>
        <source>The file is the Bases that move with %1: name it too.</source>
        <translation>La hilera son las Bases que se mueven con %1: nómbrala también.</translation>
    </message>
    <message>
        <source>%1 is not one of the Bases of %2 left behind.</source>
        <translation>%1 no es una de las Bases de %2 que quedan atrás.</translation>
    </message>
    <message>
        <source>The far side is some, not all, of the Bases left behind when a middle file leaves, each named once.</source>
        <translation>El lado opuesto son algunas, no todas, de las Bases que quedan atrás cuando sale una hilera central, cada una nombrada una vez.</translation>
    </message>
    <message>
        <source>The file is the whole Block: it tears no seam.</source>
        <translation>La hilera es el Bloque entero: no rompe ninguna junta.</translation>
    </message>
    <message>
        <source>An evading Skirmisher takes no seam Fatigue (§9.6, §11.2): name none.</source>
        <translation>Un Hostigador que se evade no recibe Fatiga de junta (§9.6, §11.2): no nombres ninguna.</translation>
    </message>
    <message>
        <source>No Base is waiting to pursue.</source>
        <translation>Ninguna Base espera para perseguir.</translation>
    </message>
    <message>
        <source>%1 is a Shock Base that won: it must pursue, one full move toward the enemy (§11.1). Only Light Cavalry may decline (§11.4).</source>
        <translation>%1 es una Base de Choque que ganó: debe perseguir, un movimiento completo hacia el enemigo (§11.1). Solo la Caballería ligera puede renunciar (§11.4).</translation>
    </message>
    <message>
        <source>A declined pursuit moves no file.</source>
        <translation>Una persecución rechazada no mueve ninguna hilera.</translation>
    </message>
    <message>
        <source>%1 pursues alone: the rule moves the Base that won, not its file (ruling R33).</source>
        <translation>%1 persigue sola: la regla mueve la Base que ganó, no su hilera (resolución R33).</translation>
    </message>
    <message>
        <source>No Base is waiting to follow up.</source>
        <translation>Ninguna Base espera para avanzar.</translation>
    </message>
    <message>
        <source>A Base that stays where it is opens no seam.</source>
        <translation>Una Base que se queda donde está no abre ninguna junta.</translation>
    </message>
    <message>
        <source>%1 is %2: only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).</source>
        <translation>%1 es %2: solo disparan la Infantería ligera, los Hostigadores y la Caballería ligera (resolución R38).</translation>
    </message>
    <message>
        <source>%1 has already shot in this Shoot phase (ruling R38).</source>
        <translation>%1 ya ha disparado en esta fase de Disparo (resolución R38).</translation>
    </message>
    <message>
        <source>%1 is %2 base-widths from %3: missile range is %4 (ruling R38).</source>
        <translation>%1 está a %2 anchos de base de %3: el alcance de proyectiles es %4 (resolución R38).</translation>
    </message>
    <message>
        <source>There is no action to undo.</source>
        <translation>No hay ninguna acción que deshacer.</translation>
    </message>
    <message>
        <source>There is no undone action to redo.</source>
        <translation>No hay ninguna acción deshecha que rehacer.</translation>
    </message>
    <message>
        <source>There is no action %1 to amend: %2 actions are in force.</source>
        <translation>No hay ninguna acción %1 que corregir: hay %2 acciones en vigor.</translation>
    </message>
    <message>
        <source>An amendment corrects an input of action #%1 (%2); it cannot make it %3.</source>
        <translation>Una corrección rectifica un dato de la acción #%1 (%2); no puede convertirla en %3.</translation>
    </message>
    <message>
        <source>The correction is the same as action #%1.</source>
        <translation>La corrección es igual a la acción #%1.</translation>
    </message>
    <message>
        <source>The correction is illegal: %1</source>
        <translation>La corrección no es legal: %1</translation>
    </message>
    <message>
        <source>After the correction, action #%1 (%2) would no longer be legal: %3</source>
        <translation>Tras la corrección, la acción #%1 (%2) ya no sería legal: %3</translation>
    </message>
    <message>
        <source>A choice asked again must replace a later action in force, in order: %1 is not one.</source>
        <translation>Una elección que se vuelve a pedir debe sustituir a una acción posterior en vigor, en orden: %1 no lo es.</translation>
    </message>
    <message>
        <source>Action %1 (%2) is still legal after the correction: only what the correction made illegal is asked again.</source>
        <translation>La acción %1 (%2) sigue siendo legal tras la corrección: solo se vuelve a pedir lo que la corrección hizo ilegal.</translation>
    </message>
    <message>
        <source>The choice asked again in place of action %1 is illegal: %2</source>
        <translation>La elección pedida de nuevo en lugar de la acción %1 no es legal: %2</translation>
    </message>
    <message>
        <source>It could not be saved, so it did not happen: %1</source>
        <translation>No se pudo guardar, así que no ocurrió: %1</translation>
    </message>
    <message>
        <source>%1 (§%2)</source>
        <translation>%1 (§%2)</translation>
    </message>
    <message>
        <source>the army that moved first</source>
        <translation>el ejército que movió primero</translation>
    </message>
    <message>
        <source>the army that moved second</source>
        <translation>el ejército que movió segundo</translation>
    </message>
    <message>
        <source>Positions are tracked: the overlaps are computed from the plan and the table.</source>
        <translation>Se siguen las posiciones: los desbordamientos se calculan a partir del plan y la mesa.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear and the sides of the overlaps are read from the table.</source>
        <translation>Se siguen las posiciones: flanco, retaguardia y lados de los desbordamientos se leen de la mesa.</translation>
    </message>
    <message>
        <source>Planned, not yet fought (%1): %2.</source>
        <translation>Planeado, aún sin combatir (%1): %2.</translation>
    </message>
    <message>
        <source>%1, engaged with %2</source>
        <translation>%1, trabada con %2</translation>
    </message>
    <message>
        <source>Engaged, in no pair (%1): %2.</source>
        <translation>Trabadas, en ninguna pareja (%1): %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>In contact, not yet fought (%1): %2.</source>
        <translation>En contacto, aún sin combatir (%1): %2.</translation>
    </message>
    <message>
        <source>Every melee on the table is resolved before the Combat phase ends.</source>
        <translation>Cada combate en la mesa se resuelve antes de que termine la fase de Combate.</translation>
    </message>
    <message>
        <source>Say on which side %1 is struck in the flank: it loses the overlaps on that side.</source>
        <translation>Indica por qué lado %1 es atacada por el flanco: pierde los desbordamientos de ese lado.</translation>
    </message>
    <message>
        <source>A side of a flank is named, but no flank.</source>
        <translation>Se nombra un lado de flanco, pero ningún flanco.</translation>
    </message>
    <message>
        <source>A lapping Base&apos;s side is named, but no lapping Base.</source>
        <translation>Se nombra el lado de una Base que desborda, pero ninguna Base que desborde.</translation>
    </message>
    <message>
        <source>A side is the left or the right of a Base.</source>
        <translation>Un lado es la izquierda o la derecha de una Base.</translation>
    </message>
    <message>
        <source>Say whose Block it is: that of %1 or that of %2.</source>
        <translation>Indica de quién es el Bloque: de %1 o de %2.</translation>
    </message>
    <message>
        <source>Bases decline to pull in smoothing only as the Recovery phase ends.</source>
        <translation>Las Bases solo renuncian a la nivelación al terminar la fase de Recuperación.</translation>
    </message>
    <message>
        <source>%1 is named twice among the Bases that decline to pull.</source>
        <translation>%1 aparece dos veces entre las Bases que renuncian a la nivelación.</translation>
    </message>
    <message>
        <source>%1 cannot pull in smoothing, so it cannot decline: only a Base at Fatigue 1 after recovery, in a Block with a Base of 3 or more, pulls.</source>
        <translation>%1 no puede tomar en la nivelación, así que no puede renunciar: solo toma una Base con Fatiga 1 tras la recuperación, en un Bloque con una Base de 3 o más.</translation>
    </message>
</context>
<context>
    <name>FatigueTracker</name>
    <message>
        <source>There is no army to fill from.</source>
        <translation>No hay ningún ejército del que rellenar.</translation>
    </message>
    <message>
        <source>The army&apos;s Blocks do not say their name, frontage and depth.</source>
        <translation>Los Bloques del ejército no indican su nombre, frente y profundidad.</translation>
    </message>
    <message>
        <source>The army %1 lists no Blocks.</source>
        <translation>El ejército %1 no tiene Bloques.</translation>
    </message>
    <message>
        <source>The Block &quot;%1&quot; of %2 has %3 Bases; the tracker takes 1 to %4 a Block.</source>
        <translation>El Bloque &quot;%1&quot; de %2 tiene %3 Bases; el control admite de 1 a %4 por Bloque.</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>no se puede abrir (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>it is not a tracker file</source>
        <translation>no es un archivo del control</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>No se pudo leer el archivo del control %1: %2. Se guardó como %3 y el control empieza vacío.</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>No se pudo leer el archivo del control %1: %2. Tampoco se pudo apartar, así que los cambios no se guardarán hasta que el archivo se mueva o se repare.</translation>
    </message>
    <message>
        <source>The tracker could not be saved to %1: %2.</source>
        <translation>No se pudo guardar el control en %1: %2.</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>no es JSON válido (%1 en el byte %2)</translation>
    </message>
    <message>
        <source>it holds no JSON object</source>
        <translation>no contiene ningún objeto JSON</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>&quot;format&quot; no es &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;sides&quot; is not a list of two sides</source>
        <translation>&quot;sides&quot; no es una lista de dos bandos</translation>
    </message>
    <message>
        <source>%1 needs a &quot;name&quot; text and a &quot;blocks&quot; list</source>
        <translation>%1 necesita un texto &quot;name&quot; y una lista &quot;blocks&quot;</translation>
    </message>
    <message>
        <source>%1 has no &quot;name&quot;</source>
        <translation>%1 no tiene &quot;name&quot;</translation>
    </message>
    <message>
        <source>%1.type &quot;%2&quot; is not a troop type</source>
        <translation>%1.type &quot;%2&quot; no es un tipo de tropa</translation>
    </message>
    <message>
        <source>%1.fatigue[%2] is %3, not a whole number from %4 to %5</source>
        <translation>%1.fatigue[%2] es %3, no un número entero de %4 a %5</translation>
    </message>
    <message>
        <source>%1 has no Bases.</source>
        <translation>%1 no tiene Bases.</translation>
    </message>
    <message>
        <source>%1 has broken: routed troops cannot form Blocks or merge (§12).</source>
        <translation>%1 se ha roto: las tropas en desbandada no pueden formar Bloques ni fusionarse (§12).</translation>
    </message>
    <message>
        <source>Both parts of a split keep Bases: cut between two files or two ranks of %1 (§6.2).</source>
        <translation>Las dos partes de una división conservan Bases: corta entre dos hileras o dos filas de %1 (§6.2).</translation>
    </message>
    <message>
        <source>Only Blocks of the same troop type merge (§6.2).</source>
        <translation>Solo se fusionan Bloques del mismo tipo de tropa (§6.2).</translation>
    </message>
    <message>
        <source>There is no such Block or cut.</source>
        <translation>No existe ese Bloque o ese corte.</translation>
    </message>
    <message>
        <source>There is no such Block or join.</source>
        <translation>No existe ese Bloque o esa unión.</translation>
    </message>
    <message>
        <source>%1.fatigue is %2, not a whole number from %3 to %4</source>
        <translation>%1.fatigue es %2, no un número entero de %3 a %4</translation>
    </message>
    <message>
        <source>%1 has no &quot;label&quot;</source>
        <translation>%1 no tiene &quot;label&quot;</translation>
    </message>
    <message>
        <source>%1 needs a &quot;place&quot; and a &quot;deployed&quot; [file, rank], each place once in its Block</source>
        <translation>%1 necesita un &quot;place&quot; y un &quot;deployed&quot; [hilera, fila], cada posición una vez en su Bloque</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1 or %2</source>
        <translation>&quot;version&quot; no es %1 ni %2</translation>
    </message>
    <message>
        <source>&quot;turn&quot; needs a &quot;turn&quot; from 1, a &quot;side&quot; 0 or 1 and a &quot;phase&quot; from 0 to 3</source>
        <translation>&quot;turn&quot; necesita un &quot;turn&quot; desde 1, un &quot;side&quot; 0 o 1 y una &quot;phase&quot; de 0 a 3</translation>
    </message>
    <message>
        <source>%1.%2 is not a list of 1 to %3 Bases</source>
        <translation>%1.%2 no es una lista de 1 a %3 Bases</translation>
    </message>
</context>
<context>
    <name>FatigueTrackerPage</name>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Bloque %1</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Control de Fatiga</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Reiniciar…</translation>
    </message>
    <message>
        <source>Reset the tracker</source>
        <translation>Reiniciar el control</translation>
    </message>
    <message>
        <source>A Block breaks when its average Fatigue exceeds 6; an army, when it has lost 30% of its Bases.</source>
        <translation>Un Bloque se rompe cuando su Fatiga media supera 6; un ejército, cuando ha perdido el 30% de sus Bases.</translation>
    </message>
    <message>
        <source>%1 · broken</source>
        <translation>%1 · roto</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · %2 perdidas</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Añadir un Bloque a %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Block name</source>
        <translation>Nombre del Bloque</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Number of Bases</source>
        <translation>Número de Bases</translation>
    </message>
    <message>
        <source>Troop type not given</source>
        <translation>Tipo de tropa sin indicar</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Tipo de tropa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Rellenar %1 con una lista de ejército</translation>
    </message>
    <message>
        <source>This replaces the side&apos;s Blocks; Undo brings them back.</source>
        <translation>Esto sustituye los Bloques del bando; Deshacer los recupera.</translation>
    </message>
    <message>
        <source>%1 · %2 Blocks, %3 Bases</source>
        <translation>%1 · %2 Bloques, %3 Bases</translation>
    </message>
    <message>
        <source>New battle: every Base back to Fatigue 1</source>
        <translation>Nueva batalla: cada Base vuelve a Fatiga 1</translation>
    </message>
    <message>
        <source>Remove every Block and both names</source>
        <translation>Quitar todos los Bloques y ambos nombres</translation>
    </message>
    <message>
        <source>Undo brings back what was there.</source>
        <translation>Deshacer recupera lo que había.</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Turno %1 · %2 · fase de %3</translation>
    </message>
    <message>
        <source>Recover %1 and end the turn</source>
        <translation>Recuperar %1 y terminar el turno</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Terminar fase de %1</translation>
    </message>
    <message>
        <source>Give the Block a name: its Bases&apos; labels are made from it.</source>
        <translation>Da un nombre al Bloque: de él salen las etiquetas de sus Bases.</translation>
    </message>
    <message>
        <source>Files (Bases side by side)</source>
        <translation>Hileras (Bases lado a lado)</translation>
    </message>
    <message>
        <source>Number of files</source>
        <translation>Número de hileras</translation>
    </message>
</context>
<context>
    <name>FightFactsEditor</name>
    <message>
        <source>Flank attack</source>
        <translation>Ataque por el flanco</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>Ataca %1</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Ataque por la retaguardia</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>Más alto</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terreno de %1</translation>
    </message>
    <message>
        <source>The flank struck</source>
        <translation>El flanco atacado</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
</context>
<context>
    <name>FightResult</name>
    <message>
        <source>%1 (kept %2)</source>
        <translation>%1 (elegido %2)</translation>
    </message>
    <message>
        <source>%1 rolled %2, %3 rolled %4 · totals %5 against %6 · margin %7</source>
        <translation>%1 sacó %2, %3 sacó %4 · totales %5 contra %6 · margen %7</translation>
    </message>
    <message>
        <source>Hide the fight&apos;s steps</source>
        <translation>Ocultar los pasos del combate</translation>
    </message>
    <message>
        <source>Show the fight&apos;s steps (%1)</source>
        <translation>Mostrar los pasos del combate (%1)</translation>
    </message>
    <message>
        <source>%1, rolled again: %2</source>
        <translation>%1, vuelto a tirar: %2</translation>
    </message>
</context>
<context>
    <name>FingerprintCard</name>
    <message>
        <source>Note it or photograph it: a battle file is checked against it with “ancients verify FILE --head %1”.</source>
        <translation>Anótala o fotografíala: un archivo de batalla se comprueba con ella mediante “ancients verify ARCHIVO --head %1”.</translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>%1 of %2 may follow up %3 one hex, alone. Move the figure and confirm, or stay.</source>
        <translation>%1 de %2 puede avanzar tras %3 un hexágono, sola. Mueve la figura y confirma, o quédate.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avanzar</translation>
    </message>
    <message numerus="yes">
        <source>Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.</source>
        <translation>
            <numerusform>Dejar su Bloque abre una junta: la Base marcada recibe +1 de Fatiga.</numerusform>
            <numerusform>Dejar su Bloque abre una junta: las %n Bases marcadas reciben +1 de Fatiga cada una.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seam (%1)</source>
        <translation>Junta (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Lado opuesto (%1)</translation>
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
        <translation>Continuar la batalla</translation>
    </message>
    <message>
        <source>%1 · turn %2 · %3</source>
        <translation>%1 · turno %2 · %3</translation>
    </message>
    <message>
        <source>Resume where you left off</source>
        <translation>Sigue donde lo dejaste</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>Choose armies and rules</source>
        <translation>Elige ejércitos y reglas</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batallas guardadas</translation>
    </message>
    <message numerus="yes">
        <source>%n kept on this device</source>
        <translation>
            <numerusform>%n guardada en este dispositivo</numerusform>
            <numerusform>%n guardadas en este dispositivo</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanzador de dados</translation>
    </message>
    <message>
        <source>Quality dice and movement tests</source>
        <translation>Dados de calidad y pruebas de movimiento</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Control de Fatiga</translation>
    </message>
    <message>
        <source>Blocks and Bases, nothing else</source>
        <translation>Bloques y Bases, nada más</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Core Rulebook v3 and rulings</source>
        <translation>Reglamento básico v3 y resoluciones</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <source>Built-in and imported lists</source>
        <translation>Listas incluidas e importadas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language, theme, dice</source>
        <translation>Idioma, tema, dados</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tablas de prueba</translation>
    </message>
    <message>
        <source>The §13 odds, side by side</source>
        <translation>Las probabilidades del §13, lado a lado</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro de cohesión</translation>
    </message>
    <message>
        <source>My Wargame Rules: units and their cohesion</source>
        <translation>My Wargame Rules: unidades y su cohesión</translation>
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
        <translation>%1: etiquetas de mesa, una por Base; recorta por las líneas</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: %2</source>
        <translation>No se pudo escribir la hoja de etiquetas en %1: %2</translation>
    </message>
    <message>
        <source>Table labels</source>
        <translation>Etiquetas de mesa</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: the PDF could not be started</source>
        <translation>No se pudo escribir la hoja de etiquetas en %1: no se pudo iniciar el PDF</translation>
    </message>
</context>
<context>
    <name>LabelSheetSavedDialog</name>
    <message>
        <source>Table labels saved</source>
        <translation>Etiquetas de mesa guardadas</translation>
    </message>
    <message>
        <source>Saved to %1. Print it at full size (100%), cut along the lines and stick each label under its Base.</source>
        <translation>Guardado en %1. Imprímelo a tamaño real (100 %), recorta por las líneas y pega cada etiqueta bajo su Base.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Companion for the Ancients Wargame</source>
        <translation>Compañero para el Ancients Wargame</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Battle log</source>
        <translation>Registro de batalla</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Corrección del árbitro</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Show turn</source>
        <translation>Mostrar turno</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Show Block</source>
        <translation>Mostrar Bloque</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Deshacer la última acción</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vista del árbitro</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Comprobar la cadena</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La cadena se sostiene: el hash y el estado de cada entrada son correctos.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Con el secreto de los dados</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>El secreto de los dados, una vez decidida la batalla</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · turno %2 · %3 · %4</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>corregida por #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>deshecha</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Corregir…</translation>
    </message>
    <message>
        <source>Ruling PDF…</source>
        <translation>Resolución en PDF…</translation>
    </message>
    <message>
        <source>Write the ruling of amendment #%1 as a PDF</source>
        <translation>Escribir en PDF la resolución de la corrección #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Árbitro %1: %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Árbitro: %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fin del turno %1 · huella %2</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dados: %1</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Exportar la batalla</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Archivos de batalla (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada a %1.</translation>
    </message>
    <message>
        <source>Write the ruling</source>
        <translation>Escribir la resolución</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The ruling is written to %1.</source>
        <translation>La resolución se ha escrito en %1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN del árbitro</translation>
    </message>
    <message>
        <source>Only the umpire amends the log. Enter the umpire&apos;s PIN chosen in Settings.</source>
        <translation>Solo el árbitro corrige el registro. Introduce el PIN del árbitro elegido en Ajustes.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN</source>
        <translation>El PIN del árbitro</translation>
    </message>
    <message>
        <source>That is not the umpire&apos;s PIN. The umpire&apos;s view stays closed.</source>
        <translation>Ese no es el PIN del árbitro. La vista del árbitro sigue cerrada.</translation>
    </message>
    <message>
        <source>Open the umpire&apos;s view</source>
        <translation>Abrir la vista del árbitro</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Enter the PIN to open the umpire&apos;s view.</source>
        <translation>Introduce el PIN para abrir la vista del árbitro.</translation>
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
        <translation>Menú</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
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
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Batalla · My Wargame Rules</translation>
    </message>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Batalla · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Registro de batalla</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batallas guardadas</translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanzador de dados</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Control de Fatiga</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Registro de cohesión</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tablas de prueba</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
</context>
<context>
    <name>MoveController</name>
    <message>
        <source>A charge ends in contact with an enemy Block that still stands; %1 is none.</source>
        <translation>Una carga termina en contacto con un Bloque enemigo que sigue en pie; %1 no lo es.</translation>
    </message>
</context>
<context>
    <name>MoveForm</name>
    <message>
        <source>A failed test ended this Block&apos;s movement for the turn.</source>
        <translation>Una prueba fallida terminó el movimiento de este Bloque en este turno.</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</source>
        <translation>
            <numerusform>Un movimiento encadenado cuesta %n de Fatiga a cada Base antes de su prueba: la media sería %1, más de 6, y el Bloque se rompe.</numerusform>
            <numerusform>Un movimiento encadenado cuesta %n de Fatiga a cada Base antes de su prueba: la media sería %1, más de 6, y el Bloque se rompe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test: any roll of the d6 passes.</source>
        <translation>Prueba de movimiento: cualquier tirada del d6 la supera.</translation>
    </message>
    <message>
        <source>Movement test: the kept d6 must reach %1 (chance %2).</source>
        <translation>Prueba de movimiento: el d6 elegido debe llegar a %1 (probabilidad %2).</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base.</source>
        <translation>
            <numerusform>Un movimiento encadenado cuesta %n de Fatiga a cada Base.</numerusform>
            <numerusform>Un movimiento encadenado cuesta %n de Fatiga a cada Base.</numerusform>
        </translation>
    </message>
    <message>
        <source>Worst ground entered</source>
        <translation>Peor terreno atravesado</translation>
    </message>
    <message>
        <source>A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.</source>
        <translation>Una columna que sigue al guía hace un movimiento normal; enderezar una columna doblada es un movimiento difícil.</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Colina subida</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Slight</source>
        <translation>Suave</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Empinada</translation>
    </message>
    <message>
        <source>Charge: ends in contact with</source>
        <translation>Carga: termina en contacto con</translation>
    </message>
    <message>
        <source>%1 (in contact)</source>
        <translation>%1 (en contacto)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Cargar a %1</translation>
    </message>
    <message>
        <source>Charge: ends in contact</source>
        <translation>Carga: termina en contacto</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Movimiento completo</translation>
    </message>
    <message>
        <source>Difficult: formation change or passing through</source>
        <translation>Difícil: cambio de formación o paso a través</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Prueba de movimiento</translation>
    </message>
    <message>
        <source>Move with these dice</source>
        <translation>Mover con estos dados</translation>
    </message>
    <message>
        <source>Roll and move</source>
        <translation>Tirar y mover</translation>
    </message>
    <message>
        <source>Pivot ⟲</source>
        <translation>Pivotar ⟲</translation>
    </message>
    <message>
        <source>Pivot 60 degrees counter-clockwise</source>
        <translation>Pivotar 60 grados en sentido antihorario</translation>
    </message>
    <message>
        <source>Pivot ⟳</source>
        <translation>Pivotar ⟳</translation>
    </message>
    <message>
        <source>Pivot 60 degrees clockwise</source>
        <translation>Pivotar 60 grados en sentido horario</translation>
    </message>
    <message>
        <source>Wheel ⟲</source>
        <translation>Conversión ⟲</translation>
    </message>
    <message>
        <source>Wheel 60 degrees counter-clockwise about the selected flank Base</source>
        <translation>Conversión de 60 grados en sentido antihorario sobre la Base de flanco elegida</translation>
    </message>
    <message>
        <source>Wheel ⟳</source>
        <translation>Conversión ⟳</translation>
    </message>
    <message>
        <source>Wheel 60 degrees clockwise about the selected flank Base</source>
        <translation>Conversión de 60 grados en sentido horario sobre la Base de flanco elegida</translation>
    </message>
    <message>
        <source>Wheels turn about %1.</source>
        <translation>Las conversiones giran sobre %1.</translation>
    </message>
    <message>
        <source>To wheel, tap the flank Base the Block turns about.</source>
        <translation>Para una conversión, toca la Base de flanco sobre la que gira el Bloque.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.</source>
        <translation>Una conversión de este Bloque de %1 × %2 no requiere movimiento: su esquina lejana recorre 0, así que no hay prueba ni Fatiga.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.</source>
        <translation>Una conversión de este Bloque de %1 × %2 requiere %3 movimientos con prueba y cuesta +%4 de Fatiga a cada Base.</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Prueba de conversión %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Dividir…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionar…</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Tap one of your Blocks to move it, or end the Move phase.</source>
        <translation>Toca uno de tus Bloques para moverlo, o termina la fase de Movimiento.</translation>
    </message>
    <message>
        <source>Split %1: tap the Bases that leave to form a new Block.</source>
        <translation>Dividir %1: toca las Bases que salen para formar un nuevo Bloque.</translation>
    </message>
    <message>
        <source>Merge into %1: tap a Base of the Block that joins it.</source>
        <translation>Fusionar en %1: toca una Base del Bloque que se une a él.</translation>
    </message>
    <message>
        <source>No Bases chosen yet.</source>
        <translation>Aún no se ha elegido ninguna Base.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>The seam costs: %1</source>
        <translation>La junta cuesta: %1</translation>
    </message>
    <message>
        <source>No seam to pay.</source>
        <translation>No hay junta que pagar.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionar</translation>
    </message>
    <message>
        <source>Leaving (%1)</source>
        <translation>Que salen (%1)</translation>
    </message>
    <message>
        <source>Joining (%1)</source>
        <translation>Que se une (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Juntas (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the split opens.</source>
        <translation>Toca las Bases a ambos lados de la junta que abre la división.</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the merge closes.</source>
        <translation>Toca las Bases a ambos lados de la junta que cierra la fusión.</translation>
    </message>
</context>
<context>
    <name>MwrAmendForm</name>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Esta acción no tiene hechos ni dados que corregir.</translation>
    </message>
    <message>
        <source>Dice rolled (§10)</source>
        <translation>Dados tirados (§10)</translation>
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
        <translation>El dado muestra</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primer dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Segundo dado</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Lado de %1 atacado (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanco +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Retaguardia +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Apoyo a %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terreno recorrido (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentado</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstáculo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Enemies it touches after (R14)</source>
        <translation>Enemigos que toca después (R14)</translation>
    </message>
    <message>
        <source>The roller keeps</source>
        <translation>Quien tira se queda con</translation>
    </message>
    <message>
        <source>Step %1: what lies behind</source>
        <translation>Paso %1: qué hay detrás</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terreno despejado</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentado</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Borde de la mesa</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Añadir un paso</translation>
    </message>
    <message>
        <source>Remove the last step</source>
        <translation>Quitar el último paso</translation>
    </message>
</context>
<context>
    <name>MwrArmyListFormat</name>
    <message>
        <source>&quot;resolve&quot; must be a base Resolve of %1 to %2 (R3), not %3</source>
        <translation>&quot;resolve&quot; debe ser una Resolución base de %1 a %2 (R3), no %3</translation>
    </message>
</context>
<context>
    <name>MwrBattlePage</name>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Batalla · My Wargame Rules</translation>
    </message>
    <message>
        <source>No battle of My Wargame Rules is open.</source>
        <translation>No hay ninguna batalla de My Wargame Rules abierta.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Empezar la batalla de ejemplo</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to activate a unit (%3 left)</source>
        <translation>Turno %1 · %2 activa una unidad (quedan %3)</translation>
    </message>
    <message>
        <source>Tap a unit of %1 to activate it.</source>
        <translation>Toca una unidad de %1 para activarla.</translation>
    </message>
    <message>
        <source>%1: choose its action</source>
        <translation>%1: elige su acción</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terreno recorrido (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentado</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstáculo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Passes through friends (Skirmishers only, §4)</source>
        <translation>Atraviesa aliados (solo escaramuzadores, §4)</translation>
    </message>
    <message>
        <source>Enemy units it touches after the move</source>
        <translation>Unidades enemigas que toca tras el movimiento</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combatir con estos dados</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Confirmar el movimiento</translation>
    </message>
    <message>
        <source>Confirm the fall back</source>
        <translation>Confirmar el repliegue</translation>
    </message>
    <message>
        <source>Confirm the rally</source>
        <translation>Confirmar el reagrupamiento</translation>
    </message>
    <message>
        <source>Confirm: hold</source>
        <translation>Confirmar: mantener</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Elige una acción</translation>
    </message>
</context>
<context>
    <name>MwrBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: no se pueden leer los campos corregidos: %1</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1: %2 en su lugar</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 ya no ocurre</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, «%2», no se puede jugar tras la corrección: %3. Juega otra acción en su lugar o elimínala.</translation>
    </message>
</context>
<context>
    <name>MwrMeleePanel</name>
    <message>
        <source>%1: Resolve %2</source>
        <translation>%1: Resolución %2</translation>
    </message>
    <message>
        <source>Picking its best by the table&apos;s order (R5). A die offers: %1</source>
        <translation>Eligiendo el mejor según el orden de la tabla (R5). Un dado ofrece: %1</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Lado de %1 atacado (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanco +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Retaguardia +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Apoyo a %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>App&apos;s dice</source>
        <translation>Dados de la app</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Nuestros dados</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>El dado muestra</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primer dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Segundo dado</translation>
    </message>
</context>
<context>
    <name>MwrPendingPanel</name>
    <message>
        <source>Clear ground</source>
        <translation>Terreno despejado</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentado</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstáculo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Borde de la mesa</translation>
    </message>
    <message>
        <source>%1 (enemy)</source>
        <translation>%1 (enemigo)</translation>
    </message>
    <message>
        <source>%1 rolled 2D6: keep one die (§10, R5)</source>
        <translation>%1 ha tirado 2D6: quédate con un dado (§10, R5)</translation>
    </message>
    <message>
        <source>Keep %1: %2</source>
        <translation>Quedarse con %1: %2</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width: what lies behind it? (§10, R7)</source>
        <translation>%1 retrocede 1 ancho de peana: ¿qué hay detrás? (§10, R7)</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Indicado hasta ahora: %1</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Retirar el último paso</translation>
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
        <translation>Resolución %1</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Escaramuzadores</translation>
    </message>
    <message>
        <source>✓ acted</source>
        <translation>✓ ha actuado</translation>
    </message>
    <message>
        <source>▶ to act</source>
        <translation>▶ por actuar</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>espera</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>trabado con %1</translation>
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
        <translation>Resolución igual: %1 tira 1D6</translation>
    </message>
    <message>
        <source>%1 has the higher Resolve: rolls 2D6 and keeps one</source>
        <translation>%1 tiene la Resolución más alta: tira 2D6 y se queda con uno</translation>
    </message>
    <message>
        <source>The battle ends in a draw</source>
        <translation>La batalla termina en empate</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gana la batalla</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unidad %1</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Vacilante</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Desorganizado</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruido</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Choque brutal</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Obligado a retroceder</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Impacto y resiste</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Ruptura</translation>
    </message>
    <message>
        <source>attacker takes 1 hit</source>
        <translation>el atacante recibe 1 impacto</translation>
    </message>
    <message>
        <source>both take 1 hit</source>
        <translation>ambos reciben 1 impacto</translation>
    </message>
    <message>
        <source>defender pushed back</source>
        <translation>el defensor retrocede</translation>
    </message>
    <message>
        <source>defender takes 1 hit</source>
        <translation>el defensor recibe 1 impacto</translation>
    </message>
    <message>
        <source>defender takes 1 hit and is pushed back</source>
        <translation>el defensor recibe 1 impacto y retrocede</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Replegarse</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Mantener</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno abierto</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentado</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstáculo</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanco</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terreno despejado</translation>
    </message>
    <message>
        <source>A unit</source>
        <translation>Una unidad</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Borde de la mesa</translation>
    </message>
    <message>
        <source>Base Resolve</source>
        <translation>Resolución base</translation>
    </message>
    <message>
        <source>Side support: %1</source>
        <translation>Apoyo lateral: %1</translation>
    </message>
    <message>
        <source>Rear support: %1</source>
        <translation>Apoyo trasero: %1</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Ataque de flanco</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Ataque por la retaguardia</translation>
    </message>
    <message>
        <source>No support in flank or rear: %1</source>
        <translation>Sin apoyo al ser atacado de flanco o por la retaguardia: %1</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into %2</source>
        <translation>%1 es destruido, empujado contra %2</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into rough ground</source>
        <translation>%1 es destruido, empujado a terreno accidentado</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into an obstacle</source>
        <translation>%1 es destruido, empujado contra un obstáculo</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into impassable ground</source>
        <translation>%1 es destruido, empujado a terreno infranqueable</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed off the table</source>
        <translation>%1 es destruido, empujado fuera de la mesa</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 está destruido</translation>
    </message>
    <message>
        <source>%1 crosses the obstacle</source>
        <translation>%1 cruza el obstáculo</translation>
    </message>
    <message>
        <source>%1 moves over %2, up to %3 base widths</source>
        <translation>%1 se mueve por %2, hasta %3 anchos de peana</translation>
    </message>
    <message>
        <source>%1 falls back across the obstacle</source>
        <translation>%1 se repliega cruzando el obstáculo</translation>
    </message>
    <message>
        <source>%1 falls back over %2, up to %3 base widths</source>
        <translation>%1 se repliega por %2, hasta %3 anchos de peana</translation>
    </message>
    <message>
        <source>%1 rallies: now %2</source>
        <translation>%1 se reagrupa: ahora %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 mantiene su posición</translation>
    </message>
    <message>
        <source>%1 is in contact with %2</source>
        <translation>%1 está en contacto con %2</translation>
    </message>
    <message>
        <source>%1 is no longer in contact with %2</source>
        <translation>%1 ya no está en contacto con %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 touches %n enemy unit(s)</source>
        <translation>
            <numerusform>%1 toca %n unidad enemiga</numerusform>
            <numerusform>%1 toca %n unidades enemigas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2: Resolve %3 against %4</source>
        <translation>%1 ataca a %2: Resolución %3 contra %4</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>%1 rolls %2 (the players&apos; dice)</source>
        <translation>%1 saca %2 (dados de los jugadores)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 saca %2</translation>
    </message>
    <message>
        <source>Both dice read %1</source>
        <translation>Ambos dados dan %1</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Se queda: %1, %2</translation>
    </message>
    <message>
        <source>%1 takes a hit: now %2</source>
        <translation>%1 recibe un impacto: ahora %2</translation>
    </message>
    <message>
        <source>%1 is pushed back by %2, 1 base width</source>
        <translation>%1 es empujado por %2 1 ancho de peana</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width</source>
        <translation>%1 retrocede 1 ancho de peana</translation>
    </message>
    <message>
        <source>%1 passes through %2</source>
        <translation>%1 pasa a través de %2</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2 to act</source>
        <translation>Empieza el turno %1: actúa %2</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lateral</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>trasero</translation>
    </message>
    <message>
        <source>the pick of a die</source>
        <translation>la elección de un dado</translation>
    </message>
    <message>
        <source>the push-back</source>
        <translation>el retroceso</translation>
    </message>
    <message>
        <source>%1 has already acted this turn</source>
        <translation>%1 ya ha actuado este turno</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 no tiene unidades</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La batalla ha terminado</translation>
    </message>
    <message>
        <source>A break point of %1 is more than the %2 units an army has</source>
        <translation>Un punto de ruptura de %1 supera las %2 unidades de un ejército</translation>
    </message>
    <message>
        <source>%1 is listed twice among the units %2 touches</source>
        <translation>%1 aparece dos veces entre las unidades que toca %2</translation>
    </message>
    <message>
        <source>%1 cannot be in contact with %2: they are friends</source>
        <translation>%1 no puede estar en contacto con %2: son aliados</translation>
    </message>
    <message>
        <source>This roll takes %1 dice, not %2</source>
        <translation>Esta tirada usa %1 dados, no %2</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot move: it may attack or fall back</source>
        <translation>%1 está trabado y no puede moverse: puede atacar o replegarse</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot rally</source>
        <translation>%1 está trabado y no puede reagruparse</translation>
    </message>
    <message>
        <source>No die shows %1</source>
        <translation>Ningún dado muestra %1</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1</source>
        <translation>Un dado muestra de 1 a 6, no %1</translation>
    </message>
    <message>
        <source>%1 cannot enter impassable ground</source>
        <translation>%1 no puede entrar en terreno infranqueable</translation>
    </message>
    <message>
        <source>%1&apos;s melee waits for %2 first</source>
        <translation>El cuerpo a cuerpo de %1 espera primero %2</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>No hay unidad %1</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 no está en contacto con %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s activation, not %2&apos;s</source>
        <translation>Es la activación de %1, no de %2</translation>
    </message>
    <message>
        <source>%1 is %2: there is nothing to rally</source>
        <translation>%1 está %2: no hay nada que reagrupar</translation>
    </message>
    <message>
        <source>The dice offer %1 or %2, not %3</source>
        <translation>Los dados ofrecen %1 o %2, no %3</translation>
    </message>
    <message>
        <source>A preference ranks each result once</source>
        <translation>Una preferencia ordena cada resultado una vez</translation>
    </message>
    <message>
        <source>Say what lies behind %1</source>
        <translation>Indicad qué hay detrás de %1</translation>
    </message>
    <message>
        <source>%1 is the attacker: a push-back moves away from it</source>
        <translation>%1 es el atacante: el retroceso se aleja de él</translation>
    </message>
    <message numerus="yes">
        <source>The push-back ended before the last %n step(s)</source>
        <translation>
            <numerusform>El retroceso terminó antes del último paso</numerusform>
            <numerusform>El retroceso terminó antes de los últimos %n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already in this push-back</source>
        <translation>%1 ya forma parte de este retroceso</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot support from the rear</source>
        <translation>%1 está trabado y no puede apoyar desde atrás</translation>
    </message>
    <message>
        <source>A base Resolve is 1 to 6, not %1</source>
        <translation>Una Resolución base va de 1 a 6, no %1</translation>
    </message>
    <message>
        <source>The melee is not waiting for %1</source>
        <translation>El cuerpo a cuerpo no espera %1</translation>
    </message>
    <message>
        <source>%1 fights in this melee and cannot support it</source>
        <translation>%1 lucha en este cuerpo a cuerpo y no puede apoyarlo</translation>
    </message>
    <message>
        <source>%1 is listed twice as a supporter</source>
        <translation>%1 aparece dos veces como apoyo</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2 and cannot support it</source>
        <translation>%1 no es aliado de %2 y no puede apoyarlo</translation>
    </message>
    <message>
        <source>%1 cannot pass through enemy units</source>
        <translation>%1 no puede atravesar unidades enemigas</translation>
    </message>
    <message>
        <source>%1 is not Skirmishers and cannot pass through friends</source>
        <translation>%1 no son escaramuzadores y no pueden atravesar aliados</translation>
    </message>
    <message>
        <source>%1 can have at most %2 %3 supporter(s)</source>
        <translation>%1 puede tener como máximo %2 apoyo(s) %3</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 deshecha: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Última acción deshecha</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 rehecha: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Acción deshecha rehecha</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3)</source>
        <translation>%1 ataca a %2 (%3)</translation>
    </message>
    <message>
        <source>The roller keeps the %1</source>
        <translation>Quien tira se queda con el %1</translation>
    </message>
    <message>
        <source>Push-back: %1</source>
        <translation>Retroceso: %1</translation>
    </message>
    <message>
        <source>Contacts of %1: %2</source>
        <translation>Contactos de %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) destroyed</source>
        <comment>an army&apos;s losses</comment>
        <translation>
            <numerusform>%n unidad destruida</numerusform>
            <numerusform>%n unidades destruidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Primer ejército</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Segundo ejército</translation>
    </message>
    <message>
        <source>%1 Bases · the army breaks when %2 are lost</source>
        <translation>%1 Bases · el ejército se rompe al perder %2</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <source>Import or build an army…</source>
        <translation>Importar o crear un ejército…</translation>
    </message>
    <message>
        <source>Print the table labels…</source>
        <translation>Imprimir las etiquetas de mesa…</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>Name of the battle (optional)</source>
        <translation>Nombre de la batalla (opcional)</translation>
    </message>
    <message>
        <source>Name of the battle</source>
        <translation>Nombre de la batalla</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Competition defaults</source>
        <translation>Valores de torneo</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado de combate</translation>
    </message>
    <message>
        <source>default: the averaging die</source>
        <translation>por defecto: el dado promedio</translation>
    </message>
    <message>
        <source>Averaging die (ranked)</source>
        <translation>Dado promedio (clasificatoria)</translation>
    </message>
    <message>
        <source>d6 (friendly)</source>
        <translation>d6 (amistosa)</translation>
    </message>
    <message>
        <source>Being shot at denies recovery</source>
        <translation>Recibir disparos impide la recuperación</translation>
    </message>
    <message>
        <source>Default: on (competition)</source>
        <translation>Por defecto: sí (torneo)</translation>
    </message>
    <message>
        <source>Shock pursuit is mandatory</source>
        <translation>La persecución de choque es obligatoria</translation>
    </message>
    <message>
        <source>Default: on</source>
        <translation>Por defecto: sí</translation>
    </message>
    <message>
        <source>Contagion when a Block breaks</source>
        <translation>Contagio cuando se rompe un Bloque</translation>
    </message>
    <message>
        <source>Fatigue for a pivot</source>
        <translation>Fatiga por un pivote</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Por defecto: 0 (gratis)</translation>
    </message>
    <message>
        <source>Fatigue for a difficult move</source>
        <translation>Fatiga por un movimiento difícil</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Por defecto: %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>The app has drawn its secret dice seed. Show your opponent this fingerprint now; when the secret is revealed after the battle, anyone can check every roll against it.</source>
        <translation>La app ha generado su semilla secreta de dados. Enseña ahora esta huella a tu rival; cuando se revele el secreto tras la batalla, cualquiera podrá comprobar cada tirada con ella.</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase, mixed into the dice (optional)</source>
        <translation>Frase del rival, mezclada en los dados (opcional)</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase</source>
        <translation>Frase del rival</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Empezar la batalla</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Guardar las etiquetas de mesa</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The label sheet is written to %1.</source>
        <translation>La hoja de etiquetas se ha escrito en %1.</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mecánica Élite/Leva</translation>
    </message>
    <message>
        <source>None (default)</source>
        <translation>Ninguna (predeterminado)</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Repetir tirada</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Mejor/peor de tres</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>certain</source>
        <translation>segura</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>imposible</translation>
    </message>
</context>
<context>
    <name>OhwAmendForm</name>
    <message>
        <source>Woods</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentado</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colina</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Poblado</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Puente o vado</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Río</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Pantano</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Esta acción no tiene hechos ni dados que corregir.</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dado de %1</translation>
    </message>
    <message>
        <source>1D3 number %1</source>
        <translation>1d3 número %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dado %1</translation>
    </message>
    <message>
        <source>One die more</source>
        <translation>Un dado más</translation>
    </message>
    <message>
        <source>One die fewer</source>
        <translation>Un dado menos</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Range in spaces: %1</source>
        <translation>Alcance en casillas: %1</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Dispara por encima de amigos (§6)</translation>
    </message>
    <message>
        <source>The retreat (§5.4)</source>
        <translation>La retirada (§5.4)</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Se retira</translation>
    </message>
    <message>
        <source>Pushes a friend</source>
        <translation>Empuja a un amigo</translation>
    </message>
    <message>
        <source>Blocked: +1 hit</source>
        <translation>Bloqueada: +1 impacto</translation>
    </message>
    <message>
        <source>Enemy behind: destroyed</source>
        <translation>Enemigo detrás: destruida</translation>
    </message>
    <message>
        <source>Ground of the space entered</source>
        <translation>Terreno de la casilla en que entra</translation>
    </message>
    <message>
        <source>The friend pushed back</source>
        <translation>El amigo empujado</translation>
    </message>
    <message>
        <source>Ground the friend is pushed into</source>
        <translation>Terreno al que se empuja al amigo</translation>
    </message>
</context>
<context>
    <name>OhwArmyListFormat</name>
    <message>
        <source>each of &quot;traits&quot; must be %1, not %2</source>
        <translation>cada elemento de &quot;traits&quot; debe ser %1, no %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;traits&quot; incluye &quot;%1&quot; dos veces</translation>
    </message>
    <message>
        <source>a unit of type &quot;%1&quot; cannot be given &quot;%2&quot; (§10.4, R28: only Velites and Equites Auxiliares may be given &quot;missile&quot;)</source>
        <translation>a una unidad de tipo &quot;%1&quot; no se le puede dar &quot;%2&quot; (§10.4, R28: solo a Vélites y Equites Auxiliares se les puede dar &quot;missile&quot;)</translation>
    </message>
</context>
<context>
    <name>OhwBattlePage</name>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Batalla · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Confirm the retreat</source>
        <translation>Confirmar la retirada</translation>
    </message>
    <message>
        <source>Enter these dice</source>
        <translation>Introducir estos dados</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Tirar por la iniciativa</translation>
    </message>
    <message>
        <source>Roll the push move</source>
        <translation>Tirar el movimiento forzado</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Confirmar el movimiento</translation>
    </message>
    <message>
        <source>Roll the shot</source>
        <translation>Tirar el disparo</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Tirar el ataque</translation>
    </message>
    <message>
        <source>Roll the morale check</source>
        <translation>Tirar el chequeo de moral</translation>
    </message>
    <message>
        <source>Take the breakpoint</source>
        <translation>Calcular el punto de ruptura</translation>
    </message>
    <message>
        <source>No battle of 3D6 OHW Gridded Ancients is open.</source>
        <translation>No hay ninguna batalla de 3D6 OHW Gridded Ancients abierta.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Empezar la batalla de ejemplo</translation>
    </message>
    <message>
        <source>Turn %1 · %2 plays · initiative: %3</source>
        <translation>Turno %1 · juega %2 · iniciativa: %3</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>Breakpoint %1 of %2 (§9)</source>
        <translation>Punto de ruptura %1 de %2 (§9)</translation>
    </message>
    <message>
        <source>The app rolls</source>
        <translation>La app tira</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Nuestros dados</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dado de %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Terminar el paso</translation>
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
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend: no se pueden leer los campos corregidos: %1</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 ya no ocurre</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1: %2 en su lugar</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, «%2», no se puede jugar tras la corrección: %3. Juega otra acción en su lugar o elimínala.</translation>
    </message>
</context>
<context>
    <name>OhwDiceEntry</name>
    <message>
        <source>die %1 of %2</source>
        <translation>dado %1 de %2</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Leído: %1</translation>
    </message>
    <message>
        <source>No die read yet</source>
        <translation>Ningún dado leído aún</translation>
    </message>
    <message>
        <source>%1 · tap %2</source>
        <translation>%1 · toca %2</translation>
    </message>
    <message>
        <source>A die shows %1</source>
        <translation>Un dado muestra %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>OhwExtraActions</name>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 sale de su combate</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 se une a %2</translation>
    </message>
    <message>
        <source>Their enemy retreated: they may advance into the space it left, of this ground (§5.6)</source>
        <translation>Su enemigo se retiró: pueden avanzar a la casilla libre, de este terreno (§5.6)</translation>
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
        <translation>%1 dispara a %2</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>Rolls %1D6, each hitting on 4+</source>
        <translation>Tira %1D6, cada uno impacta con 4+</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s): %1 (%2)</source>
        <translation>
            <numerusform>%n impacto: %1 (%2)</numerusform>
            <numerusform>%n impactos: %1 (%2)</numerusform>
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
        <translation>Probabilidad: %1</translation>
    </message>
    <message>
        <source>Move first</source>
        <translation>Mover primero</translation>
    </message>
    <message>
        <source>Move second</source>
        <translation>Mover segundo</translation>
    </message>
    <message>
        <source>Both players roll 1D6; the player without the initiative takes it by beating the other by 2 or more: %1 (§10.3)</source>
        <translation>Ambos tiran 1D6; quien no tiene la iniciativa la toma si supera al otro por 2 o más: %1 (§10.3)</translation>
    </message>
    <message>
        <source>Push move of %1: needs %2+ on 1D6, %3. A failed push move still happens and costs 1 hit (§5.1).</source>
        <translation>Movimiento forzado de %1: necesita %2+ en 1D6, %3. Si falla, se hace igualmente y cuesta 1 impacto (§5.1).</translation>
    </message>
    <message>
        <source>Tap a unit to move it (§5).</source>
        <translation>Toca una unidad para moverla (§5).</translation>
    </message>
    <message>
        <source>%1: its move</source>
        <translation>%1: su movimiento</translation>
    </message>
    <message>
        <source>Tap a unit to shoot, then its target (§6).</source>
        <translation>Toca una unidad para disparar y luego su objetivo (§6).</translation>
    </message>
    <message>
        <source>%1 shoots: pick its target</source>
        <translation>%1 dispara: elige su objetivo</translation>
    </message>
    <message>
        <source>Tap a unit in melee to attack (§7).</source>
        <translation>Toca una unidad en combate para atacar (§7).</translation>
    </message>
    <message>
        <source>%1 attacks: pick its target</source>
        <translation>%1 ataca: elige su objetivo</translation>
    </message>
    <message>
        <source>Units hit this turn check morale: 2+ with 1–4 hits, 3+ with 5–8 (§8).</source>
        <translation>Las unidades impactadas este turno chequean la moral: 2+ con 1–4 impactos, 3+ con 5–8 (§8).</translation>
    </message>
    <message>
        <source>No morale check is due: end the step (§8).</source>
        <translation>No hay chequeo de moral pendiente: termina el paso (§8).</translation>
    </message>
    <message>
        <source>Step 5: each army loses 1 a retreat, 2 a rout, 3 a veteran rout and 1D3 a general killed; at 0 it quits (§9).</source>
        <translation>Paso 5: cada ejército pierde 1 por retirada, 2 por desbandada, 3 por desbandada de veteranos y 1D3 por general muerto; a 0 se retira (§9).</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Mover una unidad</translation>
    </message>
    <message>
        <source>Push move: %1</source>
        <translation>Movimiento forzado: %1</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Ground entered (§5.6)</source>
        <translation>Terreno en el que entra (§5.6)</translation>
    </message>
    <message>
        <source>The push move is a charge (§5.2)</source>
        <translation>El movimiento forzado es una carga (§5.2)</translation>
    </message>
    <message>
        <source>Ends with a charge (§5.2)</source>
        <translation>Termina con una carga (§5.2)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Face charged (§7.1)</source>
        <translation>Lado cargado (§7.1)</translation>
    </message>
    <message>
        <source>Range in spaces</source>
        <translation>Alcance en casillas</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Dispara por encima de amigos (§6)</translation>
    </message>
    <message>
        <source>%1: %2 hits, needs %3+, holds %4</source>
        <translation>%1: %2 impactos, necesita %3+, aguanta %4</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
</context>
<context>
    <name>OhwUnitCard</name>
    <message>
        <source>%1, %2 hits of 9</source>
        <translation>%1, %2 impactos de 9</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <translation>%1/9 impactos</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>in melee with %1</source>
        <translation>en combate con %1</translation>
    </message>
    <message>
        <source>must check morale</source>
        <translation>debe chequear la moral</translation>
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
        <translation>%1 ha tomado la iniciativa: ¿mover primero o segundo?</translation>
    </message>
    <message>
        <source>%1 may re-roll the failed push move of %2 (1D6)</source>
        <translation>%1 puede repetir el movimiento forzado fallido de %2 (1D6)</translation>
    </message>
    <message>
        <source>%1 is at risk: %2D6, killed on a 2</source>
        <translation>%1 está en peligro: %2D6, muere con un 2</translation>
    </message>
    <message>
        <source>%1&apos;s unit routed: 1D6, killed on a 1</source>
        <translation>La unidad de %1 huyó: 1D6, muere con un 1</translation>
    </message>
    <message>
        <source>%1 failed its morale check: what lies behind it?</source>
        <translation>%1 falló su chequeo de moral: ¿qué hay detrás?</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for a 1 rolled (Impetuous, §10.4)</source>
        <translation>%1 recibe 1 impacto por un 1 (impetuoso, §10.4)</translation>
    </message>
    <message>
        <source>The general with %1 is killed (§10.2)</source>
        <translation>El general con %1 muere (§10.2)</translation>
    </message>
    <message>
        <source>%1 reaches 9 hits and routs (§8)</source>
        <translation>%1 llega a 9 impactos y huye (§8)</translation>
    </message>
    <message>
        <source>For Step 5: %1 retreats, %2 routs, %3 generals killed</source>
        <translation>Para el paso 5: %1 retiradas, %2 desbandadas, %3 generales muertos</translation>
    </message>
    <message>
        <source>The battle is a draw</source>
        <translation>La batalla acaba en empate</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gana la batalla</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>movida</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>movimiento forzado</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>disparó</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>atacó</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unidad %1</translation>
    </message>
    <message>
        <source>general %1</source>
        <translation>general %1</translation>
    </message>
    <message>
        <source>The unit&apos;s attack dice</source>
        <translation>Dados de ataque de la unidad</translation>
    </message>
    <message>
        <source>Shooting dice</source>
        <translation>Dados de disparo</translation>
    </message>
    <message>
        <source>General with the unit</source>
        <translation>General con la unidad</translation>
    </message>
    <message>
        <source>Ferocious: initial attack</source>
        <translation>Feroz: ataque inicial</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Ataque por el flanco</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Ataque por la retaguardia</translation>
    </message>
    <message>
        <source>Armored target</source>
        <translation>Objetivo acorazado</translation>
    </message>
    <message>
        <source>Target in woods</source>
        <translation>Objetivo en bosque</translation>
    </message>
    <message>
        <source>Target in rough ground</source>
        <translation>Objetivo en terreno accidentado</translation>
    </message>
    <message>
        <source>Target on a hill</source>
        <translation>Objetivo en una colina</translation>
    </message>
    <message>
        <source>Across a bridge or ford</source>
        <translation>A través de un puente o vado</translation>
    </message>
    <message>
        <source>Target in a fortified settlement</source>
        <translation>Objetivo en un poblado fortificado</translation>
    </message>
    <message>
        <source>At least one die</source>
        <translation>Al menos un dado</translation>
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
        <translation>Legionarios</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerrera</translation>
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
        <translation>Vélites</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Acorazado</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impetuoso</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Bárbaros</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Feroz</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veteranos</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Proyectiles</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno abierto</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terreno accidentado</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colina</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Poblado</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Puente o vado</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Río</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Pantano</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Flanco izquierdo</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Flanco derecho</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Disparo</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Punto de ruptura</translation>
    </message>
    <message>
        <source>Room behind: it retreats</source>
        <translation>Hay sitio detrás: se retira</translation>
    </message>
    <message>
        <source>A friend behind gives way</source>
        <translation>Un amigo detrás cede el paso</translation>
    </message>
    <message>
        <source>Blocked by terrain, the edge or a friend: +1 hit</source>
        <translation>Bloqueada por terreno, borde o amigo: +1 impacto</translation>
    </message>
    <message>
        <source>Blocked by an enemy: destroyed</source>
        <translation>Bloqueada por un enemigo: destruida</translation>
    </message>
    <message>
        <source>the general&apos;s push-move re-roll</source>
        <translation>la repetición del general del movimiento forzado</translation>
    </message>
    <message>
        <source>the general&apos;s risk rolls</source>
        <translation>las tiradas de riesgo del general</translation>
    </message>
    <message>
        <source>the general&apos;s rout test</source>
        <translation>la prueba de desbandada del general</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the failed push move (%2 of 9)</source>
        <translation>%1 recibe 1 impacto por el movimiento forzado fallido (%2 de 9)</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the 1s it rolled, Impetuous (%2 of 9)</source>
        <translation>%1 recibe 1 impacto por sus unos, impetuoso (%2 de 9)</translation>
    </message>
    <message>
        <source>%1 cannot retreat and takes 1 hit (%2 of 9)</source>
        <translation>%1 no puede retirarse y recibe 1 impacto (%2 de 9)</translation>
    </message>
    <message>
        <source>%1 takes %2 hits (%3 of 9)</source>
        <translation>%1 recibe %2 impactos (%3 de 9)</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Turno %1, %2: %3</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 takes the initiative</source>
        <translation>Dados de iniciativa %1: %2 toma la iniciativa</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 keeps the initiative</source>
        <translation>Dados de iniciativa %1: %2 conserva la iniciativa</translation>
    </message>
    <message>
        <source>%1 moves first this turn</source>
        <translation>%1 mueve primero este turno</translation>
    </message>
    <message>
        <source>%1 moves %2 spaces (%3 actions)</source>
        <translation>%1 mueve %2 casillas (%3 acciones)</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)</source>
        <translation>%1 carga contra %2 (%3)</translation>
    </message>
    <message>
        <source>%1 makes a free push move into combat (Barbarians)</source>
        <translation>%1 hace un movimiento forzado gratuito al combate (Bárbaros)</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it succeeds</source>
        <translation>Movimiento forzado de %1: %2, necesita %3: lo logra</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it fails but still happens</source>
        <translation>Movimiento forzado de %1: %2, necesita %3: falla, pero se hace</translation>
    </message>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 sale de su combate</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 se une a %2</translation>
    </message>
    <message>
        <source>%1 shoots at %2: %3 on %4D6, %5 hits</source>
        <translation>%1 dispara a %2: %3 con %4D6, %5 impactos</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 on %4D6, %5 hits</source>
        <translation>%1 ataca a %2: %3 con %4D6, %5 impactos</translation>
    </message>
    <message>
        <source>%1 is destroyed: an enemy blocks its retreat</source>
        <translation>%1 queda destruida: un enemigo bloquea su retirada</translation>
    </message>
    <message>
        <source>%1 routs with 9 hits</source>
        <translation>%1 huye con 9 impactos</translation>
    </message>
    <message>
        <source>%1 and %2 are no longer in contact</source>
        <translation>%1 y %2 ya no están en contacto</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2; he lives</source>
        <translation>Tiradas de riesgo de %1: %2; sobrevive</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2</source>
        <translation>Tiradas de riesgo de %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2; he lives</source>
        <translation>Prueba de desbandada de %1: %2; sobrevive</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2</source>
        <translation>Prueba de desbandada de %1: %2</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 muere</translation>
    </message>
    <message>
        <source>%1 is left without a unit</source>
        <translation>%1 queda sin unidad</translation>
    </message>
    <message>
        <source>%1 need not check morale: its general is with it</source>
        <translation>%1 no hace chequeo de moral: su general está con ella</translation>
    </message>
    <message>
        <source>%1 need not check morale: Veterans</source>
        <translation>%1 no hace chequeo de moral: veteranos</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it holds</source>
        <translation>Chequeo de moral de %1: %2, necesita %3: aguanta</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it fails and must retreat</source>
        <translation>Chequeo de moral de %1: %2, necesita %3: falla y debe retirarse</translation>
    </message>
    <message>
        <source>%1 retreats one space</source>
        <translation>%1 se retira una casilla</translation>
    </message>
    <message>
        <source>%1 gives way to %2</source>
        <translation>%1 cede el paso a %2</translation>
    </message>
    <message>
        <source>%1 advances into the space left</source>
        <translation>%1 avanza a la casilla libre</translation>
    </message>
    <message>
        <source>%1 loses 1 for the retreat of %2</source>
        <translation>%1 pierde 1 por la retirada de %2</translation>
    </message>
    <message>
        <source>%1 loses 2 for the rout of %2</source>
        <translation>%1 pierde 2 por la desbandada de %2</translation>
    </message>
    <message>
        <source>%1 loses 3 for the rout of veteran %2</source>
        <translation>%1 pierde 3 por la desbandada de los veteranos %2</translation>
    </message>
    <message>
        <source>%1 loses %2 (1D3) for the death of %3</source>
        <translation>%1 pierde %2 (1D3) por la muerte de %3</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 pierde %2</translation>
    </message>
    <message>
        <source>%1&apos;s breakpoint: %2 left (%3 lost)</source>
        <translation>Punto de ruptura de %1: quedan %2 (%3 perdidos)</translation>
    </message>
    <message>
        <source>%1 has no units left and quits the field</source>
        <translation>%1 no tiene unidades y abandona el campo</translation>
    </message>
    <message>
        <source>%1 has reached its breakpoint and quits the field</source>
        <translation>%1 alcanza su punto de ruptura y abandona el campo</translation>
    </message>
    <message>
        <source>%1 has already attacked in this step</source>
        <translation>%1 ya ha atacado en este paso</translation>
    </message>
    <message>
        <source>%1 has already moved</source>
        <translation>%1 ya ha movido</translation>
    </message>
    <message>
        <source>%1 has already shot in this step</source>
        <translation>%1 ya ha disparado en este paso</translation>
    </message>
    <message>
        <source>%1 must still attack before combat ends</source>
        <translation>%1 aún debe atacar antes de que acabe el combate</translation>
    </message>
    <message>
        <source>%1 cannot take that movement action</source>
        <translation>%1 no puede hacer esa acción de movimiento</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La batalla ha terminado</translation>
    </message>
    <message>
        <source>Take the breakpoint first</source>
        <translation>Calcula primero el punto de ruptura</translation>
    </message>
    <message>
        <source>%1 may not advance now</source>
        <translation>%1 no puede avanzar ahora</translation>
    </message>
    <message>
        <source>%1 cannot leave this melee</source>
        <translation>%1 no puede salir de este combate</translation>
    </message>
    <message>
        <source>%1 (%2) cannot enter this ground: %3</source>
        <translation>%1 (%2) no puede entrar en este terreno: %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot</source>
        <translation>%1 no puede disparar</translation>
    </message>
    <message>
        <source>%1 may pivot only once before charging, not %2 times</source>
        <translation>%1 solo puede pivotar una vez antes de cargar, no %2 veces</translation>
    </message>
    <message>
        <source>This roll needs %1 dice, not %2</source>
        <translation>Esta tirada necesita %1 dados, no %2</translation>
    </message>
    <message>
        <source>A die of %1 sides cannot show %2</source>
        <translation>Un dado de %1 caras no puede mostrar %2</translation>
    </message>
    <message>
        <source>%1&apos;s move has no action</source>
        <translation>El movimiento de %1 no tiene ninguna acción</translation>
    </message>
    <message>
        <source>%1 is in melee and cannot shoot</source>
        <translation>%1 está en combate y no puede disparar</translation>
    </message>
    <message>
        <source>%1 is already contacted on this face (%2) by %3</source>
        <translation>%1 ya está en contacto por este lado (%2) con %3</translation>
    </message>
    <message>
        <source>%1 cannot give way</source>
        <translation>%1 no puede ceder el paso</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 está muerto</translation>
    </message>
    <message>
        <source>%1 has already changed units in this half</source>
        <translation>%1 ya ha cambiado de unidad en esta mitad del turno</translation>
    </message>
    <message>
        <source>Roll for the initiative first</source>
        <translation>Tira primero la iniciativa</translation>
    </message>
    <message>
        <source>%1 cannot shoot into the melee of %2</source>
        <translation>%1 no puede disparar al combate de %2</translation>
    </message>
    <message>
        <source>%1 must still check morale</source>
        <translation>%1 aún debe chequear la moral</translation>
    </message>
    <message>
        <source>%1 need not check morale</source>
        <translation>%1 no necesita chequear la moral</translation>
    </message>
    <message>
        <source>%1&apos;s move costs %2 actions; it has %3</source>
        <translation>El movimiento de %1 cuesta %2 acciones; tiene %3</translation>
    </message>
    <message>
        <source>%1 moved and cannot shoot</source>
        <translation>%1 ha movido y no puede disparar</translation>
    </message>
    <message>
        <source>No order is to be chosen now</source>
        <translation>Ahora no hay orden que elegir</translation>
    </message>
    <message>
        <source>%1 cannot pass through %2</source>
        <translation>%1 no puede atravesar %2</translation>
    </message>
    <message>
        <source>No retreat is due</source>
        <translation>No hay retirada pendiente</translation>
    </message>
    <message>
        <source>No roll is due</source>
        <translation>No hay tirada pendiente</translation>
    </message>
    <message>
        <source>There is no general %1</source>
        <translation>No hay general %1</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>No hay unidad %1</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2</source>
        <translation>%1 no es amiga de %2</translation>
    </message>
    <message>
        <source>%1 is not an enemy of %2</source>
        <translation>%1 no es enemiga de %2</translation>
    </message>
    <message>
        <source>%1 is not in a melee</source>
        <translation>%1 no está en combate</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 no está en contacto con %2</translation>
    </message>
    <message>
        <source>%1 is not a general of %2</source>
        <translation>%1 no es un general de %2</translation>
    </message>
    <message>
        <source>%1 is not a unit of %2</source>
        <translation>%1 no es una unidad de %2</translation>
    </message>
    <message>
        <source>%1 must first choose to move first or second</source>
        <translation>%1 debe elegir antes si mueve primero o segundo</translation>
    </message>
    <message>
        <source>%1 shoots at most %2 spaces, not %3</source>
        <translation>%1 dispara a %2 casillas como máximo, no %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot over friends</source>
        <translation>%1 no puede disparar por encima de amigos</translation>
    </message>
    <message>
        <source>%1 may push only straight after its own move</source>
        <translation>%1 solo puede hacer el movimiento forzado justo después de su movimiento</translation>
    </message>
    <message>
        <source>%1&apos;s push move is one action</source>
        <translation>El movimiento forzado de %1 es una sola acción</translation>
    </message>
    <message>
        <source>Settle the retreat of %1 first</source>
        <translation>Resuelve primero la retirada de %1</translation>
    </message>
    <message>
        <source>Make %1 first (%2)</source>
        <translation>Haz primero %1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 no tiene unidades</translation>
    </message>
    <message>
        <source>%1: general %2 is given to no unit %3</source>
        <translation>%1: el general %2 no está asignado a ninguna unidad %3</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot stand on this ground: %4</source>
        <translation>%1: la unidad %2 (%3) no puede estar en este terreno: %4</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot be %4</source>
        <translation>%1: la unidad %2 (%3) no puede ser %4</translation>
    </message>
    <message>
        <source>%1: unit %2 has two generals</source>
        <translation>%1: la unidad %2 tiene dos generales</translation>
    </message>
    <message>
        <source>%1: unit %2 has no type</source>
        <translation>%1: la unidad %2 no tiene tipo</translation>
    </message>
    <message>
        <source>%1 is in melee</source>
        <translation>%1 está en combate</translation>
    </message>
    <message>
        <source>%1 has left the field</source>
        <translation>%1 ha abandonado el campo</translation>
    </message>
    <message>
        <source>%1 already has a general</source>
        <translation>%1 ya tiene un general</translation>
    </message>
    <message>
        <source>Not in the %1 step: this is the %2 step</source>
        <translation>No es el paso %1: este es el paso %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Not allowed (%1)</source>
        <translation>No permitido (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refusal and its section</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1/9 hits, removed</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 impactos, retirada</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 impactos</translation>
    </message>
    <message>
        <source>breakpoint %1 of %2</source>
        <comment>an army&apos;s breakpoint left (§9)</comment>
        <translation>punto de ruptura %1 de %2</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 deshecha: %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Última acción deshecha</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 rehecha: %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Acción deshecha rehecha</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Tirada de iniciativa</translation>
    </message>
    <message>
        <source>Chooses to move first</source>
        <translation>Elige mover primero</translation>
    </message>
    <message>
        <source>Chooses to move second</source>
        <translation>Elige mover segundo</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s)</source>
        <translation>
            <numerusform>%1 mueve %n casilla</numerusform>
            <numerusform>%1 mueve %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s) and charges %2 (%3)</source>
        <translation>
            <numerusform>%1 mueve %n casilla y carga contra %2 (%3)</numerusform>
            <numerusform>%1 mueve %n casillas y carga contra %2 (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s push move: a charge on %2 (%3)</source>
        <translation>Movimiento forzado de %1: carga contra %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s push move</source>
        <translation>Movimiento forzado de %1</translation>
    </message>
    <message>
        <source>%1 disengages</source>
        <translation>%1 sale de su combate</translation>
    </message>
    <message>
        <source>%1 shoots at %2 (range %3)</source>
        <translation>%1 dispara a %2 (alcance %3)</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>The general&apos;s roll</source>
        <translation>La tirada del general</translation>
    </message>
    <message>
        <source>%1 checks morale</source>
        <translation>%1 hace un chequeo de moral</translation>
    </message>
    <message>
        <source>%1&apos;s retreat (%2)</source>
        <translation>Retirada de %1 (%2)</translation>
    </message>
    <message>
        <source>The retreat (%1)</source>
        <translation>La retirada (%1)</translation>
    </message>
    <message>
        <source>%1 advances into the space left (%2)</source>
        <translation>%1 avanza a la casilla libre (%2)</translation>
    </message>
    <message>
        <source>Step 5: the breakpoint</source>
        <translation>Paso 5: el punto de ruptura</translation>
    </message>
    <message>
        <source>End of the step</source>
        <translation>Fin del paso</translation>
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
        <translation>gana %1, empata %2, pierde %3</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>%1 phase, now</source>
        <translation>Fase de %1, ahora</translation>
    </message>
</context>
<context>
    <name>PlaytestController</name>
    <message>
        <source>The table could not be saved to %1: %2.</source>
        <translation>No se pudo guardar la tabla en %1: %2.</translation>
    </message>
    <message>
        <source>no file was chosen</source>
        <translation>no se eligió ningún archivo</translation>
    </message>
</context>
<context>
    <name>PlaytestKnobs</name>
    <message>
        <source>Playtest knobs and distances</source>
        <translation>Ajustes de prueba y distancias</translation>
    </message>
    <message>
        <source>at their defaults</source>
        <translation>con sus valores por defecto</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n cambiado</numerusform>
            <numerusform>%n cambiados</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner follows up one hex</source>
        <translation>El vencedor avanza un hexágono</translation>
    </message>
    <message>
        <source>Default: off</source>
        <translation>Por defecto: no</translation>
    </message>
    <message>
        <source>Fatigue for each repeated push-back</source>
        <translation>Fatiga por cada retroceso repetido</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Por defecto: 0 (gratis)</translation>
    </message>
    <message>
        <source>Pursuit goes at most (BW)</source>
        <translation>La persecución llega como máximo a (AB)</translation>
    </message>
    <message>
        <source>Default: a full move</source>
        <translation>Por defecto: un movimiento completo</translation>
    </message>
    <message>
        <source>full move</source>
        <translation>movimiento completo</translation>
    </message>
    <message>
        <source>Foot move (BW)</source>
        <translation>Movimiento a pie (AB)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Por defecto: %1</translation>
    </message>
    <message>
        <source>Light foot and skirmishers move (BW)</source>
        <translation>Movimiento de infantería ligera y hostigadores (AB)</translation>
    </message>
    <message>
        <source>Cavalry move (BW)</source>
        <translation>Movimiento de caballería (AB)</translation>
    </message>
    <message>
        <source>Missile range (BW)</source>
        <translation>Alcance de proyectiles (AB)</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest tables</source>
        <translation>Tablas de prueba</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dado promedio</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>repetir tirada</translation>
    </message>
    <message>
        <source>no mechanic</source>
        <translation>sin mecánica</translation>
    </message>
    <message>
        <source>net %1 · kept die %2 on average</source>
        <translation>neto %1 · dado elegido %2 de media</translation>
    </message>
    <message>
        <source>Exact figures from the rules engine for two settings of the dice, side by side: does Elite feel pointless?</source>
        <translation>Cifras exactas del motor de reglas para dos ajustes de los dados, lado a lado: ¿parece inútil la Élite?</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dado de combate</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mecánica Élite/Leva</translation>
    </message>
    <message>
        <source>Averaging</source>
        <translation>Promedio</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Repetir tirada</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Elite&apos;s edge</source>
        <translation>Ventaja de la Élite</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>empata</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>In its favour</source>
        <translation>A su favor</translation>
    </message>
    <message>
        <source>Nothing: a frontal fight</source>
        <translation>Nada: un combate frontal</translation>
    </message>
    <message>
        <source>Overlap +1 (§9.2)</source>
        <translation>Desbordamiento +1 (§9.2)</translation>
    </message>
    <message>
        <source>Strikes the flank +1/−1 (§9.3)</source>
        <translation>Ataca el flanco +1/−1 (§9.3)</translation>
    </message>
    <message>
        <source>Strikes the rear +2/−2 (§9.3)</source>
        <translation>Ataca la retaguardia +2/−2 (§9.3)</translation>
    </message>
    <message>
        <source>Uphill +1 (§8.3)</source>
        <translation>Más alto +1 (§8.3)</translation>
    </message>
    <message>
        <source>Shock +1/−1 (§11.1)</source>
        <translation>Choque +1/−1 (§11.1)</translation>
    </message>
    <message>
        <source>Shock on formed foot +2/−2 (§11.1)</source>
        <translation>Choque contra infantería formada +2/−2 (§11.1)</translation>
    </message>
    <message>
        <source>Same weight</source>
        <translation>Mismo peso</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <translation>Peso %1</translation>
    </message>
    <message>
        <source>Weight is the effective weight difference, capped at 2 (§9.4). A modifier against the first side is the same fight read the other way round.</source>
        <translation>El peso es la diferencia de peso efectivo, con un máximo de 2 (§9.4). Un modificador en contra del primer bando es el mismo combate leído al revés.</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatiga media</translation>
    </message>
    <message>
        <source>The chance to pass: the kept d6 must equal or beat the average (§5), whatever the combat die (§3.1). The Elite/Levy mechanic keeps the dice here too (ruling R42).</source>
        <translation>La probabilidad de superarla: el d6 elegido debe igualar o superar la media (§5), sea cual sea el dado de combate (§3.1). La mecánica Élite/Leva elige también aquí los dados (resolución R42).</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Elite against Regular</source>
        <translation>Élite contra Regular</translation>
    </message>
    <message>
        <source>Regular against Levy</source>
        <translation>Regular contra Leva</translation>
    </message>
    <message>
        <source>Elite against Levy</source>
        <translation>Élite contra Leva</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>An even fight: the same weight, no modifiers. Net is wins minus losses; the kept die is how much higher the better quality&apos;s kept result is on average.</source>
        <translation>Un combate igualado: mismo peso, sin modificadores. El neto es victorias menos derrotas; el dado elegido indica cuánto más alto es de media el resultado elegido de la mejor calidad.</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Guardar la tabla</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The table is written to %1.</source>
        <translation>La tabla se ha escrito en %1.</translation>
    </message>
    <message>
        <source>best/worst of three</source>
        <translation>mejor/peor de tres</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Mejor/peor de tres</translation>
    </message>
    <message>
        <source>Against it</source>
        <translation>En su contra</translation>
    </message>
    <message>
        <source>1: any roll passes</source>
        <translation>1: cualquier tirada pasa</translation>
    </message>
    <message>
        <source>over %1 up to %2: roll %2 or more</source>
        <translation>más de %1 hasta %2: sacar %2 o más</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The current PIN is not right: the umpire&apos;s PIN stays as it was.</source>
        <translation>El PIN actual no es correcto: el PIN del árbitro sigue como estaba.</translation>
    </message>
    <message>
        <source>A PIN is %1 to %2 digits.</source>
        <translation>Un PIN tiene de %1 a %2 cifras.</translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message numerus="yes">
        <source>%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 de %2 puede perseguir sola, %n ancho de base hacia el enemigo. Mueve la figura y luego confirma.</numerusform>
            <numerusform>%1 de %2 puede perseguir sola, %n anchos de base hacia el enemigo. Mueve la figura y luego confirma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 de %2 debe perseguir sola, %n ancho de base hacia el enemigo. Mueve la figura y luego confirma.</numerusform>
            <numerusform>%1 de %2 debe perseguir sola, %n anchos de base hacia el enemigo. Mueve la figura y luego confirma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Renunciar</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Perseguir</translation>
    </message>
    <message numerus="yes">
        <source>Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.</source>
        <translation>
            <numerusform>Cortada más allá, un Bloque propio: %n Base, marcada. Toca una Base para cambiarla.</numerusform>
            <numerusform>Cortadas más allá, un Bloque propio: %n Bases, marcadas. Toca una Base para cambiarla.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushBackStepper</name>
    <message>
        <source>Fatigue %1 · push-back %2</source>
        <translation>Fatiga %1 · retroceso %2</translation>
    </message>
    <message>
        <source>One point less of push-back</source>
        <translation>Un punto menos de retroceso</translation>
    </message>
    <message>
        <source>One point more of push-back</source>
        <translation>Un punto más de retroceso</translation>
    </message>
</context>
<context>
    <name>RealDiceDialog</name>
    <message>
        <source>Enter your dice</source>
        <translation>Introduce tus dados</translation>
    </message>
    <message>
        <source>%1 rolls two dice on the %2. Tap what each die shows.</source>
        <translation>%1 tira dos dados con el %2. Toca lo que muestra cada dado.</translation>
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
        <translation>dado promedio</translation>
    </message>
    <message>
        <source>Regular rolls one die on the %1. Tap what it shows.</source>
        <translation>Regular tira un dado con el %1. Toca lo que muestra.</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Primer dado</translation>
    </message>
    <message>
        <source>Your die</source>
        <translation>Tu dado</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Segundo dado</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Read result</source>
        <translation>Leer resultado</translation>
    </message>
    <message>
        <source>%1 rolls three dice on the %2. Tap what each die shows.</source>
        <translation>%1 tira tres dados con el %2. Toca lo que muestra cada dado.</translation>
    </message>
    <message>
        <source>The kept die, rolled again</source>
        <translation>El dado elegido, vuelto a tirar</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Tercer dado</translation>
    </message>
</context>
<context>
    <name>RecoveryPanel</name>
    <message>
        <source>Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at. Then each Base at Fatigue 1 may pull 1 from its Block&apos;s most worn Base of 3 or more.</source>
        <translation>Terminar el turno recupera Fatiga en cada Base del bando que juega cuyo Bloque no se movió y que no estuvo en combate ni bajo disparos. Después, cada Base con Fatiga 1 puede tomar 1 de la Base más desgastada de su Bloque con 3 o más.</translation>
    </message>
    <message>
        <source>No Base can pull in smoothing this turn.</source>
        <translation>Ninguna Base puede tomar en la nivelación este turno.</translation>
    </message>
    <message>
        <source>Smoothing: switch off a Base that declines to pull.</source>
        <translation>Nivelación: desactiva una Base que renuncia a tomar.</translation>
    </message>
    <message>
        <source>%1 of %2 declines to pull.</source>
        <translation>%1 de %2 renuncia a tomar.</translation>
    </message>
    <message>
        <source>%1 of %2 pulls 1 from %3.</source>
        <translation>%1 de %2 toma 1 de %3.</translation>
    </message>
    <message>
        <source>%1 of %2: the Bases before it took every Base of 3 or more.</source>
        <translation>%1 de %2: las Bases anteriores ya tomaron de todas las Bases de 3 o más.</translation>
    </message>
</context>
<context>
    <name>RulebookNavigation</name>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Nothing found for “%1”</source>
        <translation>Nada encontrado para “%1”</translation>
    </message>
    <message>
        <source>Places found: %1</source>
        <translation>Resultados: %1</translation>
    </message>
    <message>
        <source>Go to §%1 %2</source>
        <translation>Ir a §%1 %2</translation>
    </message>
</context>
<context>
    <name>RulebookPage</name>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Resoluciones</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Search, or §%1</source>
        <translation>Buscar, o §%1</translation>
    </message>
</context>
<context>
    <name>RulesetAmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Corregir #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Corrige la acción tal como la muestra la mesa. Todo lo posterior se recalcula con los mismos dados; el original queda en el registro.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Cambia la acción para ver ambos resultados lado a lado.</translation>
    </message>
    <message>
        <source>Play this instead</source>
        <translation>Jugar esto en su lugar</translation>
    </message>
    <message>
        <source>It no longer happens</source>
        <translation>Ya no ocurre</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Como se registró</translation>
    </message>
    <message>
        <source>As corrected</source>
        <translation>Tal como se corrige</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo del árbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nombre del árbitro</translation>
    </message>
    <message>
        <source>Answer the action asked first.</source>
        <translation>Responde primero a la acción pedida.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indica el motivo y tu nombre para decidir.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Registrar la decisión</translation>
    </message>
</context>
<context>
    <name>RulesetArmies</name>
    <message>
        <source>army lists of this ruleset cannot be imported yet</source>
        <translation>las listas de ejército de este reglamento aún no se pueden importar</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 no es un archivo de este dispositivo</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: ese archivo no existe</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; give this one another name</source>
        <translation>ya hay un ejército llamado &quot;%1&quot; en este dispositivo; dale otro nombre a este</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>&quot;%1&quot; es el nombre de uno de los ejércitos propios de la app; dale otro nombre a este</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>no se puede escribir %1 (%2)</translation>
    </message>
</context>
<context>
    <name>RulesetArmiesView</name>
    <message>
        <source>Legionaries</source>
        <translation>Legionarios</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerrera</translation>
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
        <translation>Vélites</translation>
    </message>
    <message>
        <source>Equites Auxiliares</source>
        <translation>Equites Auxiliares</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>Acorazado</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impetuoso</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Bárbaros</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Feroz</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Veteranos</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Proyectiles</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Hostigador</translation>
    </message>
    <message>
        <source>Units: %1 · generals: %2</source>
        <translation>Unidades: %1 · generales: %2</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Unidades: %1</translation>
    </message>
    <message>
        <source>Breakpoint at the start: %1 (§9)</source>
        <translation>Punto de ruptura al inicio: %1 (§9)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Attack · move · push</source>
        <translation>Ataque · movimiento · empuje</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>General: %1</source>
        <translation>General: %1</translation>
    </message>
    <message>
        <source>%1D6 · %2 · %3+</source>
        <translation>%1d6 · %2 · %3+</translation>
    </message>
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>“%1” se ha importado y se guarda en este dispositivo.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>No importado; no se cambió nada:</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importar una lista de ejército</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Listas de ejército (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importado</translation>
    </message>
</context>
<context>
    <name>RulesetArmyList</name>
    <message>
        <source>%1, unit %2</source>
        <translation>%1, unidad %2</translation>
    </message>
    <message>
        <source>%1, unit %2 (%3)</source>
        <translation>%1, unidad %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;units&quot; is empty: an army needs at least one unit</source>
        <translation>&quot;units&quot; está vacío: un ejército necesita al menos una unidad</translation>
    </message>
    <message>
        <source>an army has at most %1 units, not %2</source>
        <translation>un ejército tiene como máximo %1 unidades, no %2</translation>
    </message>
    <message>
        <source>a unit must be %1, not %2</source>
        <translation>una unidad debe ser %1, no %2</translation>
    </message>
</context>
<context>
    <name>RulesetLogView</name>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Corrección del árbitro</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
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
        <translation>corregida por #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>deshecha</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Deshacer la última acción</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vista del árbitro</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Comprobar la cadena</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La cadena se sostiene: el hash y el estado de cada entrada son correctos.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Con el secreto de los dados</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>El secreto de los dados, una vez decidida la batalla</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Exportar la batalla</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Archivos de batalla (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada a %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint now</source>
        <translation>La huella de la batalla ahora</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Corregir…</translation>
    </message>
    <message>
        <source>Amend #%1</source>
        <translation>Corregir #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Árbitro %1: %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Árbitro: %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fin del turno %1 · huella %2</translation>
    </message>
</context>
<context>
    <name>RulesetSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>No hay ninguna batalla abierta.</translation>
    </message>
    <message>
        <source>The battle kept ends at %1, the battle shown at %2: they differ.</source>
        <translation>La batalla guardada termina en %1 y la mostrada en %2: no coinciden.</translation>
    </message>
    <message>
        <source>Name the file to write the battle to.</source>
        <translation>Nombre el archivo en el que escribir la batalla.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>El secreto de los dados solo se exporta con una batalla decidida: mientras está en curso, el secreto revelaría cada tirada futura. No se escribió nada.</translation>
    </message>
</context>
<context>
    <name>RulingSheet</name>
    <message>
        <source>There is no amendment #%1 in the log.</source>
        <translation>No hay ninguna corrección #%1 en el registro.</translation>
    </message>
    <message>
        <source>The log could not be replayed up to amendment #%1.</source>
        <translation>No se pudo reproducir el registro hasta la corrección #%1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: amendment #%1 of action #%2</source>
        <translation>Resolución del árbitro: corrección #%1 de la acción #%2</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Armies: %1 (first player) against %2</source>
        <translation>Ejércitos: %1 (primer jugador) contra %2</translation>
    </message>
    <message>
        <source>Action #%1 was played in turn %2, %3 phase; the ruling was recorded on %4 (UTC).</source>
        <translation>La acción #%1 se jugó en el turno %2, fase de %3; la resolución se registró el %4 (UTC).</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Como se registró: %1</translation>
    </message>
    <message>
        <source>As corrected: %1</source>
        <translation>Como se corrigió: %1</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>pantano</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terreno accidentado</translation>
    </message>
    <message>
        <source>heavy woods</source>
        <translation>bosque denso</translation>
    </message>
    <message>
        <source>light woods</source>
        <translation>bosque claro</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terreno abierto</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>rolled by the app</source>
        <translation>tirados por la app</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Ground of %1: %2, corrected to %3 (§8.2)</source>
        <translation>Terreno de %1: %2, corregido a %3 (§8.2)</translation>
    </message>
    <message>
        <source>Dice of %1: %2, corrected to %3</source>
        <translation>Dados de %1: %2, corregidos a %3</translation>
    </message>
    <message>
        <source>Overlap on the side of %1: %2, corrected to %3 (§9.2)</source>
        <translation>Desbordamiento del lado de %1: %2, corregido a %3 (§9.2)</translation>
    </message>
    <message>
        <source>Ground entered by %1, tile by tile (§8.1)</source>
        <translation>Terreno en el que entró %1, casilla a casilla (§8.1)</translation>
    </message>
    <message>
        <source>Points given as ground: %1, corrected to %2 (§9.6)</source>
        <translation>Puntos cedidos como terreno: %1, corregidos a %2 (§9.6)</translation>
    </message>
    <message>
        <source>Points held as Fatigue: %1, corrected to %2 (§9.5)</source>
        <translation>Puntos tomados como Fatiga: %1, corregidos a %2 (§9.5)</translation>
    </message>
    <message>
        <source>The turn of %1: %2, corrected to %3 (§5.5)</source>
        <translation>El giro de %1: %2, corregido a %3 (§5.5)</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>sentido antihorario</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>sentido horario</translation>
    </message>
    <message>
        <source>Also corrected: %1</source>
        <translation>También corregido: %1</translation>
    </message>
    <message>
        <source>What was corrected</source>
        <translation>Qué se corrigió</translation>
    </message>
    <message>
        <source>The action</source>
        <translation>La acción</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motivo del árbitro</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(no se indicó)</translation>
    </message>
    <message>
        <source>Umpire: (not recorded)</source>
        <translation>Árbitro: (no registrado)</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Árbitro: %1</translation>
    </message>
    <message>
        <source>%1: Fatigue %2 before, %3 after</source>
        <translation>%1: Fatiga %2 antes, %3 después</translation>
    </message>
    <message>
        <source>%1 breaks, which it did not before</source>
        <translation>%1 se rompe, cosa que antes no pasaba</translation>
    </message>
    <message>
        <source>%1 no longer breaks</source>
        <translation>%1 ya no se rompe</translation>
    </message>
    <message>
        <source>the army of %1 has broken (§12.1)</source>
        <translation>el ejército de %1 se ha roto (§12.1)</translation>
    </message>
    <message>
        <source>no army has broken</source>
        <translation>ningún ejército se ha roto</translation>
    </message>
    <message>
        <source>Army break: before, %1; after, %2</source>
        <translation>Ruptura del ejército: antes, %1; después, %2</translation>
    </message>
    <message>
        <source>No Base&apos;s Fatigue and no Block&apos;s break changed.</source>
        <translation>No cambió la Fatiga de ninguna Base ni la ruptura de ningún Bloque.</translation>
    </message>
    <message>
        <source>The battle before and after the ruling</source>
        <translation>La batalla antes y después de la resolución</translation>
    </message>
    <message>
        <source>The chain</source>
        <translation>La cadena</translation>
    </message>
    <message>
        <source>Amendment #%1&apos;s hash:
%2</source>
        <translation>Hash de la corrección #%1:
%2</translation>
    </message>
    <message>
        <source>Chain head (entry #%1):
%2</source>
        <translation>Cabeza de la cadena (entrada #%1):
%2</translation>
    </message>
    <message>
        <source>Anyone holding the battle file can check both with: ancients verify FILE</source>
        <translation>Quien tenga el archivo de la batalla puede comprobar ambos con: ancients verify ARCHIVO</translation>
    </message>
    <message>
        <source>Name the file to write the ruling to.</source>
        <translation>Indica el archivo en el que escribir la resolución.</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: %2</source>
        <translation>No se pudo escribir la resolución en %1: %2</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: the PDF could not be started</source>
        <translation>No se pudo escribir la resolución en %1: no se pudo iniciar el PDF</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>In %1</source>
        <translation>En %1</translation>
    </message>
    <message>
        <source>Another folder…</source>
        <translation>Otra carpeta…</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nombre del archivo</translation>
    </message>
    <message>
        <source>Give the file a name to save it.</source>
        <translation>Da un nombre al archivo para guardarlo.</translation>
    </message>
    <message>
        <source>A file of that name is there already: saving replaces it.</source>
        <translation>Ya hay un archivo con ese nombre: al guardar se reemplaza.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save in which folder?</source>
        <translation>¿Guardar en qué carpeta?</translation>
    </message>
</context>
<context>
    <name>SavedBattlesPage</name>
    <message>
        <source>Saved battles</source>
        <translation>Batallas guardadas</translation>
    </message>
    <message>
        <source>Import a battle…</source>
        <translation>Importar una batalla…</translation>
    </message>
    <message>
        <source>No battles kept yet. A new battle is kept from its first action.</source>
        <translation>Aún no hay batallas guardadas. Una batalla nueva se guarda desde su primera acción.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>Reanudar %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Decided in turn %1: %2 won, %3 broke</source>
        <translation>Decidida en el turno %1: ganó %2, se rompió %3</translation>
    </message>
    <message>
        <source>In progress: turn %1, %2 phase</source>
        <translation>En curso: turno %1, fase de %2</translation>
    </message>
    <message>
        <source>In progress (turn shown once it is resumed)</source>
        <translation>En curso (el turno se muestra al reanudarla)</translation>
    </message>
    <message numerus="yes">
        <source>Last played %1 · %n entries</source>
        <translation>
            <numerusform>Jugada por última vez el %1 · %n entrada</numerusform>
            <numerusform>Jugada por última vez el %1 · %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source>Import a battle</source>
        <translation>Importar una batalla</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Archivos de batalla (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Delete this battle?</source>
        <translation>¿Borrar esta batalla?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and its whole log will be deleted from this device. Export it first if an umpire may need it.</source>
        <translation>&quot;%1&quot; y todo su registro se borrarán de este dispositivo. Expórtala antes si un árbitro puede necesitarla.</translation>
    </message>
    <message>
        <source>My Wargame Rules · in progress: turn %1</source>
        <translation>My Wargame Rules · en curso: turno %1</translation>
    </message>
    <message>
        <source>3D6 OHW Gridded Ancients · in progress: turn %1</source>
        <translation>3D6 OHW Gridded Ancients · en curso: turno %1</translation>
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
        <translation>Abrir en el reglamento</translation>
    </message>
    <message>
        <source>Close the section</source>
        <translation>Cerrar la sección</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Same as the system (%1)</source>
        <translation>Como el sistema (%1)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>The tablet rolls</source>
        <translation>La tableta tira</translation>
    </message>
    <message>
        <source>Tap to roll: the app rolls every die and keeps the record.</source>
        <translation>Toca para tirar: la app tira cada dado y guarda el registro.</translation>
    </message>
    <message>
        <source>We roll our own dice</source>
        <translation>Tiramos nuestros dados</translation>
    </message>
    <message>
        <source>Roll real dice at the table and enter what they show.</source>
        <translation>Tirad dados reales en la mesa e introducid lo que muestran.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>PIN del árbitro</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is kept. The umpire&apos;s view on the battle log asks for it.</source>
        <translation>El PIN del árbitro está guardado. La vista del árbitro del registro de batalla lo pide.</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is removed: anyone can open the umpire&apos;s view.</source>
        <translation>El PIN del árbitro se ha quitado: cualquiera puede abrir la vista del árbitro.</translation>
    </message>
    <message>
        <source>A PIN is chosen: only who knows it opens the umpire&apos;s view and amends the log.</source>
        <translation>Hay un PIN elegido: solo quien lo conoce abre la vista del árbitro y corrige el registro.</translation>
    </message>
    <message>
        <source>No PIN yet: anyone at the table can open the umpire&apos;s view and amend the log. Choose one before a tournament.</source>
        <translation>Aún no hay PIN: cualquiera en la mesa puede abrir la vista del árbitro y corregir el registro. Elige uno antes de un torneo.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>PIN actual</translation>
    </message>
    <message>
        <source>New PIN, 4 to 8 digits</source>
        <translation>PIN nuevo, de 4 a 8 cifras</translation>
    </message>
    <message>
        <source>Change the PIN</source>
        <translation>Cambiar el PIN</translation>
    </message>
    <message>
        <source>Choose the PIN</source>
        <translation>Elegir el PIN</translation>
    </message>
    <message>
        <source>Remove the PIN</source>
        <translation>Quitar el PIN</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.</source>
        <translation>Ancients Companion %1 — para el Ancients Wargame, Reglamento básico v3.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>A short rattle of dice whenever the tablet rolls: in the dice roller and in the battle. Off unless you turn it on.</source>
        <translation>Un breve ruido de dados cada vez que la tableta tira: en el lanzador de dados y en la batalla. Desactivado hasta que lo actives.</translation>
    </message>
    <message>
        <source>Face to face</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>For a tablet lying flat between the two players: each army&apos;s half of the battle screen is turned toward its player, and each player allocates their own losses on their side.</source>
        <translation>Para una tableta plana entre los dos jugadores: la mitad de la pantalla de batalla de cada ejército mira hacia su jugador, y cada jugador reparte sus propias pérdidas en su lado.</translation>
    </message>
    <message>
        <source>Enter the current PIN, then a new one to change it, or the current one alone to remove it.</source>
        <translation>Introduce el PIN actual y luego uno nuevo para cambiarlo, o solo el actual para quitarlo.</translation>
    </message>
    <message>
        <source>Enter a new PIN of 4 to 8 digits to choose it.</source>
        <translation>Introduce un nuevo PIN de 4 a 8 cifras para elegirlo.</translation>
    </message>
</context>
<context>
    <name>ShootPanel</name>
    <message>
        <source>Tap a Base that shoots, then the enemy Base it shoots at (range 2 base-widths).</source>
        <translation>Toca una Base que dispara y luego la Base enemiga a la que dispara (alcance 2 anchos de base).</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 dispara a %2</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1 has already shot this phase; tap it again to let go, then pick another Base.</source>
        <translation>%1 ya ha disparado en esta fase; tócala otra vez para soltarla y elige otra Base.</translation>
    </message>
    <message>
        <source>+%1: %2</source>
        <translation>+%1: %2</translation>
    </message>
    <message>
        <source>Chance of an effect: %1. %2</source>
        <translation>Probabilidad de efecto: %1. %2</translation>
    </message>
    <message>
        <source>Firer&apos;s ground</source>
        <translation>Terreno del tirador</translation>
    </message>
    <message>
        <source>Target&apos;s ground</source>
        <translation>Terreno del objetivo</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Tirador</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Shoot with these dice</source>
        <translation>Disparar con estos dados</translation>
    </message>
    <message>
        <source>Roll and shoot</source>
        <translation>Tirar y disparar</translation>
    </message>
</context>
<context>
    <name>TableLabels</name>
    <message>
        <source>%1 (file %2)</source>
        <comment>a part of a split Block: the file it holds</comment>
        <translation>%1 (hilera %2)</translation>
    </message>
    <message>
        <source>%1 (files %2)</source>
        <comment>a part of a split Block: the files it holds</comment>
        <translation>%1 (hileras %2)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <comment>a part of a split Block: the rank it holds</comment>
        <translation>%1 (fila %2)</translation>
    </message>
    <message>
        <source>%1 (ranks %2)</source>
        <comment>a part of a split Block: the ranks it holds</comment>
        <translation>%1 (filas %2)</translation>
    </message>
    <message>
        <source>%1 (files %2, ranks %3)</source>
        <comment>a part of a split Block: the files and ranks it holds</comment>
        <translation>%1 (hileras %2, filas %3)</translation>
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
        <translation>Infantería pesada</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infantería media</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infantería ligera</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Hostigadores</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Banda guerrera</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Catafracto / Caballero</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Caballería ligera</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Leva</translation>
    </message>
    <message>
        <source>Steady spears</source>
        <translation>Lanzas firmes</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Evasión</translation>
    </message>
    <message>
        <source>Shock</source>
        <translation>Choque</translation>
    </message>
    <message>
        <source>Light-horse</source>
        <translation>Caballo ligero</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Fresco</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Presionado</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Vacilante</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Roto</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Disparo</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recuperación</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Bosque claro</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Bosque denso</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidentado</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Pantano</translation>
    </message>
    <message>
        <source>can take %1 more Fatigue</source>
        <translation>aguanta %1 de Fatiga más</translation>
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
        <translation>Presionado</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Vacilante</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Roto</translation>
    </message>
    <message>
        <source>routed: its Base is lost</source>
        <translation>en desbandada: su Base está perdida</translation>
    </message>
    <message>
        <source>routed: its %1 Bases are lost</source>
        <translation>en desbandada: sus %1 Bases están perdidas</translation>
    </message>
    <message>
        <source>%1: %2, average Fatigue %3</source>
        <translation>%1: %2, Fatiga media %3</translation>
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
        <translation>Fatiga media %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>+1 all</source>
        <translation>+1 todas</translation>
    </message>
    <message>
        <source>+1 Fatigue on every Base of %1</source>
        <translation>+1 Fatiga en cada Base de %1</translation>
    </message>
    <message>
        <source>−1 all</source>
        <translation>−1 todas</translation>
    </message>
    <message>
        <source>−1 Fatigue on every Base of %1</source>
        <translation>−1 Fatiga en cada Base de %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Dividir…</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Dividir %1</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionar…</translation>
    </message>
    <message>
        <source>Merge another Block into %1</source>
        <translation>Fusionar otro Bloque en %1</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>Movido ✓</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Movido</translation>
    </message>
    <message>
        <source>%1 moved this turn: it does not recover</source>
        <translation>%1 se movió este turno: no se recupera</translation>
    </message>
    <message>
        <source>%1 ⚔</source>
        <translation>%1 ⚔</translation>
    </message>
    <message>
        <source>%1 fought or was shot at: it does not recover</source>
        <translation>%1 combatió o recibió disparos: no se recupera</translation>
    </message>
    <message>
        <source>%1: mark as in combat or shot at</source>
        <translation>%1: marcar en combate o bajo disparos</translation>
    </message>
    <message>
        <source>Lower Fatigue of %1</source>
        <translation>Bajar la Fatiga de %1</translation>
    </message>
    <message>
        <source>%1: Fatigue %2</source>
        <translation>%1: Fatiga %2</translation>
    </message>
    <message>
        <source>Raise Fatigue of %1</source>
        <translation>Subir la Fatiga de %1</translation>
    </message>
</context>
<context>
    <name>TrackerRegroupDialog</name>
    <message>
        <source>Merge a Block into %1</source>
        <translation>Fusionar un Bloque en %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Dividir %1</translation>
    </message>
    <message>
        <source>Where the Block comes apart: the Bases after the cut become a Block of their own.</source>
        <translation>Dónde se separa el Bloque: las Bases tras el corte forman un Bloque propio.</translation>
    </message>
    <message>
        <source>The Block that joins it:</source>
        <translation>El Bloque que se une a él:</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Está</translation>
    </message>
    <message>
        <source>Beside it, on its right</source>
        <translation>A su lado, a su derecha</translation>
    </message>
    <message>
        <source>Behind it</source>
        <translation>Detrás de él</translation>
    </message>
    <message>
        <source>+1 Fatigue on each Base at the seam: %1</source>
        <translation>+1 Fatiga en cada Base de la junta: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionar</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <source>After the split: two Blocks, %1 and %2.</source>
        <translation>Tras dividir: dos Bloques, %1 y %2.</translation>
    </message>
    <message>
        <source>After the merge: one Block, %1.</source>
        <translation>Tras fusionar: un Bloque, %1.</translation>
    </message>
</context>
<context>
    <name>TrackerRegrouping</name>
    <message>
        <source>Between files %1 and %2</source>
        <translation>Entre las hileras %1 y %2</translation>
    </message>
    <message>
        <source>Between ranks %1 and %2</source>
        <translation>Entre las filas %1 y %2</translation>
    </message>
    <message>
        <source>Choose the Block that joins it.</source>
        <translation>Elige el Bloque que se une a él.</translation>
    </message>
    <message>
        <source>There is no tracker.</source>
        <translation>No hay control.</translation>
    </message>
</context>
<context>
    <name>TrackerSidePanel</name>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Nombre de %1</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Aún no hay Bases</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — the army has broken</source>
        <translation>%1 de %2 Bases perdidas — el ejército se ha roto</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — breaks at %3</source>
        <translation>%1 de %2 Bases perdidas — se rompe con %3</translation>
    </message>
    <message>
        <source>Add Block</source>
        <translation>Añadir Bloque</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Añadir un Bloque a %1</translation>
    </message>
    <message>
        <source>Fill from army</source>
        <translation>Rellenar con ejército</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Rellenar %1 con una lista de ejército</translation>
    </message>
    <message>
        <source>No Blocks yet. Add them one by one, or fill the side from one of the army lists.</source>
        <translation>Aún no hay Bloques. Añádelos uno a uno o rellena el bando con una de las listas de ejército.</translation>
    </message>
</context>
</TS>
