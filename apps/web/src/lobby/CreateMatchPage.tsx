/** Create a match: mode, players, options and who sits in each seat. */
import { useEffect, useId, useState } from 'react';
import {
  seatName,
  type GameMeta,
  type GameModule,
  type SetupOption,
  type SetupValue,
} from '@gridplay/core';
import { findGame, loadModule } from '../app/games';
import { Link } from '../app/Link';
import { navigate, paths } from '../app/router';
import { randomId, saveLocal, saveSeat } from '../app/storage';
import { Problem } from '../app/Status';
import type { LocalSessionRecord } from '../match/local-session';
import { GameArt, playerCount } from './GameArt';
import { createMatch, joinMatch } from './lobby-api';
import { LevelRatingsNote, LevelSelect } from './LevelSelect';
import { RatedField } from '../account/RatedField';
import { useCurrentAccount } from '../account/current-account';
import { nameOrGuest, PlayerNameField, usePlayerName } from './PlayerName';
import {
  NO_CLOCK,
  TimeControlField,
  timeControlRequest,
  type TimeControlChoice,
} from '../match/lifecycle/TimeControlField';
import {
  botsOf,
  defaultPlan,
  mySeat,
  planProblem,
  seatKinds,
  withMode,
  withPlayerCount,
  type MatchPlan,
  type PlayMode,
  type SeatChoice,
} from './seat-plan';

const MODES: { mode: PlayMode; label: string; hint: string }[] = [
  { mode: 'ai', label: 'Against AI', hint: 'in this browser' },
  { mode: 'online', label: 'Online', hint: 'invite friends' },
  { mode: 'hotseat', label: 'Hotseat', hint: 'one device' },
];

const KIND_LABEL: Record<SeatChoice['kind'], string> = {
  me: 'Me',
  open: 'Open for a friend',
  ai: 'AI',
};

function modeFromQuery(): PlayMode {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'online' || mode === 'hotseat' ? mode : 'ai';
}

/** The look of the form's inputs (styles.css), for a multi-line text box. */
const TEXT_BOX = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 120,
  padding: '10px 12px',
  background: 'var(--bg-2)',
  color: 'var(--text)',
  border: '1px solid var(--line-bright)',
  borderRadius: 8,
  font: '14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  resize: 'vertical',
} as const;

/**
 * The game's own check of the options (its rules' `validateSetupData`, e.g. a deck list naming
 * an unknown card), once its rules module has loaded: undefined while loading or when all is well.
 */
