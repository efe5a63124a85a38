import { describe, expect, it } from 'vitest';
import { mcpDeck, tronDeck } from '../cards';
import { cardFace, KIND_LOOK } from './CardFace';

describe('card faces', () => {
  it('each of the nine card types has its own look (frame, colour and icon together)', () => {
    const looks = Object.values(KIND_LOOK).map((l) => `${l.frame}/${l.color}/${l.icon}`);
    expect(new Set(looks).size).toBe(9);
    expect(new Set(Object.values(KIND_LOOK).map((l) => l.color)).size).toBe(9);
  });

  it('power is the corner; the U and X tags are spelt out as badges', () => {
    const reEnergize = tronDeck().find((card) => card.startsWith('tron:re-energize'))!;
    expect(cardFace(reEnergize).badges?.map((b) => b.value)).toEqual(['needs User', 'response']);
    const giantSark = mcpDeck().find((card) => card.startsWith('mcp:giant-sark'))!;
    const face = cardFace(giantSark);
    expect(face).toMatchObject({ corner: '7', kind: 'Security', frame: 'unit', icon: 'shield' });
    expect(face.badges?.map((b) => b.value)).toEqual(['phase 7']);
    expect(face.kind).not.toMatch(/·\s*[UX]+$/);
  });
});
