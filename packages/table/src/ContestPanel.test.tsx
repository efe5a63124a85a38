import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContestPanel, signed } from './ContestPanel';

describe('ContestPanel', () => {
  it('lays each side out as die, signed modifiers and total, and marks the winner', () => {
    const html = renderToStaticMarkup(
      <ContestPanel
        title="Combat"
        sides={[
          { name: 'Ana', die: 4, parts: [{ label: 'Blaster', value: 2 }], total: 6, winner: true },
          { name: 'Bo', die: 5, parts: [{ label: 'Cover', value: -1 }], total: 4 },
        ]}
        verdict="Ana hits"
      />,
    );
    expect(html).toContain('aria-label="Ana: 6, wins"');
    expect(html).toContain('aria-label="Bo: 4"');
    expect(html).toContain('+2 Blaster');
    expect(html).toContain('−1 Cover');
    expect(html).toContain('= 6');
    expect(html).toContain('= 4');
    expect((html.match(/gp-contest-winner/g) ?? []).length).toBe(1);
    expect(html).toContain('Ana hits');
  });

  it('shows a dash for a die not yet rolled', () => {
    const html = renderToStaticMarkup(
      <ContestPanel title="Duel" sides={[{ name: 'Ana', die: null, parts: [], total: 0 }]} />,
    );
    expect(html).toContain('>–<');
    expect(signed(0)).toBe('+0');
  });
});
