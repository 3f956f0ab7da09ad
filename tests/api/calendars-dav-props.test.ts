import { describe, expect, it } from 'vitest';
import { remoteCalendar } from '../../api/modules/calendars/providers/caldav/dav-props.ts';
import { objectName, uidOf } from '../../api/modules/calendars/providers/caldav/objects.ts';

// What servers other than Radicale send (Apple's #RRGGBBAA colours, no displayname, read-only
// shares), as tsdav hands it over, and the names Kairos gives the events it writes.
describe('a calendar from its WebDAV properties', () => {
  const url = 'https://cloud.example.com/dav/calendars/ann/team%20events/';

  it('normalises colours to #rrggbb, or none', () => {
    expect(remoteCalendar(url, { calendarColor: '#1E90FFFF' }).color).toBe('#1e90ff');
    expect(remoteCalendar(url, { calendarColor: '#ABC' }).color).toBe('#aabbcc');
    expect(remoteCalendar(url, { calendarColor: 'blue' }).color).toBeNull();
    expect(remoteCalendar(url, {}).color).toBeNull();
  });

  it('is named by its displayname (numbers too), else by its last path segment', () => {
    expect(remoteCalendar(url, { displayname: 'Team' }).name).toBe('Team');
    expect(remoteCalendar(url, { displayname: 2024 }).name).toBe('2024');
    expect(remoteCalendar(url, { displayname: {} }).name).toBe('team events');
    expect(remoteCalendar(url, {}).name).toBe('team events');
  });

  it('is writable unless its privilege set says read only', () => {
    expect(remoteCalendar(url, {}).writable).toBe(true);
    expect(remoteCalendar(url, { currentUserPrivilegeSet: { privilege: [{ read: {} }] } }).writable).toBe(false);
    expect(remoteCalendar(url, { currentUserPrivilegeSet: { privilege: { read: {} } } }).writable).toBe(false);
    expect(
      remoteCalendar(url, { currentUserPrivilegeSet: { privilege: [{ read: {} }, { writeContent: {} }] } }).writable,
    ).toBe(true);
    expect(remoteCalendar(url, { currentUserPrivilegeSet: { privilege: { all: {} } } }).writable).toBe(true);
  });

  it('keeps ctag and sync-token as text (tsdav reads "42" as 42)', () => {
    expect(remoteCalendar(url, { getctag: 42, syncToken: 'http://x/sync/1' })).toMatchObject({
      ctag: '42',
      syncToken: 'http://x/sync/1',
    });
  });
});

describe('the events Kairos writes', () => {
  it('names an object by its UID when the UID is plain, else by its hash (never a path)', () => {
    expect(objectName('cm3abc@kairos.example.com')).toBe('cm3abc%40kairos.example.com.ics');
    for (const uid of ['../../etc/x', 'a/b', '.hidden', 'with space', '']) {
      expect(objectName(uid)).toMatch(/^[0-9a-f]{64}\.ics$/);
    }
  });

  it('reads a UID from folded iCalendar lines', () => {
    expect(uidOf('BEGIN:VEVENT\r\nUID:abc\r\n def@x\r\nEND:VEVENT\r\n')).toBe('abcdef@x');
    expect(uidOf('BEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\n')).toBeNull();
  });
});
