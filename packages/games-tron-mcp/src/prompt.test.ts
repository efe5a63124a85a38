import { describe, expect, it } from 'vitest';
import { inHandCard, ok, putControls, scenario, setHand, MCP, TRON } from './testing/scenario';
import { outcome, phaseLabel, prompt } from './prompt';

describe('status-bar words', () => {
  it('asks the deciding seat, tells the other whom it waits for, and says nothing once the game is over', () => {
    const m = scenario('programExecute', { seat: MCP, stage: 'downloadControl' }, (G) => {
      setHand(G, MCP, 'increase-intelligence');
      putControls(G, 9);
    });
    expect(prompt(m.state, MCP)).toBe('Download a Control card or pass');
    expect(prompt(m.state, TRON)).toBe('Waiting for the MCP');
    ok(m, MCP, 'downloadControl', inHandCard(m.G, MCP, 'increase-intelligence'));
    expect(prompt(m.state, TRON)).toBe('');
    expect(outcome(m.ctx.gameover)).toBe('The MCP takes control: all 10 Control cards are in play');
    expect(phaseLabel('fileTransfer')).toBe('6 · File Transfer');
  });
});
