import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import { designDef } from './cards';
import { enumerate } from './legal-moves';
import { game } from './game';
import { reference } from './reference-bot';
import { defOf } from './rules';
import type { Seat, TronMcpState } from './state';
import { inHandCard, ok, putInPlay, scenario, setHand, MCP, TRON } from './testing/scenario';
import { perturbSecrets, playerView } from './view';

/** What the reference player does as `seat`, from its own view; the move must be accepted. */
function decide(match: LocalMatch<TronMcpState>, seat: Seat): AiMove {
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const choice = reference(view, match.ctx, seat, enumerate(view, match.ctx, seat));
  expect(match.play(seat, choice)).toEqual({ ok: true });
  return choice;
}

/** A Game Grid attack of `design` on the programs there, Tron to answer. */
function attacked(design: string, edit: (G: TronMcpState) => void, ...mcpHand: string[]) {
  const match = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
    edit(G);
    setHand(G, MCP, design, ...mcpHand);
  });
  ok(match, MCP, 'attack', inHandCard(match.G, MCP, design));
  return match;
}

const moveOf = (choice: AiMove) => ('move' in choice ? choice.move : choice.event);
const designsOf = (choice: AiMove) => (choice.args![0] as string[]).map(defOf);

describe('the reference player of Tron vs the MCP', () => {
  it('counters with the fewest Skill cards that reach the power', () => {
    const match = attacked('light-cycles', (G) => {
      putInPlay(G, 'flynn', 'gameGrid');
      setHand(G, TRON, 'timing', 'balance', 'aim', 'reflexes');
    });
    // Power 5: Reflexes alone (6) rather than Balance + Aim (5) or Timing + Balance + Aim (6).
    expect(designsOf(decide(match, TRON))).toEqual(['reflexes']);
  });

  it('commits nothing when its hand cannot reach the power', () => {
    const match = attacked('warrior-elite', (G) => {
      putInPlay(G, 'flynn', 'gameGrid');
      setHand(G, TRON, 'timing', 'balance', 'timing');
    });
    // Power 6 against 1 + 2 + 1: committing would lose the cards and the program both.
    expect(decide(match, TRON)).toEqual({ move: 'pass', args: ['counter'] });
    expect(match.G.seats[TRON].hand).toHaveLength(3);
  });

  it('does not spend two cards to save a lone Ram', () => {
    const match = attacked('light-cycles', (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      setHand(G, TRON, 'balance', 'aim');
    });
    expect(decide(match, TRON)).toEqual({ move: 'pass', args: ['counter'] });
  });

  it('in Program Delete keeps a Skill card back for the erase, then erases with the weakest', () => {
    const match = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'mesa');
      putInPlay(G, 'clu', 'mesa');
      setHand(G, TRON, 'speed', 'coordination', 'timing');
      setHand(G, MCP, 'sector-search');
    });
    ok(match, MCP, 'attack', inHandCard(match.G, MCP, 'sector-search'));
    // Power 4: Speed (4) or Coordination (5) alone; the lowest total, Speed, keeps two back.
    expect(designsOf(decide(match, TRON))).toEqual(['speed']);
    expect(decide(match, TRON)).toEqual({ move: 'pass', args: ['counter'] });
    const erase = decide(match, TRON);
    expect(moveOf(erase) === 'erase' && defOf(String(erase.args![0]))).toBe('timing');
    expect(match.ctx.gameover).toEqual(expect.objectContaining({ winner: TRON }));
  });

  it('the MCP attacks a Tron without cards with its weakest card, and keeps the strong one', () => {
    const match = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'tron', 'gameGrid');
      setHand(G, MCP, 'cesta', 'warrior-elite');
    });
    const choice = decide(match, MCP);
    expect(defOf(String(choice.args![0]))).toBe('cesta');
  });

  it('the MCP attacks with its strongest Game card when Tron holds cards', () => {
    const match = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'tron', 'gameGrid');
      setHand(G, TRON, 'timing');
      setHand(G, MCP, 'cesta', 'warrior-elite');
    });
    expect(defOf(String(decide(match, MCP).args![0]))).toBe('warrior-elite');
  });

  it('the MCP disorients exactly when Tron has just met the power, and derezzes Tron first', () => {
    const match = attacked(
      'light-cycles',
      (G) => {
        putInPlay(G, 'ram', 'gameGrid');
        putInPlay(G, 'tron', 'gameGrid');
        setHand(G, TRON, 'speed');
      },
      'transport-disorientation',
    );
    expect(designsOf(decide(match, TRON))).toEqual(['speed']); // 4 + 1 (Tron in play) = 5
    expect(moveOf(decide(match, MCP))).toBe('disorient'); // now power 6 against 5
    expect(decide(match, TRON)).toEqual({ move: 'pass', args: ['counter'] }); // no card left
    expect(decide(match, MCP)).toEqual({ move: 'pass', args: ['respond'] });
    // Not countered: the MCP derezzes the Tron program rather than Ram.
    expect(match.G.pending).toEqual({ seat: MCP, stage: 'chooseDerez' });
    decide(match, MCP);
    expect(match.G.programs.map((p) => defOf(p.card))).toEqual(['ram']);
  });

  it('Location Query fetches the Transport its Activated programs need', () => {
    const match = scenario('subRoutine', { seat: TRON, stage: 'subRoutine' }, (G) => {
      putInPlay(G, 'ram', 'activated');
      setHand(G, TRON, 'location-query', 'reflexes');
    });
    const choice = decide(match, TRON);
    expect(moveOf(choice)).toBe('playSubRoutine');
    const fetched = designDef(String(choice.args![0]), String(choice.args![1]));
    expect(fetched.kind).toBe('transport');
    expect(fetched.needsUser).toBeUndefined();
  });

  it('reads only its view: the same decisions whatever the other seat holds', () => {
    // A whole match of reference against reference; before each decision the other seat's hand
    // and deck are dealt afresh (sizes kept): the decision must not change.
    const match = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: 'reference-view' });
    const random = seededRandom(7);
    let decisions = 0;
    while (match.ctx.gameover === undefined && match.G.pending && decisions < 400) {
      const seat = match.G.pending.seat;
      const other = seat === TRON ? MCP : TRON;
      const choose = (G: TronMcpState) => {
        const view = playerView({ G, ctx: match.ctx, playerID: seat });
        return reference(view, match.ctx, seat, enumerate(view, match.ctx, seat));
      };
      const choice = choose(match.G);
      expect(choose(perturbSecrets(match.G, match.ctx, other, random))).toEqual(choice);
      expect(match.play(seat, choice)).toEqual({ ok: true });
      decisions++;
    }
    expect(decisions).toBeGreaterThan(50);
  });
});
