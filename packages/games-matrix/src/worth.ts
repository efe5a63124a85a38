/**
 * What a card is worth to its side, on the bots' own scale: the fair bot narrows its choices
 * with it (`legal-moves.ts`) and its greedy playouts choose by it (`ai.ts`). A measure, not a
 * rule: the reference player keeps its own.
 */
import { abilityOf } from './abilities';
import { cardDef, type Ability } from './cards';
import { defOf, strengthIn } from './rules';

/** A character's modifiers in both worlds together. */
export const totalStrength = (card: string) =>
  strengthIn(card, 'matrix') + strengthIn(card, 'real');

/** What an ability is worth beside modifiers, on the same scale (a hunter can take Neo). */
const ABILITY_WORTH: Record<Ability['kind'], number> = { hunt: 4, shield: 3, draw: 2 };

/** A character's modifiers and ability together. */
export const characterWorth = (card: string) => {
  const ability = abilityOf(card);
  return totalStrength(card) + (ability ? ABILITY_WORTH[ability.kind] : 0);
};

/** What losing a character costs its side (Neo: the game). */
export const casualtyCost = (card: string) =>
  characterWorth(card) + (defOf(card) === 'neo' ? 100 : 0);

/** A Mission card's points, less what its guard costs in chances. */
export function missionWorth(card: string): number {
  const def = cardDef(card);
  return def.kind === 'mission' ? def.points - def.guard * 0.8 : 0;
}

/** What a card is worth keeping, for the discard choice. */
export function keepValue(card: string): number {
  const def = cardDef(card);
  if (def.kind === 'character') return 10 + characterWorth(card) + (defOf(card) === 'neo' ? 20 : 0);
  if (def.kind === 'mission') return 8 + def.points;
  return def.bonus + (def.effect ? 1 : 0);
}
