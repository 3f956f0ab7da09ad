import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import { hashOpaqueToken } from '../../lib/opaque-tokens.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { OpenTimesService } from '../open-times/surface.ts';
import type { WarnLog } from '../event-types/contract.ts';
import type { BeforeWrite } from './types.ts';
import type { Conferencing } from './conferencing/types.ts';
import type { createBookingChecks } from './checks.ts';
import type { LockedWrite } from './locked-write.ts';

/** What the parts of the booking service share: made once in `service.ts`. */
export interface BookingContext {
  db: Db;
  reads: Pick<Reads, 'bookingByIdempotencyKey'>;
  config: Pick<Config, 'APP_URL' | 'BOOKING_RESCHEDULES_PER_BOOKING' | 'JITSI_BASE_URL'>;
  slots: OpenTimesService;
  checks: ReturnType<typeof createBookingChecks>;
  lock: LockedWrite;
  /** The video providers this app offers (ADR 045). */
  conferencing: Conferencing;
  /** Run before a booking or reschedule takes the host's lock (ADR 021's live calendar check). */
  beforeWrite: readonly BeforeWrite[];
  now: () => number;
  /** Where a broken stored value (a booking's answers) is reported. */
  log?: WarnLog;
  /** The manage-link secret of a booking. */
  manageToken(uid: string): string;
  manageUrl(uid: string): string;
}

/** The manage-link secret: 256 bits only this server can make from the uid; stored only as a hash. */
export function manageLinks(secretBox: SecretBox, appUrl: string) {
  const manageToken = (uid: string) => secretBox.mac('booking-manage-link', uid).toString('base64url');
  const manageUrl = (uid: string) => `${appUrl}/booking/${encodeURIComponent(uid)}?token=${manageToken(uid)}`;
  return { manageToken, manageUrl };
}

export function tokenMatches(row: { manageTokenHash: string }, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const given = Buffer.from(hashOpaqueToken(token), 'hex');
  const stored = Buffer.from(row.manageTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
