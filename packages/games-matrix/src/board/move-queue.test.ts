import { describe, expect, it } from 'vitest';
import { enumerate } from '../legal-moves';
import { HUMANS, humanDesigns, ok, putHuman, scenario, setHand } from '../testing/scenario';
import { bringInPlan, exitPlan, nextQueued, switchPlan, type PlannedMove } from './move-queue';

const names = (plan: PlannedMove[]) => plan.map((m) => `${m.move} ${m.args[0]}`);

/** Plays `plan` the way the board's queue does: each next move only while it is still due. */
function playQueue(match: ReturnType<typeof scenario>, plan: PlannedMove[], stage: string) {
  const queue = { stage: stage as never, moves: plan };
  const sent: string[] = [];
  for (;;) {
    const next = nextQueued(queue, { G: match.G, ctx: match.ctx }, HUMANS);
    if (!next) return sent;
    queue.moves = queue.moves.slice(1);
    sent.push(next.move);
    ok(match, HUMANS, next.move, ...next.args);
  }
}

describe('one selection, one confirm', () => {
  const switching = () =>
    scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
      G.humans = [];
      putHuman(G, 'neo', true);
      putHuman(G, 'apoc');
      putHuman(G, 'dozer');
      putHuman(G, 'niobe');
    });

  it('the Switch: the chosen characters change world in table order, then the decision closes', () => {
    const match = switching();
    const [neo, apoc] = match.G.humans.map((h) => h.card);
    const plan = switchPlan(match.G, [apoc, neo]);
    expect(names(plan)).toEqual([`unplug ${neo}`, `plug ${apoc}`, 'pass switch']);
    expect(playQueue(match, plan, 'switch')).toEqual(['unplug', 'plug', 'pass']);
    expect(humanDesigns(match.G)).toEqual(['neo', 'apoc*', 'dozer', 'niobe']);
    expect(match.G.pending?.stage).not.toBe('switch');
  });

  it('nothing chosen is a single pass', () => {
    const match = switching();
    expect(names(switchPlan(match.G, []))).toEqual(['pass switch']);
  });

  it('the queue stops when the rules close the decision before the plan is spent', () => {
    // Only Neo may switch: once he has, the Switch ends by itself and the pass is not sent.
    const match = scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
      G.humans = [];
      putHuman(G, 'neo');
      putHuman(G, 'tank');
    });
    const plan = switchPlan(match.G, [match.G.humans[0].card]);
    expect(playQueue(match, plan, 'switch')).toEqual(['plug']);
  });

  it('leaving the Matrix: everyone chosen unplugs, then the Humans stay as they are', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'exit' }, (G) => {
      G.humans = [];
      putHuman(G, 'neo', true);
      putHuman(G, 'apoc', true);
      putHuman(G, 'niobe', true);
    });
    const [neo, , niobe] = match.G.humans.map((h) => h.card);
    const plan = exitPlan(match.G, [niobe, neo]);
    expect(names(plan)).toEqual([`unplug ${neo}`, `unplug ${niobe}`, 'pass exit']);
    expect(playQueue(match, plan, 'exit')).toEqual(['unplug', 'unplug', 'pass']);
    expect(humanDesigns(match.G)).toEqual(['neo', 'apoc*', 'niobe']);
  });

  it('bringing characters in: all chosen come in; an emptied hand leaves its pass to the table', () => {
    const match = scenario('zion', { seat: HUMANS, stage: 'bringIn' }, (G) =>
      setHand(G, HUMANS, 'apoc', 'dodge-this', 'tank'),
    );
    const hand = match.G.seats[HUMANS].hand;
    const plan = bringInPlan(hand, [hand[2], hand[0]]);
    expect(names(plan)).toEqual([`bringIn ${hand[0]}`, `bringIn ${hand[2]}`, 'pass bringIn']);
    expect(playQueue(match, plan, 'bringIn')).toEqual(['bringIn', 'bringIn', 'pass']);

    const emptied = scenario('zion', { seat: HUMANS, stage: 'bringIn' }, (G) =>
      setHand(G, HUMANS, 'apoc'),
    );
    const all = bringInPlan(emptied.G.seats[HUMANS].hand, emptied.G.seats[HUMANS].hand);
    expect(playQueue(emptied, all, 'bringIn')).toEqual(['bringIn']);
    // The empty hand's pass is the table's to take (forced.ts), and it is still due.
    expect(enumerate(emptied.G, emptied.ctx, HUMANS)).toEqual([
      { move: 'pass', args: ['bringIn'] },
    ]);
  });
});
