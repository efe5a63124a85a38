/**
 * The MCP's attack (a Game card in phase 3, a Security card in 4–7) and everything inside its
 * counter window: Tron's Skill cards, Transport Disorientation, the derez, Re-Energize, and the
 * erase of Program Delete.
 */
import { defineMove, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardName } from '../cards';
import { discardFromHand } from '../effects';
import { act, afterWindowAction, chooseDerezTarget, derezWords, finishDerez } from '../phases/flow';
import {
  ATTACK_TARGET,
  handOf,
  names,
  PHASE_LABEL,
  skillRefusal,
  skillValue,
  userInPlay,
  type PhaseName,
} from '../rules';
import { MCP, STATUS_LABEL, TRON, type AnyState, type TronMcpState } from '../state';
import { notYourDecision, phaseOf } from './common';

export function attackRefusal(G: AnyState, phase: PhaseName, card: string): string | undefined {
  if (!handOf(G, MCP).includes(card)) return 'That card is not in your hand.';
  const def = cardDef(card);
  const wanted = phase === 'gameGrid' ? 'game' : 'security';
  if (def.kind !== wanted)
    return `Only a ${wanted === 'game' ? 'Game' : 'Security'} card can be played in the ${PHASE_LABEL[phase]} phase.`;
  if (def.onlyIn && def.onlyIn !== phase)
    return `${def.name} can only be played in the Program Delete phase.`;
  return undefined;
}

export const attack = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => notYourDecision(c, 'attack') ?? attackRefusal(c.G, phaseOf(c.ctx), card),
  apply: ({ G, ctx, events }, card) => {
    discardFromHand(G, MCP, card);
    G.attack = {
      card,
      target: ATTACK_TARGET[phaseOf(ctx)]!,
      power: cardDef(card).power ?? 0,
      disoriented: false,
      committed: [],
      total: 0,
      passes: 0,
      derezTarget: null,
    };
    G.pending = act(TRON, 'counter');
    followPendingDecision(G, events);
  },
  describe: ({ ctx }, card) => {
    const def = cardDef(card);
    return `The MCP plays ${def.name} (power ${def.power}) against ${STATUS_LABEL[ATTACK_TARGET[phaseOf(ctx)]!]} programs`;
  },
});

export function commitRefusal(
  G: AnyState,
  phase: PhaseName,
  cards: readonly string[],
): string | undefined {
  if (cards.length === 0) return 'Choose at least one Skill card (or pass).';
  if (new Set(cards).size !== cards.length) return 'Each card can be committed only once.';
  const hand = handOf(G, TRON);
  for (const card of cards) {
    if (!hand.includes(card)) return 'That card is not in your hand.';
    const refusal = skillRefusal(G, phase, card);
    if (refusal) return refusal;
  }
  return undefined;
}

export const commitSkill = defineMove<TronMcpState, [string[]]>({
  args: z.tuple([z.array(z.string()).max(40)]),
  check: (c, cards) => notYourDecision(c, 'counter') ?? commitRefusal(c.G, phaseOf(c.ctx), cards),
  apply: ({ G, ctx, random, events }, cards) => {
    const attack = G.attack!;
    for (const card of cards) {
      attack.total += skillValue(G, card);
      attack.committed.push(card);
      // Every Skill card committed is discarded, whether the counter succeeds or not.
      discardFromHand(G, TRON, card);
    }
    attack.passes = 0;
    afterWindowAction(G, phaseOf(ctx), random);
    followPendingDecision(G, events);
  },
  describe: ({ G }, cards) => {
    const added = cards.reduce((sum, card) => sum + skillValue(G, card), 0);
    const total = (G.attack?.total ?? 0) + added;
    return `Tron commits ${names(cards)} (+${added}): ${total} against power ${G.attack?.power}`;
  },
});

export const disorient = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => {
    const refusal = notYourDecision(c, 'respond');
    if (refusal) return refusal;
    if (!c.G.seats[MCP].hand.includes(card)) return 'That card is not in your hand.';
    if (cardDef(card).effect !== 'disorient')
      return `${cardName(card)} is not a response to a counter.`;
    if (cardDef(c.G.attack!.card).kind !== 'game')
      return 'Transport Disorientation only strengthens a Game card.';
    return undefined;
  },
  apply: ({ G, ctx, random, events }, card) => {
    discardFromHand(G, MCP, card);
    G.attack!.power += 1;
    G.attack!.disoriented = true;
    G.attack!.passes = 0;
    afterWindowAction(G, phaseOf(ctx), random);
    followPendingDecision(G, events);
  },
  describe: ({ G }) =>
    `The MCP plays Transport Disorientation: ${cardName(G.attack!.card)} rises to power ${G.attack!.power + 1}`,
});

export const chooseDerez = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, program) => {
    const refusal = notYourDecision(c, 'chooseDerez');
    if (refusal) return refusal;
    const target = c.G.attack!.target;
    const inPlay = c.G.programs.find((p) => p.card === program);
    if (!inPlay) return 'That program is not in play.';
    if (inPlay.status !== target)
      return `Only a ${STATUS_LABEL[target]} program can be derezzed by this card.`;
    return undefined;
  },
  apply: ({ G, random, events }, program) => {
    chooseDerezTarget(G, program, random);
    followPendingDecision(G, events);
  },
  describe: ({ G }, program) => `The MCP targets ${cardName(program)}: ${derezWords(G, program)}`,
});

export const reEnergize = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => {
    const refusal = notYourDecision(c, 'reEnergize');
    if (refusal) return refusal;
    if (!c.G.seats[TRON].hand.includes(card)) return 'That card is not in your hand.';
    if (cardDef(card).effect !== 'preventDerez') return `${cardName(card)} cannot prevent a derez.`;
    if (!userInPlay(c.G)) return 'Re-Energize is a U card: it needs Flynn in play.';
    return undefined;
  },
  apply: ({ G, random }, card) => {
    discardFromHand(G, TRON, card);
    finishDerez(G, false, random);
  },
  describe: ({ G }) => `Tron plays Re-Energize: ${cardName(G.attack!.derezTarget!)} stays in play`,
});

export function eraseRefusal(G: AnyState, card: string): string | undefined {
  if (!handOf(G, TRON).includes(card)) return 'That card is not in your hand.';
  return skillRefusal(G, 'programDelete', card);
}

export const erase = defineMove<TronMcpState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => notYourDecision(c, 'erase') ?? eraseRefusal(c.G, card),
  apply: ({ G }, card) => {
    discardFromHand(G, TRON, card);
    G.mcpErased = true;
    G.pending = null;
  },
  describe: (_c, card) => `Tron discards ${cardName(card)} and erases the MCP`,
});
