import { describe, expect, it } from 'vitest';
import { draftProblem, mergeChat, type ChatLine } from './chat-lines';

const line = (id: string, text = id): ChatLine => ({
  id,
  at: 0,
  seat: '0',
  name: 'Ada',
  spectator: false,
  text,
});

describe('chat lines', () => {
  it('merges history and new lines in the server order, each once', () => {
    const shown = mergeChat([line('b'), line('c')], [line('a'), line('c'), line('d')]);
    expect(shown.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops anything that is not a stamped line', () => {
    const shown = mergeChat([], [{ id: 1, text: 'x' }, null, 'text', line('ok')]);
    expect(shown.map((l) => l.id)).toEqual(['ok']);
  });

  it('keeps the newest 200 lines', () => {
    const many = Array.from({ length: 250 }, (_, i) => line(String(i).padStart(3, '0')));
    const shown = mergeChat([], many);
    expect(shown).toHaveLength(200);
    expect(shown[0].id).toBe('050');
  });

  it("checks a draft's length in characters, as the server does (an emoji is one)", () => {
    expect(draftProblem('🙂'.repeat(300))).toBeUndefined();
    expect(draftProblem('x'.repeat(301))).toBe(
      'A chat message is at most 300 characters (this one has 301).',
    );
  });
});
