#pragma once

// Every limit on what a file, a stream or a player may hand the app, in one
// place (rulebook/battle-format.md, Limits). The strict JSON reader
// (jsonreader.h), the battle file, the army-list format, the `ancients` command
// and the app's imports all take their limits from here. Each is far above any
// real battle or army (the built-in armies have 5 to 7 Blocks and 24 Bases; a
// long battle has a few hundred entries) and far below what would exhaust a
// tablet's memory: input over a limit is refused before anything large is built.

#include <QtGlobal>

namespace record::limits {

/** Bytes of a battle file, or of any JSON the `ancients` command reads; a stream is read up to this and no further. */
inline constexpr qint64 MaximumFileBytes = 16LL * 1024 * 1024;
/** Bytes of an army-list file. */
inline constexpr qint64 MaximumArmyListBytes = 1024LL * 1024;

/** Entries of a battle's log. */
inline constexpr int MaximumEntries = 20000;
/** Elements of any other list. */
inline constexpr int MaximumListLength = 10000;
/** JSON values (objects, lists, texts, numbers, ...) in one document: bounds what parsing it builds. */
inline constexpr int MaximumValues = 2000000;
/** Objects and lists inside one another. */
inline constexpr int MaximumDepth = 32;

/** Blocks in one army. */
inline constexpr int MaximumBlocksPerArmy = 64;
/** Bases in one Block (frontage × depth). */
inline constexpr int MaximumBasesPerBlock = 200;
/** Bases in one army. */
inline constexpr int MaximumBasesPerArmy = 500;

/** Characters of a name: an army's, a Block's, a period. */
inline constexpr int MaximumNameLength = 200;
/** Characters of notes: an army list's, an umpire's reason, the players' reason for Fatigue. */
inline constexpr int MaximumNotesLength = 4000;
/** Characters of the opponent's phrase mixed into the dice seed. */
inline constexpr int MaximumPhraseLength = 200;
/** Characters of any other text (a section, a key). */
inline constexpr int MaximumTextLength = 200;
/** Bytes of any text as written, escapes included (6 bytes for the longest escape of a character): refused before parsing. */
inline constexpr int MaximumTextBytes = 6 * MaximumNotesLength;

/** Problems reported for one input; the rest are summed up in one line. */
inline constexpr int MaximumProblems = 50;
/** Characters of the input a message quotes; a longer text is cut, ending in "…". */
inline constexpr int MaximumExcerpt = 40;

} // namespace record::limits
