<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
            <source>%1 · %2 Blocks, %3 Bases</source>
            <translation>%1 · %2 Blocs, %3 Bases</translation>
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
            <source>"%1" must be %2, not %3</source>
            <translation>« %1 » doit être %2, pas %3</translation>
        </message>
        <message>
            <source>unknown field "%1" (the fields here are %2)</source>
            <translation>champ inconnu « %1 » (les champs ici sont %2)</translation>
        </message>
        <message>
            <source>"%1" is missing</source>
            <translation>« %1 » manque</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source>"%1" must not be empty</source>
            <translation>« %1 » ne doit pas être vide</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>"%1" must be 1 to %2 Bases, not %3</source>
            <translation>« %1 » doit compter de 1 à %2 Bases, pas %3</translation>
        </message>
        <message>
            <source>each of "special_rules" must be %1, not %2</source>
            <translation>chaque élément de « special_rules » doit être %1, pas %2</translation>
        </message>
        <message>
            <source>"special_rules" lists "%1" twice</source>
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
            <source>"weight" must be on the 1–5 ladder (§3.2), not %1</source>
            <translation>« weight » doit être sur l’échelle 1–5 (§3.2), pas %1</translation>
        </message>
        <message>
            <source>%1, line %2, column %3: not valid JSON (%4)</source>
            <translation>%1, ligne %2, colonne %3 : JSON non valide (%4)</translation>
        </message>
        <message>
            <source>not an army list ("format" must be "%1")</source>
            <translation>pas une liste d’armée (« format » doit être « %1 »)</translation>
        </message>
        <message>
            <source>made by a newer version of the app (army list format version %1; this app reads up to version %2)</source>
            <translation>créée par une version plus récente de l’app (format de liste d’armée version %1 ; cette app lit jusqu’à la version %2)</translation>
        </message>
        <message>
            <source>"%1" must be at least %2, not %3</source>
            <translation>« %1 » doit valoir au moins %2, pas %3</translation>
        </message>
        <message>
            <source>"blocks" is empty: an army needs at least one Block</source>
            <translation>« blocks » est vide : une armée a besoin d’au moins un Bloc</translation>
        </message>
        <message>
            <source>the rules engine refuses it (§%1): %2</source>
            <translation>le moteur de règles la refuse (§%1) : %2</translation>
        </message>
        <message>
            <source>%1: cannot be read (%2)</source>
            <translation>%1 : illisible (%2)</translation>
        </message>
    </context>
    <context>
        <name>CitationButton</name>
        <message>
            <source>Rulebook section %1</source>
            <translation>Livre de règles, section %1</translation>
        </message>
    </context>
    <context>
        <name>DiceRoller</name>
        <message>
            <source>The averaging die has no %1: its faces are 2, 3, 3, 4, 4 and 5 (§3.1).</source>
            <translation>Le dé moyen n'a pas de %1 : ses faces sont 2, 3, 3, 4, 4 et 5 (§3.1).</translation>
        </message>
        <message>
            <source>A d6 has no %1: its faces are 1 to 6 (§3.1).</source>
            <translation>Un d6 n'a pas de %1 : ses faces vont de 1 à 6 (§3.1).</translation>
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
            <translation>J'ai lancé de vrais dés</translation>
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
            <source>Block's average Fatigue</source>
            <translation>Fatigue moyenne du Bloc</translation>
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
        <name>DieFacePicker</name>
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
        <name>LaunchOptions</name>
        <message>
            <source>Companion for the Ancients Wargame</source>
            <translation>Compagnon pour l'Ancients Wargame</translation>
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
            <source>Dice roller</source>
            <translation>Lanceur de dés</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Rulebook</source>
            <translation>Livre de règles</translation>
        </message>
        <message>
            <source>Armies</source>
            <translation>Armées</translation>
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
            <source>Search, or §9.2</source>
            <translation>Rechercher, ou §9.2</translation>
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
            <translation>Ancients Companion %1 — pour l'Ancients Wargame, livre de règles v3.</translation>
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
    </context>
</TS>
