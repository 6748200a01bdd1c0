#pragma once

#include "ancients/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <string_view>

/**
 * Words the engine's and the record's refusals (ancients::Error) in the
 * player's language: one translatable sentence per code, filled with the
 * refusal's specifics, a Base and a Block named as the battle screen names
 * them (labels.h). A code without a wording, or a refusal without the
 * specifics its wording needs, falls back to the English message.
 */
class ErrorWording
{
    Q_DECLARE_TR_FUNCTIONS(ErrorWording)

public:
    /** Names Base @p base for the player; the battle knows its Block. */
    using BaseNamer = std::function<QString(int base)>;

    /** Names Block @p block for the player as its card does. */
    using BlockNamer = std::function<QString(int block)>;

    /** Names the army of side @p side (0: the army that moved first, 1: the other), as the panels do. */
    using ArmyNamer = std::function<QString(int side)>;

    /**
     * Bases are named by @p nameBase, Blocks by @p nameBlock and armies by
     * @p nameArmy; without them, Bases and Blocks by their numbers and armies by
     * the order they move in.
     */
    explicit ErrorWording(BaseNamer nameBase = {}, BlockNamer nameBlock = {}, ArmyNamer nameArmy = {});

    /** The refusal as the player reads it, with its section: "… (§5.2)". */
    [[nodiscard]] QString text(const ancients::Error &error) const;

    /** The sentence alone, without the section. */
    [[nodiscard]] QString sentence(const ancients::Error &error) const;

    /** Whether @p code has a sentence of its own. */
    [[nodiscard]] static bool words(std::string_view code);

    /** Every code with a sentence of its own. */
    [[nodiscard]] static QStringList wordedCodes();

private:
    BaseNamer m_nameBase;
    BlockNamer m_nameBlock;
    ArmyNamer m_nameArmy;
};
