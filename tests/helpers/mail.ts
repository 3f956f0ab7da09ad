import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';

export interface ParsedInvite {
  /** METHOD of the calendar object, from the iCalendar text. */
  method: string;
  /** The `method=` parameter of the text/calendar part's Content-Type. */
  contentTypeMethod: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: string;
  end: string;
  stamp: string | null;
  organizer: string | null;
  attendees: string[];
}

export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  messageId: string | null;
  invite: ParsedInvite | null;
}

/** An iCalendar text read with a real parser (ical.js): the first VEVENT and the METHOD. */
export function parseInvite(ics: string, contentType: string | null = null): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the invite');
  const time = (name: string) =>
    (event.getFirstPropertyValue(name) as ICAL.Time | null)?.toJSDate().toISOString() ?? null;
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    contentTypeMethod: contentType ? (/method=([A-Z]+)/i.exec(contentType)?.[1]?.toUpperCase() ?? null) : null,
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: (event.getFirstPropertyValue('status') as string | null) ?? null,
    start: time('dtstart')!,
    end: time('dtend')!,
    stamp: time('dtstamp'),
    organizer: (event.getFirstPropertyValue('organizer') as string | null) ?? null,
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

/** Every email in DATA_DIR/outbox, oldest first, parsed as a mail client would (mailparser). */
export async function outboxEmails(dataDir: string): Promise<OutboxEmail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(await readFile(join(dir, f)));
      const calendar = parsed.attachments.find((a) => a.contentType === 'text/calendar');
      const header = calendar?.headers.get('content-type') as
        { value?: string; params?: Record<string, string> } | undefined;
      const contentType = header ? `${header.value}; method=${header.params?.method ?? ''}` : null;
      return {
        file: join(dir, f),
        to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? ''),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        messageId: parsed.messageId ?? null,
        invite: calendar ? parseInvite(calendar.content.toString('utf8'), contentType) : null,
      };
    }),
  );
}

/** The first VEVENT of each invite emailed to `to`, read with ical.js (its UID, LOCATION, URL, DESCRIPTION). */
export async function invitesTo(dataDir: string, to: string) {
  const emails = (await outboxEmails(dataDir)).filter((e) => e.to.includes(to) && e.invite);
  return Promise.all(
    emails.map(async (email) => {
      const parsed = await simpleParser(await readFile(email.file));
      const part = parsed.attachments.find((a) => a.contentType === 'text/calendar')!;
      const event = new ICAL.Component(ICAL.parse(part.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
      const text = (name: string) => (event.getFirstPropertyValue(name) as string | null) ?? null;
      return {
        subject: email.subject,
        uid: text('uid'),
        location: text('location'),
        url: text('url'),
        description: text('description'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
      };
    }),
  );
}

/** Waits until `predicate` holds for the outbox (emails leave through the durable outbox, a moment after the answer). */
export async function waitForEmails(
  dataDir: string,
  predicate: (emails: OutboxEmail[]) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxEmail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const emails = await outboxEmails(dataDir);
    if (predicate(emails)) return emails;
    if (Date.now() > until) throw new Error(`the outbox never held the expected emails (it has ${emails.length})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
