/**
 * The attack being answered, kept in the dock beside the hand, in a few lines: the card's name,
 * Tron's total against its power, what is still needed, the programs at stake, and (while the
 * player selects Skill cards) the running total. The card itself lies face up on top of the
 * MCP's discard pile, where it can be enlarged.
 */
import { cardName } from '../cards';
import { STATUS_LABEL, type TronMcpView } from '../state';

export function AttackSummary({
  attack,
  atStake,
  added,
}: {
  attack: NonNullable<TronMcpView['attack']>;
  /** The programs of the target status: one of them is derezzed if the attack goes through. */
  atStake: readonly string[];
  /** What the player's selected Skill cards would add, when they have selected any. */
  added?: number;
}) {
  const { total, power } = attack;
  const enough = total >= power;
  const withSelection = added === undefined ? undefined : total + added;
  return (
    <section className="tm-window" aria-label="Counter window">
      <div className="tm-meter">
        <div className="tm-meter-line">
          <span className="tm-attack-name">{cardName(attack.card)}:</span>
          <strong>Tron {total}</strong> vs <strong>power {power}</strong>
          {attack.disoriented && <span className="tm-tag">Disoriented +1</span>}
          <span className={enough ? 'tm-ok' : 'tm-bad'}>
            {enough ? 'countered' : `needs ${power - total} more`}
          </span>
        </div>
        {withSelection !== undefined && (
          <div className="tm-meter-line" data-running-total>
            With your selection:{' '}
            <strong>
              {total} + {added} = {withSelection}
            </strong>
            <span className={withSelection >= power ? 'tm-ok' : 'tm-bad'}>
              {withSelection >= power ? 'enough to counter' : `${power - withSelection} short`}
            </span>
          </div>
        )}
        <div
          className="tm-bar"
          role="progressbar"
          aria-label="Tron's total against the power"
          aria-valuemin={0}
          aria-valuemax={power}
          aria-valuenow={Math.min(total, power)}
        >
          <div style={{ width: `${Math.min(100, (100 * total) / Math.max(1, power))}%` }} />
        </div>
        <div className="tm-target-line">
          Against {STATUS_LABEL[attack.target]} programs
          {atStake.length > 0 && !attack.derezTarget ? `: ${atStake.map(cardName).join(', ')}` : ''}
          {attack.derezTarget ? ` · ${cardName(attack.derezTarget)} about to be derezzed` : ''}
          {attack.committed.length > 0 && (
            <span>
              {' '}
              · committed:{' '}
              {attack.committed.map((card, i) => (
                <span key={card} className="tm-chip" data-travel={card}>
                  {i > 0 ? ', ' : ''}
                  {cardName(card)}
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
