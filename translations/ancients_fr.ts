<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AdjustFatigueDialog</name>
    <message>
        <source>Adjust Fatigue</source>
        <translation>Ajuster la Fatigue</translation>
    </message>
    <message>
        <source>Add Fatigue to %1 for something the table shows. The reason is kept in the log.</source>
        <translation>Ajoutez de la Fatigue à %1 pour quelque chose que montre la table. Le motif est conservé dans le journal.</translation>
    </message>
    <message>
        <source>Fatigue to add</source>
        <translation>Fatigue à ajouter</translation>
    </message>
    <message>
        <source>Why, e.g. &quot;lost a figure to the river&quot;</source>
        <translation>Pourquoi, p. ex. « une figurine perdue dans la rivière »</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Say why: the log keeps the reason with the Fatigue.</source>
        <translation>Indiquez pourquoi : le journal conserve le motif avec la Fatigue.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Add Fatigue</source>
        <translation>Ajouter de la Fatigue</translation>
    </message>
</context>
<context>
    <name>AllocationPanel</name>
    <message numerus="yes">
        <source>%1 lost by %n: %2 allocates every point.</source>
        <translation>
            <numerusform>%1 perd de %n point : %2 répartit chaque point.</numerusform>
            <numerusform>%1 perd de %n points : %2 répartit chaque point.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught falls back: every point is ground given, none is Fatigue.</source>
        <translation>Un Tirailleur qui n’est pas rattrapé se replie : chaque point est du terrain cédé, aucun n’est de la Fatigue.</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La file recule le long de sa diagonale arrière vers la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqué : alliés, terrain ou bord de table barrent le chemin</translation>
    </message>
    <message>
        <source>Marked from the Block&apos;s formation; tap to correct what the table shows:</source>
        <translation>Marqué d’après la formation du Bloc ; touchez pour corriger selon la table :</translation>
    </message>
    <message>
        <source>File (%1)</source>
        <translation>File (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Jointures (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Autre côté (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of each seam the recoil tears.</source>
        <translation>Touchez les Bases de part et d’autre de chaque jointure que le recul déchire.</translation>
    </message>
    <message>
        <source>A middle file leaves: tap the Bases on one side of it, which become a Block of their own.</source>
        <translation>Une file du milieu s’en va : touchez les Bases d’un côté de celle-ci, qui forment un Bloc à part.</translation>
    </message>
    <message>
        <source>Tap the Bases of the file that recoil with the loser (none: the loser alone).</source>
        <translation>Touchez les Bases de la file qui reculent avec le perdant (aucune : le perdant seul).</translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Répartir</translation>
    </message>
    <message numerus="yes">
        <source>Push back %n and allocate</source>
        <translation>
            <numerusform>Reculer de %n et répartir</numerusform>
            <numerusform>Reculer de %n et répartir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmendBaseChoice</name>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Corriger #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Corrigez l’action comme la table la montre. Tout ce qui suit est recalculé avec les mêmes dés ; l’original reste dans le journal.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Modifiez l’action pour voir les deux issues côte à côte.</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motif de l’arbitre</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nom de l’arbitre</translation>
    </message>
    <message>
        <source>Answer the choice asked again first.</source>
        <translation>Répondez d’abord au choix demandé à nouveau.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indiquez le motif et votre nom pour trancher.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rule and recompute</source>
        <translation>Trancher et recalculer</translation>
    </message>
</context>
<context>
    <name>AmendFacts</name>
    <message>
        <source>The table&apos;s facts as this entry set them. Choose a Block to see what it touched.</source>
        <translation>Les faits de la table tels que cette entrée les a fixés. Choisissez un Bloc pour voir ce qu’il touchait.</translation>
    </message>
    <message>
        <source>The Block whose contacts are shown</source>
        <translation>Le Bloc dont les contacts sont affichés</translation>
    </message>
    <message>
        <source>Bases whose retreat was blocked</source>
        <translation>Bases dont la retraite était bloquée</translation>
    </message>
</context>
<context>
    <name>AmendFields</name>
    <message>
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>The Block that takes the other in</source>
        <translation>Le Bloc qui absorbe l’autre</translation>
    </message>
    <message>
        <source>The Block taken in</source>
        <translation>Le Bloc absorbé</translation>
    </message>
    <message>
        <source>The Base it wheels about</source>
        <translation>La Base autour de laquelle il pivote</translation>
    </message>
    <message>
        <source>Turns of 60° (negative: to the left)</source>
        <translation>Rotations de 60° (négatif : vers la gauche)</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Front après la conversion</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profondeur après la conversion</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Bases that leave the Block</source>
        <translation>Bases qui quittent le Bloc</translation>
    </message>
    <message>
        <source>Bases on either side of a seam</source>
        <translation>Bases de part et d’autre d’une jointure</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>The players&apos; reason</source>
        <translation>Motif des joueurs</translation>
    </message>
    <message>
        <source>Kept as recorded</source>
        <translation>Conservé tel qu’enregistré</translation>
    </message>
    <message>
        <source>This action has no input to correct.</source>
        <translation>Cette action n’a aucune saisie à corriger.</translation>
    </message>
    <message>
        <source>%1: kept as recorded</source>
        <translation>%1 : conservé tel qu’enregistré</translation>
    </message>
</context>
<context>
    <name>AmendForm</name>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combat %2</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Débordement pour %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <source>The app rolled this fight: the correction meets the same dice.</source>
        <translation>L’application a lancé les dés de ce combat : la correction retrouve les mêmes dés.</translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La file recule le long de sa diagonale arrière vers la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqué : alliés, terrain ou bord de table barrent le chemin</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Le vainqueur</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Poursuit</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <source>Fatigue added to %1</source>
        <translation>Fatigue ajoutée à %1</translation>
    </message>
    <message>
        <source>Ground entered by %1</source>
        <translation>Terrain où %1 est entrée</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Colline gravie</translation>
    </message>
    <message>
        <source>Difficult move</source>
        <translation>Mouvement difficile</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Mouvement complet</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terrain de %1</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test de mouvement</translation>
    </message>
    <message>
        <source>Follows up</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Reste</translation>
    </message>
</context>
<context>
    <name>AmendMoves</name>
    <message>
        <source>%1 wheels</source>
        <translation>%1 effectue une conversion</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 pivote</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marche en colonne</translation>
    </message>
    <message>
        <source>The wheel turned</source>
        <translation>La conversion a tourné</translation>
    </message>
    <message>
        <source>The pivot turned</source>
        <translation>Le pivot a tourné</translation>
    </message>
    <message>
        <source>⟲ counter-clockwise</source>
        <translation>⟲ sens antihoraire</translation>
    </message>
    <message>
        <source>⟳ clockwise</source>
        <translation>⟳ sens horaire</translation>
    </message>
    <message>
        <source>The flank Base it turned about</source>
        <translation>La Base de flanc autour de laquelle il a tourné</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Frontage after the wheel</source>
        <translation>Front après la conversion</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Depth after the wheel</source>
        <translation>Profondeur après la conversion</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Test de conversion %1</translation>
    </message>
    <message numerus="yes">
        <source>The leader&apos;s path, %n step(s), and the column&apos;s order are kept as the table tracked them; the movement test can be corrected.</source>
        <translation>
            <numerusform>Le chemin du meneur (%n pas) et l’ordre de la colonne restent tels que la table les a suivis ; le test de mouvement peut être corrigé.</numerusform>
            <numerusform>Le chemin du meneur (%n pas) et l’ordre de la colonne restent tels que la table les a suivis ; le test de mouvement peut être corrigé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test de mouvement</translation>
    </message>
    <message>
        <source>The app rolled this move: the correction meets the same dice.</source>
        <translation>L’application a lancé les dés de ce mouvement : la correction retrouve les mêmes dés.</translation>
    </message>
</context>
<context>
    <name>AmendPlan</name>
    <message>
        <source>The fights %1 planned, in the order they fight.</source>
        <translation>Les combats prévus par %1, dans l’ordre où ils se livrent.</translation>
    </message>
    <message>
        <source>No fight is left in the plan.</source>
        <translation>Il ne reste aucun combat dans le plan.</translation>
    </message>
    <message>
        <source>%1. %2 against</source>
        <translation>%1. %2 contre</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combattre plus tôt</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combattre plus tard</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Retirer du plan</translation>
    </message>
    <message>
        <source>The enemy it fights</source>
        <translation>L’ennemi qu’elle combat</translation>
    </message>
    <message>
        <source>Overlap for %1</source>
        <translation>Débordement pour %1</translation>
    </message>
</context>
<context>
    <name>AmendReask</name>
    <message numerus="yes">
        <source>%1 by %n: every point is allocated.</source>
        <translation>
            <numerusform>%1 de %n : chaque point est réparti.</numerusform>
            <numerusform>%1 de %n : chaque point est réparti.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file recoils along its rear diagonal to the</source>
        <translation>La file recule le long de sa diagonale arrière vers la</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Pinned: friends, terrain or the table edge block the way</source>
        <translation>Bloqué : alliés, terrain ou bord de table barrent le chemin</translation>
    </message>
    <message>
        <source>Allocate</source>
        <translation>Répartir</translation>
    </message>
    <message>
        <source>%1 may follow up the beaten enemy.</source>
        <translation>%1 peut poursuivre l’ennemi battu.</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Renoncer</translation>
    </message>
    <message>
        <source>%1 may follow up the enemy that gave ground, one hex.</source>
        <translation>%1 peut avancer d’un hexagone derrière l’ennemi qui a cédé du terrain.</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
</context>
<context>
    <name>AmendWhatIf</name>
    <message>
        <source>The corrected action draws a different number of dice than the one recorded, so every later roll comes from further along the same stream.</source>
        <translation>L’action corrigée tire un autre nombre de dés que celle enregistrée ; chaque jet suivant vient donc de plus loin dans le même flux de dés.</translation>
    </message>
    <message>
        <source>The same dice are used again.</source>
        <translation>Les mêmes dés sont réutilisés.</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Tel qu’enregistré</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>En tête</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost</source>
        <translation>%1 Bases perdues sur %2</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rompue</translation>
    </message>
    <message>
        <source>Blocks broken</source>
        <translation>Blocs rompus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Fatigue of every Base, the changed ones first</source>
        <translation>Fatigue de chaque Base, les modifiées d’abord</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>Fatigue %1</source>
        <translation>Fatigue %1</translation>
    </message>
</context>
<context>
    <name>ArmiesPage</name>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>spear-armed</source>
        <translation>armés de lances</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
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
        <translation>« %1 » est importée et conservée sur cet appareil.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>Non importée ; rien n’a été modifié :</translation>
    </message>
    <message>
        <source>“%1” is exported.</source>
        <translation>« %1 » est exportée.</translation>
    </message>
    <message>
        <source>Not exported:</source>
        <translation>Non exportée :</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importer une liste d’armée</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Listes d’armée (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export an army list</source>
        <translation>Exporter une liste d’armée</translation>
    </message>
    <message>
        <source>Delete “%1”?</source>
        <translation>Supprimer « %1 » ?</translation>
    </message>
    <message>
        <source>The army is deleted from this device. Battles already fought with it keep it.</source>
        <translation>L’armée est supprimée de cet appareil. Les batailles déjà livrées avec elle la conservent.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Build an army</source>
        <translation>Créer une armée</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Personnelle</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blocs, %2 Bases</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles du jeu</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderPage</name>
    <message>
        <source>Build an army</source>
        <translation>Créer une armée</translation>
    </message>
    <message>
        <source>Army name</source>
        <translation>Nom de l’armée</translation>
    </message>
    <message>
        <source>Period (optional)</source>
        <translation>Période (facultatif)</translation>
    </message>
    <message>
        <source>e.g. Later Carthaginian</source>
        <translation>p. ex. Carthaginois tardifs</translation>
    </message>
    <message>
        <source>e.g. c. 260–200 BC</source>
        <translation>p. ex. v. 260–200 av. J.-C.</translation>
    </message>
    <message>
        <source>Not saved: put these right first.</source>
        <translation>Non enregistrée : corrigez d’abord ces points.</translation>
    </message>
    <message>
        <source>“%1” is saved on this device: it is with the armies now.</source>
        <translation>« %1 » est enregistrée sur cet appareil : elle figure maintenant parmi les armées.</translation>
    </message>
    <message>
        <source>Show armies</source>
        <translation>Voir les armées</translation>
    </message>
    <message>
        <source>Block name, e.g. Hastati</source>
        <translation>Nom du Bloc, p. ex. Hastati</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 Bases</source>
        <translation>%1 × %2 = %3 Bases</translation>
    </message>
    <message>
        <source>Remove Block %1</source>
        <translation>Retirer le Bloc %1</translation>
    </message>
    <message>
        <source>Remove this Block</source>
        <translation>Retirer ce Bloc</translation>
    </message>
    <message>
        <source>Troop type (§3.3)</source>
        <translation>Type de troupe (§3.3)</translation>
    </message>
    <message>
        <source>Quality (§3.1)</source>
        <translation>Qualité (§3.1)</translation>
    </message>
    <message>
        <source>Weight (type’s own)</source>
        <translation>Poids (celui du type)</translation>
    </message>
    <message>
        <source>Weight (type’s: %1)</source>
        <translation>Poids (type : %1)</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Spear-armed</source>
        <translation>Armé de lances</translation>
    </message>
    <message>
        <source>1 Block, %1 Bases</source>
        <translation>1 Bloc, %1 Bases</translation>
    </message>
    <message>
        <source>%1 Blocks, %2 Bases</source>
        <translation>%1 Blocs, %2 Bases</translation>
    </message>
    <message>
        <source>Breaks when %1 Bases are lost (30%)</source>
        <translation>Rompt quand %1 Bases sont perdues (30%)</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Pas encore de Bases</translation>
    </message>
    <message>
        <source>+ Add a Block</source>
        <translation>+ Ajouter un Bloc</translation>
    </message>
    <message>
        <source>Save army</source>
        <translation>Enregistrer l’armée</translation>
    </message>
</context>
<context>
    <name>ArmyCatalog</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation>plus de %1 octets</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 n’est pas un fichier sur cet appareil</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1 : ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; an army list is far smaller</source>
        <translation>%1 : plus de %2 octets ; une liste d’armée est bien plus petite</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>« %1 » est le nom d’une des armées intégrées de l’app ; donnez un autre nom à celle-ci</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; delete it first or give this one another name</source>
        <translation>une armée nommée « %1 » existe déjà sur cet appareil ; supprimez-la d’abord ou donnez un autre nom à celle-ci</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 ne peut pas être écrit (%2)</translation>
    </message>
    <message>
        <source>there is no army %1</source>
        <translation>il n’y a pas d’armée %1</translation>
    </message>
</context>
<context>
    <name>ArmyColumn</name>
    <message>
        <source>To act</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <source>Army broken: %1 of %2 Bases lost</source>
        <translation>Armée rompue : %1 Bases perdues sur %2</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost · breaks at %3</source>
        <translation>%1 Bases perdues sur %2 · rompt à %3</translation>
    </message>
</context>
<context>
    <name>ArmyDraft</name>
    <message>
        <source>Block %1</source>
        <translation>Bloc %1</translation>
    </message>
</context>
<context>
    <name>ArmyListFormat</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>%1, block %2</source>
        <translation>%1, bloc %2</translation>
    </message>
    <message>
        <source>%1, block %2 (%3)</source>
        <translation>%1, bloc %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not %3</source>
        <translation>« %1 » doit être %2, pas %3</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (the fields here are %2)</source>
        <translation>champ inconnu « %1 » (les champs ici sont %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>« %1 » manque</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>« %1 » ne doit pas être vide</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be 1 to %2 Bases, not %3</source>
        <translation>« %1 » doit compter de 1 à %2 Bases, pas %3</translation>
    </message>
    <message>
        <source>each of &quot;special_rules&quot; must be %1, not %2</source>
        <translation>chaque élément de « special_rules » doit être %1, pas %2</translation>
    </message>
    <message>
        <source>&quot;special_rules&quot; lists &quot;%1&quot; twice</source>
        <translation>« special_rules » cite « %1 » deux fois</translation>
    </message>
    <message>
        <source>a Block must be %1, not %2</source>
        <translation>un Bloc doit être %1, pas %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>&quot;weight&quot; must be on the 1–5 ladder (§3.2), not %1</source>
        <translation>« weight » doit être sur l’échelle 1–5 (§3.2), pas %1</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: not valid JSON (%4)</source>
        <translation>%1, ligne %2, colonne %3 : JSON non valide (%4)</translation>
    </message>
    <message>
        <source>not an army list (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>pas une liste d’armée (« format » doit être « %1 »)</translation>
    </message>
    <message>
        <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
        <translation>créée par une version plus récente de l’app (format de liste d’armée version %1 ; cette app lit jusqu’à la version %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at least %2, not %3</source>
        <translation>« %1 » doit valoir au moins %2, pas %3</translation>
    </message>
    <message>
        <source>&quot;blocks&quot; is empty: an army needs at least one Block</source>
        <translation>« blocks » est vide : une armée a besoin d’au moins un Bloc</translation>
    </message>
    <message>
        <source>the rules engine refuses it (§%1): %2</source>
        <translation>le moteur de règles la refuse (§%1) : %2</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <translation>ligne %1, colonne %2 : JSON non valide (%3)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>illisible (%1)</translation>
    </message>
    <message>
        <source>&quot;tag&quot; must be 1 to %1 letters or digits, not %2</source>
        <translation>« tag » doit compter 1 à %1 lettres ou chiffres, pas %2</translation>
    </message>
    <message>
        <source>&quot;tag&quot; %1 is already block %2&apos;s: each Block needs a tag of its own</source>
        <translation>« tag » %1 est déjà celui du bloc %2 : chaque Bloc a besoin de son propre sigle</translation>
    </message>
    <message>
        <source>and more problems (only the first %1 are listed)</source>
        <translation>et d’autres problèmes (seuls les %1 premiers sont listés)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be at most %2 characters, not %3</source>
        <translation>« %1 » doit compter au plus %2 caractères, pas %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a character that is not text (U+%2) at character %3</source>
        <translation>« %1 » contient au caractère %3 un caractère qui n’est pas du texte (U+%2)</translation>
    </message>
    <message>
        <source>a Block holds at most %1 Bases, not %2 (frontage × depth)</source>
        <translation>un Bloc compte au plus %1 Bases, pas %2 (front × profondeur)</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4%5</source>
        <translation>%1, ligne %2, colonne %3 : %4%5</translation>
    </message>
    <message>
        <source>an army has at most %1 Blocks, not %2</source>
        <translation>une armée compte au plus %1 Blocs, pas %2</translation>
    </message>
    <message>
        <source>an army has at most %1 Bases, not %2</source>
        <translation>une armée compte au plus %1 Bases, pas %2</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Undo: %1</source>
        <translation>Annulation : %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablissement : %1</translation>
    </message>
    <message>
        <source>Amended #%1: %2</source>
        <translation>Corrigé #%1 : %2</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batailles enregistrées</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Non effectué : %1</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Sélection : %1</translation>
    </message>
    <message>
        <source>Adjust Fatigue…</source>
        <translation>Ajuster la Fatigue…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Recover and end the turn</source>
        <translation>Récupérer et finir le tour</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Terminer la phase %1</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to act</source>
        <translation>Tour %1 · à %2 de jouer</translation>
    </message>
    <message>
        <source>Labels…</source>
        <translation>Étiquettes…</translation>
    </message>
    <message>
        <source>Print the table labels</source>
        <translation>Imprimer les étiquettes de table</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Enregistrer les étiquettes de table</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The turn has ended. The battle&apos;s fingerprint:</source>
        <translation>Le tour est terminé. L’empreinte de la bataille :</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 allocates the loss</source>
        <translation>Tour %1 · phase %2 · %3 répartit la perte</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 pursues</source>
        <translation>Tour %1 · phase %2 · %3 poursuit</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase · %3 may follow up</source>
        <translation>Tour %1 · phase %2 · %3 peut avancer</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Tour %1 · %2 · phase %3</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>The folder %1 for the battle store cannot be made.</source>
        <translation>Le dossier %1 du stockage des batailles ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The battle store is not open.</source>
        <translation>Le stockage des batailles n’est pas ouvert.</translation>
    </message>
    <message>
        <source>startBattle: no army catalog was given</source>
        <translation>startBattle : aucun catalogue d’armées fourni</translation>
    </message>
    <message>
        <source>startBattle: the catalog has no army %1</source>
        <translation>startBattle : le catalogue n’a pas d’armée %1</translation>
    </message>
    <message>
        <source>startBattle: there is no rules option &quot;%1&quot;; the options are %2</source>
        <translation>startBattle : il n’y a pas d’option de règle « %1 » ; les options sont %2</translation>
    </message>
    <message>
        <source>startBattle: a Fatigue cost cannot be negative</source>
        <translation>startBattle : un coût en Fatigue ne peut pas être négatif</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>No battle is kept on this device yet.</source>
        <translation>Aucune bataille n’est encore enregistrée sur cet appareil.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>adjustFatigue: say why the Fatigue changes; the reason is kept in the log</source>
        <translation>adjustFatigue : indiquez pourquoi la Fatigue change ; le motif est conservé dans le journal</translation>
    </message>
    <message>
        <source>amend: say why the action is corrected; the reason is kept in the log</source>
        <translation>amend : indiquez pourquoi l’action est corrigée ; le motif est conservé dans le journal</translation>
    </message>
    <message>
        <source>the battle does not verify</source>
        <translation>la bataille ne passe pas la vérification</translation>
    </message>
    <message>
        <source>exportBattle: name the file to write</source>
        <translation>exportBattle : indiquez le fichier à écrire</translation>
    </message>
    <message>
        <source>Block %1, %2</source>
        <translation>Bloc %1, %2</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 n’a pas été importé : %2</translation>
    </message>
    <message>
        <source>%1 v %2 (imported)</source>
        <translation>%1 contre %2 (importée)</translation>
    </message>
    <message>
        <source>%1 was not imported: the battle tracks positions on a hex map; this app plays battles whose positions the players keep on the table</source>
        <translation>%1 n’a pas été importé : la bataille suit les positions sur une carte hexagonale ; cette app joue des batailles dont les joueurs gardent les positions sur la table</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>Base %1</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Bloc %1</translation>
    </message>
    <message>
        <source>%1, Base %2</source>
        <translation>%1, Base %2</translation>
    </message>
    <message>
        <source>amend: the corrected fields are not those of a %1: %2</source>
        <translation>amend : les champs corrigés ne sont pas ceux d’une action « %1 » : %2</translation>
    </message>
    <message>
        <source>Name the file to write the label sheet to.</source>
        <translation>Nommez le fichier où écrire la planche d’étiquettes.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Le secret des dés n’est exporté qu’avec une bataille décidée : tant qu’elle est en cours, le secret dévoilerait chaque jet à venir. Rien n’a été écrit.</translation>
    </message>
    <message>
        <source>amend: only the umpire amends; open the umpire&apos;s view with the PIN first</source>
        <translation>amend : seul l’arbitre corrige ; ouvrez d’abord la vue de l’arbitre avec le code PIN</translation>
    </message>
    <message>
        <source>amend: there is no such action in force</source>
        <translation>amend : cette action n’est pas en vigueur</translation>
    </message>
    <message>
        <source>the allocation of a loss</source>
        <translation>la répartition d’une perte</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>la poursuite</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combat</translation>
    </message>
    <message>
        <source>an action (%1)</source>
        <translation>une action (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s army broke: %2 wins (§12.1)</source>
        <translation>L’armée de %1 est rompue : %2 gagne (§12.1)</translation>
    </message>
    <message numerus="yes">
        <source>Even: each army can lose %n more Base(s) before it breaks</source>
        <translation>
            <numerusform>Égalité : chaque armée peut encore perdre %n Base avant de rompre</numerusform>
            <numerusform>Égalité : chaque armée peut encore perdre %n Bases avant de rompre</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is ahead: %2 of %3 Bases lost that break it, %4 %5 of %6</source>
        <translation>%1 est en tête : %2 Bases perdues sur les %3 qui la rompent, %4 %5 sur %6</translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>%1 a perdu contre %2</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Allocate the loss again.</source>
        <translation>Après la correction, %1 tel qu’enregistré ne convient plus : %2. Répartissez à nouveau la perte.</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the pursuit again.</source>
        <translation>Après la correction, %1 tel qu’enregistré ne convient plus : %2. Décidez à nouveau de la poursuite.</translation>
    </message>
    <message>
        <source>amend: the correction could not be replayed</source>
        <translation>correction : la correction n’a pas pu être rejouée</translation>
    </message>
    <message>
        <source>amend: no choice is asked again</source>
        <translation>correction : aucun choix n’est redemandé</translation>
    </message>
    <message>
        <source>amend: give the umpire&apos;s name; it is kept in the log with the reason</source>
        <translation>correction : indiquez le nom de l’arbitre ; il est conservé dans le journal avec le motif</translation>
    </message>
    <message>
        <source>amend: answer every choice asked again before ruling</source>
        <translation>correction : répondez à chaque choix redemandé avant de trancher</translation>
    </message>
    <message>
        <source>Choose both armies first.</source>
        <translation>Choisissez d’abord les deux armées.</translation>
    </message>
    <message>
        <source>#%1 (%2) no longer happens: %3</source>
        <translation>#%1 (%2) n’a plus lieu : %3</translation>
    </message>
    <message>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <source>%1 given again (#%2)</source>
        <translation>%1 redonné (#%2)</translation>
    </message>
    <message>
        <source>amend: no action is being corrected</source>
        <translation>amend : aucune action n’est en cours de correction</translation>
    </message>
    <message>
        <source>amend: the correction is the same as #%1 as recorded; there is nothing to rule</source>
        <translation>amend : la correction est identique à #%1 tel qu’il est consigné ; il n’y a rien à trancher</translation>
    </message>
    <message>
        <source>the follow-up</source>
        <translation>l’avance</translation>
    </message>
    <message>
        <source>After the correction, %1 as recorded no longer fits: %2. Decide the follow-up again.</source>
        <translation>Après la correction, %1 tel qu’enregistré ne convient plus : %2. Décidez à nouveau de l’avance.</translation>
    </message>
</context>
<context>
    <name>BattleWording</name>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3</source>
        <translation>%1 et %2, garde %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>débordement</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the rear</source>
        <translation>débordement non compté : frappé dans le dos</translation>
    </message>
    <message>
        <source>overlap not counted: struck in the flank</source>
        <translation>débordement non compté : frappé de flanc</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s flank</source>
        <translation>frappe le flanc de l’ennemi</translation>
    </message>
    <message>
        <source>struck in the flank</source>
        <translation>frappé de flanc</translation>
    </message>
    <message>
        <source>strikes the enemy&apos;s rear</source>
        <translation>frappe l’ennemi dans le dos</translation>
    </message>
    <message>
        <source>struck in the rear</source>
        <translation>frappé dans le dos</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>en surplomb</translation>
    </message>
    <message>
        <source>shock ended: it applies only on the first round of contact</source>
        <translation>choc terminé : il ne vaut qu’au premier tour du contact</translation>
    </message>
    <message>
        <source>shock negated by steady spears to the front</source>
        <translation>choc annulé par des lances fermes de front</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated by steady spears to the front</source>
        <translation>choc ennemi annulé par des lances fermes de front</translation>
    </message>
    <message>
        <source>shock negated: charging uphill</source>
        <translation>choc annulé : charge en montée</translation>
    </message>
    <message>
        <source>enemy&apos;s shock negated: it charged uphill</source>
        <translation>choc ennemi annulé : il a chargé en montée</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>choc</translation>
    </message>
    <message>
        <source>shock against formed infantry that is not spear-armed</source>
        <translation>choc contre une infanterie formée sans lances</translation>
    </message>
    <message>
        <source>enemy&apos;s shock</source>
        <translation>choc ennemi</translation>
    </message>
    <message>
        <source>enemy&apos;s shock against formed infantry that is not spear-armed</source>
        <translation>choc ennemi contre une infanterie formée sans lances</translation>
    </message>
    <message>
        <source>steady spears against mounted</source>
        <translation>lances fermes contre les montés</translation>
    </message>
    <message>
        <source>steady spears lost: the mounted enemy is not to the front</source>
        <translation>lances fermes perdues : l’ennemi monté n’est pas de front</translation>
    </message>
    <message>
        <source>%1 %2 (§%3)</source>
        <translation>%1 %2 (§%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Effective weight: %1 for %2, %3 for %4.</source>
        <translation>Poids effectif : %1 pour %2, %3 pour %4.</translation>
    </message>
    <message>
        <source>Quality dice: %1 rolls %2; %3 rolls %4.</source>
        <translation>Dés de qualité : %1 obtient %2 ; %3 obtient %4.</translation>
    </message>
    <message>
        <source>Modifiers for %1: %2; for %3: %4.</source>
        <translation>Modificateurs pour %1 : %2 ; pour %3 : %4.</translation>
    </message>
    <message>
        <source>Totals: %1 for %2, %3 for %4.</source>
        <translation>Totaux : %1 pour %2, %3 pour %4.</translation>
    </message>
    <message>
        <source>Raw difference, %1 less %2: %3.</source>
        <translation>Écart brut, %1 moins %2 : %3.</translation>
    </message>
    <message>
        <source>Weight shift %1: margin %2.</source>
        <translation>Décalage de poids %1 : écart final %2.</translation>
    </message>
    <message>
        <source>Equal final totals: nobody loses.</source>
        <translation>Totaux finaux égaux : personne ne perd.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by %n: that many points of Fatigue or push-back.</source>
        <translation>
            <numerusform>%1 perd de %n : autant de points de Fatigue ou de recul.</numerusform>
            <numerusform>%1 perd de %n : autant de points de Fatigue ou de recul.</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective weight: firer %1, target %2.</source>
        <translation>Poids effectif : tireur %1, cible %2.</translation>
    </message>
    <message>
        <source>Quality dice: firer rolls %1; target rolls %2.</source>
        <translation>Dés de qualité : le tireur obtient %1 ; la cible obtient %2.</translation>
    </message>
    <message>
        <source>No overlap, flank, rear or high-ground modifiers: totals firer %1, target %2.</source>
        <translation>Aucun modificateur de débordement, de flanc, de dos ou de hauteur : totaux tireur %1, cible %2.</translation>
    </message>
    <message>
        <source>Raw difference (firer less target) %1, weight shift %2: margin %3.</source>
        <translation>Écart brut (tireur moins cible) %1, décalage de poids %2 : écart final %3.</translation>
    </message>
    <message numerus="yes">
        <source>The firer&apos;s total beats the target&apos;s: the target takes %n Fatigue.</source>
        <translation>
            <numerusform>Le total du tireur bat celui de la cible : la cible reçoit %n Fatigue.</numerusform>
            <numerusform>Le total du tireur bat celui de la cible : la cible reçoit %n Fatigue.</numerusform>
        </translation>
    </message>
    <message>
        <source>The firer&apos;s total does not beat the target&apos;s: the shots have no effect.</source>
        <translation>Le total du tireur ne bat pas celui de la cible : les tirs restent sans effet.</translation>
    </message>
    <message>
        <source>the tempo cost of an extra move, paid before it</source>
        <translation>le coût de tempo d’un mouvement de plus, payé avant lui</translation>
    </message>
    <message>
        <source>terrain entered</source>
        <translation>terrain traversé</translation>
    </message>
    <message>
        <source>climbing a slight hill</source>
        <translation>montée d’une colline douce</translation>
    </message>
    <message>
        <source>climbing a steep hill</source>
        <translation>montée d’une colline escarpée</translation>
    </message>
    <message>
        <source>climbing a hill</source>
        <translation>montée d’une colline</translation>
    </message>
    <message>
        <source>a difficult move, paid after it</source>
        <translation>un mouvement difficile, payé après lui</translation>
    </message>
    <message>
        <source>a difficult move through friends, paid after it</source>
        <translation>un mouvement difficile à travers des amis, payé après lui</translation>
    </message>
    <message>
        <source>a difficult move that changed the formation, paid after it</source>
        <translation>un mouvement difficile qui a changé la formation, payé après lui</translation>
    </message>
    <message>
        <source>the pivot&apos;s Fatigue cost</source>
        <translation>le coût en Fatigue du pivot</translation>
    </message>
    <message>
        <source>terrain of the tile the wheel swings it onto</source>
        <translation>terrain de la case où la conversion l’amène</translation>
    </message>
    <message>
        <source>terrain entered on the march</source>
        <translation>terrain traversé pendant la marche</translation>
    </message>
    <message>
        <source>on the seam the split opened</source>
        <translation>sur la jointure que la division a ouverte</translation>
    </message>
    <message>
        <source>on the seam the merge closed</source>
        <translation>sur la jointure que la fusion a fermée</translation>
    </message>
    <message>
        <source>entered by the players</source>
        <translation>saisie par les joueurs</translation>
    </message>
    <message>
        <source>entered by the players: %1</source>
        <translation>saisie par les joueurs : %1</translation>
    </message>
    <message>
        <source>recovery: its Block did not move and it was neither in combat nor shot at</source>
        <translation>récupération : son Bloc n’a pas bougé et elle n’a été ni au combat ni sous le tir</translation>
    </message>
    <message>
        <source>smoothing: gives 1 to %1</source>
        <translation>lissage : donne 1 à %1</translation>
    </message>
    <message>
        <source>smoothing: takes 1 from %1</source>
        <translation>lissage : prend 1 à %1</translation>
    </message>
    <message>
        <source>missile fire from %1</source>
        <translation>tir de %1</translation>
    </message>
    <message numerus="yes">
        <source>on %n seam(s) the file tore as it left</source>
        <translation>
            <numerusform>sur %n jointure que la file a déchirée en partant</numerusform>
            <numerusform>sur %n jointures que la file a déchirées en partant</numerusform>
        </translation>
    </message>
    <message>
        <source>cascade: a Base struck in the rear lost by 2 or more</source>
        <translation>cascade : une Base frappée dans le dos a perdu de 2 ou plus</translation>
    </message>
    <message>
        <source>holds: Fatigue for the points it did not give as ground</source>
        <translation>tient : de la Fatigue pour les points qu’elle n’a pas cédés en terrain</translation>
    </message>
    <message>
        <source>contagion: %1 broke within one base-width</source>
        <translation>contagion : %1 a rompu à moins d’une largeur de base</translation>
    </message>
    <message>
        <source>the army has broken</source>
        <translation>l’armée est rompue</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2 (now %3): %4</source>
        <translation>%1 Fatigue pour %2 (désormais %3) : %4</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>pivote</translation>
    </message>
    <message>
        <source>wheels (move %1 of %2)</source>
        <translation>fait une conversion (mouvement %1 sur %2)</translation>
    </message>
    <message>
        <source>marches in column</source>
        <translation>marche en colonne</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>se déplace</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: passed</source>
        <translation>%1 %2 : test de mouvement, gardé %3 contre une Fatigue moyenne de %4 : réussi</translation>
    </message>
    <message>
        <source>%1 %2: movement test, kept %3 against average Fatigue %4: failed</source>
        <translation>%1 %2 : test de mouvement, gardé %3 contre une Fatigue moyenne de %4 : raté</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 is pushed back and forms a Block of its own</source>
        <translation>%1 se divise : la file de %2 est repoussée et forme un Bloc à part</translation>
    </message>
    <message>
        <source>%1 splits: the file of %2 evades and forms a Block of its own</source>
        <translation>%1 se divise : la file de %2 se replie et forme un Bloc à part</translation>
    </message>
    <message>
        <source>%1 is cut in two: the Bases beyond the file form a Block of their own</source>
        <translation>%1 est coupé en deux : les Bases au-delà de la file forment un Bloc à part</translation>
    </message>
    <message>
        <source>%1 splits: the detached Bases form a Block of their own</source>
        <translation>%1 se divise : les Bases détachées forment un Bloc à part</translation>
    </message>
    <message>
        <source>%1 declines to pursue</source>
        <translation>%1 renonce à poursuivre</translation>
    </message>
    <message>
        <source>%1 cannot advance: the way ahead is taken</source>
        <translation>%1 ne peut pas avancer : la voie est occupée</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursues %n base-width(s) toward %2, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 poursuit de %n largeur de base vers %2, sans test, sans Fatigue</numerusform>
            <numerusform>%1 poursuit de %n largeurs de base vers %2, sans test, sans Fatigue</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won but is otherwise engaged: it does not pursue</source>
        <translation>%1 a gagné mais est engagée ailleurs : elle ne poursuit pas</translation>
    </message>
    <message>
        <source>%1 has routed: routed Bases give no overlaps</source>
        <translation>%1 est en déroute : les Bases en déroute ne débordent pas</translation>
    </message>
    <message>
        <source>%1 gave ground earlier this phase: it no longer laps %2</source>
        <translation>%1 a déjà cédé du terrain dans cette phase : elle ne déborde plus %2</translation>
    </message>
    <message>
        <source>After the first round %1 counts no overlaps unless supported by its own kind: %2 is not</source>
        <translation>Après le premier tour, %1 ne compte aucun débordement sauf s’il vient de son propre type : %2 n’en est pas</translation>
    </message>
    <message>
        <source>%1 is caught by faster troops: the evade fails</source>
        <translation>%1 est rattrapée par des troupes plus rapides : le repli échoue</translation>
    </message>
    <message>
        <source>%1 cannot fall back the full distance: the evade fails and it takes the full result</source>
        <translation>%1 ne peut pas reculer de toute la distance : le repli échoue et elle subit le résultat entier</translation>
    </message>
    <message>
        <source>Dislocation: the pushed file of %1, alone, averages over 6 and breaks</source>
        <translation>Dislocation : la file repoussée de %1, seule, dépasse 6 de moyenne et rompt</translation>
    </message>
    <message>
        <source>%1 pivots 60° in place</source>
        <translation>%1 pivote de 60° sur place</translation>
    </message>
    <message numerus="yes">
        <source>%1 wheels 60° in %n move(s)</source>
        <translation>
            <numerusform>%1 fait une conversion de 60° en %n mouvement</numerusform>
            <numerusform>%1 fait une conversion de 60° en %n mouvements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 marches %n base-width(s) in column</source>
        <translation>
            <numerusform>%1 marche de %n largeur de base en colonne</numerusform>
            <numerusform>%1 marche de %n largeurs de base en colonne</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 se déplace</translation>
    </message>
    <message>
        <source>The wheel of %1 is aborted: it does not happen, the Fatigue paid is lost</source>
        <translation>La conversion de %1 est abandonnée : elle n’a pas lieu, la Fatigue payée est perdue</translation>
    </message>
    <message>
        <source>%1 fails its test: its movement ends for the turn</source>
        <translation>%1 rate son test : son mouvement s’arrête pour ce tour</translation>
    </message>
    <message>
        <source>%1 merges into %2; Fatigue pools</source>
        <translation>%1 fusionne avec %2 ; la Fatigue est mise en commun</translation>
    </message>
    <message>
        <source>%1 breaks: its army has broken, so the push-back of %2 becomes a break; its Bases rout</source>
        <translation>%1 rompt : son armée est rompue, le recul de %2 devient donc une rupture ; ses Bases sont en déroute</translation>
    </message>
    <message>
        <source>%1 breaks: its average Fatigue %2 exceeds 6; its Bases rout</source>
        <translation>%1 rompt : sa Fatigue moyenne de %2 dépasse 6 ; ses Bases sont en déroute</translation>
    </message>
    <message>
        <source>%1 cannot retreat a full move and is removed</source>
        <translation>%1 ne peut pas retraiter d’un mouvement complet et est retirée</translation>
    </message>
    <message>
        <source>%1 cannot retreat and is removed</source>
        <translation>%1 ne peut pas retraiter et est retirée</translation>
    </message>
    <message>
        <source>%1 has lost %2 of %3 starting Bases (30% or more): it breaks and the battle is decided</source>
        <translation>%1 a perdu %2 de ses %3 Bases de départ (30 % ou plus) : elle rompt et la bataille est décidée</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 phase</source>
        <translation>Tour %1, %2 : phase %3</translation>
    </message>
    <message>
        <source>%1 makes contact on a chained second move after a full first: shock applies</source>
        <translation>%1 entre au contact par un second mouvement enchaîné après un premier complet : le choc s’applique</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, margin 0 after the weight shift: nobody loses</source>
        <translation>%1 et %2 combattent : totaux %3 et %4, écart final 0 après le décalage de poids : personne ne perd</translation>
    </message>
    <message>
        <source>%1 and %2 fight: totals %3 and %4, weight shift %5: %6 loses by %7</source>
        <translation>%1 et %2 combattent : totaux %3 et %4, décalage de poids %5 : %6 perd de %7</translation>
    </message>
    <message numerus="yes">
        <source>%1 evades, falling back %n base-depth(s)</source>
        <translation>
            <numerusform>%1 se replie de %n profondeur de base</numerusform>
            <numerusform>%1 se replie de %n profondeurs de base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recoils %n base-depth(s)</source>
        <translation>
            <numerusform>%1 recule de %n profondeur de base</numerusform>
            <numerusform>%1 recule de %n profondeurs de base</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with its file of %n Bases</source>
        <translation>
            <numerusform>, avec sa file de %n Base</numerusform>
            <numerusform>, avec sa file de %n Bases</numerusform>
        </translation>
    </message>
    <message>
        <source>, split from its Block</source>
        <translation>, séparée de son Bloc</translation>
    </message>
    <message numerus="yes">
        <source>%1 is pinned: %n push-back point(s) taken as Fatigue instead</source>
        <translation>
            <numerusform>%1 est bloquée : %n point de recul devient de la Fatigue</numerusform>
            <numerusform>%1 est bloquée : %n points de recul deviennent de la Fatigue</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: %2 takes %7 Fatigue</source>
        <translation>%1 tire sur %2 : jets %3 et %4, décalage de poids %5, écart final %6 : %2 reçoit %7 Fatigue</translation>
    </message>
    <message>
        <source>%1 shoots at %2: rolls %3 and %4, weight shift %5, margin %6: the shots have no effect</source>
        <translation>%1 tire sur %2 : jets %3 et %4, décalage de poids %5, écart final %6 : les tirs restent sans effet</translation>
    </message>
    <message>
        <source>%1: passed</source>
        <translation>%1 : réussi</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1 : raté</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1 moves and charges</source>
        <translation>%1 se déplace et charge</translation>
    </message>
    <message>
        <source>%1 pivots</source>
        <translation>%1 pivote</translation>
    </message>
    <message>
        <source>%1 wheels about %2</source>
        <translation>%1 fait une conversion autour de %2</translation>
    </message>
    <message>
        <source>%1 marches in column</source>
        <translation>%1 marche en colonne</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 se divise</translation>
    </message>
    <message>
        <source>%1 merges into %2</source>
        <translation>%1 fusionne avec %2</translation>
    </message>
    <message>
        <source>Contacts and distances entered</source>
        <translation>Contacts et distances saisis</translation>
    </message>
    <message>
        <source>Bases marked as in combat</source>
        <translation>Bases marquées au combat</translation>
    </message>
    <message>
        <source>Bases marked as shot at</source>
        <translation>Bases marquées sous le tir</translation>
    </message>
    <message>
        <source>%1 Fatigue to %2</source>
        <translation>%1 Fatigue pour %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 retirée</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Fin de la phase</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combat %2</translation>
    </message>
    <message>
        <source>Loss allocated: %1 Fatigue, %2 push-back</source>
        <translation>Perte répartie : %1 Fatigue, %2 recul</translation>
    </message>
    <message>
        <source>Pursuit declined</source>
        <translation>Poursuite refusée</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Poursuite</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>%1 is struck in the flank on the side %2 laps from: that overlap does not count</source>
        <translation>%1 est frappée de flanc du côté d’où %2 déborde : ce débordement ne compte pas</translation>
    </message>
    <message>
        <source>%1 is struck in the rear: it counts no overlaps, not even %2&apos;s</source>
        <translation>%1 est frappée dans le dos : elle ne compte aucun débordement, pas même celui de %2</translation>
    </message>
    <message>
        <source>Combat pairs planned: %1</source>
        <translation>Paires de combat prévues : %1</translation>
    </message>
    <message>
        <source>The players enter the overlaps of %1 and %2 instead of those the plan gives</source>
        <translation>Les joueurs saisissent les débordements de %1 et %2 au lieu de ceux que donne le plan</translation>
    </message>
    <message>
        <source>a repeated push-back: ground given after its first base-depth this phase</source>
        <translation>un recul répété : terrain cédé au-delà de sa première profondeur de base dans cette phase</translation>
    </message>
    <message>
        <source>%1 splits: %2 pursues alone and forms a Block of its own</source>
        <translation>%1 se divise : %2 poursuit seule et forme un Bloc à part</translation>
    </message>
    <message>
        <source>%1 splits: %2 follows up alone and forms a Block of its own</source>
        <translation>%1 se divise : %2 avance seule et forme un Bloc à part</translation>
    </message>
    <message numerus="yes">
        <source>%1 must pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 doit poursuivre %2 : %n largeur de base vers lui, seule, sans test, sans Fatigue</numerusform>
            <numerusform>%1 doit poursuivre %2 : %n largeurs de base vers lui, seule, sans test, sans Fatigue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may pursue %2: %n base-width(s) toward it, alone, no test, no Fatigue</source>
        <translation>
            <numerusform>%1 peut poursuivre %2 : %n largeur de base vers lui, seule, sans test, sans Fatigue</numerusform>
            <numerusform>%1 peut poursuivre %2 : %n largeurs de base vers lui, seule, sans test, sans Fatigue</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may follow up %2 one hex</source>
        <translation>%1 peut avancer d’un hexagone derrière %2</translation>
    </message>
    <message>
        <source>%1 follows up one hex toward %2</source>
        <translation>%1 avance d’un hexagone vers %2</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 reste où elle est</translation>
    </message>
    <message>
        <source>%1 cannot follow up: the hex ahead is taken, impassable or off the table</source>
        <translation>%1 ne peut pas avancer : l’hexagone devant est occupé, infranchissable ou hors de la table</translation>
    </message>
    <message>
        <source>%1 would leave the table as it retreats and is removed</source>
        <translation>%1 quitterait la table en retraitant et est retirée</translation>
    </message>
    <message>
        <source>Follow-up declined</source>
        <translation>Avance refusée</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>%1 and %2, keeps %3 and rolls it again: %4</source>
        <translation>%1 et %2, garde %3 et le relance : %4</translation>
    </message>
    <message>
        <source>%1, %2 and %3, keeps %4</source>
        <translation>%1, %2 et %3, garde %4</translation>
    </message>
    <message>
        <source>%1 declines to pull Fatigue in smoothing</source>
        <translation>%1 renonce à prendre de la Fatigue au lissage</translation>
    </message>
    <message>
        <source>%1 wheels 60° without a move: a lone Base&apos;s far corner travels 0</source>
        <translation>%1 fait une conversion de 60° sans mouvement : le coin éloigné d’une Base seule parcourt 0</translation>
    </message>
</context>
<context>
    <name>BlockCard</name>
    <message>
        <source>%1, %2, average Fatigue %3</source>
        <translation>%1, %2, Fatigue moyenne %3</translation>
    </message>
    <message>
        <source>%1 · %2 · weight %3</source>
        <translation>%1 · %2 · poids %3</translation>
    </message>
    <message>
        <source>Average %1</source>
        <translation>Moyenne %1</translation>
    </message>
    <message>
        <source>Broken and routing</source>
        <translation>Rompu et en déroute</translation>
    </message>
    <message>
        <source>Movement over</source>
        <translation>Mouvement terminé</translation>
    </message>
    <message>
        <source>Shock charge</source>
        <translation>Charge de choc</translation>
    </message>
    <message>
        <source>Moves this turn: %1</source>
        <translation>Mouvements ce tour : %1</translation>
    </message>
    <message>
        <source>in the file</source>
        <translation>dans la file</translation>
    </message>
    <message>
        <source>at a seam</source>
        <translation>à une jointure</translation>
    </message>
    <message>
        <source>on the far side</source>
        <translation>de l’autre côté</translation>
    </message>
    <message>
        <source>%1, Fatigue %2</source>
        <translation>%1, Fatigue %2</translation>
    </message>
    <message>
        <source>lapping</source>
        <translation>déborde</translation>
    </message>
</context>
<context>
    <name>CitationButton</name>
    <message>
        <source>Rulebook section %1</source>
        <translation>Livre de règles, section %1</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <translation>Arbitrage %1</translation>
    </message>
</context>
<context>
    <name>CohesionTracker</name>
    <message>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Donnez un nom à l&apos;unité.</translation>
    </message>
    <message>
        <source>A side holds at most %1 units on the tracker.</source>
        <translation>Un camp compte au plus %1 unités dans le suivi.</translation>
    </message>
    <message>
        <source>%1 is destroyed and has left the battlefield (§2, R10).</source>
        <translation>%1 est détruite et a quitté le champ de bataille (§2, R10).</translation>
    </message>
    <message>
        <source>%1 is Fresh: it has nothing to rally (§9, R2).</source>
        <translation>%1 est fraîche : rien à rallier (§9, R2).</translation>
    </message>
    <message>
        <source>%1 is destroyed and never rallies (§9, R2).</source>
        <translation>%1 est détruite et ne se rallie jamais (§9, R2).</translation>
    </message>
    <message>
        <source>Romans</source>
        <translation>Romains</translation>
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
        <translation>Gaulois</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande guerrière</translation>
    </message>
    <message>
        <source>Noble cavalry</source>
        <translation>Cavalerie noble</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>it is not JSON (line %1, column %2: %3)</source>
        <translation>ce n&apos;est pas du JSON (ligne %1, colonne %2 : %3)</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>« format » n&apos;est pas « %1 »</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1</source>
        <translation>« version » n&apos;est pas %1</translation>
    </message>
    <message>
        <source>&quot;break_point&quot; is not a whole number from 0 to %1</source>
        <translation>« break_point » n&apos;est pas un nombre entier de 0 à %1</translation>
    </message>
    <message>
        <source>&quot;sides&quot; does not hold two sides</source>
        <translation>« sides » ne contient pas deux camps</translation>
    </message>
    <message>
        <source>sides[%1].units holds more than %2 units</source>
        <translation>sides[%1].units contient plus de %2 unités</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].name is empty</source>
        <translation>sides[%1].units[%2].name est vide</translation>
    </message>
    <message>
        <source>sides[%1].units[%2].cohesion is not one of fresh, shaken, disrupted, destroyed</source>
        <translation>sides[%1].units[%2].cohesion n&apos;est ni fresh, ni shaken, ni disrupted, ni destroyed</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>il ne peut pas être ouvert (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>il ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>it is not a cohesion tracker file</source>
        <translation>ce n&apos;est pas un fichier du suivi de cohésion</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Le fichier %1 du suivi de cohésion n&apos;a pas pu être lu : %2. Il a été conservé sous le nom %3, et le suivi repart à vide.</translation>
    </message>
    <message>
        <source>The cohesion tracker&apos;s file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Le fichier %1 du suivi de cohésion n&apos;a pas pu être lu : %2. Il n&apos;a pas pu être mis de côté non plus ; les changements ne seront pas enregistrés tant que le fichier n&apos;est pas déplacé ou réparé.</translation>
    </message>
    <message>
        <source>The cohesion tracker could not be saved to %1: %2.</source>
        <translation>Le suivi de cohésion n&apos;a pas pu être enregistré dans %1 : %2.</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Désorganisé</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
</context>
<context>
    <name>CohesionTrackerPage</name>
    <message>
        <source>Cohesion tracker</source>
        <translation>Suivi de cohésion</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>All Fresh</source>
        <translation>Tout frais</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Try with two sample armies</source>
        <translation>Essayer avec deux armées d&apos;exemple</translation>
    </message>
    <message>
        <source>Break point: %1 lost (§3, R13)</source>
        <translation>Point de rupture : %1 perdues (§3, R13)</translation>
    </message>
    <message>
        <source>No break point: to the last unit (§3, R13)</source>
        <translation>Pas de point de rupture : jusqu&apos;à la dernière unité (§3, R13)</translation>
    </message>
    <message>
        <source>Lower the break point</source>
        <translation>Abaisser le point de rupture</translation>
    </message>
    <message>
        <source>Raise the break point</source>
        <translation>Relever le point de rupture</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is a draw (§3, R13).</source>
        <translation>Les deux camps sont vaincus : la bataille est nulle (§3, R13).</translation>
    </message>
    <message>
        <source>%1 wins: %2 is defeated (§3, R13).</source>
        <translation>%1 l&apos;emporte : %2 est vaincu (§3, R13).</translation>
    </message>
    <message>
        <source>The side&apos;s name</source>
        <translation>Nom du camp</translation>
    </message>
    <message>
        <source>Defeated: %1 of %2 lost</source>
        <translation>Vaincu : %1 sur %2 perdues</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 sur %2 perdues</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>%1 takes a hit</source>
        <translation>%1 subit une touche</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>%1 rallies</source>
        <translation>%1 se rallie</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Nom de l&apos;unité</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Ajouter une unité</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Now tap the enemy Base it fights.</source>
        <translation>Touchez maintenant la Base ennemie qu’elle combat.</translation>
    </message>
    <message>
        <source>%1 fights %2</source>
        <translation>%1 combat %2</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>aucun modificateur</translation>
    </message>
    <message>
        <source>Weight shift %1 (§9.4)</source>
        <translation>Décalage de poids %1 (§9.4)</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combattre avec ces dés</translation>
    </message>
    <message>
        <source>Roll and fight</source>
        <translation>Lancer et combattre</translation>
    </message>
    <message>
        <source>%1: pair each Base in contact with one enemy: tap your Base, then the enemy Base it fights. Fights go in the order you choose.</source>
        <translation>%1 : appariez chaque Base au contact avec un ennemi : touchez votre Base, puis la Base ennemie qu’elle combat. Les combats suivent l’ordre que vous choisissez.</translation>
    </message>
    <message>
        <source>fight %1 of the plan</source>
        <translation>combat %1 du plan</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gagne %2 · égalité %3 · %4 gagne %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, entered by hand (§9.2). Tap it again to take it away.</source>
        <translation>%1 déborde l’ennemi : +1 pour %2, saisi à la main (§9.2). Touchez-la à nouveau pour l’enlever.</translation>
    </message>
    <message>
        <source>A friend that laps the enemy? Tap it on its card (§9.2).</source>
        <translation>Une Base amie déborde l’ennemi ? Touchez-la sur sa carte (§9.2).</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <source>Add to the plan</source>
        <translation>Ajouter au plan</translation>
    </message>
    <message>
        <source>If every point is held as Fatigue: %1&apos;s Block breaks %2 · %3&apos;s breaks %4</source>
        <translation>Si chaque point est encaissé en Fatigue : le Bloc de %1 rompt %2 · celui de %3 %4</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Ce que montre la table</translation>
    </message>
    <message>
        <source>Overlap for %1: %2</source>
        <translation>Débordement pour %1 : %2</translation>
    </message>
    <message>
        <source>Tap the Base of %1 that laps</source>
        <translation>Touchez la Base de %1 qui déborde</translation>
    </message>
    <message>
        <source>Overlap for %1…</source>
        <translation>Débordement pour %1…</translation>
    </message>
    <message>
        <source>%1 laps the enemy: +1 to %2, named in the plan (§9.2). Tap it again to take it away.</source>
        <translation>%1 déborde l’ennemi : +1 pour %2, nommée dans le plan (§9.2). Touchez-la à nouveau pour l’enlever.</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un recul au combat %1 supprimerait ce débordement (§4)</translation>
    </message>
    <message>
        <source>The plan: %1 fights still to fight</source>
        <translation>Le plan : encore %1 combats à livrer</translation>
    </message>
    <message>
        <source>Struck in the flank by another enemy, a Base loses the overlap on that side only: say below which side its lapping Base stands on (§9.3).</source>
        <translation>Frappée de flanc par un autre ennemi, une Base ne perd que le débordement de ce côté : indiquez ci-dessous de quel côté se tient sa Base qui déborde (§9.3).</translation>
    </message>
    <message>
        <source>%1 stands on the side of %2:</source>
        <translation>%1 se tient du côté de %2 :</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
</context>
<context>
    <name>CombatQueue</name>
    <message>
        <source>Engaged, not yet paired (%1):</source>
        <translation>Au contact, sans adversaire encore (%1) :</translation>
    </message>
    <message>
        <source>%1, %2: pair it with an enemy</source>
        <translation>%1, %2 : l’apparier à un ennemi</translation>
    </message>
    <message>
        <source>Fights in order (%1 to fight):</source>
        <translation>Combats dans l’ordre (%1 à livrer) :</translation>
    </message>
    <message>
        <source>Fight %1: %2 against %3</source>
        <translation>Combat %1 : %2 contre %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4</source>
        <translation>%1 %2 contre %3 %4</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Livré</translation>
    </message>
    <message>
        <source>No longer in contact</source>
        <translation>Plus au contact</translation>
    </message>
    <message>
        <source>%1 win %2 · draw %3 · %4 win %5</source>
        <translation>%1 gagne %2 · égalité %3 · %4 gagne %5</translation>
    </message>
    <message>
        <source>%1 laps for %2 (+%3)</source>
        <translation>%1 déborde pour %2 (+%3)</translation>
    </message>
    <message>
        <source>A push-back in fight %1 would strip this overlap (§4)</source>
        <translation>Un recul au combat %1 supprimerait ce débordement (§4)</translation>
    </message>
    <message>
        <source>Fight earlier</source>
        <translation>Combattre plus tôt</translation>
    </message>
    <message>
        <source>Fight later</source>
        <translation>Combattre plus tard</translation>
    </message>
    <message>
        <source>Take out of the plan</source>
        <translation>Retirer du plan</translation>
    </message>
    <message>
        <source>In contact, not yet fought: %1 (§4).</source>
        <translation>En contact, pas encore combattu : %1 (§4).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>ContactsEditor</name>
    <message>
        <source>In contact with</source>
        <translation>Au contact de</translation>
    </message>
    <message>
        <source>In contact with %1</source>
        <translation>Au contact de %1</translation>
    </message>
    <message>
        <source>Friends within one base-width</source>
        <translation>Alliés à moins d’une largeur de base</translation>
    </message>
    <message>
        <source>%1 within one base-width</source>
        <translation>%1 à moins d’une largeur de base</translation>
    </message>
</context>
<context>
    <name>DecidedPanel</name>
    <message>
        <source>%1 has broken: the battle is decided.</source>
        <translation>%1 est rompue : la bataille est décidée.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 l’emporte</translation>
    </message>
    <message>
        <source>Decided in turn %1.</source>
        <translation>Décidée au tour %1.</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost; %3 break the army</source>
        <translation>%1 Bases perdues sur %2 ; %3 rompent l’armée</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rompue</translation>
    </message>
    <message>
        <source>The fights that decided it</source>
        <translation>Les combats qui l’ont décidée</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3) lost by %4 to %5 (%6).</source>
        <translation>Tour %1 : %2 (%3) a perdu de %4 contre %5 (%6).</translation>
    </message>
    <message>
        <source>Then broke: %1.</source>
        <translation>Puis rompus : %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint at its end:</source>
        <translation>L’empreinte de la bataille à sa fin :</translation>
    </message>
</context>
<context>
    <name>DiceInput</name>
    <message>
        <source>%1: first die</source>
        <translation>%1 : premier dé</translation>
    </message>
    <message>
        <source>%1: second die</source>
        <translation>%1 : second dé</translation>
    </message>
    <message>
        <source>%1: the kept die rolled again</source>
        <translation>%1 : le dé gardé, relancé</translation>
    </message>
    <message>
        <source>%1: third die</source>
        <translation>%1 : troisième dé</translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source>The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).</source>
        <translation>Le dé moyen n&apos;a pas de %1 : ses faces sont 2, 3, 3, 4, 4 et 5 (§3.1).</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6 (§3.1).</source>
        <translation>Un d6 n&apos;a pas de %1 : ses faces vont de 1 à 6 (§3.1).</translation>
    </message>
    <message>
        <source>Choose the dice to roll first.</source>
        <translation>Choisissez d&apos;abord les dés à lancer.</translation>
    </message>
    <message>
        <source>This roll takes %1 dice: enter a face for each.</source>
        <translation>Ce jet demande %1 dés : saisissez une face pour chacun.</translation>
    </message>
    <message>
        <source>A d6 has no %1: its faces are 1 to 6.</source>
        <translation>Un d6 n&apos;a pas de %1 : ses faces vont de 1 à 6.</translation>
    </message>
</context>
<context>
    <name>DiceRollerPage</name>
    <message>
        <source>Dice roller</source>
        <translation>Lanceur de dés</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dé moyen</translation>
    </message>
    <message>
        <source>Combat roll</source>
        <translation>Jet de combat</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test de mouvement</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best.</source>
        <translation>Lance deux dés et garde le meilleur.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst.</source>
        <translation>Lance deux dés et garde le moins bon.</translation>
    </message>
    <message>
        <source>Rolls one die.</source>
        <translation>Lance un dé.</translation>
    </message>
    <message>
        <source>Averaging 2–5</source>
        <translation>Moyen 2–5</translation>
    </message>
    <message>
        <source>d6 (high swing)</source>
        <translation>d6 (forte variance)</translation>
    </message>
    <message>
        <source>Lower average Fatigue</source>
        <translation>Baisser la Fatigue moyenne</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatigue moyenne</translation>
    </message>
    <message>
        <source>Raise average Fatigue</source>
        <translation>Augmenter la Fatigue moyenne</translation>
    </message>
    <message>
        <source>Needs %1 or more on the kept d6: %2 chance (%3).</source>
        <translation>Il faut %1 ou plus sur le d6 gardé : chance de %2 (%3).</translation>
    </message>
    <message>
        <source>The movement test always uses the d6 (§3.1).</source>
        <translation>Le test de mouvement se lance toujours au d6 (§3.1).</translation>
    </message>
    <message>
        <source>I rolled real dice</source>
        <translation>J&apos;ai lancé de vrais dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Tap to roll</source>
        <translation>Touchez pour lancer</translation>
    </message>
    <message>
        <source>Move passes: kept %1</source>
        <translation>Mouvement réussi : %1 gardé</translation>
    </message>
    <message>
        <source>Move fails: kept %1</source>
        <translation>Mouvement raté : %1 gardé</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 au %2</translation>
    </message>
    <message>
        <source>%1 · read from real dice · tap to roll again</source>
        <translation>%1 · lu sur de vrais dés · touchez pour relancer</translation>
    </message>
    <message>
        <source>%1 · tap to roll again</source>
        <translation>%1 · touchez pour relancer</translation>
    </message>
    <message>
        <source>Chance of each result</source>
        <translation>Chance de chaque résultat</translation>
    </message>
    <message>
        <source>Recent rolls</source>
        <translation>Derniers jets</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 → %4</source>
        <translation>%1, %2 : %3 → %4</translation>
    </message>
    <message>
        <source>%1, passes against %2</source>
        <translation>%1, réussi contre %2</translation>
    </message>
    <message>
        <source>%1, fails against %2</source>
        <translation>%1, raté contre %2</translation>
    </message>
    <message>
        <source>%1 (real dice)</source>
        <translation>%1 (vrais dés)</translation>
    </message>
    <message>
        <source>No rolls yet</source>
        <translation>Aucun jet pour l’instant</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dé de combat</translation>
    </message>
    <message>
        <source>Block&apos;s average Fatigue</source>
        <translation>Fatigue moyenne du Bloc</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mécanique Élite/Levée</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Meilleur de trois</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the best.</source>
        <translation>Lance trois dés et garde le meilleur.</translation>
    </message>
    <message>
        <source>Rolls three dice and keeps the worst.</source>
        <translation>Lance trois dés et garde le moins bon.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the best; a kept %1 or lower is rolled again once.</source>
        <translation>Lance deux dés et garde le meilleur ; un %1 ou moins gardé est relancé une fois.</translation>
    </message>
    <message>
        <source>Rolls two dice and keeps the worst; a kept %1 or higher is rolled again once.</source>
        <translation>Lance deux dés et garde le moins bon ; un %1 ou plus gardé est relancé une fois.</translation>
    </message>
    <message>
        <source>%1 and %2, rolled again: %3</source>
        <translation>%1 et %2, relancé : %3</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <source>Worst of three</source>
        <translation>Pire de trois</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Meilleur/pire de trois</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Repoussé</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Choc brutal</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Refoulé</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Touché, tient</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Percée</translation>
    </message>
    <message>
        <source>%1D6, each 4+ a hit</source>
        <translation>%1d6, chaque 4+ touche</translation>
    </message>
    <message>
        <source>2D6, pick one</source>
        <translation>2d6, en choisir un</translation>
    </message>
    <message>
        <source>1D6</source>
        <translation>1d6</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>Touches : %1</translation>
    </message>
    <message>
        <source>Pick one: %1 or %2</source>
        <translation>En choisir un : %1 ou %2</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Melee roll</source>
        <translation>Jet de mêlée</translation>
    </message>
    <message>
        <source>Higher Resolve: roll 2D6 and pick one. Equal Resolve: the attacker rolls 1D6. 1 Repulsed, 2 Brutal Clash, 3–4 Forced Back, 5 Hit &amp; Hold, 6 Breakthrough (§10).</source>
        <translation>Résolution plus haute : lancer 2d6 et en choisir un. Résolution égale : l&apos;attaquant lance 1d6. 1 Repoussé, 2 Choc brutal, 3–4 Refoulé, 5 Touche et tient, 6 Percée (§10).</translation>
    </message>
    <message>
        <source>Dice in the pool</source>
        <translation>Dés de la réserve</translation>
    </message>
    <message>
        <source>Fewer dice</source>
        <translation>Moins de dés</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1d6</translation>
    </message>
    <message>
        <source>More dice</source>
        <translation>Plus de dés</translation>
    </message>
    <message>
        <source>Roll %1 D6, count 4+: every attack die, shot or melee, hits on 4 or more (§6, §7).</source>
        <translation>Lancer %1 d6, compter les 4+ : chaque dé d&apos;attaque, tir ou mêlée, touche sur 4 ou plus (§6, §7).</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Raté</translation>
    </message>
    <message>
        <source>Chance of each number of hits</source>
        <translation>Chance de chaque nombre de touches</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>%1, kept</source>
        <translation>%1, gardé</translation>
    </message>
    <message>
        <source>%1, dropped</source>
        <translation>%1, écarté</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardé</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Écarté</translation>
    </message>
</context>
<context>
    <name>DieFaceRow</name>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 montre %2</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>Chance of each result</source>
        <translation>Chance de chaque résultat</translation>
    </message>
</context>
<context>
    <name>EffectsList</name>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>Heavy Infantry</source>
        <translation>Infanterie lourde</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infanterie moyenne</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande guerrière</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Cataphractaire / Chevalier</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Cavalerie légère</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un mouvement</translation>
    </message>
    <message>
        <source>a pivot</source>
        <translation>un pivot</translation>
    </message>
    <message>
        <source>a wheel</source>
        <translation>une conversion</translation>
    </message>
    <message>
        <source>a column march</source>
        <translation>une marche en colonne</translation>
    </message>
    <message>
        <source>a split</source>
        <translation>une scission</translation>
    </message>
    <message>
        <source>a merge</source>
        <translation>une fusion</translation>
    </message>
    <message>
        <source>contacts entered</source>
        <translation>des contacts saisis</translation>
    </message>
    <message>
        <source>a mark of combat</source>
        <translation>une marque de combat</translation>
    </message>
    <message>
        <source>a mark of being shot at</source>
        <translation>une marque de tir subi</translation>
    </message>
    <message>
        <source>added Fatigue</source>
        <translation>de la Fatigue ajoutée</translation>
    </message>
    <message>
        <source>a routed Base removed</source>
        <translation>une Base en déroute retirée</translation>
    </message>
    <message>
        <source>the end of a phase</source>
        <translation>la fin d’une phase</translation>
    </message>
    <message>
        <source>a fight</source>
        <translation>un combat</translation>
    </message>
    <message>
        <source>a loss allocated</source>
        <translation>une perte répartie</translation>
    </message>
    <message>
        <source>a pursuit</source>
        <translation>une poursuite</translation>
    </message>
    <message>
        <source>a volley</source>
        <translation>une volée</translation>
    </message>
    <message>
        <source>The army list has no name.</source>
        <translation>La liste d’armée n’a pas de nom.</translation>
    </message>
    <message>
        <source>The army list “%1” has no Blocks.</source>
        <translation>La liste d’armée « %1 » n’a aucun Bloc.</translation>
    </message>
    <message>
        <source>Block %1 of the list has no name; every Block needs one.</source>
        <translation>Le Bloc %1 de la liste n’a pas de nom ; chaque Bloc en a besoin.</translation>
    </message>
    <message>
        <source>Block %1 of the list: frontage %2 × depth %3 deploys no Bases.</source>
        <translation>Bloc %1 de la liste : un front de %2 × une profondeur de %3 ne déploie aucune Base.</translation>
    </message>
    <message>
        <source>%1: weight %2 is not on the 1–5 ladder.</source>
        <translation>%1 : le poids %2 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>Block %1 of the list: weight %2 is not on the 1–5 ladder.</source>
        <translation>Bloc %1 de la liste : le poids %2 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>Weight %1 is not on the 1–5 ladder.</source>
        <translation>Le poids %1 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>Give every Block a deployment, or none: %1 Blocks, %2 deployments.</source>
        <translation>Donnez un déploiement à chaque Bloc, ou à aucun : %1 Blocs, %2 déploiements.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, which another Base already holds.</source>
        <translation>%1 se tiendrait sur %2, déjà occupé par une autre Base.</translation>
    </message>
    <message>
        <source>The contacts name Blocks %1 and %2; there is no such pair.</source>
        <translation>Les contacts nomment les Blocs %1 et %2 ; cette paire n’existe pas.</translation>
    </message>
    <message>
        <source>There is no Block %1.</source>
        <translation>Il n’y a pas de Bloc %1.</translation>
    </message>
    <message>
        <source>There is no Base %1.</source>
        <translation>Il n’y a pas de Base %1.</translation>
    </message>
    <message>
        <source>A Block with no Bases has broken or merged away; it cannot break again.</source>
        <translation>Un Bloc sans Bases est rompu ou a fusionné ; il ne peut pas rompre à nouveau.</translation>
    </message>
    <message>
        <source>%1 has broken or merged away; it can do nothing more.</source>
        <translation>%1 est rompu ou a fusionné ; il ne peut plus rien faire.</translation>
    </message>
    <message>
        <source>%1 has routed; it fights no more.</source>
        <translation>%1 est en déroute ; elle ne combat plus.</translation>
    </message>
    <message>
        <source>%1 has routed; it shoots and is shot at no more.</source>
        <translation>%1 est en déroute ; elle ne tire plus et n’est plus prise pour cible.</translation>
    </message>
    <message>
        <source>%1 has routed; nothing more happens to it.</source>
        <translation>%1 est en déroute ; il ne lui arrive plus rien.</translation>
    </message>
    <message>
        <source>Only a routed Base still on the table can be removed; %1 is not one.</source>
        <translation>Seule une Base en déroute encore sur la table peut être retirée ; %1 n’en est pas une.</translation>
    </message>
    <message>
        <source>%1 is in neither %2 nor %3.</source>
        <translation>%1 n’est ni dans le %2 ni dans le %3.</translation>
    </message>
    <message>
        <source>%1 is not in %2.</source>
        <translation>%1 n’est pas dans le %2.</translation>
    </message>
    <message>
        <source>Blocks move, pivot, wheel, march, split and merge only in the Move phase.</source>
        <translation>Les Blocs se déplacent, pivotent, font une conversion, marchent, se scindent et fusionnent seulement pendant la phase de Mouvement.</translation>
    </message>
    <message>
        <source>Fights are resolved in the Combat phase.</source>
        <translation>Les combats se résolvent pendant la phase de Combat.</translation>
    </message>
    <message>
        <source>Missile troops shoot in the Shoot phase.</source>
        <translation>Les troupes de tir tirent pendant la phase de Tir.</translation>
    </message>
    <message>
        <source>The active player orders the fights and names one of their own Bases first; %1 belongs to the other side.</source>
        <translation>Le joueur actif ordonne les combats et nomme d’abord une de ses propres Bases ; %1 appartient à l’autre camp.</translation>
    </message>
    <message>
        <source>Only the active player moves their Blocks; %1 belongs to the other side.</source>
        <translation>Seul le joueur actif déplace ses Blocs ; %1 appartient à l’autre camp.</translation>
    </message>
    <message>
        <source>%1 lost its fight by %2: its owner allocates the points before anything else happens.</source>
        <translation>%1 a perdu son combat de %2 : son propriétaire répartit les points avant toute autre chose.</translation>
    </message>
    <message>
        <source>%1 won and may pursue: that is settled before anything else happens.</source>
        <translation>%1 a gagné et peut poursuivre : cela se règle avant toute autre chose.</translation>
    </message>
    <message>
        <source>%1 won and must pursue before anything else happens.</source>
        <translation>%1 a gagné et doit poursuivre avant toute autre chose.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear, uphill and Going are read from the table.</source>
        <translation>Les positions sont suivies : flanc, arrière, position en hauteur et valeur de terrain se lisent sur la table.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Going is read from the table.</source>
        <translation>Les positions sont suivies : la valeur de terrain se lit sur la table.</translation>
    </message>
    <message>
        <source>Positions are tracked: the file and its seams are found from the table.</source>
        <translation>Les positions sont suivies : la file et ses jointures se déduisent de la table.</translation>
    </message>
    <message>
        <source>Positions are not tracked: a move names no destinations.</source>
        <translation>Les positions ne sont pas suivies : un mouvement ne nomme aucune destination.</translation>
    </message>
    <message>
        <source>A column march follows tracked positions; without them, record it as a move.</source>
        <translation>Une marche en colonne suit des positions suivies ; sans elles, enregistrez-la comme un mouvement.</translation>
    </message>
    <message>
        <source>Positions are tracked: contacts come from the table and cannot be entered.</source>
        <translation>Les positions sont suivies : les contacts viennent de la table et ne peuvent pas être saisis.</translation>
    </message>
    <message>
        <source>%1 failed a movement test this turn; its movement is over.</source>
        <translation>%1 a raté un test de mouvement ce tour-ci ; son mouvement est terminé.</translation>
    </message>
    <message>
        <source>A climb costs +1 (slight hill) or +2 (steep hill), not %1.</source>
        <translation>Une montée coûte +1 (colline douce) ou +2 (colline raide), pas %1.</translation>
    </message>
    <message>
        <source>Positions are tracked: give every Base of %1 its destination.</source>
        <translation>Les positions sont suivies : donnez sa destination à chaque Base du %1.</translation>
    </message>
    <message>
        <source>The hex %1 is occupied.</source>
        <translation>L’hexagone %1 est occupé.</translation>
    </message>
    <message>
        <source>Two Bases cannot end on the same hex.</source>
        <translation>Deux Bases ne peuvent pas finir sur le même hexagone.</translation>
    </message>
    <message>
        <source>A Block&apos;s Bases must end touching edge to edge.</source>
        <translation>Les Bases d’un Bloc doivent finir bord à bord.</translation>
    </message>
    <message>
        <source>%1 would pass the impassable hex %2.</source>
        <translation>%1 traverserait l’hexagone infranchissable %2.</translation>
    </message>
    <message>
        <source>The hex %1 is impassable.</source>
        <translation>L’hexagone %1 est infranchissable.</translation>
    </message>
    <message>
        <source>%1 would move %2 base-widths; a move of %3 covers at most %4.</source>
        <translation>%1 se déplacerait de %2 largeurs de base ; un mouvement du %3 couvre au plus %4.</translation>
    </message>
    <message>
        <source>%1 would pass through the enemy on %2.</source>
        <translation>%1 traverserait l’ennemi en %2.</translation>
    </message>
    <message>
        <source>The pivot in place turns 60° (±1 step), not %1.</source>
        <translation>Le pivot sur place tourne de 60° (±1 pas), pas de %1.</translation>
    </message>
    <message>
        <source>A wheel turns 60° at once (±1 step), not %1.</source>
        <translation>Une conversion tourne de 60° d’un coup (±1 pas), pas de %1.</translation>
    </message>
    <message>
        <source>A wheel turns about a flank: %1 is not an end Base of the front rank of %2.</source>
        <translation>Une conversion tourne autour d’un flanc : %1 n’est pas une Base d’extrémité du premier rang du %2.</translation>
    </message>
    <message>
        <source>The wheel needs the hex %1 clear for %2; it is not.</source>
        <translation>La conversion a besoin de l’hexagone %1 libre pour %2 ; il ne l’est pas.</translation>
    </message>
    <message>
        <source>Give the frontage and depth of %1: they set the cost of the wheel.</source>
        <translation>Indiquez le front et la profondeur du %1 : ils fixent le coût de la conversion.</translation>
    </message>
    <message>
        <source>The column&apos;s order must name every Base of %1 once.</source>
        <translation>L’ordre de la colonne doit nommer une fois chaque Base du %1.</translation>
    </message>
    <message>
        <source>A march covers 1 to %1 base-widths, not %2.</source>
        <translation>Une marche couvre de 1 à %1 largeurs de base, pas %2.</translation>
    </message>
    <message>
        <source>Each Base of the column must touch the one ahead of it.</source>
        <translation>Chaque Base de la colonne doit toucher celle qui la précède.</translation>
    </message>
    <message>
        <source>The leader&apos;s path must go hex by hex.</source>
        <translation>Le chemin de la tête doit avancer hexagone par hexagone.</translation>
    </message>
    <message>
        <source>The leader&apos;s path doubles back onto the column: two Bases would share a hex.</source>
        <translation>Le chemin de la tête revient sur la colonne : deux Bases partageraient un hexagone.</translation>
    </message>
    <message>
        <source>The hex %1 on the path is not clear.</source>
        <translation>L’hexagone %1 sur le chemin n’est pas libre.</translation>
    </message>
    <message>
        <source>Name the Bases that leave, once each: some, but not all, of %1.</source>
        <translation>Nommez les Bases qui partent, une fois chacune : certaines, mais pas toutes, du %1.</translation>
    </message>
    <message>
        <source>The Block&apos;s Bases do not touch: it is no legal Block.</source>
        <translation>Les Bases du Bloc ne se touchent pas : ce n’est pas un Bloc valable.</translation>
    </message>
    <message>
        <source>Both parts of a split must be legal Blocks: their Bases touching.</source>
        <translation>Les deux parties d’une scission doivent être des Blocs valables : leurs Bases se touchent.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the merge closes.</source>
        <translation>Nommez les Bases de part et d’autre de la jointure que la fusion referme.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seams the file tears: each takes +1 Fatigue.</source>
        <translation>Nommez les Bases de part et d’autre des jointures que la file déchire : chacune prend +1 de Fatigue.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam: every split opens one, and each takes +1 Fatigue.</source>
        <translation>Nommez les Bases de part et d’autre de la jointure : chaque scission en ouvre une, et chacune prend +1 de Fatigue.</translation>
    </message>
    <message>
        <source>Name each seam Base once: it takes +1 Fatigue once.</source>
        <translation>Nommez une fois chaque Base de jointure : elle ne prend +1 de Fatigue qu’une fois.</translation>
    </message>
    <message>
        <source>%1 cannot merge with itself.</source>
        <translation>%1 ne peut pas fusionner avec lui-même.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only Blocks of the same troop type merge.</source>
        <translation>%1 et %2 ne peuvent pas fusionner : seuls des Blocs du même type de troupe fusionnent.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: a Block has one quality, weight and set of special rules, and theirs differ (ruling R15).</source>
        <translation>%1 et %2 ne peuvent pas fusionner : un Bloc a une qualité, un poids et un ensemble de règles spéciales, et les leurs diffèrent (arbitrage R15).</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: engaged Blocks do not merge.</source>
        <translation>%1 et %2 ne peuvent pas fusionner : des Blocs engagés ne fusionnent pas.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: only adjacent Blocks merge.</source>
        <translation>%1 et %2 ne peuvent pas fusionner : seuls des Blocs adjacents fusionnent.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot merge: merging Blocks must face the same way.</source>
        <translation>%1 et %2 ne peuvent pas fusionner : des Blocs qui fusionnent doivent faire face dans la même direction.</translation>
    </message>
    <message>
        <source>Fatigue rises from what happens to a Base: +1 or more, not %1.</source>
        <translation>La Fatigue augmente de ce qui arrive à une Base : +1 ou plus, pas %1.</translation>
    </message>
    <message>
        <source>Say which rule adds the Fatigue.</source>
        <translation>Indiquez quelle règle ajoute la Fatigue.</translation>
    </message>
    <message>
        <source>Fatigue never drops below 1, so no average can be below 1.</source>
        <translation>La Fatigue ne descend jamais sous 1, donc aucune moyenne ne peut être inférieure à 1.</translation>
    </message>
    <message>
        <source>Each Base&apos;s Fatigue is at least 1, so %1 Bases total at least %1, not %2.</source>
        <translation>La Fatigue de chaque Base vaut au moins 1, donc %1 Bases totalisent au moins %1, pas %2.</translation>
    </message>
    <message>
        <source>A Block averaging over 6 has already broken (§6, ruling R8).</source>
        <translation>Un Bloc dont la moyenne dépasse 6 est déjà rompu (§6, arbitrage R8).</translation>
    </message>
    <message>
        <source>A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.</source>
        <translation>Un Bloc dont la Fatigue moyenne dépasse 6 est rompu (§12) et ne peut pas se déplacer.</translation>
    </message>
    <message>
        <source>The d6 has no face %1.</source>
        <translation>Le d6 n’a pas de face %1.</translation>
    </message>
    <message>
        <source>The averaging die (2, 3, 3, 4, 4, 5) has no face %1.</source>
        <translation>Le dé moyen (2, 3, 3, 4, 4, 5) n’a pas de face %1.</translation>
    </message>
    <message>
        <source>The movement test is always rolled on the d6.</source>
        <translation>Le test de mouvement se lance toujours au d6.</translation>
    </message>
    <message>
        <source>Each Base rolls its own quality&apos;s dice.</source>
        <translation>Chaque Base lance les dés de sa propre qualité.</translation>
    </message>
    <message>
        <source>The firer and the target roll the same combat die.</source>
        <translation>Le tireur et la cible lancent le même dé de combat.</translation>
    </message>
    <message>
        <source>Both Bases of a fight roll the same combat die.</source>
        <translation>Les deux Bases d’un combat lancent le même dé de combat.</translation>
    </message>
    <message>
        <source>The Going %1 of %2 is not on the 1–5 scale.</source>
        <translation>La valeur de terrain %1 de %2 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>%1: Going %2 is not on the 1–5 scale.</source>
        <translation>%1 : la valeur de terrain %2 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>Going %1 is not on the 1–5 scale.</source>
        <translation>La valeur de terrain %1 n’est pas sur l’échelle de 1 à 5.</translation>
    </message>
    <message>
        <source>Each engaged Base gives 0 or 1 overlap.</source>
        <translation>Chaque Base engagée donne 0 ou 1 débordement.</translation>
    </message>
    <message>
        <source>A pair fights in one place: a Base is struck in its flank or its rear, not both.</source>
        <translation>Une paire combat en un seul endroit : une Base est frappée de flanc ou de dos, pas les deux.</translation>
    </message>
    <message>
        <source>Only one Base of a pair can stand uphill of the other.</source>
        <translation>Une seule Base d’une paire peut se tenir en hauteur par rapport à l’autre.</translation>
    </message>
    <message>
        <source>%1: Light Cavalry do not gain shock.</source>
        <translation>%1 : la Cavalerie légère ne gagne pas de choc.</translation>
    </message>
    <message>
        <source>%1: %2 have no Shock ability, so they cannot charge with shock.</source>
        <translation>%1 : %2 n’a pas la capacité Choc et ne peut donc pas charger avec choc.</translation>
    </message>
    <message>
        <source>%1 charged with shock, so it fights its enemy to its front and cannot be the side struck in flank or rear.</source>
        <translation>%1 a chargé avec choc : il combat l’ennemi devant lui et ne peut pas être le camp frappé de flanc ou de dos.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: missile troops shoot at the enemy.</source>
        <translation>%1 est une alliée de %2 : les troupes de tir tirent sur l’ennemi.</translation>
    </message>
    <message>
        <source>%1 is a friend of %2: a fight pairs opposing Bases.</source>
        <translation>%1 est une alliée de %2 : un combat oppose des Bases ennemies.</translation>
    </message>
    <message>
        <source>%1 and %2 are not in contact; enter the contact first.</source>
        <translation>%1 et %2 ne sont pas au contact ; saisissez d’abord le contact.</translation>
    </message>
    <message>
        <source>%1 and %2 are not engaged: they must touch, one in a front hex of the other.</source>
        <translation>%1 et %2 ne sont pas engagées : elles doivent se toucher, l’une dans un hexagone de front de l’autre.</translation>
    </message>
    <message>
        <source>%1 and %2 have already fought this phase.</source>
        <translation>%1 et %2 ont déjà combattu pendant cette phase.</translation>
    </message>
    <message>
        <source>%1 cannot lap %2 for %3: an overlap comes from another Base of the same side.</source>
        <translation>%1 ne peut pas déborder %2 pour %3 : un débordement vient d’une autre Base du même camp.</translation>
    </message>
    <message>
        <source>%1 is not in the other front hex of %2: it laps nothing.</source>
        <translation>%1 n’est pas dans l’autre hexagone de front de %2 : elle ne déborde rien.</translation>
    </message>
    <message>
        <source>No fight is waiting for its loss to be allocated.</source>
        <translation>Aucun combat n’attend la répartition de sa perte.</translation>
    </message>
    <message>
        <source>Allocate every one of the %1 points, each as Fatigue or push-back: %2 + %3 is not %1.</source>
        <translation>Répartissez chacun des %1 points, chacun en Fatigue ou en recul : %2 + %3 ne font pas %1.</translation>
    </message>
    <message>
        <source>A Skirmisher that is not caught evades: it falls back instead of taking Fatigue. Allocate all %1 points as push-back.</source>
        <translation>Un Tirailleur qui n’est pas rattrapé esquive : il recule au lieu de prendre de la Fatigue. Répartissez les %1 points en recul.</translation>
    </message>
    <message>
        <source>Name each Base of the file once.</source>
        <translation>Nommez une fois chaque Base de la file.</translation>
    </message>
    <message>
        <source>The file is the Bases that move with %1: name it too.</source>
        <translation>La file, ce sont les Bases qui bougent avec %1 : nommez-la aussi.</translation>
    </message>
    <message>
        <source>%1 is not one of the Bases of %2 left behind.</source>
        <translation>%1 n’est pas l’une des Bases du %2 laissées en arrière.</translation>
    </message>
    <message>
        <source>The far side is some, not all, of the Bases left behind when a middle file leaves, each named once.</source>
        <translation>L’autre côté, ce sont certaines, pas toutes, des Bases laissées en arrière quand une file du milieu part, chacune nommée une fois.</translation>
    </message>
    <message>
        <source>The file is the whole Block: it tears no seam.</source>
        <translation>La file est le Bloc entier : elle ne déchire aucune jointure.</translation>
    </message>
    <message>
        <source>An evading Skirmisher takes no seam Fatigue (§9.6, §11.2): name none.</source>
        <translation>Un Tirailleur qui esquive ne prend pas de Fatigue de jointure (§9.6, §11.2) : n’en nommez aucune.</translation>
    </message>
    <message>
        <source>No Base is waiting to pursue.</source>
        <translation>Aucune Base n’attend de poursuivre.</translation>
    </message>
    <message>
        <source>%1 is a Shock Base that won: it must pursue, one full move toward the enemy (§11.1). Only Light Cavalry may decline (§11.4).</source>
        <translation>%1 est une Base de Choc victorieuse : elle doit poursuivre, d’un mouvement complet vers l’ennemi (§11.1). Seule la Cavalerie légère peut refuser (§11.4).</translation>
    </message>
    <message>
        <source>A declined pursuit moves no file.</source>
        <translation>Une poursuite refusée ne déplace aucune file.</translation>
    </message>
    <message>
        <source>%1 is %2: only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).</source>
        <translation>%1 est de type %2 : seules l’Infanterie légère, les Tirailleurs et la Cavalerie légère tirent (arbitrage R38).</translation>
    </message>
    <message>
        <source>%1 has already shot in this Shoot phase (ruling R38).</source>
        <translation>%1 a déjà tiré pendant cette phase de Tir (arbitrage R38).</translation>
    </message>
    <message>
        <source>%1 is %2 base-widths from %3: missile range is %4 (ruling R38).</source>
        <translation>%1 est à %2 largeurs de base de %3 : la portée de tir est de %4 (arbitrage R38).</translation>
    </message>
    <message>
        <source>There is no action to undo.</source>
        <translation>Il n’y a aucune action à annuler.</translation>
    </message>
    <message>
        <source>There is no undone action to redo.</source>
        <translation>Il n’y a aucune action annulée à rétablir.</translation>
    </message>
    <message>
        <source>There is no action %1 to amend: %2 actions are in force.</source>
        <translation>Il n’y a pas d’action %1 à corriger : %2 actions sont en vigueur.</translation>
    </message>
    <message>
        <source>The correction is illegal: %1</source>
        <translation>La correction est illégale : %1</translation>
    </message>
    <message>
        <source>It could not be saved, so it did not happen: %1</source>
        <translation>Cela n’a pas pu être enregistré, donc cela n’a pas eu lieu : %1</translation>
    </message>
    <message>
        <source>%1 (§%2)</source>
        <translation>%1 (§%2)</translation>
    </message>
    <message>
        <source>Only the active player acts now.</source>
        <translation>Seul le joueur actif agit maintenant.</translation>
    </message>
    <message>
        <source>%1 fights an enemy this phase, so it is not uncountered: it laps %2 for no one.</source>
        <translation>%1 combat un ennemi dans cette phase, elle n’est donc pas libre : elle ne déborde %2 pour personne.</translation>
    </message>
    <message>
        <source>%1 is not in the pairing plan: pair it with the enemy it fights before the fight.</source>
        <translation>%1 n’est pas dans le plan des paires : associez-la avant le combat à l’ennemi qu’elle combat.</translation>
    </message>
    <message>
        <source>%1 is already paired with %2: each engaged Base fights one enemy in the phase.</source>
        <translation>%1 est déjà associée à %2 : chaque Base engagée combat un seul ennemi dans la phase.</translation>
    </message>
    <message>
        <source>%1; and %2 more</source>
        <translation>%1 ; et %2 de plus</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>An amendment corrects an input of action #%1 (%2); it cannot make it %3.</source>
        <translation>Une correction rectifie une saisie de l’action #%1 (%2) ; elle ne peut pas en faire %3.</translation>
    </message>
    <message>
        <source>The correction is the same as action #%1.</source>
        <translation>La correction est identique à l’action #%1.</translation>
    </message>
    <message>
        <source>After the correction, action #%1 (%2) would no longer be legal: %3</source>
        <translation>Après la correction, l’action #%1 (%2) ne serait plus régulière : %3</translation>
    </message>
    <message>
        <source>A choice asked again must replace a later action in force, in order: %1 is not one.</source>
        <translation>Un choix redemandé doit remplacer une action ultérieure en vigueur, dans l’ordre : %1 n’en est pas une.</translation>
    </message>
    <message>
        <source>Action %1 (%2) is still legal after the correction: only what the correction made illegal is asked again.</source>
        <translation>L’action %1 (%2) reste régulière après la correction : seul ce que la correction a rendu irrégulier est redemandé.</translation>
    </message>
    <message>
        <source>The choice asked again in place of action %1 is illegal: %2</source>
        <translation>Le choix redemandé à la place de l’action %1 est irrégulier : %2</translation>
    </message>
    <message>
        <source>A distance of §2 is %1 to %2 base-widths, not %3.</source>
        <translation>Une distance du §2 va de %1 à %2 largeurs de base, pas %3.</translation>
    </message>
    <message>
        <source>A cost or a cap is 0 or more, not %1.</source>
        <translation>Un coût ou un plafond vaut 0 ou plus, pas %1.</translation>
    </message>
    <message>
        <source>A table size needs tracked positions: without them the players see the edge.</source>
        <translation>Une taille de table exige des positions suivies : sans elles, les joueurs voient le bord.</translation>
    </message>
    <message>
        <source>A table is 1 to %1 base-widths a side, not %2 × %3.</source>
        <translation>Une table mesure de 1 à %1 largeurs de base de côté, pas %2 × %3.</translation>
    </message>
    <message>
        <source>%1 would stand on %2, off the table (ruling R41).</source>
        <translation>%1 se tiendrait sur %2, hors de la table (arbitrage R41).</translation>
    </message>
    <message>
        <source>%1 would leave the table at %2 (ruling R41).</source>
        <translation>%1 quitterait la table en %2 (arbitrage R41).</translation>
    </message>
    <message>
        <source>The path leaves the table at %1 (ruling R41).</source>
        <translation>Le chemin quitte la table en %1 (arbitrage R41).</translation>
    </message>
    <message>
        <source>%1 won and may follow up: that is settled before anything else happens.</source>
        <translation>%1 a gagné et peut avancer : cela se règle avant toute autre chose.</translation>
    </message>
    <message>
        <source>Positions are tracked: the Base that follows up and its seams are found on the table.</source>
        <translation>Les positions sont suivies : la Base qui avance et ses jointures se déduisent de la table.</translation>
    </message>
    <message>
        <source>Positions are tracked: the pursuing Base is moved on the table.</source>
        <translation>Les positions sont suivies : la Base qui poursuit est déplacée sur la table.</translation>
    </message>
    <message>
        <source>Name the Bases on both sides of the seam the Base opens as it follows up: each takes +1 Fatigue.</source>
        <translation>Nommez les Bases de part et d’autre de la jointure que la Base ouvre en avançant : chacune prend +1 de Fatigue.</translation>
    </message>
    <message>
        <source>%1 pursues alone: the rule moves the Base that won, not its file (ruling R33).</source>
        <translation>%1 poursuit seule : la règle déplace la Base victorieuse, pas sa file (arbitrage R33).</translation>
    </message>
    <message>
        <source>No Base is waiting to follow up.</source>
        <translation>Aucune Base n’attend d’avancer.</translation>
    </message>
    <message>
        <source>A Base that stays where it is opens no seam.</source>
        <translation>Une Base qui reste où elle est n’ouvre aucune jointure.</translation>
    </message>
    <message>
        <source>the army that moved first</source>
        <translation>l’armée qui a joué en premier</translation>
    </message>
    <message>
        <source>the army that moved second</source>
        <translation>l’armée qui a joué en second</translation>
    </message>
    <message>
        <source>Positions are tracked: the overlaps are computed from the plan and the table.</source>
        <translation>Les positions sont suivies : les débordements sont calculés d’après le plan et la table.</translation>
    </message>
    <message>
        <source>Positions are tracked: flank, rear and the sides of the overlaps are read from the table.</source>
        <translation>Les positions sont suivies : flanc, arrière et côtés des débordements se lisent sur la table.</translation>
    </message>
    <message>
        <source>Planned, not yet fought (%1): %2.</source>
        <translation>Prévu, pas encore combattu (%1) : %2.</translation>
    </message>
    <message>
        <source>%1, engaged with %2</source>
        <translation>%1, engagée contre %2</translation>
    </message>
    <message>
        <source>Engaged, in no pair (%1): %2.</source>
        <translation>Engagées, dans aucune paire (%1) : %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>In contact, not yet fought (%1): %2.</source>
        <translation>En contact, pas encore combattu (%1) : %2.</translation>
    </message>
    <message>
        <source>Every melee on the table is resolved before the Combat phase ends.</source>
        <translation>Chaque mêlée sur la table est résolue avant la fin de la phase de Combat.</translation>
    </message>
    <message>
        <source>Say on which side %1 is struck in the flank: it loses the overlaps on that side.</source>
        <translation>Indiquez de quel côté %1 est frappée de flanc : elle perd les débordements de ce côté.</translation>
    </message>
    <message>
        <source>A side of a flank is named, but no flank.</source>
        <translation>Un côté de flanc est indiqué, mais aucun flanc.</translation>
    </message>
    <message>
        <source>A lapping Base&apos;s side is named, but no lapping Base.</source>
        <translation>Le côté d’une Base qui déborde est indiqué, mais aucune Base qui déborde.</translation>
    </message>
    <message>
        <source>A side is the left or the right of a Base.</source>
        <translation>Un côté est la gauche ou la droite d’une Base.</translation>
    </message>
    <message>
        <source>Say whose Block it is: that of %1 or that of %2.</source>
        <translation>Indiquez à qui est le Bloc : à %1 ou à %2.</translation>
    </message>
    <message>
        <source>Bases decline to pull in smoothing only as the Recovery phase ends.</source>
        <translation>Les Bases ne renoncent au lissage qu’à la fin de la phase de Récupération.</translation>
    </message>
    <message>
        <source>%1 is named twice among the Bases that decline to pull.</source>
        <translation>%1 figure deux fois parmi les Bases qui renoncent au lissage.</translation>
    </message>
    <message>
        <source>%1 cannot pull in smoothing, so it cannot decline: only a Base at Fatigue 1 after recovery, in a Block with a Base of 3 or more, pulls.</source>
        <translation>%1 ne peut rien prendre au lissage, elle ne peut donc pas y renoncer : seule une Base à 1 de Fatigue après la récupération, dans un Bloc ayant une Base à 3 ou plus, prend.</translation>
    </message>
</context>
<context>
    <name>FatigueTracker</name>
    <message>
        <source>There is no army to fill from.</source>
        <translation>Il n’y a aucune armée depuis laquelle remplir.</translation>
    </message>
    <message>
        <source>The army&apos;s Blocks do not say their name, frontage and depth.</source>
        <translation>Les Blocs de l’armée n’indiquent pas leur nom, leur front et leur profondeur.</translation>
    </message>
    <message>
        <source>The army %1 lists no Blocks.</source>
        <translation>L’armée %1 ne compte aucun Bloc.</translation>
    </message>
    <message>
        <source>The Block &quot;%1&quot; of %2 has %3 Bases; the tracker takes 1 to %4 a Block.</source>
        <translation>Le Bloc « %1 » de %2 a %3 Bases ; le suivi accepte de 1 à %4 Bases par Bloc.</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>il ne peut pas être ouvert (%1)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>il ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>it is not a tracker file</source>
        <translation>ce n’est pas un fichier de suivi</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It was kept as %3, and the tracker starts empty.</source>
        <translation>Le fichier de suivi %1 n’a pas pu être lu : %2. Il a été conservé sous %3, et le suivi repart à vide.</translation>
    </message>
    <message>
        <source>The tracker file %1 could not be read: %2. It could not be moved aside either, so changes will not be saved until the file is moved or repaired.</source>
        <translation>Le fichier de suivi %1 n’a pas pu être lu : %2. Il n’a pas pu non plus être mis de côté, donc les modifications ne seront pas enregistrées tant que le fichier n’aura pas été déplacé ou réparé.</translation>
    </message>
    <message>
        <source>The tracker could not be saved to %1: %2.</source>
        <translation>Le suivi n’a pas pu être enregistré dans %1 : %2.</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>ce n’est pas du JSON valide (%1 à l’octet %2)</translation>
    </message>
    <message>
        <source>it holds no JSON object</source>
        <translation>il ne contient aucun objet JSON</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>« format » n’est pas « %1 »</translation>
    </message>
    <message>
        <source>&quot;sides&quot; is not a list of two sides</source>
        <translation>« sides » n’est pas une liste de deux camps</translation>
    </message>
    <message>
        <source>%1 needs a &quot;name&quot; text and a &quot;blocks&quot; list</source>
        <translation>%1 requiert un texte « name » et une liste « blocks »</translation>
    </message>
    <message>
        <source>%1 has no &quot;name&quot;</source>
        <translation>%1 n’a pas de « name »</translation>
    </message>
    <message>
        <source>%1.type &quot;%2&quot; is not a troop type</source>
        <translation>%1.type « %2 » n’est pas un type de troupe</translation>
    </message>
    <message>
        <source>%1.fatigue[%2] is %3, not a whole number from %4 to %5</source>
        <translation>%1.fatigue[%2] vaut %3, pas un nombre entier de %4 à %5</translation>
    </message>
    <message>
        <source>%1 has no Bases.</source>
        <translation>%1 n’a pas de Bases.</translation>
    </message>
    <message>
        <source>%1 has broken: routed troops cannot form Blocks or merge (§12).</source>
        <translation>%1 est rompue : des troupes en déroute ne peuvent ni former de Blocs ni fusionner (§12).</translation>
    </message>
    <message>
        <source>Both parts of a split keep Bases: cut between two files or two ranks of %1 (§6.2).</source>
        <translation>Les deux parties d’une scission gardent des Bases : coupez entre deux files ou deux rangs de %1 (§6.2).</translation>
    </message>
    <message>
        <source>Only Blocks of the same troop type merge (§6.2).</source>
        <translation>Seuls des Blocs du même type de troupe fusionnent (§6.2).</translation>
    </message>
    <message>
        <source>There is no such Block or cut.</source>
        <translation>Ce Bloc ou cette coupe n’existe pas.</translation>
    </message>
    <message>
        <source>There is no such Block or join.</source>
        <translation>Ce Bloc ou cette jonction n’existe pas.</translation>
    </message>
    <message>
        <source>%1.fatigue is %2, not a whole number from %3 to %4</source>
        <translation>%1.fatigue vaut %2, pas un entier de %3 à %4</translation>
    </message>
    <message>
        <source>%1 has no &quot;label&quot;</source>
        <translation>%1 n’a pas de «&#xa0;label&#xa0;»</translation>
    </message>
    <message>
        <source>%1 needs a &quot;place&quot; and a &quot;deployed&quot; [file, rank], each place once in its Block</source>
        <translation>%1 doit avoir un «&#xa0;place&#xa0;» et un «&#xa0;deployed&#xa0;» [file, rang], chaque place une fois dans son Bloc</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not %1 or %2</source>
        <translation>«&#xa0;version&#xa0;» ne vaut ni %1 ni %2</translation>
    </message>
    <message>
        <source>&quot;turn&quot; needs a &quot;turn&quot; from 1, a &quot;side&quot; 0 or 1 and a &quot;phase&quot; from 0 to 3</source>
        <translation>«&#xa0;turn&#xa0;» doit avoir un «&#xa0;turn&#xa0;» à partir de 1, un «&#xa0;side&#xa0;» 0 ou 1 et une «&#xa0;phase&#xa0;» de 0 à 3</translation>
    </message>
    <message>
        <source>%1.%2 is not a list of 1 to %3 Bases</source>
        <translation>%1.%2 n’est pas une liste de 1 à %3 Bases</translation>
    </message>
</context>
<context>
    <name>FatigueTrackerPage</name>
    <message>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Bloc %1</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Suivi de Fatigue</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Reset the tracker</source>
        <translation>Réinitialiser le suivi</translation>
    </message>
    <message>
        <source>A Block breaks when its average Fatigue exceeds 6; an army, when it has lost 30% of its Bases.</source>
        <translation>Un Bloc rompt quand sa Fatigue moyenne dépasse 6 ; une armée, quand elle a perdu 30% de ses Bases.</translation>
    </message>
    <message>
        <source>%1 · broken</source>
        <translation>%1 · armée rompue</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · %2 perdues</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Ajouter un Bloc à %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Block name</source>
        <translation>Nom du Bloc</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Number of Bases</source>
        <translation>Nombre de Bases</translation>
    </message>
    <message>
        <source>Troop type not given</source>
        <translation>Type de troupe non précisé</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Type de troupe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Remplir %1 depuis une liste d’armée</translation>
    </message>
    <message>
        <source>This replaces the side&apos;s Blocks; Undo brings them back.</source>
        <translation>Cela remplace les Blocs du camp ; Annuler les rétablit.</translation>
    </message>
    <message>
        <source>%1 · %2 Blocks, %3 Bases</source>
        <translation>%1 · %2 Blocs, %3 Bases</translation>
    </message>
    <message>
        <source>New battle: every Base back to Fatigue 1</source>
        <translation>Nouvelle bataille : chaque Base revient à Fatigue 1</translation>
    </message>
    <message>
        <source>Remove every Block and both names</source>
        <translation>Retirer tous les Blocs et les deux noms</translation>
    </message>
    <message>
        <source>Undo brings back what was there.</source>
        <translation>Annuler rétablit ce qui était là.</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · %3 phase</source>
        <translation>Tour %1 · %2 · phase %3</translation>
    </message>
    <message>
        <source>Recover %1 and end the turn</source>
        <translation>Récupérer %1 et finir le tour</translation>
    </message>
    <message>
        <source>End %1 phase</source>
        <translation>Terminer la phase %1</translation>
    </message>
    <message>
        <source>Give the Block a name: its Bases&apos; labels are made from it.</source>
        <translation>Donnez un nom au Bloc : les étiquettes de ses Bases en sont tirées.</translation>
    </message>
    <message>
        <source>Files (Bases side by side)</source>
        <translation>Files (Bases côte à côte)</translation>
    </message>
    <message>
        <source>Number of files</source>
        <translation>Nombre de files</translation>
    </message>
</context>
<context>
    <name>FightFactsEditor</name>
    <message>
        <source>Flank attack</source>
        <translation>Attaque de flanc</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>%1 frappe</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attaque de dos</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>En hauteur</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Ground of %1</source>
        <translation>Terrain de %1</translation>
    </message>
    <message>
        <source>The flank struck</source>
        <translation>Le flanc frappé</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
</context>
<context>
    <name>FightResult</name>
    <message>
        <source>%1 (kept %2)</source>
        <translation>%1 (%2 gardé)</translation>
    </message>
    <message>
        <source>%1 rolled %2, %3 rolled %4 · totals %5 against %6 · margin %7</source>
        <translation>%1 obtient %2, %3 obtient %4 · totaux %5 contre %6 · écart %7</translation>
    </message>
    <message>
        <source>Hide the fight&apos;s steps</source>
        <translation>Masquer les étapes du combat</translation>
    </message>
    <message>
        <source>Show the fight&apos;s steps (%1)</source>
        <translation>Afficher les étapes du combat (%1)</translation>
    </message>
    <message>
        <source>%1, rolled again: %2</source>
        <translation>%1, relancé : %2</translation>
    </message>
</context>
<context>
    <name>FingerprintCard</name>
    <message>
        <source>Note it or photograph it: a battle file is checked against it with “ancients verify FILE --head %1”.</source>
        <translation>Notez-la ou photographiez-la : un fichier de bataille est vérifié contre elle avec « ancients verify FICHIER --head %1 ».</translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>%1 of %2 may follow up %3 one hex, alone. Move the figure and confirm, or stay.</source>
        <translation>%1 de %2 peut avancer seule d’un hexagone derrière %3. Déplacez la figurine et confirmez, ou restez.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Follow up</source>
        <translation>Avancer</translation>
    </message>
    <message numerus="yes">
        <source>Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.</source>
        <translation>
            <numerusform>Quitter son Bloc ouvre une jointure : la Base marquée prend +1 de Fatigue.</numerusform>
            <numerusform>Quitter son Bloc ouvre une jointure : les %n Bases marquées prennent chacune +1 de Fatigue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seam (%1)</source>
        <translation>Jointure (%1)</translation>
    </message>
    <message>
        <source>Far side (%1)</source>
        <translation>Autre côté (%1)</translation>
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
        <translation>Reprendre la bataille</translation>
    </message>
    <message>
        <source>%1 · turn %2 · %3</source>
        <translation>%1 · tour %2 · %3</translation>
    </message>
    <message>
        <source>Resume where you left off</source>
        <translation>Reprendre là où vous en étiez</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Choose armies and rules</source>
        <translation>Choisir armées et règles</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batailles enregistrées</translation>
    </message>
    <message numerus="yes">
        <source>%n kept on this device</source>
        <translation>
            <numerusform>%n enregistrée sur cet appareil</numerusform>
            <numerusform>%n enregistrées sur cet appareil</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanceur de dés</translation>
    </message>
    <message>
        <source>Quality dice and movement tests</source>
        <translation>Dés de qualité et tests de mouvement</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Suivi de Fatigue</translation>
    </message>
    <message>
        <source>Blocks and Bases, nothing else</source>
        <translation>Blocs et Bases, rien d’autre</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <source>Core Rulebook v3 and rulings</source>
        <translation>Livre de règles v3 et arbitrages</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>Built-in and imported lists</source>
        <translation>Listes intégrées et importées</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language, theme, dice</source>
        <translation>Langue, thème, dés</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tables d’essai</translation>
    </message>
    <message>
        <source>The §13 odds, side by side</source>
        <translation>Les probabilités du §13, côte à côte</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Suivi de cohésion</translation>
    </message>
    <message>
        <source>My Wargame Rules: units and their cohesion</source>
        <translation>My Wargame Rules : unités et leur cohésion</translation>
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
        <translation>%1 : étiquettes de table, une par Base ; découper le long des lignes</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: %2</source>
        <translation>La planche d’étiquettes n’a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <source>Table labels</source>
        <translation>Étiquettes de table</translation>
    </message>
    <message>
        <source>The label sheet could not be written to %1: the PDF could not be started</source>
        <translation>La planche d’étiquettes n’a pas pu être écrite dans %1 : le PDF n’a pas pu être commencé</translation>
    </message>
</context>
<context>
    <name>LabelSheetSavedDialog</name>
    <message>
        <source>Table labels saved</source>
        <translation>Étiquettes de table enregistrées</translation>
    </message>
    <message>
        <source>Saved to %1. Print it at full size (100%), cut along the lines and stick each label under its Base.</source>
        <translation>Enregistré dans %1. Imprimez-le en taille réelle (100 %), découpez le long des lignes et collez chaque étiquette sous sa Base.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Companion for the Ancients Wargame</source>
        <translation>Compagnon pour l&apos;Ancients Wargame</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Battle log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Correction de l’arbitre</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Show turn</source>
        <translation>Afficher le tour</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>Show Block</source>
        <translation>Afficher le Bloc</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Annuler la dernière action</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vue de l’arbitre</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Vérifier la chaîne</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La chaîne tient : le hachage et l’état de chaque entrée sont corrects.</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · tour %2 · %3 · %4</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitre : %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Avec le secret des dés</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Exporter la bataille</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Fichiers de bataille (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportée vers %1.</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Le secret des dés, une fois la bataille décidée</translation>
    </message>
    <message>
        <source>Ruling PDF…</source>
        <translation>Décision en PDF…</translation>
    </message>
    <message>
        <source>Write the ruling of amendment #%1 as a PDF</source>
        <translation>Écrire la décision de la correction #%1 en PDF</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fin du tour %1 · empreinte %2</translation>
    </message>
    <message>
        <source>Write the ruling</source>
        <translation>Écrire la décision</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The ruling is written to %1.</source>
        <translation>La décision est écrite dans %1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>Code PIN de l’arbitre</translation>
    </message>
    <message>
        <source>Only the umpire amends the log. Enter the umpire&apos;s PIN chosen in Settings.</source>
        <translation>Seul l’arbitre corrige le journal. Saisissez le code PIN de l’arbitre choisi dans les Réglages.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN</source>
        <translation>Le code PIN de l’arbitre</translation>
    </message>
    <message>
        <source>That is not the umpire&apos;s PIN. The umpire&apos;s view stays closed.</source>
        <translation>Ce n’est pas le code PIN de l’arbitre. La vue de l’arbitre reste fermée.</translation>
    </message>
    <message>
        <source>Open the umpire&apos;s view</source>
        <translation>Ouvrir la vue de l’arbitre</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Arbitre %1 : %2</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>corrigé par #%1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Arbitrage</translation>
    </message>
    <message>
        <source>Enter the PIN to open the umpire&apos;s view.</source>
        <translation>Saisissez le code PIN pour ouvrir la vue de l’arbitre.</translation>
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
        <translation>Retour</translation>
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
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Bataille · My Wargame Rules</translation>
    </message>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Bataille · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Saved battles</source>
        <translation>Batailles enregistrées</translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Lanceur de dés</translation>
    </message>
    <message>
        <source>Fatigue tracker</source>
        <translation>Suivi de Fatigue</translation>
    </message>
    <message>
        <source>Cohesion tracker</source>
        <translation>Suivi de cohésion</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <source>Playtest tables</source>
        <translation>Tables d’essai</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
</context>
<context>
    <name>MoveController</name>
    <message>
        <source>A charge ends in contact with an enemy Block that still stands; %1 is none.</source>
        <translation>Une charge finit au contact d’un Bloc ennemi encore debout ; %1 n’en est pas un.</translation>
    </message>
</context>
<context>
    <name>MoveForm</name>
    <message>
        <source>A failed test ended this Block&apos;s movement for the turn.</source>
        <translation>Un test raté a mis fin au mouvement de ce Bloc pour ce tour.</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base before its test: the average would be %1, over 6, and the Block breaks.</source>
        <translation>
            <numerusform>Un mouvement enchaîné coûte %n Fatigue à chaque Base avant son test : la moyenne serait de %1, au-dessus de 6, et le Bloc se rompt.</numerusform>
            <numerusform>Un mouvement enchaîné coûte %n Fatigue à chaque Base avant son test : la moyenne serait de %1, au-dessus de 6, et le Bloc se rompt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Movement test: any roll of the d6 passes.</source>
        <translation>Test de mouvement : tout jet du d6 réussit.</translation>
    </message>
    <message>
        <source>Movement test: the kept d6 must reach %1 (chance %2).</source>
        <translation>Test de mouvement : le d6 gardé doit atteindre %1 (chance %2).</translation>
    </message>
    <message numerus="yes">
        <source>A chained move costs %n Fatigue on every Base.</source>
        <translation>
            <numerusform>Un mouvement enchaîné coûte %n Fatigue à chaque Base.</numerusform>
            <numerusform>Un mouvement enchaîné coûte %n Fatigue à chaque Base.</numerusform>
        </translation>
    </message>
    <message>
        <source>Worst ground entered</source>
        <translation>Pire terrain traversé</translation>
    </message>
    <message>
        <source>A column marching follow-the-leader makes a normal move; straightening a bent column is a difficult move.</source>
        <translation>Une colonne qui suit son chef fait un mouvement normal ; redresser une colonne coudée est un mouvement difficile.</translation>
    </message>
    <message>
        <source>Hill climbed</source>
        <translation>Colline gravie</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Slight</source>
        <translation>Douce</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Raide</translation>
    </message>
    <message>
        <source>Charge: ends in contact with</source>
        <translation>Charge : finit au contact de</translation>
    </message>
    <message>
        <source>%1 (in contact)</source>
        <translation>%1 (au contact)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Charger %1</translation>
    </message>
    <message>
        <source>Charge: ends in contact</source>
        <translation>Charge : finit au contact</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>Mouvement complet</translation>
    </message>
    <message>
        <source>Difficult: formation change or passing through</source>
        <translation>Difficile : changement de formation ou passage à travers</translation>
    </message>
    <message>
        <source>Movement test</source>
        <translation>Test de mouvement</translation>
    </message>
    <message>
        <source>Move with these dice</source>
        <translation>Bouger avec ces dés</translation>
    </message>
    <message>
        <source>Roll and move</source>
        <translation>Lancer et bouger</translation>
    </message>
    <message>
        <source>Pivot ⟲</source>
        <translation>Pivoter ⟲</translation>
    </message>
    <message>
        <source>Pivot 60 degrees counter-clockwise</source>
        <translation>Pivoter de 60 degrés dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Pivot ⟳</source>
        <translation>Pivoter ⟳</translation>
    </message>
    <message>
        <source>Pivot 60 degrees clockwise</source>
        <translation>Pivoter de 60 degrés dans le sens horaire</translation>
    </message>
    <message>
        <source>Wheel ⟲</source>
        <translation>Conversion ⟲</translation>
    </message>
    <message>
        <source>Wheel 60 degrees counter-clockwise about the selected flank Base</source>
        <translation>Conversion de 60 degrés dans le sens antihoraire autour de la Base de flanc choisie</translation>
    </message>
    <message>
        <source>Wheel ⟳</source>
        <translation>Conversion ⟳</translation>
    </message>
    <message>
        <source>Wheel 60 degrees clockwise about the selected flank Base</source>
        <translation>Conversion de 60 degrés dans le sens horaire autour de la Base de flanc choisie</translation>
    </message>
    <message>
        <source>Wheels turn about %1.</source>
        <translation>Les conversions pivotent autour de %1.</translation>
    </message>
    <message>
        <source>To wheel, tap the flank Base the Block turns about.</source>
        <translation>Pour une conversion, touchez la Base de flanc autour de laquelle le Bloc tourne.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes no move: its far corner travels 0, so there is no test and no Fatigue.</source>
        <translation>Une conversion de ce Bloc %1 × %2 ne demande aucun mouvement : son coin éloigné parcourt 0, donc ni test ni Fatigue.</translation>
    </message>
    <message>
        <source>A wheel of this %1 × %2 Block takes %3 tested moves and costs +%4 Fatigue on every Base.</source>
        <translation>Une conversion de ce Bloc %1 × %2 demande %3 mouvements testés et coûte +%4 de Fatigue à chaque Base.</translation>
    </message>
    <message>
        <source>Wheel test %1</source>
        <translation>Test de conversion %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Scinder…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionner…</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Tap one of your Blocks to move it, or end the Move phase.</source>
        <translation>Touchez un de vos Blocs pour le déplacer, ou terminez la phase de Mouvement.</translation>
    </message>
    <message>
        <source>Split %1: tap the Bases that leave to form a new Block.</source>
        <translation>Scinder %1 : touchez les Bases qui partent former un nouveau Bloc.</translation>
    </message>
    <message>
        <source>Merge into %1: tap a Base of the Block that joins it.</source>
        <translation>Fusionner dans %1 : touchez une Base du Bloc qui le rejoint.</translation>
    </message>
    <message>
        <source>No Bases chosen yet.</source>
        <translation>Aucune Base choisie pour l’instant.</translation>
    </message>
    <message>
        <source>The seam costs: %1</source>
        <translation>La jointure coûte : %1</translation>
    </message>
    <message>
        <source>No seam to pay.</source>
        <translation>Aucune jointure à payer.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Leaving (%1)</source>
        <translation>Qui partent (%1)</translation>
    </message>
    <message>
        <source>Joining (%1)</source>
        <translation>Qui rejoint (%1)</translation>
    </message>
    <message>
        <source>Seams (%1)</source>
        <translation>Jointures (%1)</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the split opens.</source>
        <translation>Touchez les Bases de part et d’autre de la jointure que la scission ouvre.</translation>
    </message>
    <message>
        <source>Tap the Bases on either side of the seam the merge closes.</source>
        <translation>Touchez les Bases de part et d’autre de la jointure que la fusion ferme.</translation>
    </message>
</context>
<context>
    <name>MwrAmendForm</name>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Cette action n’a ni faits ni dés à corriger.</translation>
    </message>
    <message>
        <source>Dice rolled (§10)</source>
        <translation>Dés lancés (§10)</translation>
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
        <translation>Le dé montre</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Premier dé</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Second dé</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Côté de %1 attaqué (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanc +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Arrière +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Soutien de %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terrain parcouru (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidenté</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Enemies it touches after (R14)</source>
        <translation>Ennemis qu’elle touche ensuite (R14)</translation>
    </message>
    <message>
        <source>The roller keeps</source>
        <translation>Le lanceur garde</translation>
    </message>
    <message>
        <source>Step %1: what lies behind</source>
        <translation>Étape %1 : ce qu’il y a derrière</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terrain libre</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bord de table</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Ajouter une étape</translation>
    </message>
    <message>
        <source>Remove the last step</source>
        <translation>Retirer la dernière étape</translation>
    </message>
</context>
<context>
    <name>MwrArmyListFormat</name>
    <message>
        <source>&quot;resolve&quot; must be a base Resolve of %1 to %2 (R3), not %3</source>
        <translation>&quot;resolve&quot; doit être une Résolution de base de %1 à %2 (R3), pas %3</translation>
    </message>
</context>
<context>
    <name>MwrBattlePage</name>
    <message>
        <source>Battle · My Wargame Rules</source>
        <translation>Bataille · My Wargame Rules</translation>
    </message>
    <message>
        <source>No battle of My Wargame Rules is open.</source>
        <translation>Aucune bataille de My Wargame Rules n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Commencer la bataille d&apos;exemple</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to activate a unit (%3 left)</source>
        <translation>Tour %1 · à %2 d&apos;activer une unité (reste %3)</translation>
    </message>
    <message>
        <source>Tap a unit of %1 to activate it.</source>
        <translation>Touchez une unité de %1 pour l&apos;activer.</translation>
    </message>
    <message>
        <source>%1: choose its action</source>
        <translation>%1 : choisissez son action</translation>
    </message>
    <message>
        <source>Ground covered (§5)</source>
        <translation>Terrain parcouru (§5)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidenté</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Passes through friends (Skirmishers only, §4)</source>
        <translation>Traverse des amis (tirailleurs seulement, §4)</translation>
    </message>
    <message>
        <source>Enemy units it touches after the move</source>
        <translation>Unités ennemies touchées après le mouvement</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Fight with these dice</source>
        <translation>Combattre avec ces dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Confirmer le mouvement</translation>
    </message>
    <message>
        <source>Confirm the fall back</source>
        <translation>Confirmer le repli</translation>
    </message>
    <message>
        <source>Confirm the rally</source>
        <translation>Confirmer le ralliement</translation>
    </message>
    <message>
        <source>Confirm: hold</source>
        <translation>Confirmer : tenir</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Choisissez une action</translation>
    </message>
</context>
<context>
    <name>MwrBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend : les champs corrigés sont illisibles : %1</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 : %2 à la place</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 n’a plus lieu</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, « %2 », ne peut plus être jouée après la correction : %3. Jouez une autre action à sa place, ou supprimez-la.</translation>
    </message>
</context>
<context>
    <name>MwrMeleePanel</name>
    <message>
        <source>%1: Resolve %2</source>
        <translation>%1 : Résolution %2</translation>
    </message>
    <message>
        <source>Picking its best by the table&apos;s order (R5). A die offers: %1</source>
        <translation>Choix du meilleur selon l&apos;ordre de la table (R5). Un dé offre : %1</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Edge of %1 attacked (§7)</source>
        <translation>Côté de %1 attaqué (§7)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank +1</source>
        <translation>Flanc +1</translation>
    </message>
    <message>
        <source>Rear +2</source>
        <translation>Arrière +2</translation>
    </message>
    <message>
        <source>Support for %1 (§6)</source>
        <translation>Soutien de %1 (§6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>App&apos;s dice</source>
        <translation>Dés de l&apos;appli</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Nos propres dés</translation>
    </message>
    <message>
        <source>The die shows</source>
        <translation>Le dé montre</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Premier dé</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Second dé</translation>
    </message>
</context>
<context>
    <name>MwrPendingPanel</name>
    <message>
        <source>Clear ground</source>
        <translation>Terrain libre</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bord de table</translation>
    </message>
    <message>
        <source>%1 (enemy)</source>
        <translation>%1 (ennemi)</translation>
    </message>
    <message>
        <source>%1 rolled 2D6: keep one die (§10, R5)</source>
        <translation>%1 a lancé 2D6 : gardez un dé (§10, R5)</translation>
    </message>
    <message>
        <source>Keep %1: %2</source>
        <translation>Garder %1 : %2</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width: what lies behind it? (§10, R7)</source>
        <translation>%1 est repoussé d&apos;une largeur de socle : qu&apos;y a-t-il derrière ? (§10, R7)</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Indiqué jusqu&apos;ici : %1</translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation>Reprendre la dernière étape</translation>
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
        <translation>Résolution %1</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>✓ acted</source>
        <translation>✓ a agi</translation>
    </message>
    <message>
        <source>▶ to act</source>
        <translation>▶ à activer</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>attend</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>engagé contre %1</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Equal Resolve: %1 rolls 1D6</source>
        <translation>Résolution égale : %1 lance 1D6</translation>
    </message>
    <message>
        <source>%1 has the higher Resolve: rolls 2D6 and keeps one</source>
        <translation>%1 a la Résolution la plus haute : lance 2D6 et en garde un</translation>
    </message>
    <message>
        <source>The battle ends in a draw</source>
        <translation>La bataille se termine par un match nul</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 remporte la bataille</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Désorganisé</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Repoussé</translation>
    </message>
    <message>
        <source>Brutal Clash</source>
        <translation>Choc brutal</translation>
    </message>
    <message>
        <source>Forced Back</source>
        <translation>Refoulé</translation>
    </message>
    <message>
        <source>Hit &amp; Hold</source>
        <translation>Touché, tient</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Percée</translation>
    </message>
    <message>
        <source>attacker takes 1 hit</source>
        <translation>l&apos;attaquant subit 1 touche</translation>
    </message>
    <message>
        <source>both take 1 hit</source>
        <translation>chacun subit 1 touche</translation>
    </message>
    <message>
        <source>defender pushed back</source>
        <translation>le défenseur est repoussé</translation>
    </message>
    <message>
        <source>defender takes 1 hit</source>
        <translation>le défenseur subit 1 touche</translation>
    </message>
    <message>
        <source>defender takes 1 hit and is pushed back</source>
        <translation>le défenseur subit 1 touche et est repoussé</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Repli</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Flanc</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Clear ground</source>
        <translation>Terrain libre</translation>
    </message>
    <message>
        <source>A unit</source>
        <translation>Une unité</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Bord de table</translation>
    </message>
    <message>
        <source>Base Resolve</source>
        <translation>Résolution de base</translation>
    </message>
    <message>
        <source>Side support: %1</source>
        <translation>Soutien latéral : %1</translation>
    </message>
    <message>
        <source>Rear support: %1</source>
        <translation>Soutien arrière : %1</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attaque de flanc</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attaque de dos</translation>
    </message>
    <message>
        <source>No support in flank or rear: %1</source>
        <translation>Pas de soutien, attaqué de flanc ou de dos : %1</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into %2</source>
        <translation>%1 est détruit, repoussé sur %2</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into rough ground</source>
        <translation>%1 est détruit, repoussé en terrain accidenté</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into an obstacle</source>
        <translation>%1 est détruit, repoussé contre un obstacle</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed into impassable ground</source>
        <translation>%1 est détruit, repoussé en terrain infranchissable</translation>
    </message>
    <message>
        <source>%1 is destroyed, pushed off the table</source>
        <translation>%1 est détruit, repoussé hors de la table</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 est détruit</translation>
    </message>
    <message>
        <source>%1 crosses the obstacle</source>
        <translation>%1 franchit l&apos;obstacle</translation>
    </message>
    <message>
        <source>%1 moves over %2, up to %3 base widths</source>
        <translation>%1 se déplace en %2, jusqu&apos;à %3 largeurs de socle</translation>
    </message>
    <message>
        <source>%1 falls back across the obstacle</source>
        <translation>%1 se replie au-delà de l&apos;obstacle</translation>
    </message>
    <message>
        <source>%1 falls back over %2, up to %3 base widths</source>
        <translation>%1 se replie en %2, jusqu&apos;à %3 largeurs de socle</translation>
    </message>
    <message>
        <source>%1 rallies: now %2</source>
        <translation>%1 se rallie : désormais %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 tient</translation>
    </message>
    <message>
        <source>%1 is in contact with %2</source>
        <translation>%1 est au contact de %2</translation>
    </message>
    <message>
        <source>%1 is no longer in contact with %2</source>
        <translation>%1 n&apos;est plus au contact de %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 touches %n enemy unit(s)</source>
        <translation>
            <numerusform>%1 touche %n unité ennemie</numerusform>
            <numerusform>%1 touche %n unités ennemies</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2: Resolve %3 against %4</source>
        <translation>%1 attaque %2 : Résolution %3 contre %4</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>%1 rolls %2 (the players&apos; dice)</source>
        <translation>%1 obtient %2 (dés des joueurs)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 obtient %2</translation>
    </message>
    <message>
        <source>Both dice read %1</source>
        <translation>Les deux dés donnent %1</translation>
    </message>
    <message>
        <source>Kept: %1, %2</source>
        <translation>Gardé : %1, %2</translation>
    </message>
    <message>
        <source>%1 takes a hit: now %2</source>
        <translation>%1 subit une touche : désormais %2</translation>
    </message>
    <message>
        <source>%1 is pushed back by %2, 1 base width</source>
        <translation>%1 est repoussé par %2 d&apos;une largeur de socle</translation>
    </message>
    <message>
        <source>%1 is pushed back 1 base width</source>
        <translation>%1 est repoussé d&apos;une largeur de socle</translation>
    </message>
    <message>
        <source>%1 passes through %2</source>
        <translation>%1 passe à travers %2</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2 to act</source>
        <translation>Le tour %1 commence : à %2 d&apos;agir</translation>
    </message>
    <message>
        <source>side</source>
        <translation>latéral</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>arrière</translation>
    </message>
    <message>
        <source>the pick of a die</source>
        <translation>le choix d&apos;un dé</translation>
    </message>
    <message>
        <source>the push-back</source>
        <translation>le recul</translation>
    </message>
    <message>
        <source>%1 has already acted this turn</source>
        <translation>%1 a déjà agi ce tour-ci</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 n&apos;a aucune unité</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>A break point of %1 is more than the %2 units an army has</source>
        <translation>Un seuil de rupture de %1 dépasse les %2 unités d&apos;une armée</translation>
    </message>
    <message>
        <source>%1 is listed twice among the units %2 touches</source>
        <translation>%1 figure deux fois parmi les unités que touche %2</translation>
    </message>
    <message>
        <source>%1 cannot be in contact with %2: they are friends</source>
        <translation>%1 ne peut pas être au contact de %2 : ce sont des amis</translation>
    </message>
    <message>
        <source>This roll takes %1 dice, not %2</source>
        <translation>Ce jet demande %1 dés, pas %2</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot move: it may attack or fall back</source>
        <translation>%1 est engagé et ne peut pas se déplacer : il peut attaquer ou se replier</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot rally</source>
        <translation>%1 est engagé et ne peut pas se rallier</translation>
    </message>
    <message>
        <source>No die shows %1</source>
        <translation>Aucun dé ne montre %1</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1</source>
        <translation>Un dé montre 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>%1 cannot enter impassable ground</source>
        <translation>%1 ne peut pas entrer en terrain infranchissable</translation>
    </message>
    <message>
        <source>%1&apos;s melee waits for %2 first</source>
        <translation>La mêlée de %1 attend d&apos;abord %2</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Il n&apos;y a pas d&apos;unité %1</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 n&apos;est pas au contact de %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s activation, not %2&apos;s</source>
        <translation>C&apos;est l&apos;activation de %1, pas de %2</translation>
    </message>
    <message>
        <source>%1 is %2: there is nothing to rally</source>
        <translation>%1 est %2 : il n&apos;y a rien à rallier</translation>
    </message>
    <message>
        <source>The dice offer %1 or %2, not %3</source>
        <translation>Les dés offrent %1 ou %2, pas %3</translation>
    </message>
    <message>
        <source>A preference ranks each result once</source>
        <translation>Un ordre de préférence classe chaque résultat une fois</translation>
    </message>
    <message>
        <source>Say what lies behind %1</source>
        <translation>Indiquez ce qui se trouve derrière %1</translation>
    </message>
    <message>
        <source>%1 is the attacker: a push-back moves away from it</source>
        <translation>%1 est l&apos;attaquant : le recul s&apos;éloigne de lui</translation>
    </message>
    <message numerus="yes">
        <source>The push-back ended before the last %n step(s)</source>
        <translation>
            <numerusform>Le recul s&apos;est arrêté avant la dernière étape</numerusform>
            <numerusform>Le recul s&apos;est arrêté avant les %n dernières étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already in this push-back</source>
        <translation>%1 fait déjà partie de ce recul</translation>
    </message>
    <message>
        <source>%1 is engaged and cannot support from the rear</source>
        <translation>%1 est engagé et ne peut pas soutenir par l&apos;arrière</translation>
    </message>
    <message>
        <source>A base Resolve is 1 to 6, not %1</source>
        <translation>Une Résolution de base va de 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>The melee is not waiting for %1</source>
        <translation>La mêlée n&apos;attend pas %1</translation>
    </message>
    <message>
        <source>%1 fights in this melee and cannot support it</source>
        <translation>%1 combat dans cette mêlée et ne peut pas la soutenir</translation>
    </message>
    <message>
        <source>%1 is listed twice as a supporter</source>
        <translation>%1 figure deux fois comme soutien</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2 and cannot support it</source>
        <translation>%1 n&apos;est pas un ami de %2 et ne peut pas le soutenir</translation>
    </message>
    <message>
        <source>%1 cannot pass through enemy units</source>
        <translation>%1 ne peut pas traverser des unités ennemies</translation>
    </message>
    <message>
        <source>%1 is not Skirmishers and cannot pass through friends</source>
        <translation>%1 n&apos;est pas une unité de tirailleurs et ne peut pas traverser des amis</translation>
    </message>
    <message>
        <source>%1 can have at most %2 %3 supporter(s)</source>
        <translation>%1 peut avoir au plus %2 soutien(s) %3</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 annulée : %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Dernière action annulée</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 rétablie : %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Action annulée rétablie</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3)</source>
        <translation>%1 attaque %2 (%3)</translation>
    </message>
    <message>
        <source>The roller keeps the %1</source>
        <translation>Le lanceur garde le %1</translation>
    </message>
    <message>
        <source>Push-back: %1</source>
        <translation>Recul : %1</translation>
    </message>
    <message>
        <source>Contacts of %1: %2</source>
        <translation>Contacts de %1 : %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) destroyed</source>
        <comment>an army&apos;s losses</comment>
        <translation>
            <numerusform>%n unité détruite</numerusform>
            <numerusform>%n unités détruites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>%1 Bases · the army breaks when %2 are lost</source>
        <translation>%1 Bases · l’armée rompt quand %2 sont perdues</translation>
    </message>
    <message>
        <source>First army</source>
        <translation>Première armée</translation>
    </message>
    <message>
        <source>Second army</source>
        <translation>Deuxième armée</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>Import or build an army…</source>
        <translation>Importer ou créer une armée…</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Joue en premier</translation>
    </message>
    <message>
        <source>Name of the battle (optional)</source>
        <translation>Nom de la bataille (facultatif)</translation>
    </message>
    <message>
        <source>Name of the battle</source>
        <translation>Nom de la bataille</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Competition defaults</source>
        <translation>Réglages de tournoi</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dé de combat</translation>
    </message>
    <message>
        <source>Averaging die (ranked)</source>
        <translation>Dé moyen (classé)</translation>
    </message>
    <message>
        <source>d6 (friendly)</source>
        <translation>d6 (amical)</translation>
    </message>
    <message>
        <source>Being shot at denies recovery</source>
        <translation>Être pris pour cible empêche la récupération</translation>
    </message>
    <message>
        <source>Shock pursuit is mandatory</source>
        <translation>La poursuite de choc est obligatoire</translation>
    </message>
    <message>
        <source>Contagion when a Block breaks</source>
        <translation>Contagion quand un Bloc rompt</translation>
    </message>
    <message>
        <source>Fatigue for a pivot</source>
        <translation>Fatigue pour un pivot</translation>
    </message>
    <message>
        <source>Fatigue for a difficult move</source>
        <translation>Fatigue pour un mouvement difficile</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>The app has drawn its secret dice seed. Show your opponent this fingerprint now; when the secret is revealed after the battle, anyone can check every roll against it.</source>
        <translation>L’app a tiré sa graine de dés secrète. Montrez maintenant cette empreinte à votre adversaire ; quand le secret sera révélé après la bataille, chacun pourra vérifier chaque jet avec elle.</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase, mixed into the dice (optional)</source>
        <translation>Phrase de l’adversaire, mêlée aux dés (facultatif)</translation>
    </message>
    <message>
        <source>Opponent&apos;s phrase</source>
        <translation>Phrase de l’adversaire</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Commencer la bataille</translation>
    </message>
    <message>
        <source>Print the table labels…</source>
        <translation>Imprimer les étiquettes de table…</translation>
    </message>
    <message>
        <source>Save the table labels</source>
        <translation>Enregistrer les étiquettes de table</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The label sheet is written to %1.</source>
        <translation>La planche d’étiquettes est écrite dans %1.</translation>
    </message>
    <message>
        <source>default: the averaging die</source>
        <translation>par défaut : le dé moyen</translation>
    </message>
    <message>
        <source>Default: on (competition)</source>
        <translation>Par défaut : activé (tournoi)</translation>
    </message>
    <message>
        <source>Default: on</source>
        <translation>Par défaut : activé</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Par défaut : 0 (gratuit)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut : %1</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mécanique Élite/Levée</translation>
    </message>
    <message>
        <source>None (default)</source>
        <translation>Aucune (par défaut)</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Meilleur/pire de trois</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles du jeu</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>certain</source>
        <translation>certaine</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>nulle</translation>
    </message>
</context>
<context>
    <name>OhwAmendForm</name>
    <message>
        <source>Woods</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidenté</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Pont ou gué</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>This action has no facts or dice to correct.</source>
        <translation>Cette action n’a ni faits ni dés à corriger.</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dé de %1</translation>
    </message>
    <message>
        <source>1D3 number %1</source>
        <translation>1d3 numéro %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
    <message>
        <source>One die more</source>
        <translation>Un dé de plus</translation>
    </message>
    <message>
        <source>One die fewer</source>
        <translation>Un dé de moins</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Range in spaces: %1</source>
        <translation>Portée en cases : %1</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Tire par-dessus des amis (§6)</translation>
    </message>
    <message>
        <source>The retreat (§5.4)</source>
        <translation>La retraite (§5.4)</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Recule</translation>
    </message>
    <message>
        <source>Pushes a friend</source>
        <translation>Repousse un ami</translation>
    </message>
    <message>
        <source>Blocked: +1 hit</source>
        <translation>Bloquée : +1 touche</translation>
    </message>
    <message>
        <source>Enemy behind: destroyed</source>
        <translation>Ennemi derrière : détruite</translation>
    </message>
    <message>
        <source>Ground of the space entered</source>
        <translation>Terrain de la case où elle entre</translation>
    </message>
    <message>
        <source>The friend pushed back</source>
        <translation>L’ami repoussé</translation>
    </message>
    <message>
        <source>Ground the friend is pushed into</source>
        <translation>Terrain où l’ami est repoussé</translation>
    </message>
</context>
<context>
    <name>OhwArmyListFormat</name>
    <message>
        <source>each of &quot;traits&quot; must be %1, not %2</source>
        <translation>chaque élément de &quot;traits&quot; doit être %1, pas %2</translation>
    </message>
    <message>
        <source>&quot;traits&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;traits&quot; cite &quot;%1&quot; deux fois</translation>
    </message>
    <message>
        <source>a unit of type &quot;%1&quot; cannot be given &quot;%2&quot; (§10.4, R28: only Velites and Equites Auxiliares may be given &quot;missile&quot;)</source>
        <translation>une unité de type &quot;%1&quot; ne peut pas recevoir &quot;%2&quot; (§10.4, R28 : seuls les Vélites et les Equites Auxiliares peuvent recevoir &quot;missile&quot;)</translation>
    </message>
</context>
<context>
    <name>OhwBattlePage</name>
    <message>
        <source>Battle · 3D6 OHW Gridded Ancients</source>
        <translation>Bataille · 3D6 OHW Gridded Ancients</translation>
    </message>
    <message>
        <source>Confirm the retreat</source>
        <translation>Confirmer la retraite</translation>
    </message>
    <message>
        <source>Enter these dice</source>
        <translation>Saisir ces dés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Lancer pour l’initiative</translation>
    </message>
    <message>
        <source>Roll the push move</source>
        <translation>Lancer le mouvement forcé</translation>
    </message>
    <message>
        <source>Confirm the move</source>
        <translation>Confirmer le mouvement</translation>
    </message>
    <message>
        <source>Roll the shot</source>
        <translation>Lancer le tir</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Lancer l’attaque</translation>
    </message>
    <message>
        <source>Roll the morale check</source>
        <translation>Lancer le test de moral</translation>
    </message>
    <message>
        <source>Take the breakpoint</source>
        <translation>Décompter le point de rupture</translation>
    </message>
    <message>
        <source>No battle of 3D6 OHW Gridded Ancients is open.</source>
        <translation>Aucune bataille de 3D6 OHW Gridded Ancients n’est ouverte.</translation>
    </message>
    <message>
        <source>Start the sample battle</source>
        <translation>Commencer la bataille d&apos;exemple</translation>
    </message>
    <message>
        <source>Turn %1 · %2 plays · initiative: %3</source>
        <translation>Tour %1 · %2 joue · initiative : %3</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>initiative</translation>
    </message>
    <message>
        <source>Breakpoint %1 of %2 (§9)</source>
        <translation>Point de rupture %1 sur %2 (§9)</translation>
    </message>
    <message>
        <source>The app rolls</source>
        <translation>L’app lance</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Nos propres dés</translation>
    </message>
    <message>
        <source>%1&apos;s die</source>
        <translation>Dé de %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Terminer l’étape</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
</context>
<context>
    <name>OhwBattleSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>amend: the corrected fields cannot be read: %1</source>
        <translation>amend : les champs corrigés sont illisibles : %1</translation>
    </message>
    <message>
        <source>#%1 no longer happens</source>
        <translation>#%1 n’a plus lieu</translation>
    </message>
    <message>
        <source>#%1: %2 instead</source>
        <translation>#%1 : %2 à la place</translation>
    </message>
    <message>
        <source>#%1, “%2”, cannot be played after the correction: %3. Play another action there, or drop it.</source>
        <translation>#%1, « %2 », ne peut plus être jouée après la correction : %3. Jouez une autre action à sa place, ou supprimez-la.</translation>
    </message>
</context>
<context>
    <name>OhwDiceEntry</name>
    <message>
        <source>die %1 of %2</source>
        <translation>dé %1 sur %2</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Lu : %1</translation>
    </message>
    <message>
        <source>No die read yet</source>
        <translation>Aucun dé lu</translation>
    </message>
    <message>
        <source>%1 · tap %2</source>
        <translation>%1 · touchez %2</translation>
    </message>
    <message>
        <source>A die shows %1</source>
        <translation>Un dé montre %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>OhwExtraActions</name>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 quitte sa mêlée</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 rejoint %2</translation>
    </message>
    <message>
        <source>Their enemy retreated: they may advance into the space it left, of this ground (§5.6)</source>
        <translation>Leur ennemi a reculé : elles peuvent avancer dans la case laissée, de ce terrain (§5.6)</translation>
    </message>
    <message>
        <source>%1 advances</source>
        <translation>%1 avance</translation>
    </message>
</context>
<context>
    <name>OhwPoolPanel</name>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>Rolls %1D6, each hitting on 4+</source>
        <translation>Lance %1D6, chacun touche sur 4+</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s): %1 (%2)</source>
        <translation>
            <numerusform>%n touche : %1 (%2)</numerusform>
            <numerusform>%n touches : %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
</context>
<context>
    <name>OhwStepPanel</name>
    <message>
        <source>Chance: %1</source>
        <translation>Chance : %1</translation>
    </message>
    <message>
        <source>Move first</source>
        <translation>Jouer en premier</translation>
    </message>
    <message>
        <source>Move second</source>
        <translation>Jouer en second</translation>
    </message>
    <message>
        <source>Both players roll 1D6; the player without the initiative takes it by beating the other by 2 or more: %1 (§10.3)</source>
        <translation>Chaque joueur lance 1D6 ; celui qui n’a pas l’initiative la prend en battant l’autre de 2 ou plus : %1 (§10.3)</translation>
    </message>
    <message>
        <source>Push move of %1: needs %2+ on 1D6, %3. A failed push move still happens and costs 1 hit (§5.1).</source>
        <translation>Mouvement forcé de %1 : il faut %2+ sur 1D6, %3. Raté, il a lieu quand même et coûte 1 touche (§5.1).</translation>
    </message>
    <message>
        <source>Tap a unit to move it (§5).</source>
        <translation>Touchez une unité pour la déplacer (§5).</translation>
    </message>
    <message>
        <source>%1: its move</source>
        <translation>%1 : son mouvement</translation>
    </message>
    <message>
        <source>Tap a unit to shoot, then its target (§6).</source>
        <translation>Touchez une unité qui tire, puis sa cible (§6).</translation>
    </message>
    <message>
        <source>%1 shoots: pick its target</source>
        <translation>%1 tire : choisissez sa cible</translation>
    </message>
    <message>
        <source>Tap a unit in melee to attack (§7).</source>
        <translation>Touchez une unité en mêlée pour attaquer (§7).</translation>
    </message>
    <message>
        <source>%1 attacks: pick its target</source>
        <translation>%1 attaque : choisissez sa cible</translation>
    </message>
    <message>
        <source>Units hit this turn check morale: 2+ with 1–4 hits, 3+ with 5–8 (§8).</source>
        <translation>Les unités touchées ce tour testent leur moral : 2+ avec 1–4 touches, 3+ avec 5–8 (§8).</translation>
    </message>
    <message>
        <source>No morale check is due: end the step (§8).</source>
        <translation>Aucun test de moral n’est dû : terminez l’étape (§8).</translation>
    </message>
    <message>
        <source>Step 5: each army loses 1 a retreat, 2 a rout, 3 a veteran rout and 1D3 a general killed; at 0 it quits (§9).</source>
        <translation>Étape 5 : chaque armée perd 1 par retraite, 2 par déroute, 3 par déroute de vétérans et 1D3 par général tué ; à 0 elle abandonne (§9).</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Déplacer une unité</translation>
    </message>
    <message>
        <source>Push move: %1</source>
        <translation>Mouvement forcé : %1</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Ground entered (§5.6)</source>
        <translation>Terrain où elle entre (§5.6)</translation>
    </message>
    <message>
        <source>The push move is a charge (§5.2)</source>
        <translation>Le mouvement forcé est une charge (§5.2)</translation>
    </message>
    <message>
        <source>Ends with a charge (§5.2)</source>
        <translation>Se termine par une charge (§5.2)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Face charged (§7.1)</source>
        <translation>Face chargée (§7.1)</translation>
    </message>
    <message>
        <source>Range in spaces</source>
        <translation>Portée en cases</translation>
    </message>
    <message>
        <source>Shoots over friends (§6)</source>
        <translation>Tire par-dessus des amis (§6)</translation>
    </message>
    <message>
        <source>%1: %2 hits, needs %3+, holds %4</source>
        <translation>%1 : %2 touches, il faut %3+, tient %4</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>OhwUnitCard</name>
    <message>
        <source>%1, %2 hits of 9</source>
        <translation>%1, %2 touches sur 9</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <translation>%1/9 touches</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>in melee with %1</source>
        <translation>en mêlée avec %1</translation>
    </message>
    <message>
        <source>must check morale</source>
        <translation>doit tester son moral</translation>
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
        <translation>%1 a pris l’initiative : jouer en premier ou en second ?</translation>
    </message>
    <message>
        <source>%1 may re-roll the failed push move of %2 (1D6)</source>
        <translation>%1 peut relancer le mouvement forcé raté de %2 (1D6)</translation>
    </message>
    <message>
        <source>%1 is at risk: %2D6, killed on a 2</source>
        <translation>%1 est en danger : %2D6, tué sur un 2</translation>
    </message>
    <message>
        <source>%1&apos;s unit routed: 1D6, killed on a 1</source>
        <translation>L’unité de %1 est en déroute : 1D6, tué sur un 1</translation>
    </message>
    <message>
        <source>%1 failed its morale check: what lies behind it?</source>
        <translation>%1 a raté son test de moral : qu’y a-t-il derrière ?</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for a 1 rolled (Impetuous, §10.4)</source>
        <translation>%1 subit 1 touche pour un 1 obtenu (impétueux, §10.4)</translation>
    </message>
    <message>
        <source>The general with %1 is killed (§10.2)</source>
        <translation>Le général avec %1 est tué (§10.2)</translation>
    </message>
    <message>
        <source>%1 reaches 9 hits and routs (§8)</source>
        <translation>%1 atteint 9 touches et est en déroute (§8)</translation>
    </message>
    <message>
        <source>For Step 5: %1 retreats, %2 routs, %3 generals killed</source>
        <translation>Pour l’étape 5 : %1 retraites, %2 déroutes, %3 généraux tués</translation>
    </message>
    <message>
        <source>The battle is a draw</source>
        <translation>La bataille est nulle</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 remporte la bataille</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacée</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>mouvement forcé</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>a tiré</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>a attaqué</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>general %1</source>
        <translation>général %1</translation>
    </message>
    <message>
        <source>The unit&apos;s attack dice</source>
        <translation>Dés d’attaque de l’unité</translation>
    </message>
    <message>
        <source>Shooting dice</source>
        <translation>Dés de tir</translation>
    </message>
    <message>
        <source>General with the unit</source>
        <translation>Général avec l’unité</translation>
    </message>
    <message>
        <source>Ferocious: initial attack</source>
        <translation>Féroce : attaque initiale</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attaque de flanc</translation>
    </message>
    <message>
        <source>Rear attack</source>
        <translation>Attaque de dos</translation>
    </message>
    <message>
        <source>Armored target</source>
        <translation>Cible cuirassée</translation>
    </message>
    <message>
        <source>Target in woods</source>
        <translation>Cible en forêt</translation>
    </message>
    <message>
        <source>Target in rough ground</source>
        <translation>Cible en terrain accidenté</translation>
    </message>
    <message>
        <source>Target on a hill</source>
        <translation>Cible sur une colline</translation>
    </message>
    <message>
        <source>Across a bridge or ford</source>
        <translation>Par un pont ou un gué</translation>
    </message>
    <message>
        <source>Target in a fortified settlement</source>
        <translation>Cible dans un village fortifié</translation>
    </message>
    <message>
        <source>At least one die</source>
        <translation>Au moins un dé</translation>
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
        <translation>Légionnaires</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande guerrière</translation>
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
        <translation>Cuirassé</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impétueux</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbares</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Féroce</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Vétérans</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Pont ou gué</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Flanc gauche</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Flanc droit</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Point de rupture</translation>
    </message>
    <message>
        <source>Room behind: it retreats</source>
        <translation>De la place derrière : elle recule</translation>
    </message>
    <message>
        <source>A friend behind gives way</source>
        <translation>Un ami derrière cède la place</translation>
    </message>
    <message>
        <source>Blocked by terrain, the edge or a friend: +1 hit</source>
        <translation>Bloquée par le terrain, le bord ou un ami : +1 touche</translation>
    </message>
    <message>
        <source>Blocked by an enemy: destroyed</source>
        <translation>Bloquée par un ennemi : détruite</translation>
    </message>
    <message>
        <source>the general&apos;s push-move re-roll</source>
        <translation>la relance du général pour le mouvement forcé</translation>
    </message>
    <message>
        <source>the general&apos;s risk rolls</source>
        <translation>les jets de risque du général</translation>
    </message>
    <message>
        <source>the general&apos;s rout test</source>
        <translation>le test de déroute du général</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the failed push move (%2 of 9)</source>
        <translation>%1 subit 1 touche pour le mouvement forcé raté (%2 sur 9)</translation>
    </message>
    <message>
        <source>%1 takes 1 hit for the 1s it rolled, Impetuous (%2 of 9)</source>
        <translation>%1 subit 1 touche pour ses 1, impétueux (%2 sur 9)</translation>
    </message>
    <message>
        <source>%1 cannot retreat and takes 1 hit (%2 of 9)</source>
        <translation>%1 ne peut pas reculer et subit 1 touche (%2 sur 9)</translation>
    </message>
    <message>
        <source>%1 takes %2 hits (%3 of 9)</source>
        <translation>%1 subit %2 touches (%3 sur 9)</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Tour %1, %2 : %3</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 takes the initiative</source>
        <translation>Dés d’initiative %1 : %2 prend l’initiative</translation>
    </message>
    <message>
        <source>Initiative dice %1: %2 keeps the initiative</source>
        <translation>Dés d’initiative %1 : %2 garde l’initiative</translation>
    </message>
    <message>
        <source>%1 moves first this turn</source>
        <translation>%1 joue en premier ce tour</translation>
    </message>
    <message>
        <source>%1 moves %2 spaces (%3 actions)</source>
        <translation>%1 se déplace de %2 cases (%3 actions)</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)</source>
        <translation>%1 charge %2 (%3)</translation>
    </message>
    <message>
        <source>%1 makes a free push move into combat (Barbarians)</source>
        <translation>%1 fait un mouvement forcé gratuit au combat (Barbares)</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it succeeds</source>
        <translation>Mouvement forcé de %1 : %2, il faut %3 : réussi</translation>
    </message>
    <message>
        <source>%1&apos;s push move: %2, needing %3: it fails but still happens</source>
        <translation>Mouvement forcé de %1 : %2, il faut %3 : raté, mais il a lieu</translation>
    </message>
    <message>
        <source>%1 leaves its melee</source>
        <translation>%1 quitte sa mêlée</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 rejoint %2</translation>
    </message>
    <message>
        <source>%1 shoots at %2: %3 on %4D6, %5 hits</source>
        <translation>%1 tire sur %2 : %3 sur %4D6, %5 touches</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 on %4D6, %5 hits</source>
        <translation>%1 attaque %2 : %3 sur %4D6, %5 touches</translation>
    </message>
    <message>
        <source>%1 is destroyed: an enemy blocks its retreat</source>
        <translation>%1 est détruite : un ennemi bloque sa retraite</translation>
    </message>
    <message>
        <source>%1 routs with 9 hits</source>
        <translation>%1 est en déroute avec 9 touches</translation>
    </message>
    <message>
        <source>%1 and %2 are no longer in contact</source>
        <translation>%1 et %2 ne sont plus au contact</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2; he lives</source>
        <translation>Jets de risque de %1 : %2 ; il survit</translation>
    </message>
    <message>
        <source>%1&apos;s risk rolls: %2</source>
        <translation>Jets de risque de %1 : %2</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2; he lives</source>
        <translation>Test de déroute de %1 : %2 ; il survit</translation>
    </message>
    <message>
        <source>%1&apos;s rout test: %2</source>
        <translation>Test de déroute de %1 : %2</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 est tué</translation>
    </message>
    <message>
        <source>%1 is left without a unit</source>
        <translation>%1 reste sans unité</translation>
    </message>
    <message>
        <source>%1 need not check morale: its general is with it</source>
        <translation>%1 n’a pas de test de moral : son général est avec elle</translation>
    </message>
    <message>
        <source>%1 need not check morale: Veterans</source>
        <translation>%1 n’a pas de test de moral : vétérans</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it holds</source>
        <translation>Test de moral de %1 : %2, il faut %3 : elle tient</translation>
    </message>
    <message>
        <source>%1&apos;s morale check: %2, needing %3: it fails and must retreat</source>
        <translation>Test de moral de %1 : %2, il faut %3 : raté, elle doit reculer</translation>
    </message>
    <message>
        <source>%1 retreats one space</source>
        <translation>%1 recule d’une case</translation>
    </message>
    <message>
        <source>%1 gives way to %2</source>
        <translation>%1 cède la place à %2</translation>
    </message>
    <message>
        <source>%1 advances into the space left</source>
        <translation>%1 avance dans la case laissée</translation>
    </message>
    <message>
        <source>%1 loses 1 for the retreat of %2</source>
        <translation>%1 perd 1 pour la retraite de %2</translation>
    </message>
    <message>
        <source>%1 loses 2 for the rout of %2</source>
        <translation>%1 perd 2 pour la déroute de %2</translation>
    </message>
    <message>
        <source>%1 loses 3 for the rout of veteran %2</source>
        <translation>%1 perd 3 pour la déroute des vétérans %2</translation>
    </message>
    <message>
        <source>%1 loses %2 (1D3) for the death of %3</source>
        <translation>%1 perd %2 (1D3) pour la mort de %3</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 perd %2</translation>
    </message>
    <message>
        <source>%1&apos;s breakpoint: %2 left (%3 lost)</source>
        <translation>Point de rupture de %1 : reste %2 (%3 perdus)</translation>
    </message>
    <message>
        <source>%1 has no units left and quits the field</source>
        <translation>%1 n’a plus d’unités et quitte le champ de bataille</translation>
    </message>
    <message>
        <source>%1 has reached its breakpoint and quits the field</source>
        <translation>%1 atteint son point de rupture et quitte le champ de bataille</translation>
    </message>
    <message>
        <source>%1 has already attacked in this step</source>
        <translation>%1 a déjà attaqué dans cette étape</translation>
    </message>
    <message>
        <source>%1 has already moved</source>
        <translation>%1 s’est déjà déplacée</translation>
    </message>
    <message>
        <source>%1 has already shot in this step</source>
        <translation>%1 a déjà tiré dans cette étape</translation>
    </message>
    <message>
        <source>%1 must still attack before combat ends</source>
        <translation>%1 doit encore attaquer avant la fin du combat</translation>
    </message>
    <message>
        <source>%1 cannot take that movement action</source>
        <translation>%1 ne peut pas faire cette action de mouvement</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>Take the breakpoint first</source>
        <translation>Décomptez d’abord le point de rupture</translation>
    </message>
    <message>
        <source>%1 may not advance now</source>
        <translation>%1 ne peut pas avancer maintenant</translation>
    </message>
    <message>
        <source>%1 cannot leave this melee</source>
        <translation>%1 ne peut pas quitter cette mêlée</translation>
    </message>
    <message>
        <source>%1 (%2) cannot enter this ground: %3</source>
        <translation>%1 (%2) ne peut pas entrer sur ce terrain : %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot</source>
        <translation>%1 ne peut pas tirer</translation>
    </message>
    <message>
        <source>%1 may pivot only once before charging, not %2 times</source>
        <translation>%1 ne peut pivoter qu’une fois avant de charger, pas %2 fois</translation>
    </message>
    <message>
        <source>This roll needs %1 dice, not %2</source>
        <translation>Ce jet demande %1 dés, pas %2</translation>
    </message>
    <message>
        <source>A die of %1 sides cannot show %2</source>
        <translation>Un dé à %1 faces ne peut pas montrer %2</translation>
    </message>
    <message>
        <source>%1&apos;s move has no action</source>
        <translation>Le mouvement de %1 n’a aucune action</translation>
    </message>
    <message>
        <source>%1 is in melee and cannot shoot</source>
        <translation>%1 est en mêlée et ne peut pas tirer</translation>
    </message>
    <message>
        <source>%1 is already contacted on this face (%2) by %3</source>
        <translation>%1 est déjà au contact sur cette face (%2) par %3</translation>
    </message>
    <message>
        <source>%1 cannot give way</source>
        <translation>%1 ne peut pas céder la place</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 est mort</translation>
    </message>
    <message>
        <source>%1 has already changed units in this half</source>
        <translation>%1 a déjà changé d’unité dans cette moitié de tour</translation>
    </message>
    <message>
        <source>Roll for the initiative first</source>
        <translation>Lancez d’abord l’initiative</translation>
    </message>
    <message>
        <source>%1 cannot shoot into the melee of %2</source>
        <translation>%1 ne peut pas tirer dans la mêlée de %2</translation>
    </message>
    <message>
        <source>%1 must still check morale</source>
        <translation>%1 doit encore tester son moral</translation>
    </message>
    <message>
        <source>%1 need not check morale</source>
        <translation>%1 n’a pas à tester son moral</translation>
    </message>
    <message>
        <source>%1&apos;s move costs %2 actions; it has %3</source>
        <translation>Le mouvement de %1 coûte %2 actions ; elle en a %3</translation>
    </message>
    <message>
        <source>%1 moved and cannot shoot</source>
        <translation>%1 s’est déplacée et ne peut pas tirer</translation>
    </message>
    <message>
        <source>No order is to be chosen now</source>
        <translation>Aucun ordre n’est à choisir maintenant</translation>
    </message>
    <message>
        <source>%1 cannot pass through %2</source>
        <translation>%1 ne peut pas traverser %2</translation>
    </message>
    <message>
        <source>No retreat is due</source>
        <translation>Aucune retraite n’est due</translation>
    </message>
    <message>
        <source>No roll is due</source>
        <translation>Aucun jet n’est dû</translation>
    </message>
    <message>
        <source>There is no general %1</source>
        <translation>Il n’y a pas de général %1</translation>
    </message>
    <message>
        <source>There is no unit %1</source>
        <translation>Il n’y a pas d’unité %1</translation>
    </message>
    <message>
        <source>%1 is not a friend of %2</source>
        <translation>%1 n’est pas une amie de %2</translation>
    </message>
    <message>
        <source>%1 is not an enemy of %2</source>
        <translation>%1 n’est pas ennemie de %2</translation>
    </message>
    <message>
        <source>%1 is not in a melee</source>
        <translation>%1 n’est pas en mêlée</translation>
    </message>
    <message>
        <source>%1 is not in contact with %2</source>
        <translation>%1 n’est pas au contact de %2</translation>
    </message>
    <message>
        <source>%1 is not a general of %2</source>
        <translation>%1 n’est pas un général de %2</translation>
    </message>
    <message>
        <source>%1 is not a unit of %2</source>
        <translation>%1 n’est pas une unité de %2</translation>
    </message>
    <message>
        <source>%1 must first choose to move first or second</source>
        <translation>%1 doit d’abord choisir de jouer en premier ou en second</translation>
    </message>
    <message>
        <source>%1 shoots at most %2 spaces, not %3</source>
        <translation>%1 tire à %2 cases au plus, pas %3</translation>
    </message>
    <message>
        <source>%1 cannot shoot over friends</source>
        <translation>%1 ne peut pas tirer par-dessus des amis</translation>
    </message>
    <message>
        <source>%1 may push only straight after its own move</source>
        <translation>%1 ne peut faire un mouvement forcé que juste après son propre mouvement</translation>
    </message>
    <message>
        <source>%1&apos;s push move is one action</source>
        <translation>Le mouvement forcé de %1 est une seule action</translation>
    </message>
    <message>
        <source>Settle the retreat of %1 first</source>
        <translation>Réglez d’abord la retraite de %1</translation>
    </message>
    <message>
        <source>Make %1 first (%2)</source>
        <translation>Faites d’abord %1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no units</source>
        <translation>%1 n’a aucune unité</translation>
    </message>
    <message>
        <source>%1: general %2 is given to no unit %3</source>
        <translation>%1 : le général %2 n’est attaché à aucune unité %3</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot stand on this ground: %4</source>
        <translation>%1 : l’unité %2 (%3) ne peut pas se tenir sur ce terrain : %4</translation>
    </message>
    <message>
        <source>%1: unit %2 (%3) cannot be %4</source>
        <translation>%1 : l’unité %2 (%3) ne peut pas être %4</translation>
    </message>
    <message>
        <source>%1: unit %2 has two generals</source>
        <translation>%1 : l’unité %2 a deux généraux</translation>
    </message>
    <message>
        <source>%1: unit %2 has no type</source>
        <translation>%1 : l’unité %2 n’a pas de type</translation>
    </message>
    <message>
        <source>%1 is in melee</source>
        <translation>%1 est en mêlée</translation>
    </message>
    <message>
        <source>%1 has left the field</source>
        <translation>%1 a quitté le champ de bataille</translation>
    </message>
    <message>
        <source>%1 already has a general</source>
        <translation>%1 a déjà un général</translation>
    </message>
    <message>
        <source>Not in the %1 step: this is the %2 step</source>
        <translation>Pas à l’étape %1 : c’est l’étape %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Not allowed (%1)</source>
        <translation>Non autorisé (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refusal and its section</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1/9 hits, removed</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 touches, retirée</translation>
    </message>
    <message>
        <source>%1/9 hits</source>
        <comment>a unit&apos;s hits out of 9 (§3)</comment>
        <translation>%1/9 touches</translation>
    </message>
    <message>
        <source>breakpoint %1 of %2</source>
        <comment>an army&apos;s breakpoint left (§9)</comment>
        <translation>point de rupture %1 sur %2</translation>
    </message>
    <message>
        <source>Took back #%1: %2</source>
        <translation>#%1 annulée : %2</translation>
    </message>
    <message>
        <source>Took back the last action</source>
        <translation>Dernière action annulée</translation>
    </message>
    <message>
        <source>Played again #%1: %2</source>
        <translation>#%1 rétablie : %2</translation>
    </message>
    <message>
        <source>Played again the action taken back</source>
        <translation>Action annulée rétablie</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Jet d’initiative</translation>
    </message>
    <message>
        <source>Chooses to move first</source>
        <translation>Choisit de bouger en premier</translation>
    </message>
    <message>
        <source>Chooses to move second</source>
        <translation>Choisit de bouger en second</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s)</source>
        <translation>
            <numerusform>%1 avance de %n case</numerusform>
            <numerusform>%1 avance de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space(s) and charges %2 (%3)</source>
        <translation>
            <numerusform>%1 avance de %n case et charge %2 (%3)</numerusform>
            <numerusform>%1 avance de %n cases et charge %2 (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s push move: a charge on %2 (%3)</source>
        <translation>Mouvement forcé de %1 : charge sur %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s push move</source>
        <translation>Mouvement forcé de %1</translation>
    </message>
    <message>
        <source>%1 disengages</source>
        <translation>%1 rompt le contact</translation>
    </message>
    <message>
        <source>%1 shoots at %2 (range %3)</source>
        <translation>%1 tire sur %2 (portée %3)</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>The general&apos;s roll</source>
        <translation>Le jet du général</translation>
    </message>
    <message>
        <source>%1 checks morale</source>
        <translation>%1 fait un test de moral</translation>
    </message>
    <message>
        <source>%1&apos;s retreat (%2)</source>
        <translation>Retraite de %1 (%2)</translation>
    </message>
    <message>
        <source>The retreat (%1)</source>
        <translation>La retraite (%1)</translation>
    </message>
    <message>
        <source>%1 advances into the space left (%2)</source>
        <translation>%1 avance dans la case laissée (%2)</translation>
    </message>
    <message>
        <source>Step 5: the breakpoint</source>
        <translation>Étape 5 : le point de rupture</translation>
    </message>
    <message>
        <source>End of the step</source>
        <translation>Fin de l’étape</translation>
    </message>
</context>
<context>
    <name>OutcomeBar</name>
    <message>
        <source>passes %1</source>
        <translation>réussit %1</translation>
    </message>
    <message>
        <source>wins %1, draws %2, loses %3</source>
        <translation>gagne %1, égalité %2, perd %3</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>%1 phase, now</source>
        <translation>Phase %1, en cours</translation>
    </message>
</context>
<context>
    <name>PlaytestController</name>
    <message>
        <source>The table could not be saved to %1: %2.</source>
        <translation>La table n’a pas pu être enregistrée dans %1 : %2.</translation>
    </message>
    <message>
        <source>no file was chosen</source>
        <translation>aucun fichier n’a été choisi</translation>
    </message>
</context>
<context>
    <name>PlaytestKnobs</name>
    <message>
        <source>Playtest knobs and distances</source>
        <translation>Réglages d’essai et distances</translation>
    </message>
    <message>
        <source>at their defaults</source>
        <translation>à leurs valeurs par défaut</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n modifié</numerusform>
            <numerusform>%n modifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner follows up one hex</source>
        <translation>Le vainqueur avance d’un hexagone</translation>
    </message>
    <message>
        <source>Default: off</source>
        <translation>Par défaut : désactivé</translation>
    </message>
    <message>
        <source>Fatigue for each repeated push-back</source>
        <translation>Fatigue pour chaque recul répété</translation>
    </message>
    <message>
        <source>Default: 0 (free)</source>
        <translation>Par défaut : 0 (gratuit)</translation>
    </message>
    <message>
        <source>Pursuit goes at most (BW)</source>
        <translation>La poursuite va au plus à (LB)</translation>
    </message>
    <message>
        <source>Default: a full move</source>
        <translation>Par défaut : un mouvement complet</translation>
    </message>
    <message>
        <source>full move</source>
        <translation>mouvement complet</translation>
    </message>
    <message>
        <source>Foot move (BW)</source>
        <translation>Mouvement à pied (LB)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut : %1</translation>
    </message>
    <message>
        <source>Light foot and skirmishers move (BW)</source>
        <translation>Mouvement de l’infanterie légère et des tirailleurs (LB)</translation>
    </message>
    <message>
        <source>Cavalry move (BW)</source>
        <translation>Mouvement de la cavalerie (LB)</translation>
    </message>
    <message>
        <source>Missile range (BW)</source>
        <translation>Portée de tir (LB)</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest tables</source>
        <translation>Tables d’essai</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dé moyen</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>relance</translation>
    </message>
    <message>
        <source>no mechanic</source>
        <translation>aucune mécanique</translation>
    </message>
    <message>
        <source>net %1 · kept die %2 on average</source>
        <translation>net %1 · dé gardé %2 en moyenne</translation>
    </message>
    <message>
        <source>Exact figures from the rules engine for two settings of the dice, side by side: does Elite feel pointless?</source>
        <translation>Chiffres exacts du moteur de règles pour deux réglages des dés, côte à côte : l’Élite semble-t-elle inutile ?</translation>
    </message>
    <message>
        <source>Combat die</source>
        <translation>Dé de combat</translation>
    </message>
    <message>
        <source>Elite/Levy mechanic</source>
        <translation>Mécanique Élite/Levée</translation>
    </message>
    <message>
        <source>Averaging</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Elite&apos;s edge</source>
        <translation>Avantage de l’Élite</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>perd</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>In its favour</source>
        <translation>En sa faveur</translation>
    </message>
    <message>
        <source>Nothing: a frontal fight</source>
        <translation>Rien : un combat de front</translation>
    </message>
    <message>
        <source>Overlap +1 (§9.2)</source>
        <translation>Débordement +1 (§9.2)</translation>
    </message>
    <message>
        <source>Strikes the flank +1/−1 (§9.3)</source>
        <translation>Frappe le flanc +1/−1 (§9.3)</translation>
    </message>
    <message>
        <source>Strikes the rear +2/−2 (§9.3)</source>
        <translation>Frappe dans le dos +2/−2 (§9.3)</translation>
    </message>
    <message>
        <source>Uphill +1 (§8.3)</source>
        <translation>En hauteur +1 (§8.3)</translation>
    </message>
    <message>
        <source>Shock +1/−1 (§11.1)</source>
        <translation>Choc +1/−1 (§11.1)</translation>
    </message>
    <message>
        <source>Shock on formed foot +2/−2 (§11.1)</source>
        <translation>Choc contre infanterie formée +2/−2 (§11.1)</translation>
    </message>
    <message>
        <source>Same weight</source>
        <translation>Même poids</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <translation>Poids %1</translation>
    </message>
    <message>
        <source>Weight is the effective weight difference, capped at 2 (§9.4). A modifier against the first side is the same fight read the other way round.</source>
        <translation>Le poids est l’écart de poids effectif, plafonné à 2 (§9.4). Un modificateur contre le premier camp est le même combat lu dans l’autre sens.</translation>
    </message>
    <message>
        <source>Average Fatigue</source>
        <translation>Fatigue moyenne</translation>
    </message>
    <message>
        <source>The chance to pass: the kept d6 must equal or beat the average (§5), whatever the combat die (§3.1). The Elite/Levy mechanic keeps the dice here too (ruling R42).</source>
        <translation>La chance de réussir : le d6 gardé doit égaler ou dépasser la moyenne (§5), quel que soit le dé de combat (§3.1). La mécanique Élite/Levée choisit ici aussi les dés gardés (arbitrage R42).</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Elite against Regular</source>
        <translation>Élite contre Régulier</translation>
    </message>
    <message>
        <source>Regular against Levy</source>
        <translation>Régulier contre Levée</translation>
    </message>
    <message>
        <source>Elite against Levy</source>
        <translation>Élite contre Levée</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>An even fight: the same weight, no modifiers. Net is wins minus losses; the kept die is how much higher the better quality&apos;s kept result is on average.</source>
        <translation>Un combat égal : même poids, aucun modificateur. Le net est victoires moins défaites ; le dé gardé indique de combien le résultat gardé de la meilleure qualité est plus élevé en moyenne.</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Enregistrer la table</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The table is written to %1.</source>
        <translation>La table est écrite dans %1.</translation>
    </message>
    <message>
        <source>best/worst of three</source>
        <translation>meilleur/pire de trois</translation>
    </message>
    <message>
        <source>Best/worst of three</source>
        <translation>Meilleur/pire de trois</translation>
    </message>
    <message>
        <source>Against it</source>
        <translation>Contre elle</translation>
    </message>
    <message>
        <source>1: any roll passes</source>
        <translation>1 : tout jet réussit</translation>
    </message>
    <message>
        <source>over %1 up to %2: roll %2 or more</source>
        <translation>plus de %1 jusqu’à %2 : faire %2 ou plus</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The current PIN is not right: the umpire&apos;s PIN stays as it was.</source>
        <translation>Le code PIN actuel n’est pas le bon : le code PIN de l’arbitre reste inchangé.</translation>
    </message>
    <message>
        <source>A PIN is %1 to %2 digits.</source>
        <translation>Un code PIN compte de %1 à %2 chiffres.</translation>
    </message>
</context>
<context>
    <name>PursuitPanel</name>
    <message>
        <source>Decline</source>
        <translation>Renoncer</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Poursuivre</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 may pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 de %2 peut poursuivre seule, %n largeur de base vers l’ennemi. Déplacez la figurine, puis confirmez.</numerusform>
            <numerusform>%1 de %2 peut poursuivre seule, %n largeurs de base vers l’ennemi. Déplacez la figurine, puis confirmez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 must pursue alone, %n base-width(s) toward the enemy. Move the figure, then confirm.</source>
        <translation>
            <numerusform>%1 de %2 doit poursuivre seule, %n largeur de base vers l’ennemi. Déplacez la figurine, puis confirmez.</numerusform>
            <numerusform>%1 de %2 doit poursuivre seule, %n largeurs de base vers l’ennemi. Déplacez la figurine, puis confirmez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut off beyond it, a Block of their own: %n Base(s), marked. Tap a Base to change it.</source>
        <translation>
            <numerusform>Coupée au-delà, un Bloc à part : %n Base, marquée. Touchez une Base pour la changer.</numerusform>
            <numerusform>Coupées au-delà, un Bloc à part : %n Bases, marquées. Touchez une Base pour la changer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PushBackStepper</name>
    <message>
        <source>Fatigue %1 · push-back %2</source>
        <translation>Fatigue %1 · recul %2</translation>
    </message>
    <message>
        <source>One point less of push-back</source>
        <translation>Un point de recul en moins</translation>
    </message>
    <message>
        <source>One point more of push-back</source>
        <translation>Un point de recul en plus</translation>
    </message>
</context>
<context>
    <name>RealDiceDialog</name>
    <message>
        <source>Enter your dice</source>
        <translation>Saisir vos dés</translation>
    </message>
    <message>
        <source>%1 rolls two dice on the %2. Tap what each die shows.</source>
        <translation>%1 lance deux dés au %2. Touchez ce que montre chaque dé.</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <source>averaging die</source>
        <translation>dé moyen</translation>
    </message>
    <message>
        <source>Regular rolls one die on the %1. Tap what it shows.</source>
        <translation>Régulier lance un dé au %1. Touchez ce qu’il montre.</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Premier dé</translation>
    </message>
    <message>
        <source>Your die</source>
        <translation>Votre dé</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Second dé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Read result</source>
        <translation>Lire le résultat</translation>
    </message>
    <message>
        <source>%1 rolls three dice on the %2. Tap what each die shows.</source>
        <translation>%1 lance trois dés au %2. Touchez ce que montre chaque dé.</translation>
    </message>
    <message>
        <source>The kept die, rolled again</source>
        <translation>Le dé gardé, relancé</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Troisième dé</translation>
    </message>
</context>
<context>
    <name>RecoveryPanel</name>
    <message>
        <source>Ending the turn recovers Fatigue on every Base of the side to act whose Block did not move and that was neither in combat nor shot at. Then each Base at Fatigue 1 may pull 1 from its Block&apos;s most worn Base of 3 or more.</source>
        <translation>La fin du tour fait récupérer de la Fatigue à chaque Base du camp actif dont le Bloc n’a pas bougé et qui n’a été ni au combat ni prise pour cible. Puis chaque Base à 1 de Fatigue peut prendre 1 à la Base la plus usée de son Bloc, à 3 ou plus.</translation>
    </message>
    <message>
        <source>No Base can pull in smoothing this turn.</source>
        <translation>Aucune Base ne peut prendre au lissage ce tour-ci.</translation>
    </message>
    <message>
        <source>Smoothing: switch off a Base that declines to pull.</source>
        <translation>Lissage : désactivez une Base qui y renonce.</translation>
    </message>
    <message>
        <source>%1 of %2 declines to pull.</source>
        <translation>%1 de %2 renonce à prendre.</translation>
    </message>
    <message>
        <source>%1 of %2 pulls 1 from %3.</source>
        <translation>%1 de %2 prend 1 à %3.</translation>
    </message>
    <message>
        <source>%1 of %2: the Bases before it took every Base of 3 or more.</source>
        <translation>%1 de %2 : les Bases avant elle ont pris toutes les Bases à 3 ou plus.</translation>
    </message>
</context>
<context>
    <name>RulebookNavigation</name>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Nothing found for “%1”</source>
        <translation>Rien trouvé pour « %1 »</translation>
    </message>
    <message>
        <source>Places found: %1</source>
        <translation>Résultats : %1</translation>
    </message>
    <message>
        <source>Go to §%1 %2</source>
        <translation>Aller au §%1 %2</translation>
    </message>
</context>
<context>
    <name>RulebookPage</name>
    <message>
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Arbitrages</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Search, or §%1</source>
        <translation>Rechercher, ou §%1</translation>
    </message>
</context>
<context>
    <name>RulesetAmendDialog</name>
    <message>
        <source>Amend #%1</source>
        <translation>Corriger #%1</translation>
    </message>
    <message>
        <source>Correct the action as the table shows it. Everything after it is recomputed with the same dice; the original stays in the log.</source>
        <translation>Corrigez l’action comme la table la montre. Tout ce qui suit est recalculé avec les mêmes dés ; l’original reste dans le journal.</translation>
    </message>
    <message>
        <source>Change the action to see both outcomes side by side.</source>
        <translation>Modifiez l’action pour voir les deux issues côte à côte.</translation>
    </message>
    <message>
        <source>Play this instead</source>
        <translation>Jouer ceci à la place</translation>
    </message>
    <message>
        <source>It no longer happens</source>
        <translation>N’a plus lieu</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Tel qu’enregistré</translation>
    </message>
    <message>
        <source>As corrected</source>
        <translation>Tel que corrigé</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motif de l’arbitre</translation>
    </message>
    <message>
        <source>The umpire&apos;s name</source>
        <translation>Nom de l’arbitre</translation>
    </message>
    <message>
        <source>Answer the action asked first.</source>
        <translation>Répondez d’abord à l’action demandée.</translation>
    </message>
    <message>
        <source>Give the reason and your name to rule.</source>
        <translation>Indiquez le motif et votre nom pour trancher.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Enregistrer la décision</translation>
    </message>
</context>
<context>
    <name>RulesetArmies</name>
    <message>
        <source>army lists of this ruleset cannot be imported yet</source>
        <translation>les listes d’armée de ce jeu de règles ne peuvent pas encore être importées</translation>
    </message>
    <message>
        <source>%1 is not a file on this device</source>
        <translation>%1 n’est pas un fichier sur cet appareil</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1 : ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>an army called &quot;%1&quot; is already on this device; give this one another name</source>
        <translation>une armée nommée « %1 » existe déjà sur cet appareil ; donnez un autre nom à celle-ci</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of one of the app&apos;s own armies; give this one another name</source>
        <translation>« %1 » est le nom d’une des armées intégrées de l’app ; donnez un autre nom à celle-ci</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 ne peut pas être écrit (%2)</translation>
    </message>
</context>
<context>
    <name>RulesetArmiesView</name>
    <message>
        <source>Legionaries</source>
        <translation>Légionnaires</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande guerrière</translation>
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
        <translation>Cuirassé</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impétueux</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Barbares</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Féroce</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Vétérans</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Tirailleur</translation>
    </message>
    <message>
        <source>Units: %1 · generals: %2</source>
        <translation>Unités : %1 · généraux : %2</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Unités : %1</translation>
    </message>
    <message>
        <source>Breakpoint at the start: %1 (§9)</source>
        <translation>Point de rupture au départ : %1 (§9)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Attack · move · push</source>
        <translation>Attaque · mouvement · poussée</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>General: %1</source>
        <translation>Général : %1</translation>
    </message>
    <message>
        <source>%1D6 · %2 · %3+</source>
        <translation>%1d6 · %2 · %3+</translation>
    </message>
    <message>
        <source>“%1” is imported and kept on this device.</source>
        <translation>« %1 » est importée et conservée sur cet appareil.</translation>
    </message>
    <message>
        <source>Not imported; nothing was changed:</source>
        <translation>Non importée ; rien n’a été modifié :</translation>
    </message>
    <message>
        <source>Import an army list</source>
        <translation>Importer une liste d’armée</translation>
    </message>
    <message>
        <source>Army lists (*.json)</source>
        <translation>Listes d’armée (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importée</translation>
    </message>
</context>
<context>
    <name>RulesetArmyList</name>
    <message>
        <source>%1, unit %2</source>
        <translation>%1, unité %2</translation>
    </message>
    <message>
        <source>%1, unit %2 (%3)</source>
        <translation>%1, unité %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;units&quot; is empty: an army needs at least one unit</source>
        <translation>&quot;units&quot; est vide : une armée a besoin d&apos;au moins une unité</translation>
    </message>
    <message>
        <source>an army has at most %1 units, not %2</source>
        <translation>une armée a au plus %1 unités, pas %2</translation>
    </message>
    <message>
        <source>a unit must be %1, not %2</source>
        <translation>une unité doit être %1, pas %2</translation>
    </message>
</context>
<context>
    <name>RulesetLogView</name>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Umpire&apos;s amendment</source>
        <translation>Correction de l’arbitre</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4 · %5</source>
        <translation>#%1 · tour %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 · %4</source>
        <translation>#%1 · tour %2 · %3 · %4</translation>
    </message>
    <message>
        <source>corrected by #%1</source>
        <translation>corrigé par #%1</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Annuler la dernière action</translation>
    </message>
    <message>
        <source>Umpire&apos;s view</source>
        <translation>Vue de l’arbitre</translation>
    </message>
    <message>
        <source>Check the chain</source>
        <translation>Vérifier la chaîne</translation>
    </message>
    <message>
        <source>The chain holds: every entry&apos;s hash and every state check out.</source>
        <translation>La chaîne tient : le hachage et l’état de chaque entrée sont corrects.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>With the dice secret</source>
        <translation>Avec le secret des dés</translation>
    </message>
    <message>
        <source>The dice secret, once the battle is decided</source>
        <translation>Le secret des dés, une fois la bataille décidée</translation>
    </message>
    <message>
        <source>Export the battle</source>
        <translation>Exporter la bataille</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Fichiers de bataille (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportée vers %1.</translation>
    </message>
    <message>
        <source>The battle&apos;s fingerprint now</source>
        <translation>L’empreinte de la bataille maintenant</translation>
    </message>
    <message>
        <source>Amend…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <source>Amend #%1</source>
        <translation>Corriger #%1</translation>
    </message>
    <message>
        <source>Umpire %1: %2</source>
        <translation>Arbitre %1 : %2</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitre : %1</translation>
    </message>
    <message>
        <source>End of turn %1 · fingerprint %2</source>
        <translation>Fin du tour %1 · empreinte %2</translation>
    </message>
</context>
<context>
    <name>RulesetSession</name>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>The battle kept ends at %1, the battle shown at %2: they differ.</source>
        <translation>La bataille conservée se termine à %1, la bataille affichée à %2 : elles diffèrent.</translation>
    </message>
    <message>
        <source>Name the file to write the battle to.</source>
        <translation>Nommez le fichier où écrire la bataille.</translation>
    </message>
    <message>
        <source>The dice secret is exported only with a decided battle: while it is in progress, the secret would give away every roll to come. Nothing was written.</source>
        <translation>Le secret des dés n’est exporté qu’avec une bataille décidée : tant qu’elle est en cours, le secret dévoilerait chaque jet à venir. Rien n’a été écrit.</translation>
    </message>
</context>
<context>
    <name>RulingSheet</name>
    <message>
        <source>There is no amendment #%1 in the log.</source>
        <translation>Le journal n’a pas de correction #%1.</translation>
    </message>
    <message>
        <source>The log could not be replayed up to amendment #%1.</source>
        <translation>Le journal n’a pas pu être rejoué jusqu’à la correction #%1.</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: amendment #%1 of action #%2</source>
        <translation>Décision de l’arbitre : correction #%1 de l’action #%2</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Armies: %1 (first player) against %2</source>
        <translation>Armées : %1 (premier joueur) contre %2</translation>
    </message>
    <message>
        <source>Action #%1 was played in turn %2, %3 phase; the ruling was recorded on %4 (UTC).</source>
        <translation>L’action #%1 a été jouée au tour %2, phase %3 ; la décision a été enregistrée le %4 (UTC).</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Telle qu’enregistrée : %1</translation>
    </message>
    <message>
        <source>As corrected: %1</source>
        <translation>Telle que corrigée : %1</translation>
    </message>
    <message>
        <source>The action</source>
        <translation>L’action</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Motif de l’arbitre</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(aucun donné)</translation>
    </message>
    <message>
        <source>%1: Fatigue %2 before, %3 after</source>
        <translation>%1 : Fatigue %2 avant, %3 après</translation>
    </message>
    <message>
        <source>%1 breaks, which it did not before</source>
        <translation>%1 rompt, ce qui n’était pas le cas avant</translation>
    </message>
    <message>
        <source>%1 no longer breaks</source>
        <translation>%1 ne rompt plus</translation>
    </message>
    <message>
        <source>the army of %1 has broken (§12.1)</source>
        <translation>l’armée de %1 a rompu (§12.1)</translation>
    </message>
    <message>
        <source>no army has broken</source>
        <translation>aucune armée n’a rompu</translation>
    </message>
    <message>
        <source>Army break: before, %1; after, %2</source>
        <translation>Rupture d’armée : avant, %1 ; après, %2</translation>
    </message>
    <message>
        <source>No Base&apos;s Fatigue and no Block&apos;s break changed.</source>
        <translation>Ni la Fatigue d’une Base ni la rupture d’un Bloc n’ont changé.</translation>
    </message>
    <message>
        <source>The battle before and after the ruling</source>
        <translation>La bataille avant et après la décision</translation>
    </message>
    <message>
        <source>The chain</source>
        <translation>La chaîne</translation>
    </message>
    <message>
        <source>Amendment #%1&apos;s hash:
%2</source>
        <translation>Hachage de la correction #%1 :
%2</translation>
    </message>
    <message>
        <source>Chain head (entry #%1):
%2</source>
        <translation>Tête de la chaîne (entrée #%1) :
%2</translation>
    </message>
    <message>
        <source>Anyone holding the battle file can check both with: ancients verify FILE</source>
        <translation>Quiconque détient le fichier de bataille peut vérifier les deux avec : ancients verify FICHIER</translation>
    </message>
    <message>
        <source>Name the file to write the ruling to.</source>
        <translation>Nommez le fichier où écrire la décision.</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: %2</source>
        <translation>La décision n’a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <source>The ruling could not be written to %1: the PDF could not be started</source>
        <translation>La décision n’a pas pu être écrite dans %1 : le PDF n’a pas pu être commencé</translation>
    </message>
    <message>
        <source>Umpire: (not recorded)</source>
        <translation>Arbitre : (non consigné)</translation>
    </message>
    <message>
        <source>Umpire: %1</source>
        <translation>Arbitre : %1</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terrain accidenté</translation>
    </message>
    <message>
        <source>heavy woods</source>
        <translation>bois dense</translation>
    </message>
    <message>
        <source>light woods</source>
        <translation>bois clair</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terrain découvert</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>rolled by the app</source>
        <translation>lancés par l’application</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Ground of %1: %2, corrected to %3 (§8.2)</source>
        <translation>Terrain de %1 : %2, corrigé en %3 (§8.2)</translation>
    </message>
    <message>
        <source>Dice of %1: %2, corrected to %3</source>
        <translation>Dés de %1 : %2, corrigés en %3</translation>
    </message>
    <message>
        <source>Overlap on the side of %1: %2, corrected to %3 (§9.2)</source>
        <translation>Débordement du côté de %1 : %2, corrigé en %3 (§9.2)</translation>
    </message>
    <message>
        <source>Ground entered by %1, tile by tile (§8.1)</source>
        <translation>Terrain où %1 est entré, case par case (§8.1)</translation>
    </message>
    <message>
        <source>Points given as ground: %1, corrected to %2 (§9.6)</source>
        <translation>Points cédés en terrain : %1, corrigés en %2 (§9.6)</translation>
    </message>
    <message>
        <source>Points held as Fatigue: %1, corrected to %2 (§9.5)</source>
        <translation>Points gardés en Fatigue : %1, corrigés en %2 (§9.5)</translation>
    </message>
    <message>
        <source>The turn of %1: %2, corrected to %3 (§5.5)</source>
        <translation>La rotation de %1 : %2, corrigée en %3 (§5.5)</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>sens antihoraire</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>sens horaire</translation>
    </message>
    <message>
        <source>Also corrected: %1</source>
        <translation>Également corrigé : %1</translation>
    </message>
    <message>
        <source>What was corrected</source>
        <translation>Ce qui a été corrigé</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>In %1</source>
        <translation>Dans %1</translation>
    </message>
    <message>
        <source>Another folder…</source>
        <translation>Autre dossier…</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Give the file a name to save it.</source>
        <translation>Donnez un nom au fichier pour l’enregistrer.</translation>
    </message>
    <message>
        <source>A file of that name is there already: saving replaces it.</source>
        <translation>Un fichier de ce nom existe déjà : l’enregistrer le remplace.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save in which folder?</source>
        <translation>Enregistrer dans quel dossier ?</translation>
    </message>
</context>
<context>
    <name>SavedBattlesPage</name>
    <message>
        <source>Saved battles</source>
        <translation>Batailles enregistrées</translation>
    </message>
    <message>
        <source>No battles kept yet. A new battle is kept from its first action.</source>
        <translation>Aucune bataille enregistrée. Une nouvelle bataille est enregistrée dès sa première action.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>Reprendre %1</translation>
    </message>
    <message numerus="yes">
        <source>Last played %1 · %n entries</source>
        <translation>
            <numerusform>Jouée le %1 · %n entrée</numerusform>
            <numerusform>Jouée le %1 · %n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Delete this battle?</source>
        <translation>Supprimer cette bataille ?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and its whole log will be deleted from this device. Export it first if an umpire may need it.</source>
        <translation>« %1 » et tout son journal seront supprimés de cet appareil. Exportez-la d’abord si un arbitre peut en avoir besoin.</translation>
    </message>
    <message>
        <source>Import a battle…</source>
        <translation>Importer une bataille…</translation>
    </message>
    <message>
        <source>Import a battle</source>
        <translation>Importer une bataille</translation>
    </message>
    <message>
        <source>Battle files (*.json)</source>
        <translation>Fichiers de bataille (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Decided in turn %1: %2 won, %3 broke</source>
        <translation>Décidée au tour %1 : %2 a gagné, %3 est rompue</translation>
    </message>
    <message>
        <source>In progress: turn %1, %2 phase</source>
        <translation>En cours : tour %1, phase %2</translation>
    </message>
    <message>
        <source>In progress (turn shown once it is resumed)</source>
        <translation>En cours (le tour s’affiche une fois la bataille reprise)</translation>
    </message>
    <message>
        <source>My Wargame Rules · in progress: turn %1</source>
        <translation>My Wargame Rules · en cours : tour %1</translation>
    </message>
    <message>
        <source>3D6 OHW Gridded Ancients · in progress: turn %1</source>
        <translation>3D6 OHW Gridded Ancients · en cours : tour %1</translation>
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
        <translation>Ouvrir dans le livre de règles</translation>
    </message>
    <message>
        <source>Close the section</source>
        <translation>Fermer la section</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Same as the system (%1)</source>
        <translation>Comme le système (%1)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Ancients Companion %1 — for the Ancients Wargame, Core Rulebook v3.</source>
        <translation>Ancients Companion %1 — pour l&apos;Ancients Wargame, livre de règles v3.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>The tablet rolls</source>
        <translation>La tablette lance</translation>
    </message>
    <message>
        <source>Tap to roll: the app rolls every die and keeps the record.</source>
        <translation>Touchez pour lancer : l’app lance chaque dé et garde la trace.</translation>
    </message>
    <message>
        <source>We roll our own dice</source>
        <translation>Nous lançons nos dés</translation>
    </message>
    <message>
        <source>Roll real dice at the table and enter what they show.</source>
        <translation>Lancez de vrais dés à la table et saisissez ce qu’ils montrent.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Umpire&apos;s PIN</source>
        <translation>Code PIN de l’arbitre</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is kept. The umpire&apos;s view on the battle log asks for it.</source>
        <translation>Le code PIN de l’arbitre est conservé. La vue de l’arbitre du journal de bataille le demande.</translation>
    </message>
    <message>
        <source>The umpire&apos;s PIN is removed: anyone can open the umpire&apos;s view.</source>
        <translation>Le code PIN de l’arbitre est supprimé : tout le monde peut ouvrir la vue de l’arbitre.</translation>
    </message>
    <message>
        <source>A PIN is chosen: only who knows it opens the umpire&apos;s view and amends the log.</source>
        <translation>Un code PIN est choisi : seul qui le connaît ouvre la vue de l’arbitre et corrige le journal.</translation>
    </message>
    <message>
        <source>No PIN yet: anyone at the table can open the umpire&apos;s view and amend the log. Choose one before a tournament.</source>
        <translation>Pas encore de code PIN : tout le monde à la table peut ouvrir la vue de l’arbitre et corriger le journal. Choisissez-en un avant un tournoi.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Code PIN actuel</translation>
    </message>
    <message>
        <source>New PIN, 4 to 8 digits</source>
        <translation>Nouveau code PIN, 4 à 8 chiffres</translation>
    </message>
    <message>
        <source>Change the PIN</source>
        <translation>Changer le code PIN</translation>
    </message>
    <message>
        <source>Choose the PIN</source>
        <translation>Choisir le code PIN</translation>
    </message>
    <message>
        <source>Remove the PIN</source>
        <translation>Supprimer le code PIN</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>A short rattle of dice whenever the tablet rolls: in the dice roller and in the battle. Off unless you turn it on.</source>
        <translation>Un bref bruit de dés chaque fois que la tablette lance : dans le lanceur de dés et dans la bataille. Désactivé tant que vous ne l’activez pas.</translation>
    </message>
    <message>
        <source>Face to face</source>
        <translation>Face à face</translation>
    </message>
    <message>
        <source>For a tablet lying flat between the two players: each army&apos;s half of the battle screen is turned toward its player, and each player allocates their own losses on their side.</source>
        <translation>Pour une tablette posée à plat entre les deux joueurs : la moitié de l’écran de bataille de chaque armée est tournée vers son joueur, et chaque joueur répartit ses propres pertes de son côté.</translation>
    </message>
    <message>
        <source>Enter the current PIN, then a new one to change it, or the current one alone to remove it.</source>
        <translation>Saisissez le code PIN actuel, puis un nouveau pour le changer, ou l’actuel seul pour le supprimer.</translation>
    </message>
    <message>
        <source>Enter a new PIN of 4 to 8 digits to choose it.</source>
        <translation>Saisissez un nouveau code PIN de 4 à 8 chiffres pour le choisir.</translation>
    </message>
</context>
<context>
    <name>ShootPanel</name>
    <message>
        <source>Tap a Base that shoots, then the enemy Base it shoots at (range 2 base-widths).</source>
        <translation>Touchez une Base qui tire, puis la Base ennemie qu’elle vise (portée 2 largeurs de base).</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>+%1: %2</source>
        <translation>+%1 : %2</translation>
    </message>
    <message>
        <source>Chance of an effect: %1. %2</source>
        <translation>Chance d’un effet : %1. %2</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Shoot with these dice</source>
        <translation>Tirer avec ces dés</translation>
    </message>
    <message>
        <source>Roll and shoot</source>
        <translation>Lancer et tirer</translation>
    </message>
    <message>
        <source>%1 has already shot this phase; tap it again to let go, then pick another Base.</source>
        <translation>%1 a déjà tiré pendant cette phase ; touchez-la à nouveau pour la libérer, puis choisissez une autre Base.</translation>
    </message>
    <message>
        <source>Firer&apos;s ground</source>
        <translation>Terrain du tireur</translation>
    </message>
    <message>
        <source>Target&apos;s ground</source>
        <translation>Terrain de la cible</translation>
    </message>
</context>
<context>
    <name>TableLabels</name>
    <message>
        <source>%1 (file %2)</source>
        <comment>a part of a split Block: the file it holds</comment>
        <translation>%1 (file %2)</translation>
    </message>
    <message>
        <source>%1 (files %2)</source>
        <comment>a part of a split Block: the files it holds</comment>
        <translation>%1 (files %2)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <comment>a part of a split Block: the rank it holds</comment>
        <translation>%1 (rang %2)</translation>
    </message>
    <message>
        <source>%1 (ranks %2)</source>
        <comment>a part of a split Block: the ranks it holds</comment>
        <translation>%1 (rangs %2)</translation>
    </message>
    <message>
        <source>%1 (files %2, ranks %3)</source>
        <comment>a part of a split Block: the files and ranks it holds</comment>
        <translation>%1 (files %2, rangs %3)</translation>
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
        <translation>Infanterie lourde</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infanterie moyenne</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Bande guerrière</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Cataphract / Knight</source>
        <translation>Cataphractaire / Chevalier</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Cavalerie légère</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Steady spears</source>
        <translation>Lances fermes</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <source>Shock</source>
        <translation>Choc</translation>
    </message>
    <message>
        <source>Light-horse</source>
        <translation>Cheval léger</translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Pressé</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rompu</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Bois clair</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Bois dense</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Accidenté</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>can take %1 more Fatigue</source>
        <translation>peut encore encaisser %1 Fatigue</translation>
    </message>
</context>
<context>
    <name>TrackerBlockCard</name>
    <message>
        <source>Fresh</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Pressé</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rompu</translation>
    </message>
    <message>
        <source>routed: its Base is lost</source>
        <translation>en déroute : sa Base est perdue</translation>
    </message>
    <message>
        <source>routed: its %1 Bases are lost</source>
        <translation>en déroute : ses %1 Bases sont perdues</translation>
    </message>
    <message>
        <source>%1: %2, average Fatigue %3</source>
        <translation>%1 : %2, Fatigue moyenne %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Average Fatigue %1</source>
        <translation>Fatigue moyenne %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>+1 all</source>
        <translation>+1 tous</translation>
    </message>
    <message>
        <source>+1 Fatigue on every Base of %1</source>
        <translation>+1 Fatigue sur chaque Base de %1</translation>
    </message>
    <message>
        <source>−1 all</source>
        <translation>−1 tous</translation>
    </message>
    <message>
        <source>−1 Fatigue on every Base of %1</source>
        <translation>−1 Fatigue sur chaque Base de %1</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Scinder…</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Scinder %1</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionner…</translation>
    </message>
    <message>
        <source>Merge another Block into %1</source>
        <translation>Fusionner un autre Bloc dans %1</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>Déplacé ✓</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacé</translation>
    </message>
    <message>
        <source>%1 moved this turn: it does not recover</source>
        <translation>%1 a bougé ce tour : il ne récupère pas</translation>
    </message>
    <message>
        <source>%1 ⚔</source>
        <translation>%1 ⚔</translation>
    </message>
    <message>
        <source>%1 fought or was shot at: it does not recover</source>
        <translation>%1 a combattu ou a subi des tirs : il ne récupère pas</translation>
    </message>
    <message>
        <source>%1: mark as in combat or shot at</source>
        <translation>%1 : marquer au combat ou sous le tir</translation>
    </message>
    <message>
        <source>Lower Fatigue of %1</source>
        <translation>Baisser la Fatigue de %1</translation>
    </message>
    <message>
        <source>%1: Fatigue %2</source>
        <translation>%1 : Fatigue %2</translation>
    </message>
    <message>
        <source>Raise Fatigue of %1</source>
        <translation>Augmenter la Fatigue de %1</translation>
    </message>
</context>
<context>
    <name>TrackerRegroupDialog</name>
    <message>
        <source>Merge a Block into %1</source>
        <translation>Fusionner un Bloc dans %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Scinder %1</translation>
    </message>
    <message>
        <source>Where the Block comes apart: the Bases after the cut become a Block of their own.</source>
        <translation>Où le Bloc se sépare : les Bases après la coupe forment un Bloc à part.</translation>
    </message>
    <message>
        <source>The Block that joins it:</source>
        <translation>Le Bloc qui le rejoint :</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Il se tient</translation>
    </message>
    <message>
        <source>Beside it, on its right</source>
        <translation>À côté, sur sa droite</translation>
    </message>
    <message>
        <source>Behind it</source>
        <translation>Derrière lui</translation>
    </message>
    <message>
        <source>+1 Fatigue on each Base at the seam: %1</source>
        <translation>+1 Fatigue sur chaque Base de la jointure : %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <source>After the split: two Blocks, %1 and %2.</source>
        <translation>Après la scission : deux Blocs, %1 et %2.</translation>
    </message>
    <message>
        <source>After the merge: one Block, %1.</source>
        <translation>Après la fusion : un Bloc, %1.</translation>
    </message>
</context>
<context>
    <name>TrackerRegrouping</name>
    <message>
        <source>Between files %1 and %2</source>
        <translation>Entre les files %1 et %2</translation>
    </message>
    <message>
        <source>Between ranks %1 and %2</source>
        <translation>Entre les rangs %1 et %2</translation>
    </message>
    <message>
        <source>Choose the Block that joins it.</source>
        <translation>Choisissez le Bloc qui le rejoint.</translation>
    </message>
    <message>
        <source>There is no tracker.</source>
        <translation>Il n’y a pas de suivi.</translation>
    </message>
</context>
<context>
    <name>TrackerSidePanel</name>
    <message>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Nom de %1</translation>
    </message>
    <message>
        <source>No Bases yet</source>
        <translation>Pas encore de Bases</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — the army has broken</source>
        <translation>%1 Bases perdues sur %2 — l’armée est rompue</translation>
    </message>
    <message>
        <source>%1 of %2 Bases lost — breaks at %3</source>
        <translation>%1 Bases perdues sur %2 — rompt à %3</translation>
    </message>
    <message>
        <source>Add Block</source>
        <translation>Ajouter un Bloc</translation>
    </message>
    <message>
        <source>Add a Block to %1</source>
        <translation>Ajouter un Bloc à %1</translation>
    </message>
    <message>
        <source>Fill from army</source>
        <translation>Remplir depuis une armée</translation>
    </message>
    <message>
        <source>Fill %1 from an army list</source>
        <translation>Remplir %1 depuis une liste d’armée</translation>
    </message>
    <message>
        <source>No Blocks yet. Add them one by one, or fill the side from one of the army lists.</source>
        <translation>Pas encore de Blocs. Ajoutez-les un par un, ou remplissez le camp depuis une des listes d’armée.</translation>
    </message>
</context>
</TS>
