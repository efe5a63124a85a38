import { describe, expect, it } from 'vitest';
import { defineGameModule, type GameModule } from './game-module';
import type { GameMeta } from './game-meta';

const meta: GameMeta = {
  id: 'toolbox',
  title: 'Toolbox',
  description: 'A game with a page beside its matches.',
  minPlayers: 1,
  maxPlayers: 1,
  setupOptions: [],
  art: '<svg/>',
  accent: '#fff',
  tools: [{ id: 'deck-builder', title: 'Deck builder' }],
};
const game = {
  name: 'toolbox',
  ai: { enumerate: () => [] },
  playerView: ({ G }: { G: unknown }) => G,
};
const page = () => Promise.resolve({ default: () => null });

describe('a game module’s tool pages', () => {
  it('accepts a tool the module supplies a page for', () => {
    const module = { meta, game, board: page, tools: { 'deck-builder': page } } as GameModule;
    expect(defineGameModule(module).tools?.['deck-builder']).toBe(page);
  });

  it('refuses a tool the lobby would link to but no page answers', () => {
    const module = { meta, game, board: page } as GameModule;
    expect(() => defineGameModule(module)).toThrow(
      'toolbox: meta.tools names "deck-builder" but module.tools has no page for it',
    );
  });

  it('refuses a tool id that cannot be an address', () => {
    const bad = { ...meta, tools: [{ id: 'Deck Builder', title: 'Deck builder' }] };
    const module = { meta: bad, game, board: page, tools: { 'Deck Builder': page } } as GameModule;
    expect(() => defineGameModule(module)).toThrow(/tool id "Deck Builder" must be lower-case/);
  });
});
