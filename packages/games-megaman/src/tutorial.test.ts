import { describe, expect, it } from 'vitest';
import { tutorialProblems, TutorialRun, asks } from '@gridplay/core/tutorial';
import module from './index';
import { blastOf, defenseOf, strengthOf } from './rules';
import { defOf } from './cards';
import { SEATS, type MegaManState, type MegaManView } from './state';
import tutorial from './tutorial';

const { game } = module;

const designs = (cards: readonly string[]) => cards.map(defOf);

/** The run just before the step that asks for this move (on this card, when given). */
const before = (move: string, card?: string) =>
  TutorialRun.before<MegaManState, MegaManView>(
    game,
    tutorial,
    card === undefined ? asks(move) : asks(move, card),
  );

describe('the MegaMan tutorial, played on the real rules', () => {
  it('every step is accepted, every wrong decision explained, and the run completes', () => {
    expect(tutorialProblems(game, tutorial)).toEqual([]);
  });

  it('is wired into the module and the lobby', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(module.meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('starts on your turn 1 as GutsMan, powered up, with TorchMan down to 10 cards', () => {
    const G = new TutorialRun(game, tutorial, 1).state.G;
    expect(G.activeSeat).toBe('0');
    expect(G.turnNumber).toBe(1);
    expect(G.pending).toEqual({ seat: '0', stage: 'resources' });
    expect(designs(G.seats['0'].gauge)).toEqual(['guts-punch']);
    expect(designs(G.seats['0'].hand)).toEqual([
      'big-trouble',
      'cannon',
      'barrier',
      'overclock',
      'ember-fan',
    ]);
    expect(G.seats['1'].deck).toHaveLength(10);
  });

  it('swapping cards into place keeps every card of each deck list in exactly one zone', () => {
    for (let step = 0; step <= tutorial.steps.length; step++) {
      const G = new TutorialRun(game, tutorial, step).state.G;
      for (const seat of SEATS) {
        const { deck, hand, gauge, resources, discard, list } = G.seats[seat];
        // A blast's cards wait face up, in no zone, until a destiny is chosen.
        const blast = G.main.blast;
        const revealed = blast?.chosen === null && G.activeSeat === seat ? blast.revealed : [];
        const held = [...deck, ...hand, ...gauge, ...resources, ...discard, ...revealed].sort();
        expect(held, `seat ${seat} at step ${step + 1}`).toEqual(list);
      }
    }
  });

  it('a resource: Big Trouble enters play, and the player ends the phase', () => {
    const run = before('playResource', 'p0:big-trouble#2');
    const G = run.takeStep();
    expect(designs(G.seats['0'].resources)).toEqual(['big-trouble']);
    // Ember Fan could not be played, but the phase waits: skipping it would tell the hand.
    expect(G.pending).toEqual({ seat: '0', stage: 'resources' });
    expect(run.current!.expect).toEqual({ move: 'endResources' });
    expect(run.takeStep().pending).toEqual({ seat: '0', stage: 'main' });
  });

  it('a BattleChip and a battle: Cannon makes strength 5, and two passes cost TorchMan 3', () => {
    const run = before('playChip', 'p0:cannon#2');
    expect(strengthOf(run.takeStep(), '0')).toBe(5);
    const G = run.takeStep();
    expect(G.lastBattle).toEqual({ attacker: '0', strength: 5, defense: 2, damage: 3, lost: 3 });
    expect(G.seats['1'].deck).toHaveLength(5);
    // TorchMan's turn: powered up, drew, ended its resource phase, and played Fire Ring.
    expect(G.activeSeat).toBe('1');
    expect(strengthOf(G, '1')).toBe(6);
    expect(defenseOf(G, '1')).toBe(3);
    expect(G.pending).toEqual({ seat: '0', stage: 'main' });
  });

  it('a BattleChip on the opponent’s turn: Barrier makes the battle cost you 2, not 4', () => {
    const run = before('playChip', 'p0:barrier#2');
    expect(defenseOf(run.takeStep(), '0')).toBe(4);
    const G = run.takeStep();
    expect(G.lastBattle).toMatchObject({ attacker: '1', strength: 6, defense: 4, lost: 2 });
  });

  it('power up: your turn 3 starts with 2 power and Hot Streak drawn', () => {
    const G = before('playResource', 'p0:hot-streak#1').state.G;
    expect(G.activeSeat).toBe('0');
    expect(designs(G.seats['0'].gauge)).toEqual(['guts-punch', 'rival']);
    expect(designs(G.seats['0'].hand)).toContain('hot-streak');
    expect(G.pending).toEqual({ seat: '0', stage: 'resources' });
  });

  it('a blast: Big Trouble lowers it to 2, it reveals Guts Punch and Rival, and 4 + Hot Streak count', () => {
    const run = before('spend');
    expect(blastOf(run.state.G, '0')).toBe(3);
    expect(blastOf(run.takeStep(), '0')).toBe(2);
    const revealed = run.takeStep().main.blast!.revealed;
    expect(designs(revealed)).toEqual(['guts-punch', 'rival']);
    // The first destiny offered is the one the coach asks for: the board marks the first.
    expect(game.ai.enumerate(run.view(), run.ctx, '0')[0]).toEqual(run.current!.expect);
    expect(strengthOf(run.takeStep(), '0')).toBe(3 + 4 + 1);
  });

  it('an event and the win: Overclock makes strength 9, and the battle empties TorchMan’s deck', () => {
    const run = before('playEvent', 'p0:overclock#1');
    expect(strengthOf(run.takeStep(), '0')).toBe(9);
    const G = run.takeStep();
    expect(G.lastBattle).toEqual({ attacker: '0', strength: 9, defense: 2, damage: 7, lost: 5 });
    expect(run.ctx.gameover).toEqual({ winner: '0', loser: '1' });
    expect(run.complete).toBe(true);
  });

  it('a wrong decision is answered with the step’s words and changes nothing', () => {
    const run = before('playChip', 'p0:cannon#2');
    const position = JSON.stringify(run.state);
    expect(run.attempt({ move: 'playChip', args: ['p0:barrier#2'] })).toEqual({
      ok: false,
      explanation: run.current!.otherwise,
    });
    expect(JSON.stringify(run.state)).toBe(position);
  });

  it('can be finished in well under 60 clicks: a Next, or a card and its button, or one button', () => {
    const clicks = tutorial.steps.reduce(
      (sum, step) => sum + (step.expect ? (step.targets?.length ?? 1) : 1),
      0,
    );
    expect(clicks).toBeLessThanOrEqual(60);
  });
});