function useGameSetupProblem(
  gameId: string | undefined,
  setupData: Record<string, SetupValue> | undefined,
  numPlayers: number | undefined,
): string | undefined {
  const [validate, setValidate] = useState<GameModule['game']['validateSetupData']>();
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    loadModule(gameId).then(
      (module) => live && setValidate(() => module.game.validateSetupData),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  if (!validate || !setupData || numPlayers === undefined) return undefined;
  return setupProblemOf(validate, setupData, numPlayers);
}

function setupProblemOf(
  validate: NonNullable<GameModule['game']['validateSetupData']>,
  setupData: Record<string, SetupValue>,
  numPlayers: number,
): string | undefined {
  try {
    return validate(setupData, numPlayers);
  } catch (e) {
    return (e as Error).message;
  }
}

function OptionField({
  option,
  value,
  onChange,
}: {
  option: SetupOption;
  value: SetupValue;
  onChange: (v: SetupValue) => void;
}) {
  const id = useId();
  const help = option.help && <p className="help">{option.help}</p>;
  if (option.choices) {
    const index = option.choices.findIndex((c) => c.value === value);
    return (
      <div className="field">
        <label htmlFor={id}>{option.label}</label>
        <select
          id={id}
          value={String(index)}
          onChange={(e) => onChange(option.choices![Number(e.target.value)].value)}
        >
          {option.choices.map((c, i) => (
            <option key={String(c.value)} value={String(i)}>
              {c.label}
            </option>
          ))}
        </select>
        {help}
      </div>
    );
  }
  if (typeof option.default === 'boolean') {
    return (
      <div className="field">
        <label
          htmlFor={id}
          style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--text)' }}
        >
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {option.label}
        </label>
        {help}
      </div>
    );
  }
  if (typeof option.default === 'string') {
    // A free-text option (e.g. a deck list): a text box as roomy and styled as the other fields.
    return (
      <div className="field">
        <label htmlFor={id}>{option.label}</label>
        <textarea
          id={id}
          rows={6}
          spellCheck={false}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={option.help ? `${id}-help` : undefined}
          style={TEXT_BOX}
        />
        {option.help && (
          <p className="help" id={`${id}-help`}>
            {option.help}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{option.label}</label>
      <input
        id={id}
        type="number"
        value={String(value)}
        min={option.min}
        max={option.max}
        onChange={(e) => onChange(e.target.value === '' ? option.default : Number(e.target.value))}
      />
      {help}
    </div>
  );
}

function SeatRow({
  meta,
  index,
  seat,
  mode,
  onChange,
  personName,
  onPersonName,
}: {
  meta: GameMeta;
  index: number;
  seat: SeatChoice;
  mode: PlayMode;
  onChange: (s: SeatChoice) => void;
  /** Hotseat: the name of the person in this seat. */
  personName?: string;
  onPersonName?: (name: string) => void;
}) {
  const id = useId();
  const kinds = seatKinds(mode);
  return (
    <div className="seat-row" data-seat={index}>
      <label
        className="seat-name"
        htmlFor={id}
        style={{ margin: 0, color: 'var(--text)', fontSize: 15 }}
      >
        {seatName(meta, String(index))}
      </label>
      <div className="seat-choice">
        <select
          id={id}
          value={seat.kind}
          onChange={(e) => {
            const kind = e.target.value as SeatChoice['kind'];
            onChange(kind === 'ai' ? { kind, difficulty: 'normal' } : { kind });
          }}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {mode === 'hotseat' && kind === 'me' ? 'Person at this device' : KIND_LABEL[kind]}
            </option>
          ))}
        </select>
        {seat.kind === 'ai' && (
          <LevelSelect
            meta={meta}
            label={`${seatName(meta, String(index))} AI difficulty`}
            value={seat.difficulty}
            onChange={(difficulty) => onChange({ kind: 'ai', difficulty })}
          />
        )}
        {mode === 'hotseat' && seat.kind === 'me' && onPersonName && (
          <input
            type="text"
            aria-label={`${seatName(meta, String(index))}: name`}
            placeholder="Name"
            maxLength={24}
            value={personName ?? ''}
            onChange={(e) => onPersonName(e.target.value)}
            data-seat-name={index}
          />
        )}
      </div>
    </div>
  );
}

