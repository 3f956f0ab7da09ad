import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useContext, useEffect, useRef, useState } from 'react';
import { bookingsApi } from '#shared/schemas/bookings-api.ts';
import type { LiveEvent } from '#shared/schemas/live.ts';
import type { LiveState } from '#shared/live-loop.ts';
import { startLiveStream } from './live-stream.ts';
import { underApiPath } from './query-keys.ts';

interface LiveEvents {
  state: LiveState;
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ state: 'connecting', subscribe: () => () => undefined });

/**
 * The signed-in shell's one live stream (ADR 034). Each booking event marks every bookings query
 * stale, so the lists on screen read again (no polling); pages may listen for the events themselves.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const listeners = useRef(new Set<(event: LiveEvent) => void>());
  const [value] = useState<Omit<LiveEvents, 'state'>>(() => ({
    subscribe(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));

  useEffect(() => {
    // The lists and any booking's details read (its history): a change may touch either.
    const stale = () => void queryClient.invalidateQueries({ predicate: underApiPath(bookingsApi.list) });
    const stream = startLiveStream({
      onEvent(event) {
        stale();
        for (const listener of listeners.current) listener(event);
      },
      onState: setState,
      onStale: stale,
    });
    return () => stream.stop();
  }, [queryClient]);

  return <LiveEventsContext.Provider value={{ ...value, state }}>{children}</LiveEventsContext.Provider>;
}

/** Whether the live stream is up (`offline`: the server cannot be reached). */
export function useLiveState(): LiveState {
  return useContext(LiveEventsContext).state;
}

/** Calls `listener` with each booking event while the component is mounted. */
export function useLiveEvent(listener: (event: LiveEvent) => void): void {
  const { subscribe } = useContext(LiveEventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
