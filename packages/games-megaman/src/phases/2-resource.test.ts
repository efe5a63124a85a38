import { describe, expect, it } from 'vitest';
import { P1, P2, at, names, setGauge, setHand, setResources, stackDeck } from '../testing/scenario';

const resourcePhase = (setUp: Parameters<typeof at>[0], setupData = {}) =>
  at(setUp, { stage: 'resources', setupData });

describe('resource phase', () => {
  it('plays a resource beside the NetNavi; the phase goes on until the player ends it', () => {
    const match = resourcePhase((G) => setHand(G, P1, 'rival', 'rich-kid', 'cannon'));
    const [rival, richKid] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playResource', rival)).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'resources' });
    expect(match.move(P1, 'playResource', richKid)).toEqual({ ok: true });
    expect(names(match.G.seats[P1].resources)).toEqual(['rival', 'rich-kid']);
    // Cannon is no resource, but only P1 knows that: the phase waits for P1 to end it.
    expect(match.G.pending).toEqual({ seat: P1, stage: 'resources' });
    expect(match.move(P1, 'endResources')).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'main' });
  });

  it('ends by itself only for public reasons: the last card of the hand played', () => {
    const match = resourcePhase((G) => setHand(G, P1, 'rival'));
    expect(match.move(P1, 'playResource', match.G.seats[P1].hand[0])).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'main' });
  });

  it('ends by itself when the last resource place is filled', () => {
    const match = resourcePhase((G) => {
      setResources(G, P1, 'rival', 'rich-kid', 'big-trouble');
      setHand(G, P1, 'hot-streak', 'cannon');
      setGauge(G, P1, 'cannon');
    });
    expect(match.move(P1, 'playResource', match.G.seats[P1].hand[0])).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'main' });
  });

  it('may stop early: endResources starts the main phase', () => {
    const match = resourcePhase((G) => setHand(G, P1, 'rival', 'rich-kid'));
    expect(match.move(P1, 'endResources')).toEqual({ ok: true });
    expect(match.G.seats[P1].resources).toEqual([]);
    expect(match.G.pending).toEqual({ seat: P1, stage: 'main' });
  });

  it('requirements: power in the gauge, emblems on NetNavi and resources', () => {
    const match = resourcePhase((G) => {
      setHand(G, P1, 'ember-fan', 'show-no-mercy', 'rival');
      setGauge(G, P1, 'cannon', 'cannon');
    });
    const [emberFan, showNoMercy] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playResource', emberFan)).toEqual({
      ok: false,
      reason: 'Ember Fan needs 3 power in play.',
    });
    // GutsMan carries no TorchMan emblem.
    expect(match.move(P1, 'playResource', showNoMercy)).toEqual({
      ok: false,
      reason: 'Show No Mercy needs 1 TorchMan emblem in play.',
    });
  });

  it('unique by name: one Rio in play at a time, whatever the subtitle', () => {
    const match = resourcePhase((G) => {
      setResources(G, P1, 'rio-student');
      setHand(G, P1, 'rio-netbattler', 'rival');
      setGauge(G, P1, 'cannon', 'cannon');
    });
    const [rio] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playResource', rio)).toEqual({
      ok: false,
      reason: 'Uniqueness rule: Rio is already in play (only one of each name at a time).',
    });
  });

  it('four resource places: a fifth resource cannot be played', () => {
    const match = resourcePhase((G) => {
      setResources(G, P1, 'rival', 'rich-kid', 'big-trouble', 'hot-streak');
      setHand(G, P1, 'ember-fan');
      setGauge(G, P1, 'cannon', 'cannon', 'cannon');
    });
    expect(match.move(P1, 'playResource', match.G.seats[P1].hand[0])).toEqual({
      ok: false,
      reason: 'All 4 resource places are filled.',
    });
  });

  it('at most 4 resources in one resource phase', () => {
    const match = resourcePhase((G) => {
      setHand(G, P1, 'rival', 'rich-kid', 'big-trouble', 'hot-streak');
      setGauge(G, P1, 'cannon');
      G.resourcesPlayed = 4;
    });
    expect(match.move(P1, 'playResource', match.G.seats[P1].hand[0])).toEqual({
      ok: false,
      reason: 'You have played 4 resources this phase already.',
    });
  });

  it('is not skipped when no resource in hand can be played: that would tell the hand', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P2, stat: 'defense', amount: 20, source: 'test' });
      setHand(G, P2, 'heat-shot', 'ember-fan');
      stackDeck(G, P2, 'barrier', 'barrier');
    });
    match.move(P1, 'pass');
    match.move(P2, 'pass');
    // P2's turn: Ember Fan needs 3 power, P2 has 1; still P2 ends the phase itself.
    expect(match.G.pending).toEqual({ seat: P2, stage: 'resources' });
    expect(match.move(P2, 'endResources')).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P2, stage: 'main' });
  });

  it('resources are not spent in the resource phase', () => {
    const match = resourcePhase((G) => {
      setResources(G, P1, 'rival');
      setHand(G, P1, 'rich-kid');
    });
    expect(match.move(P1, 'spend', match.G.seats[P1].resources[0])).toMatchObject({
      ok: false,
      reason: '"spend" is not allowed now (resources).',
    });
  });
});
