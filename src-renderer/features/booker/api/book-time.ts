import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BookingCreated,
  type BookingCreateInput,
  bookingsApi,
  IDEMPOTENCY_KEY_HEADER,
} from '#shared/schemas/bookings.ts';
import { LANG_PARAM } from '#shared/i18n/locales.ts';
import { api } from '@/lib/api-client.ts';
import { activeLocale } from '@/lib/i18n.tsx';
import { allSlots } from './get-slots.ts';
import { bookerMutationKeys } from './mutation-keys.ts';

export interface BookTimeRequest {
  username: string;
  slug: string;
  input: BookingCreateInput;
  /** The same key on a retry of the same attempt: the server then answers with the booking it made. */
  idempotencyKey: string;
}

export function bookTime({ username, slug, input, idempotencyKey }: BookTimeRequest): Promise<BookingCreated> {
  // The language the booker was shown in: the booking's emails and invite speak it too (ADR 030).
  const lang = new URLSearchParams({ [LANG_PARAM]: activeLocale() });
  return api<BookingCreated>(`${bookingsApi.book(username, slug)}?${lang}`, {
    method: 'POST',
    body: input,
    auth: false,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useBookTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookerMutationKeys.book,
    mutationFn: bookTime,
    // Not awaited: the manage page need not wait for the open times to be read again.
    onSuccess: () => void queryClient.invalidateQueries(allSlots),
  });
}

/**
 * A fresh Idempotency-Key (a v4 UUID). crypto.randomUUID exists only in secure contexts; a Kairos
 * server reached over plain HTTP on a local network is not one, so the key is built from random bytes there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
