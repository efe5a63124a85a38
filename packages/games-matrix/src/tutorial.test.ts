import { describe, expect, it } from 'vitest';
import { TutorialRun, tutorialProblems, says } from '@gridplay/core/tutorial';
import module from './index';
import { meta } from './meta';
import tutorial from './tutorial';
import { defOf, totalOf } from './rules';
import { HUMANS, MACHINES, type MatrixState, type MatrixView } from './state';

/** The position at the start of the step whose coach's words contain `words`. */
const at = (words: string) =>
  TutorialRun.before<MatrixState, MatrixView>(module.game, tutorial, says(words));

const totals = (G: MatrixState) => [totalOf(G, HUMANS), totalOf(G, MACHINES)];
const designs = (cards: readonly string[]) => cards.map(defOf);

describe('the Matrix tutorial', () => {
  it('plays through on the real rules, and every wrong decision is explained without effect', () => {
    expect(tutorialProblems(module.game, tutorial)).toEqual([]);
  });

  it('is offered by the module, for the minutes it says', async () => {
    expect((await module.tutorial!()).default).toBe(tutorial);
    expect(meta.tutorialMinutes).toBe(tutorial.minutes);
  });

  it('draws Neo and brings him into play, then plugs him in beside Morpheus and Trinity', () => {
    const drawn = at('Characters come into play').state.G;
    expect(designs(drawn.seats[HUMANS].hand)).toContain('neo');
    const plugged = at('Matrix phase. Interception').state.G;
    expect(plugged.humans.map((h) => [defOf(h.card), h.plugged])).toEqual([
      ['morpheus', true],
      ['trinity', true],
      ['neo', true],
    ]);
  });

  it('the coach’s sums are the table’s: each contest as the words say it', () => {
    const interception = at('Play Operator Guidance').state.G;
    expect(interception.contest?.kind).toBe('interception');
    expect(totals(interception)).toEqual([9, 10]);
    const combat = at('Play Dodge This').state.G;
    expect(combat.contest?.kind).toBe('combat');
    expect(totals(combat)).toEqual([9, 9]);
    const mission = at('Play There Is No Spoon').state.G;
    expect(mission.contest?.kind).toBe('mission');
    expect(totals(mission)).toEqual([7, 8]);
    const escape = at('Play Hardline Exit').state.G;
    expect(escape.contest?.kind).toBe('escape');
    expect(totals(escape)).toEqual([9, 9]);
    const loop = at('second Bullet Storm').state.G;
    expect(totals(loop)).toEqual([8, 9]);
    const secondEscape = at('You rolled 10 to 8').state.G;
    expect(totals(secondEscape)).toEqual([10, 8]);
  });

  it('the log agrees with the table: a Machine Event’s total is the one the contest shows', () => {
    let checked = 0;
    for (let step = 0; step < tutorial.steps.length; step++) {
      const run = new TutorialRun(module.game, tutorial, step);
      const last = run.log.at(-1) as { metadata?: { text?: string } } | undefined;
      const logged = last?.metadata?.text?.match(/^The Machines play .*\(\+\d+: (\d+)\)$/);
      if (!logged || !run.state.G.contest) continue;
      expect(totalOf(run.state.G, MACHINES), `step ${step + 1}: ${logged[0]}`).toBe(
        Number(logged[1]),
      );
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('wins the Combat: the Machines lose Agent Jones', () => {
    const G = at('Mission: with Neo').state.G;
    expect(designs(G.seats[MACHINES].discard)).toContain('jones');
    expect(designs(G.machines)).toEqual(['smith']);
    expect(G.pending).toEqual({ seat: HUMANS, stage: 'mission' });
  });

  it('wins the Mission: 2 Mission Points, and Free a Mind leaves the game', () => {
    const G = at('Play Hardline Exit').state.G;
    expect(G.missionPoints).toBe(2);
    expect(designs(G.completed)).toEqual(['free-a-mind']);
  });

  it('loses the Escape and goes round the loop: Combat again, a casualty, the Escape again', () => {
    const combat = at('second Bullet Storm').state.G;
    expect(combat.matrix.looping).toBe(true);
    expect(combat.contest?.kind).toBe('combat');
    const escape = at('You rolled 10 to 8').state.G;
    expect(designs(escape.seats[HUMANS].discard)).toContain('morpheus');
    expect(escape.contest?.kind).toBe('escape');
    expect(at('you may unplug').state.G.pending).toEqual({ seat: HUMANS, stage: 'exit' });
  });

  it('unplugs Trinity for the Reality phase, and slips past the Sentinels into turn 2', () => {
    const reality = at('Reality phase');
    expect(reality.ctx.phase).toBe('reality');
    expect(reality.state.G.contest?.kind).toBe('detection');
    expect(totals(reality.state.G)).toEqual([1, 2]);
    expect(reality.state.G.humans.map((h) => [defOf(h.card), h.plugged])).toEqual([
      ['trinity', false],
      ['neo', true],
    ]);
    const next = at('Turn 2: you draw again');
    expect(next.state.G.lastContest).toMatchObject({ kind: 'detection', winner: HUMANS });
    expect(next.state.G.turn).toBe(2);
    expect(next.state.G.neoKilled).toBe(false);
    expect(next.state.G.pending).toEqual({ seat: HUMANS, stage: 'draw' });
  });

  it('takes Apoc by name in turn 2 and brings him into play', () => {
    const run = at('That is a turn');
    expect(designs(run.state.G.humans.map((h) => h.card))).toContain('apoc');
    expect(run.state.G.turn).toBe(2);
  });

  it('a wrong decision is answered with the step’s words and changes nothing', () => {
    const run = at('Play Dodge This');
    const before = JSON.stringify(run.state);
    expect(run.attempt({ move: 'pass', args: ['contest'] })).toEqual({
      ok: false,
      explanation: tutorial.steps[run.step].otherwise,
    });
    expect(JSON.stringify(run.state)).toBe(before);
  });
});
