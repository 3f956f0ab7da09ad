import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  EMBED_MESSAGE_MARK,
  EMBED_VERDICT_ID,
  type EmbedEvent,
  type EmbedMessage,
  type EmbedVerdict,
} from '#shared/embed-protocol.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { ManageLink } from '../api/change-booking.ts';
import { bookerMutationKeys } from '../api/mutation-keys.ts';

/** The parent origin the server vouched for in this page (api/modules/embed/page-routes.ts), or null. */
function parentOrigin(): string | null {
  try {
    const verdict = JSON.parse(document.getElementById(EMBED_VERDICT_ID)?.textContent ?? '') as EmbedVerdict;
    return typeof verdict.parentOrigin === 'string' ? verdict.parentOrigin : null;
  } catch {
    return null;
  }
}

let post: ((event: EmbedEvent) => void) | null = null;

/** Tells the host page `event`, once the bridge has started; nothing on a page that is not embedded. */
export function postToHost(event: EmbedEvent): void {
  post?.(event);
}

/**
 * The frame's side of the embed (ADR 031), started once and kept for the document's life, so the
 * booking page a booking opens in the frame still reports its height and a cancel. It posts to the
 * one origin the server vouched for (the host lists it), never to `*`, and only what the protocol
 * allows: no name, email or answer crosses. It listens to no message: its options come in its URL.
 */
function startEmbedBridge(queryClient: QueryClient): void {
  if (post) return;
  const target = parentOrigin();
  post = (event) => {
    if (target && window.parent !== window)
      window.parent.postMessage({ ...event, source: EMBED_MESSAGE_MARK } satisfies EmbedMessage, target);
  };
  // The document is as tall as its content (styles.css), and the frame is made that tall: no scrollbar inside it.
  document.documentElement.dataset.embedded = '';
  let last = -1;
  let queued = false;
  // A height is told once per frame at most, when it changed, and never while a loading shape is
  // shown (aria-busy: the page's, the times', the form's): they would make the host's page jump up
  // and down before the booker settles.
  const measure = () => {
    queued = false;
    // While one is shown, look again at the next frame (its content may be just as tall).
    if (document.querySelector('[aria-busy="true"]')) return queue();
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    postToHost({ type: 'height', height });
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  };
  new ResizeObserver(queue).observe(document.body);
  queryClient.getMutationCache().subscribe((change) => {
    if (change.type !== 'updated' || change.action.type !== 'success') return;
    const key = change.mutation.options.mutationKey?.[1];
    if (key === bookerMutationKeys.book[1]) {
      const created = change.mutation.state.data as BookingCreated;
      postToHost({ type: 'booked', uid: created.uid, start: created.start });
    } else if (key === bookerMutationKeys.cancel[1]) {
      postToHost({ type: 'cancelled', uid: (change.mutation.state.variables as ManageLink).uid });
    }
  });
}

/** Starts the bridge with the app's query cache (its booking and cancel mutations are what it reports). */
export function useEmbedBridge(): void {
  const queryClient = useQueryClient();
  useEffect(() => startEmbedBridge(queryClient), [queryClient]);
}
