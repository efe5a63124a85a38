import { describe, expect, it } from 'vitest';
import { cardDef, HUMAN_CARDS, MACHINE_CARDS } from '../cards';
import { badgesOf, cardType, faceOf } from './faces';

const typeName = (id: string) => {
  const def = cardDef(id);
  const side = MACHINE_CARDS.includes(def) ? 'machines' : 'humans';
  return def.kind === 'character' ? def.origin : `${side} ${def.kind}`;
};

describe('card faces', () => {
  it('each card type has its own look: frame, colour and icon together tell it apart', () => {
    const looks = new Map<string, string>();
    for (const def of [...HUMAN_CARDS, ...MACHINE_CARDS]) {
      const type = cardType(def);
      looks.set(typeName(def.id), `${type.frame} ${type.accent} ${type.icon}`);
    }
    // Freed, Zion-born, program, agent, sentinel, exterminator, Missions, both sides' Events.
    expect(looks.size).toBe(9);
    expect(new Set(looks.values()).size).toBe(9);
  });

  it('modifiers, Mission points and requirements, Event bonuses are badges, not type lines', () => {
    const neo = faceOf('neo');
    expect(neo.kind).toBe('Freed human');
    expect(neo.badges!.map((b) => b.value)).toEqual(['INT+2', 'CBT+3', 'MSN+1', 'ESC+2']);
    const mainframe = faceOf('hack-mainframe');
    expect(mainframe.kind).toBe('Mission');
    expect(mainframe.badges).toEqual([
      expect.objectContaining({ label: 'Mission Points', value: '5 MP' }),
      expect.objectContaining({ label: 'Only with Neo in the Matrix', value: 'Needs Neo' }),
      expect.objectContaining({ value: 'Guard +2' }),
    ]);
    expect(faceOf('dodge-this').badges!.map((b) => b.value)).toEqual(['CBT+2']);
    expect(faceOf('dock-repairs').badges!.map((b) => b.value)).toEqual(['BTL+1', 'Hull +1']);
    expect(badgesOf(cardDef('extermination-unit')).map((b) => b.value)).toEqual(['BTL+1', '1 dmg']);
  });

  it('a modifier badge is coloured by the world where it counts', () => {
    const [detection, pursuit] = faceOf('tank').badges!;
    const [interception] = faceOf('oracle').badges!;
    expect(detection.color).toBe(pursuit.color);
    expect(interception.color).not.toBe(detection.color);
  });

  it('every type line is one short word or two, never a sentence', () => {
    for (const def of [...HUMAN_CARDS, ...MACHINE_CARDS])
      expect(faceOf(def.id).kind!.length).toBeLessThanOrEqual(12);
  });
});
