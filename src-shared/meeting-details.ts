/**
 * A booking's meeting details (`meetingDetails`: the passcode and dial-in a video service gave, one
 * "Label: value" per line, as api/modules/bookings/listeners/conferencing.ts writes them) read line by
 * line, each known label with the catalog key that says it in the reader's language.
 */
export const MEETING_DETAIL_KEYS = { Passcode: 'form.passcode', 'Dial in': 'form.dialIn' } as const;

export type MeetingDetailKey = (typeof MEETING_DETAIL_KEYS)[keyof typeof MEETING_DETAIL_KEYS];

export interface MeetingDetailLine {
  /** The catalog key of a label Kairos wrote; null for a line it does not know (kept as it is). */
  key: MeetingDetailKey | null;
  label: string;
  value: string;
}

/** Writes the lines as stored: "Passcode: 123456\nDial in: +1 646 558 8656"; null when there is nothing. */
export function writeMeetingDetails(details: { passcode?: string | null; dialIn?: string | null }): string | null {
  const lines = [
    details.passcode ? `Passcode: ${details.passcode}` : '',
    details.dialIn ? `Dial in: ${details.dialIn}` : '',
  ];
  return lines.filter(Boolean).join('\n') || null;
}

export function meetingDetailLines(text: string | null | undefined): MeetingDetailLine[] {
  return (text ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(': ');
      if (colon <= 0) return { key: null, label: '', value: line };
      const label = line.slice(0, colon);
      const key = Object.hasOwn(MEETING_DETAIL_KEYS, label)
        ? MEETING_DETAIL_KEYS[label as keyof typeof MEETING_DETAIL_KEYS]
        : null;
      return { key, label, value: line.slice(colon + 2) };
    });
}

/** The lines as a person reads them in their language (`say` translates a key): "Kenncode: 123456". */
export function sayMeetingDetails(text: string | null | undefined, say: (key: MeetingDetailKey) => string): string {
  return meetingDetailLines(text)
    .map((l) => (l.label ? `${l.key ? say(l.key) : l.label}: ${l.value}` : l.value))
    .join('\n');
}
