import * as z from 'zod/mini';
import type { GrantAccess } from '../../../apps/oauth/types.ts';

/**
 * A small client of Zoom's REST API v2 (developers.zoom.us/docs/api/meetings/): the calls the Zoom
 * provider makes, each answer checked by a schema, every call through the host's grant
 * (`grants.request`: its token, the refresh Zoom rotates, rate limits and the outbound policy; ADR 048).
 */

const MAX_PAGES = 20;

const MeetingSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  join_url: z.url({ protocol: /^https$/ }),
  password: z.optional(z.string().check(z.maxLength(64))),
  agenda: z.optional(z.string()),
  start_time: z.optional(z.string()),
});
export type ZoomMeeting = z.infer<typeof MeetingSchema>;

const MeetingListSchema = z.object({
  next_page_token: z.optional(z.string()),
  meetings: z.array(z.object({ id: z.number().check(z.int(), z.positive()), agenda: z.optional(z.string()) })),
});

/** What a meeting is asked to be: Zoom's writable fields Kairos sets. */
export interface MeetingFields {
  topic: string;
  /** `yyyy-MM-ddTHH:mm:ssZ` (UTC; Zoom shows it in `timezone`). */
  start_time: string;
  duration: number;
  timezone: string;
  agenda?: string;
}

/**
 * A meeting's kind: scheduled (type 2, one time), recurring at fixed times (type 8, with Zoom's
 * `recurrence`), or recurring with no fixed time (type 3: joinable at any time).
 */
export type MeetingShape =
  | { type: 2 }
  | { type: 3 }
  | {
      type: 8;
      recurrence: {
        /** 1 daily, 2 weekly, 3 monthly. */
        type: 1 | 2 | 3;
        repeat_interval: number;
        /** Weekly: the days, 1 = Sunday … 7 = Saturday. */
        weekly_days?: string;
        /** Monthly: the day of the month. */
        monthly_day?: number;
        end_times: number;
      };
    };

export function zoomApi(grants: GrantAccess, grantId: string) {
  const base = `${grants.apiBase('zoom')}/v2`;
  const meetingUrl = (id: string) => `${base}/meetings/${encodeURIComponent(id)}`;
  return {
    /** POST /users/me/meetings: a scheduled meeting (type 2) unless told another shape; 201 with the meeting. */
    async create(fields: MeetingFields, shape: MeetingShape = { type: 2 }): Promise<ZoomMeeting> {
      const answer = await grants.request(grantId, {
        method: 'POST',
        url: `${base}/users/me/meetings`,
        body: { ...fields, ...shape },
        schema: MeetingSchema,
      });
      return answer.body!;
    },

    /** The id of the user's upcoming meeting whose agenda carries `marker`, if any (every page read). */
    async findUpcoming(marker: RegExp): Promise<string | null> {
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await grants.request(grantId, {
          method: 'GET',
          url: `${base}/users/me/meetings`,
          query: { type: 'upcoming', page_size: 300, next_page_token: pageToken },
          schema: MeetingListSchema,
        });
        const found = answer.body!.meetings.find((m) => m.agenda !== undefined && marker.test(m.agenda));
        if (found) return String(found.id);
        pageToken = answer.body!.next_page_token || undefined;
        if (!pageToken) return null;
      }
      return null;
    },

    /** GET /meetings/{id}; null when Zoom has no such meeting (404, code 3001). */
    async get(id: string): Promise<ZoomMeeting | null> {
      const answer = await grants.request(grantId, {
        method: 'GET',
        url: meetingUrl(id),
        schema: MeetingSchema,
        accept: [404],
      });
      return answer.status === 404 ? null : answer.body;
    },

    /** PATCH /meetings/{id} (204); false when the meeting is gone. */
    async update(id: string, fields: Partial<MeetingFields>): Promise<boolean> {
      const answer = await grants.request(grantId, {
        method: 'PATCH',
        url: meetingUrl(id),
        body: fields,
        accept: [404],
      });
      return answer.status !== 404;
    },

    /**
     * One occurrence of a recurring meeting at fixed times (type 8), by its `occurrence_id` (its start
     * as Zoom made it, epoch ms): PATCH moves it, DELETE cancels it (204); 404 (gone) is done.
     */
    async changeOccurrence(id: string, occurrenceId: string, fields: Partial<MeetingFields> | null): Promise<void> {
      await grants.request(grantId, {
        method: fields ? 'PATCH' : 'DELETE',
        url: meetingUrl(id),
        query: fields ? { occurrence_id: occurrenceId } : { occurrence_id: occurrenceId, schedule_for_reminder: false },
        ...(fields ? { body: fields } : {}),
        accept: [404],
      });
    },

    /** DELETE /meetings/{id} (204); one already gone (404, code 3001) counts as deleted. */
    async remove(id: string): Promise<void> {
      await grants.request(grantId, {
        method: 'DELETE',
        url: meetingUrl(id),
        query: { schedule_for_reminder: false },
        accept: [404],
      });
    },
  };
}