export default function CreateMatchPage({ gameId }: { gameId: string }) {
  const row = findGame(gameId);
  const [plan, setPlan] = useState<MatchPlan | undefined>(() =>
    row ? defaultPlan(row.meta, modeFromQuery()) : undefined,
  );
  const [name, setName] = usePlayerName();
  // Hotseat: one name per person at the device (the first defaults to this browser's name).
  const [personNames, setPersonNames] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [clock, setClock] = useState<TimeControlChoice>(NO_CLOCK);
  const [rated, setRated] = useState(false);
  const account = useCurrentAccount();
  const gameProblem = useGameSetupProblem(row?.meta.id, plan?.setupData, plan?.numPlayers);
  useEffect(() => {
    if (row) document.title = `New ${row.meta.title} match — Gridplay`;
  }, [row]);
  if (!row || !plan)
    return <Problem title="Unknown game" detail={`No game called "${gameId}" is installed.`} />;
  const meta = row.meta;
  const problem = planProblem(meta, plan) ?? gameProblem;

  async function start() {
    if (!plan || problem) return;
    setBusy(true);
    setError(undefined);
    try {
      // The game's own check, in case Start was pressed before its rules had loaded.
      const rules = await loadModule(meta.id);
      const refused =
        rules.game.validateSetupData &&
        setupProblemOf(rules.game.validateSetupData, plan.setupData, plan.numPlayers);
      if (refused) throw new Error(refused);
      if (plan.mode === 'online') {
        const { matchID } = await createMatch(meta.id, {
          numPlayers: plan.numPlayers,
          setupData: plan.setupData,
          bots: botsOf(plan),
          timeControl: timeControlRequest(clock),
          rated: rated && Boolean(account),
        });
        // A rated seat sits under the account's name (the server ignores the one sent).
        const playerName = rated && account ? account.name : nameOrGuest(name);
        const joined = await joinMatch(meta.id, matchID, mySeat(plan), playerName);
        saveSeat(matchID, {
          playerID: joined.playerID,
          credentials: joined.playerCredentials,
          name: playerName,
        });
        navigate(paths.match(meta.id, matchID));
      } else {
        const sessionId = randomId();
        const record: LocalSessionRecord = {
          gameId: meta.id,
          numPlayers: plan.numPlayers,
          setupData: plan.setupData,
          seed: randomId(),
          seats: plan.seats.map((s, i) => {
            if (s.kind === 'ai') return s;
            const chosen = plan.mode === 'hotseat' ? personNames[i] : name;
            const fallback = i === 0 || plan.mode !== 'hotseat' ? name : '';
            const seatPerson = (chosen ?? fallback).trim();
            return seatPerson ? { kind: 'human', name: seatPerson } : { kind: 'human' };
          }),
          history: [],
        };
        saveLocal(sessionId, record);
        navigate(paths.local(meta.id, sessionId));
      }
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  const counts = Array.from(
    { length: meta.maxPlayers - meta.minPlayers + 1 },
    (_, i) => meta.minPlayers + i,
  );
  return (
    <main className="page" style={{ ['--accent' as string]: meta.accent }}>
      <div className="create-layout">
        <aside className="create-side">
          <GameArt meta={meta} />
          <h1 style={{ margin: '16px 0 4px' }}>{meta.title}</h1>
          <p className="muted" style={{ margin: '0 0 8px' }}>
            {meta.description}
          </p>
          <p className="muted" style={{ margin: '0 0 12px' }}>
            {playerCount(meta)}
          </p>
          <Link href={paths.rules(meta.id)}>Read the rules</Link>
        </aside>
        <form
          className="panel"
          aria-label="New match"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <span className="eyebrow">New match</span>
          <div className="field" style={{ marginTop: 12 }}>
            <label id="mode-label">How do you want to play?</label>
            <div className="segmented" role="group" aria-labelledby="mode-label">
              {MODES.map((m) => (
                <button
                  key={m.mode}
                  type="button"
                  aria-pressed={plan.mode === m.mode}
                  data-mode={m.mode}
                  onClick={() => setPlan(withMode(plan, m.mode))}
                >
                  {m.label}
                  <small>{m.hint}</small>
                </button>
              ))}
            </div>
          </div>
          {counts.length > 1 && (
            <div className="field">
              <label htmlFor="player-count">Players</label>
              <select
                id="player-count"
                value={plan.numPlayers}
                onChange={(e) => setPlan(withPlayerCount(plan, Number(e.target.value)))}
              >
                {counts.map((n) => (
                  <option key={n} value={n}>
                    {n} players
                  </option>
                ))}
              </select>
            </div>
          )}
          {meta.setupOptions.map((option) => (
            <OptionField
              key={option.key}
              option={option}
              value={plan.setupData[option.key] ?? option.default}
              onChange={(value) =>
                setPlan({ ...plan, setupData: { ...plan.setupData, [option.key]: value } })
              }
            />
          ))}
          <div className="field">
            <label>Seats</label>
            <div className="seats">
              {plan.seats.map((seat, i) => (
                <SeatRow
                  key={i}
                  meta={meta}
                  index={i}
                  seat={seat}
                  mode={plan.mode}
                  onChange={(next) =>
                    setPlan({ ...plan, seats: plan.seats.map((s, j) => (j === i ? next : s)) })
                  }
                  personName={personNames[i] ?? (i === 0 ? name : '')}
                  onPersonName={(value) => {
                    const next = [...personNames];
                    next[i] = value.slice(0, 24);
                    setPersonNames(next);
                  }}
                />
              ))}
            </div>
            {plan.seats.some((seat) => seat.kind === 'ai') && <LevelRatingsNote meta={meta} />}
          </div>
          {plan.mode === 'online' && (
            <TimeControlField value={clock} numPlayers={plan.numPlayers} onChange={setClock} />
          )}
          {plan.mode === 'online' && (
            <RatedField account={account} checked={rated} onChange={setRated} />
          )}
          {plan.mode !== 'hotseat' && <PlayerNameField name={name} onChange={setName} />}
          {(problem || error) && (
            <p className="alert" role="alert">
              {problem ?? error}
            </p>
          )}
          <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
            <button
              className="btn primary"
              type="submit"
              disabled={busy || !!problem}
              data-start-match
            >
              {busy ? 'Starting…' : 'Start match'}
            </button>
            <Link className="btn ghost" href={paths.lobby()}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </main>
  );
}
