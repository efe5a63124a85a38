/**
 * The contest, drawn twice: in full on the table (each die, each modifier, each Event, the
 * winner of the last one), and as one line in the dock, so the player answering it never loses
 * the totals they are answering.
 */
import { ContestPanel } from '@gridplay/table';
import { cardName } from '../cards';
import { BASIC } from '../moves/mission';
import { contestLabel, totalParts } from '../rules';
import {
  HUMANS,
  MACHINES,
  SeatName,
  type ContestResult,
  type MatrixView,
  type Seat,
} from '../state';

const missionLabel = (G: MatrixView) =>
  G.mission ? (G.mission === BASIC ? 'Basic Mission (1 MP)' : cardName(G.mission)) : undefined;

export function ContestView({ G }: { G: MatrixView }) {
  const side = (s: Seat, parts: ReturnType<typeof totalParts>, winner?: boolean) => ({
    name: SeatName(s),
    die: parts[0]?.value ?? null,
    parts: parts.slice(1),
    total: parts.reduce((sum, p) => sum + p.value, 0),
    winner,
  });
  if (G.contest) {
    const { kind, passes } = G.contest;
    const mission = missionLabel(G);
    return (
      <div className="mx-contest">
        <ContestPanel
          title={`${contestLabel(kind)} contest${mission ? ` · ${mission}` : ''}`}
          sides={[side(HUMANS, totalParts(G, HUMANS)), side(MACHINES, totalParts(G, MACHINES))]}
          verdict={
            passes === 1
              ? 'One pass: another pass closes the contest.'
              : 'Play an Event naming this contest, or pass. Ties go to the Machines.'
          }
        />
      </div>
    );
  }
  const last: ContestResult | null = G.lastContest;
  if (!last) return null;
  return (
    <div className="mx-contest">
      <ContestPanel
        title={`${contestLabel(last.kind)} contest`}
        sides={[HUMANS, MACHINES].map((s) =>
          side(s as Seat, last.parts[s as Seat], last.winner === s),
        )}
        verdict={`${SeatName(last.winner)} win the ${contestLabel(last.kind)} (${last.totals[HUMANS]} – ${last.totals[MACHINES]}).`}
      />
    </div>
  );
}

/** "Combat · Humans 7 (die 3 +4) – Machines 10 (die 7 +3)": the contest under way, for the dock. */
export function ContestLine({ G }: { G: MatrixView }) {
  if (!G.contest) return null;
  const total = (seat: Seat) => {
    const [die, ...mods] = totalParts(G, seat);
    const plus = mods.reduce((sum, part) => sum + part.value, 0);
    return (
      <span className="mx-line-side">
        <strong>
          {seat === HUMANS ? 'Humans' : 'Machines'} {(die?.value ?? 0) + plus}
        </strong>
        <span className="mx-line-detail">
          {' '}
          (die {die?.value ?? '–'} +{plus})
        </span>
      </span>
    );
  };
  const mission = missionLabel(G);
  return (
    <p className="mx-line" data-contest-line="">
      <span className="mx-line-kind">
        {contestLabel(G.contest.kind)}
        {mission ? ` · ${mission}` : ''}
      </span>{' '}
      {total(HUMANS)} – {total(MACHINES)}
      <span className="mx-line-detail">
        {G.contest.passes === 1 ? ' · one pass: another closes it' : ' · ties go to the Machines'}
      </span>
    </p>
  );
}
