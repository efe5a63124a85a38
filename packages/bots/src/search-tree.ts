/**
 * The information-set search tree. A node is a point in the history of public decisions, shared
 * by every sampled world that reaches it; it keeps one bandit per seat (decoupled selection), so
 * in a simultaneous step each seat chooses from its own statistics without seeing the others'
 * choice. Moves legal in only some worlds (an opponent's hand) are scored against how often they
 * were available, not how often the node was visited (availability counts, Cowling et al. 2012).
 */
import type { PlayerID } from 'boardgame.io';
import { type AiMove, randomIndex, type Randomness } from '@gridplay/core';

export class Arm {
  visits = 0;
  /** Sum of this seat's rewards over the playouts through this arm. */
  total = 0;
  /** Times this arm was legal when its node was visited. */
  available = 0;

  constructor(
    readonly key: string,
    readonly choice: AiMove,
  ) {}

  get mean(): number {
    return this.visits === 0 ? 0 : this.total / this.visits;
  }
}

export class DecisionNode {
  private readonly bandits = new Map<PlayerID, Map<string, Arm>>();
  private readonly children = new Map<string, DecisionNode>();

  arms(seat: PlayerID): Map<string, Arm> {
    let arms = this.bandits.get(seat);
    if (!arms) {
      arms = new Map();
      this.bandits.set(seat, arms);
    }
    return arms;
  }

  /** The node after a joint choice; `created` says it is new (the search expands one per iteration). */
  child(jointKey: string): { node: DecisionNode; created: boolean } {
    const existing = this.children.get(jointKey);
    if (existing) return { node: existing, created: false };
    const node = new DecisionNode();
    this.children.set(jointKey, node);
    return { node, created: true };
  }
}

export function moveKey(choice: AiMove): string {
  return JSON.stringify(choice);
}

/** Which untried move to expand first (the game's rollout policy), or undefined for any. */
export type ExpansionPreference = (untried: AiMove[]) => AiMove | undefined;

/**
 * How much a move's prior share (`bot.policy`) adds to its UCB score at its first visit; the bonus
 * is share / (1 + visits), so it fades as the move's own results come in (progressive bias,
 * Chaslot et al. 2008). Rewards are in [0, 1], so a move the policy is sure of starts a whole
 * reward ahead and keeps a tenth of that after nine visits.
 */
export const PRIOR_BIAS = 1;

/**
 * UCB1 over the arms legal in this world: an arm never tried is tried first — with a `prior`
 * (shares aligned with `legal`) the one it weighs most, else the one `prefer` names, else one at
 * random — otherwise mean + c·sqrt(ln(available) / visits), plus the prior's fading bonus.
 */
export function selectArm(
  node: DecisionNode,
  seat: PlayerID,
  legal: AiMove[],
  exploration: number,
  random: Randomness,
  prefer?: ExpansionPreference,
  prior?: number[],
): Arm {
  const arms = node.arms(seat);
  const candidates: Arm[] = [];
  const untried: Arm[] = [];
  for (const choice of legal) {
    const key = moveKey(choice);
    let arm = arms.get(key);
    if (!arm) {
      arm = new Arm(key, choice);
      arms.set(key, arm);
    }
    arm.available++;
    candidates.push(arm);
    if (arm.visits === 0) untried.push(arm);
  }
  if (untried.length > 0) {
    if (prior) return heaviestUntried(candidates, prior, random);
    const preferred = prefer?.(untried.map((arm) => arm.choice));
    const key = preferred && moveKey(preferred);
    const arm = key ? untried.find((candidate) => candidate.key === key) : undefined;
    return arm ?? untried[randomIndex(random, untried.length)];
  }
  let best = candidates[0];
  let bestScore = -Infinity;
  for (const [index, arm] of candidates.entries()) {
    let score = arm.mean + exploration * Math.sqrt(Math.log(arm.available) / arm.visits);
    if (prior) score += (PRIOR_BIAS * prior[index]) / (1 + arm.visits);
    if (score > bestScore) {
      bestScore = score;
      best = arm;
    }
  }
  return best;
}

/** The untried arm the prior weighs most; a tie is broken at random. */
function heaviestUntried(candidates: Arm[], prior: number[], random: Randomness): Arm {
  let heaviest: Arm[] = [];
  let weight = -Infinity;
  for (const [index, arm] of candidates.entries()) {
    if (arm.visits > 0) continue;
    if (prior[index] > weight) [heaviest, weight] = [[arm], prior[index]];
    else if (prior[index] === weight) heaviest.push(arm);
  }
  return heaviest.length === 1 ? heaviest[0] : heaviest[randomIndex(random, heaviest.length)];
}
