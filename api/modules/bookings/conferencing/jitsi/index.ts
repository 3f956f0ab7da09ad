import { randomBytes } from 'node:crypto';
import { appsMessages } from '#shared/apps.ts';
import type { ConferencingProvider, Meeting } from '../types.ts';

/** A new Jitsi room: 160 random bits as lowercase hex (Jitsi lowercases room names, so nothing case-sensitive). */
export function jitsiRoomUrl(baseUrl: string): string {
  return `${baseUrl}/kairos-${randomBytes(20).toString('hex')}`;
}

const room = (url: string): Meeting => ({ id: url, joinUrl: url, dialIn: null });

/**
 * Jitsi Meet (ADR 024): a meeting is a room under JITSI_BASE_URL whose name nobody can guess; it
 * exists once someone joins, so there is nothing to call, move or delete.
 */
export const jitsiProvider: ConferencingProvider = {
  id: 'jitsi',
  name: 'Jitsi Meet',
  description: appsMessages.jitsiDescription,
  sharedBySeats: true,
  meetingNow: (context) => room(jitsiRoomUrl(context.config.JITSI_BASE_URL)),
  createMeeting: async (context) => room(jitsiRoomUrl(context.config.JITSI_BASE_URL)),
  // The room has no time: a moved booking keeps it.
  moveMeeting: async (_context, meeting) => meeting,
  deleteMeeting: async () => {},
};
