/** First-match hints for Light Cycles, each at the moment a new player meets it. */
import type { GuideHint } from '@gridplay/table';

export function lightcycleHints(stage: string | undefined, overDrive: boolean): GuideHint[] {
  return [
    {
      id: 'place',
      show: stage === 'place',
      text: 'Click an empty cell for your cycle’s head, then a neighbour for its first trail cell.',
    },
    {
      id: 'choose',
      show: stage === 'choose',
      text: 'Everyone picks a card at the same time. F, L and R on the Grid show where Forward, Left and Right take you.',
    },
    {
      id: 'flags',
      show: stage === 'choose',
      text: 'Flags on the Grid are worth points when captured; running into a trail derezzes your cycle.',
    },
    {
      id: 'overdrive',
      show: stage === 'choose' && overDrive,
      text: 'Over-Drive: after picking Forward, Left or Right, click a numbered cell to drive that far.',
    },
    {
      id: 'dash',
      show: stage === 'dash',
      text: 'Dash: choose the direction now that the Regular moves are done.',
    },
  ];
}
