import { describe, expect, it } from 'vitest';
import { de } from '#shared/i18n/de.ts';
import { ja } from '#shared/i18n/ja.ts';
import { translator } from '#shared/i18n/translator.ts';
import { meetingDetailLines, sayMeetingDetails, writeMeetingDetails } from '#shared/meeting-details.ts';

describe('a meeting’s passcode and dial-in', () => {
  const stored = writeMeetingDetails({ passcode: 'x7Kp2', dialIn: '+1 646 558 8656' });

  it('is stored one "Label: value" per line, and nothing when the service gave neither', () => {
    expect(stored).toBe('Passcode: x7Kp2\nDial in: +1 646 558 8656');
    expect(writeMeetingDetails({ passcode: null, dialIn: '' })).toBeNull();
  });

  it('is said in the reader’s language, keeping a line Kairos did not write as it is', () => {
    expect(sayMeetingDetails(stored, (key) => translator('de', de)(key))).toBe(
      'Kenncode: x7Kp2\nEinwahl: +1 646 558 8656',
    );
    expect(sayMeetingDetails(stored, (key) => translator('ja', ja)(key))).toBe(
      'パスコード: x7Kp2\nダイヤルイン: +1 646 558 8656',
    );
    expect(meetingDetailLines('Meeting ID: 812 3456\njust text')).toEqual([
      { key: null, label: 'Meeting ID', value: '812 3456' },
      { key: null, label: '', value: 'just text' },
    ]);
    // A label that only looks like an object's key is not one of Kairos's.
    expect(meetingDetailLines('constructor: x')[0]!.key).toBeNull();
  });
});
