/** First-match hints for Tron vs MCP, each at the moment a new player meets it. */
import type { GuideHint } from '@gridplay/table';
import type { Stage } from '../state';

export function tronMcpHints(stage: Stage | undefined, seat: string | null): GuideHint[] {
  const tron = seat === '0';
  return [
    {
      id: 'mulligan',
      show: stage === 'mulligan',
      text: 'Look at your six cards. Keep them, or show them and draw six new ones (a mulligan).',
    },
    {
      id: 'attack',
      show: stage === 'attack',
      text: 'As the MCP, attack with a card: Tron must reach its power with Skill cards, or lose a program.',
    },
    {
      id: 'counter',
      show: stage === 'counter',
      text: 'Select Skill cards in your hand: the running total shows if they reach the attack power. Then press Commit.',
    },
    {
      id: 'download',
      show: stage === 'downloadProgram' || stage === 'downloadControl',
      text: tron
        ? 'Download a program from your hand: programs in play defend the Grid and let you erase the MCP.'
        : 'Download a Control card: with all 10 Control cards in play, the MCP wins.',
    },
    {
      id: 'cards',
      show: stage !== undefined,
      text: 'A dimmed card cannot be used now: hover, focus or tap it to read why.',
    },
  ];
}
