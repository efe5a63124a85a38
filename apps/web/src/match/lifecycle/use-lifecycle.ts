/**
 * The clocks and absent players of an online match, as the server sends them
 * (`gridplay:lifecycle`), and the two requests a seated player can make about an absent one
 * (`gridplay:absent`). The server's snapshot carries its own time, so the page runs the clocks
 * from its own clock shifted by the difference, whatever the device's clock says.
 */
import { useEffect, useState } from 'react';
import type { LifecycleSnapshot } from '@gridplay/core';
import { socketOf, type OnlineClient } from '../online-client';

export interface LifecycleView {
  snapshot: LifecycleSnapshot;
  /** This device's clock minus the server's when the snapshot arrived. */
  skewMs: number;
}

export type AbsentAction = 'hand-to-ai' | 'claim-win';

interface Emitter {
  emit(event: string, ...args: unknown[]): void;
}

export function useLifecycle(client: OnlineClient, matchID: string) {
  const [view, setView] = useState<LifecycleView>();
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    const socket = socketOf(client);
    if (!socket) return;
    const onSnapshot = (payload: unknown) => {
      const snapshot = payload as LifecycleSnapshot & { matchID?: string };
      if (snapshot?.matchID !== matchID || typeof snapshot.now !== 'number') return;
      setView({ snapshot, skewMs: Date.now() - snapshot.now });
      setRefusal(undefined);
    };
    const onError = (payload: unknown) => {
      const error = payload as { move?: unknown; reason?: unknown };
      if (error?.move === 'absent' && typeof error.reason === 'string') setRefusal(error.reason);
    };
    socket.on('gridplay:lifecycle', onSnapshot);
    socket.on('gridplay:error', onError);
    return () => {
      socket.off('gridplay:lifecycle', onSnapshot);
      socket.off('gridplay:error', onError);
    };
  }, [client, matchID]);

  const act = (seat: string, action: AbsentAction) => {
    setRefusal(undefined);
    (socketOf(client) as unknown as Emitter | undefined)?.emit('gridplay:absent', {
      matchID,
      seat,
      action,
    });
  };
  return { view, refusal, act };
}

/** The refusals `useLifecycle` shows itself (the page's move error skips them). */
export const isLifecycleRefusal = (move: string) => move === 'absent';

/** The server's time now, from this device's clock. */
export const serverNow = (view: LifecycleView, localNow = Date.now()) => localNow - view.skewMs;

/** Re-renders every `everyMs` while `running`: what makes a clock or a countdown move. */
export function useTicking(running: boolean, everyMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
