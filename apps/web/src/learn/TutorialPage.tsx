/**
 * "Learn to play": a game's tutorial, played on its real board. The coach says what to do and the
 * control to use glows (it carries `data-tutorial-target`); any other decision is answered with
 * an explanation and changes nothing. Progress is kept in this browser, so the tutorial can be
 * left and resumed; any step can be played again. At the end: a match against the easy AI.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { activePlayersOf, defaultSetupData, type GameModule } from '@gridplay/core';
import { targetsOf, TutorialRun, type Tutorial } from '@gridplay/core/tutorial';
import { loadModule } from '../app/games';
import { Link } from '../app/Link';
import { navigate, paths } from '../app/router';
import { randomId, readJson, saveLocal, savedName, writeJson } from '../app/storage';
import { Loading, Problem } from '../app/Status';
import { allMoveNames } from '../match/board-loader';
import { boardProps } from '../match/board-props';
import { MatchFrame } from '../match/MatchFrame';
import { AiCoach } from '../match/AiCoach';
import type { LocalSessionRecord } from '../match/local-session';
import { targetSelector } from './tutorial-targets';
import './tutorial.css';

const progressKey = (gameId: string) => `gridplay:tutorial:${gameId}`;

export default function TutorialPage({ gameId }: { gameId: string }) {
  const [loaded, setLoaded] = useState<{ module: GameModule; tutorial: Tutorial }>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    loadModule(gameId)
      .then(async (module) => {
        if (!module.tutorial) throw new Error(`${module.meta.title} has no tutorial yet.`);
        const { default: tutorial } = await module.tutorial();
        setLoaded({ module, tutorial });
      })
      .catch((error: Error) => setFailure(error.message));
  }, [gameId]);
  useEffect(() => {
    if (loaded) document.title = `Learn to play ${loaded.module.meta.title} — Gridplay`;
  }, [loaded]);
  if (failure) return <Problem title="No tutorial to open" detail={failure} />;
  if (!loaded) return <Loading what="tutorial" />;
  return <TutorialView module={loaded.module} tutorial={loaded.tutorial} />;
}

function TutorialView({ module, tutorial }: { module: GameModule; tutorial: Tutorial }) {
  const gameId = module.meta.id;
  const run = useMemo(() => {
    const saved = readJson<{ step?: number }>(progressKey(gameId))?.step ?? 0;
    try {
      return new TutorialRun(module.game, tutorial, saved);
    } catch {
      // A tutorial changed since this browser saved its place: start it over.
      return new TutorialRun(module.game, tutorial);
    }
  }, [module, tutorial, gameId]);
  const [, setVersion] = useState(0);
  const [answer, setAnswer] = useState<string>();
  const [praise, setPraise] = useState<string>();
  const shell = useRef<HTMLDivElement>(null);

  const refresh = () => {
    writeJson(progressKey(gameId), { step: run.step });
    setVersion((v) => v + 1);
  };
  const decide = (move: string, args: unknown[]) => {
    const said = run.current?.done;
    const result = run.attempt({ move, args });
    if (result.ok) {
      setAnswer(undefined);
      setPraise(said);
      refresh();
    } else setAnswer(result.explanation);
  };
  const moves = Object.fromEntries(
    allMoveNames(module.game).map((name) => [name, (...args: unknown[]) => decide(name, args)]),
  );
  const step = run.current;
  const targets = step ? targetsOf(step as never) : [];

  // The control to use glows: the last of the step's targets that is on the board and enabled.
  useLayoutEffect(() => {
    const root = shell.current;
    if (!root) return;
    for (const marked of root.querySelectorAll('[data-tutorial-target]'))
      marked.removeAttribute('data-tutorial-target');
    const enabled = (el: Element) =>
      !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
    const mark = () => {
      for (const target of [...targets].reverse()) {
        const found = [...root.querySelectorAll(targetSelector(target))].find(enabled);
        if (found) {
          found.setAttribute('data-tutorial-target', '');
          return;
        }
      }
      root.querySelector('[data-tutorial-next]')?.setAttribute('data-tutorial-target', '');
    };
    mark();
    // The board may draw its controls a moment later (a selection opens the confirm button).
    const observer = new MutationObserver(() => {
      if (!root.querySelector('[data-tutorial-target]')) mark();
      else {
        const current = root.querySelector('[data-tutorial-target]');
        const better = [...targets]
          .reverse()
          .map((t) => [...root.querySelectorAll(targetSelector(t))].find(enabled))
          .find(Boolean);
        if (better && better !== current) {
          current?.removeAttribute('data-tutorial-target');
          better.setAttribute('data-tutorial-target', '');
        }
      }
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled', 'aria-pressed'],
    });
    return () => observer.disconnect();
  });

  const playEasyAi = () => {
    const sessionId = randomId();
    const name = savedName();
    const record: LocalSessionRecord = {
      gameId,
      numPlayers: tutorial.numPlayers,
      setupData: defaultSetupData(module.meta),
      seed: randomId(),
      seats: Array.from({ length: tutorial.numPlayers }, (_, i) =>
        String(i) === tutorial.seat
          ? name
            ? { kind: 'human' as const, name }
            : { kind: 'human' as const }
          : { kind: 'ai' as const, difficulty: 'easy' as const },
      ),
      history: [],
    };
    saveLocal(sessionId, record);
    navigate(paths.local(gameId, sessionId));
  };

  const total = tutorial.steps.length;
  const coach = run.complete ? (
    <div className="coach done" data-tutorial-complete role="status">
      <p className="coach-words">{tutorial.farewell}</p>
      <div className="coach-actions">
        <button className="btn primary" type="button" onClick={playEasyAi} data-play-easy-ai>
          Play the easy AI
        </button>
        <button className="btn ghost" type="button" onClick={() => (run.goTo(0), refresh())}>
          Start the tutorial again
        </button>
        <Link className="btn ghost" href={paths.rules(gameId)}>
          Read the rules
        </Link>
      </div>
    </div>
  ) : (
    <div className="coach" data-coach>
      <p className="coach-progress">
        Step {run.step + 1} of {total}
      </p>
      <p className="coach-words" aria-live="polite" data-coach-words>
        {praise && <span className="coach-praise">{praise} </span>}
        {step?.say}
      </p>
      {answer && (
        <p className="coach-answer" role="alert" data-coach-answer>
          {answer}
        </p>
      )}
      <div className="coach-actions">
        {!step?.expect && (
          <button
            className="btn primary small"
            type="button"
            data-tutorial-next
            onClick={() => {
              setPraise(undefined);
              run.next();
              refresh();
            }}
          >
            Next
          </button>
        )}
        <button
          className="btn ghost small"
          type="button"
          onClick={() => {
            setAnswer(undefined);
            setPraise(undefined);
            run.goTo(run.step);
            refresh();
          }}
          data-replay-step
        >
          Play this step again
        </button>
        {run.step > 0 && (
          <button
            className="btn ghost small"
            type="button"
            onClick={() => {
              setAnswer(undefined);
              setPraise(undefined);
              run.goTo(run.step - 1);
              refresh();
            }}
          >
            Back a step
          </button>
        )}
      </div>
    </div>
  );

  const G = run.view();
  return (
    <div ref={shell} className="tutorial-shell" data-tutorial={gameId}>
      <MatchFrame
        module={module}
        state={{ G, ctx: run.ctx, log: run.log }}
        playerID={tutorial.seat}
        boardProps={boardProps({
          G,
          ctx: run.ctx,
          log: run.log,
          playerID: tutorial.seat,
          matchID: `tutorial-${gameId}`,
          moves,
          events: {},
          isActive: !run.complete,
          isMultiplayer: false,
          isConnected: true,
          lastError: answer,
        })}
        seats={Array.from({ length: tutorial.numPlayers }, (_, i) => ({
          id: String(i),
          label: String(i) === tutorial.seat ? 'You' : 'Coach’s opponent',
        }))}
        modeLabel={`Learn to play · ${tutorial.title}`}
        onDismissError={() => setAnswer(undefined)}
        banner={coach}
        side={
          <AiCoach
            module={module}
            available={
              step?.expect !== undefined && activePlayersOf(run.ctx).includes(tutorial.seat)
            }
            position={`${run.step}:${run.state._stateID}`}
            question={() => ({ gameId, view: run.view(), ctx: run.ctx, seat: tutorial.seat })}
          />
        }
        gameOverActions={
          <button className="btn primary" type="button" onClick={playEasyAi}>
            Play the easy AI
          </button>
        }
        actions={
          <Link className="btn small ghost" href={paths.lobby()}>
            Leave the tutorial
          </Link>
        }
      />
    </div>
  );
}
