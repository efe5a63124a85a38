/** Rule corners the referee decisions in RULES.md name, each pinned by a scenario. */
import { describe, expect, it } from 'vitest';
import { describeMove } from '@gridplay/core';
import { game } from './game';
import { blastOf, defenseOf, strengthOf } from './rules';
import { P1, P2, at, setGauge, setHand, setNavi, setResources } from './testing/scenario';

describe('rule details', () => {
  it('colours count resources in play only (not the NetNavi, hand or gauge)', () => {
    // Red cards in hand, gauge and discard, but no red resource in play.
    const stillRed = at((G) => {
      setHand(G, P1, 'overclock', 'cannon');
      setGauge(G, P1, 'cannon', 'cannon', 'cannon');
      setResources(G, P1, 'rival');
    });
    stillRed.move(P1, 'blast');
    stillRed.move(P1, 'chooseDestiny', stillRed.G.main.blast!.revealed[0]);
    stillRed.move(P2, 'pass');
    expect(stillRed.move(P1, 'playEvent', stillRed.G.seats[P1].hand[0])).toEqual({
      ok: false,
      reason: 'Overclock needs 1 red resource in play.',
    });
  });

  it('the hand limit applies only in the draw phase', () => {
    const match = at((G) => {
      setGauge(G, P1, 'cannon');
      setHand(G, P1, 'asking-for-it');
      setHand(G, P2, 'rival', 'rival', 'barrier', 'barrier', 'heat-shot');
    });
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P2].hand).toHaveLength(7);
    expect(match.G.pending).toEqual({ seat: P2, stage: 'main' });
  });

  it('strength and defense never go below 0, blast never below 1', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P1, stat: 'strength', amount: -9, source: 'test' });
      G.modifiers.push({ seat: P2, stat: 'defense', amount: -9, source: 'test' });
      G.modifiers.push({ seat: P1, stat: 'blast', amount: -9, source: 'test' });
    });
    expect([strengthOf(match.G, P1), defenseOf(match.G, P2), blastOf(match.G, P1)]).toEqual([
      0, 0, 1,
    ]);
  });

  it('a "whenever" on a resource no longer in play does not answer', () => {
    const match = at((G) => {
      setNavi(G, P1, 'megaman');
      setResources(G, P2, 'watchful-firewall');
      setHand(G, P1, 'cannon');
    });
    // Without the resource, P2's defense stays at TorchMan's 2 after P1's chip.
    match.patch((G) => {
      G.seats[P2].discard.push(...G.seats[P2].resources.splice(0));
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect(defenseOf(match.G, P2)).toBe(2);
  });

  it('Big Trouble cannot be spent once you have blasted (it could no longer help)', () => {
    const match = at((G) => {
      setGauge(G, P1, 'cannon', 'cannon', 'cannon');
      setResources(G, P1, 'big-trouble');
    });
    match.move(P1, 'blast');
    match.move(P1, 'chooseDestiny', match.G.main.blast!.revealed[0]);
    match.move(P2, 'pass');
    expect(match.move(P1, 'spend', match.G.seats[P1].resources[0])).toEqual({
      ok: false,
      reason: 'You have already blasted.',
    });
  });

  it('every move writes its log line in words, saying only what is public', () => {
    const match = at((G) => {
      setHand(G, P1, 'cannon');
      setResources(G, P2, 'show-no-mercy');
    });
    const [cannon] = match.G.seats[P1].hand;
    expect(describeMove(game, match.state, P1, 'playChip', [cannon])).toBe(
      'Player 1 plays the BattleChip Cannon.',
    );
    expect(describeMove(game, match.state, P1, 'pass', [])).toBe('Player 1 passes.');
    match.move(P1, 'pass');
    expect(describeMove(game, match.state, P2, 'pass', [])).toBe(
      'Player 2 passes too: the main phase ends.',
    );
    expect(
      describeMove(game, match.state, P2, 'spend', [match.G.seats[P2].resources[0], cannon]),
    ).toBe('Player 2 spends Show No Mercy, discarding Cannon.');
  });
});
