/** Each reaction in one line a player can decide by: what it costs and what it does. */
import type { ReactionChoice } from '../state';

export function reactionEffect(choice: ReactionChoice, aimBack: boolean): string {
  switch (choice) {
    case 'block':
      return aimBack
        ? 'Spend a card: the disc bounces back at its thrower.'
        : 'Spend a card: the disc bounces off you, the Die aims it.';
    case 'dodge':
      return 'Spend a card: the disc flies on past you.';
    case 'dive':
      return 'No card: it misses you, but you land Prone.';
    case 'catch':
      return 'Spend a card: your disc is back in your hand.';
    case 'diveCatch':
      return 'No card: you catch it, but land Prone.';
    case 'letPass':
      return 'Your own disc flies on past you, harmless.';
  }
}
