/**
 * Disc Battle's cards, each type with its own frame, colour and icon: the Program card (your
 * program: standing or Prone, where its disc is), the Action card face up (whose turn it is) and
 * the held cards (spent on a Block, Dodge or Catch).
 */
import { CardFace } from '@gridplay/table';
import { distance } from '../geometry';
import type { Program, State } from '../state';
import { colourOf } from './theme';

const HELD_COLOUR = '#b18cff';

export function discWords(p: Program): string {
  if (p.derezzed) return p.disc ? 'flying on' : 'gone';
  if (!p.disc) return 'in hand';
  return p.disc.recalled ? 'recalled' : `${Math.round(distance(p.disc.tip, p.centre))}″ away`;
}

export const stateWords = (p: Program) =>
  p.derezzed ? 'De-Rezzed' : p.prone ? 'Prone' : 'Standing';

export function ProgramCard({ program }: { program: Program }) {
  return (
    <CardFace
      title={program.name}
      kind="Program"
      frame="unit"
      icon="figure"
      accent={colourOf(program.seat)}
      size="sm"
      badges={[
        {
          label: 'State',
          value: stateWords(program),
          color: program.prone || program.derezzed ? '#ff5470' : undefined,
        },
        { label: 'Disc', value: discWords(program) },
      ]}
      text="Your program on the Grid. Prone, it can only stand up; De-Rezzed, it is out."
    />
  );
}

/** The face-up Action card: its owner acts with it (Move, Throw, Attack, Stand) or holds it. */
export function ActionCard({ G }: { G: State }) {
  const owner = G.flipped !== null ? G.programs[G.flipped] : null;
  if (!owner) return <CardFace title="Action card" faceDown size="sm" />;
  return (
    <CardFace
      title={`${owner.name}'s card`}
      kind="Action"
      frame="action"
      icon="bolt"
      accent={colourOf(owner.seat)}
      size="sm"
      badges={[{ label: 'Turn', value: `Turn ${G.turn}` }]}
      text="Its program Moves, Throws, Attacks or Stands — or holds the card for a reaction."
    />
  );
}

/** The cards a program holds for reactions, out of the hold limit. */
export function HeldCards({ G, program }: { G: State; program: Program }) {
  return (
    <CardFace
      title="Held"
      kind="Held cards"
      frame="item"
      icon="shield"
      accent={HELD_COLOUR}
      size="sm"
      corner={`${program.held}/${G.options.holdLimit}`}
      badges={[{ label: 'Spent on', value: 'reactions' }]}
      text="Each reaction (Block, Dodge, Catch) spends one. With none, you can only dive."
    />
  );
}
