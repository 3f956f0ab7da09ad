import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { availabilityMessages, type Schedule } from '#shared/schemas/availability.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { AvailabilityPage } from '../../src-renderer/features/availability/pages/availability-page.tsx';
import { BookingSettingsDialog } from '../../src-renderer/features/event-types/components/booking-settings-dialog.tsx';
import { browserZone } from '../../src-renderer/lib/zoned-time.ts';
// The zone list is a lazy chunk: load it before the tests so opening the picker is immediate.
import '../../src-renderer/components/time-zone/time-zone-list.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const nineToFive = [{ from: '09:00', to: '17:00' }];
const schedule: Schedule = {
  id: 's1',
  name: 'Working hours',
  timeZone: 'Europe/Berlin',
  isDefault: true,
  weekly: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] },
  overrides: [],
};
const listUrl = () => `GET /api/schedules?${new URLSearchParams({ tz: browserZone() })}`;

const day = (name: string) => screen.getByRole('listitem', { name });
beforeEach(() => {
  api.replies['GET /api/preferences'] = { status: 200, body: DEFAULT_PREFERENCES };
});
const puts = () => api.requests.filter((r) => r.method === 'PUT');

describe('the availability page', () => {
  it('refuses an end before the start and overlapping ranges, with the messages', { timeout: 60_000 }, async () => {
    api.replies[listUrl()] = { status: 200, body: { items: [schedule] } };
    const user = userEvent.setup();
    renderInApp(<AvailabilityPage />);

    await user.selectOptions(await screen.findByLabelText('Monday until'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(day('Monday')).getByText(messages.endAfterStart)).toBeVisible();
    expect(screen.getByLabelText('Monday until')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Monday until'), '12:00');
    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Add a time range to Tuesday' }));
    await user.selectOptions(screen.getByLabelText('Tuesday from (range 2)'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(day('Tuesday')).getByText('Time ranges on Tuesday overlap.')).toBeVisible();
    expect(within(day('Monday')).queryByText(messages.endAfterStart)).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('saves switched days, copied hours, a day-off override and a new zone', { timeout: 60_000 }, async () => {
    api.replies[listUrl()] = { status: 200, body: { items: [schedule] } };
    api.replies['PUT /api/schedules/s1'] = { status: 200, body: schedule };
    const user = userEvent.setup();
    renderInApp(<AvailabilityPage />);

    await user.click(await within(await screen.findByRole('listitem', { name: 'Wednesday' })).findByRole('switch'));
    expect(within(day('Wednesday')).getByText('Unavailable')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Monday from'), '08:30');
    await user.click(within(day('Monday')).getByRole('button', { name: /Copy/ }));
    const copy = screen.getByRole('dialog', { name: "Copy Monday's hours to" });
    await user.click(within(copy).getByLabelText('Saturday'));
    await user.click(within(copy).getByRole('button', { name: 'Apply' }));

    await user.click(screen.getByRole('button', { name: 'Add an override' }));
    const override = screen.getByRole('dialog', { name: 'Add a date override' });
    await user.type(within(override).getByLabelText('Date'), '2030-12-24');
    await user.click(within(override).getByLabelText('Unavailable all day'));
    await user.click(within(override).getByRole('button', { name: 'Save override' }));
    expect(within(await screen.findByRole('list', { name: 'Date overrides' })).getByText('Unavailable')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Time zone: Europe\/Berlin/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Search time zone' }, { timeout: 5000 }), 'kathmandu');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Time zone: Asia\/Kathmandu \(GMT\+5:45\)/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.availabilitySaved)).toBeVisible();
    const early = [{ from: '08:30', to: '17:00' }];
    expect(puts()).toMatchObject([
      {
        method: 'PUT',
        url: '/api/schedules/s1',
        body: {
          name: 'Working hours',
          timeZone: 'Asia/Kathmandu',
          weekly: { mon: early, tue: nineToFive, wed: [], thu: nineToFive, fri: nineToFive, sat: early, sun: [] },
          overrides: [{ date: '2030-12-24', intervals: [] }],
        },
      },
    ]);
  });

  it('previews next week from the host’s first day of the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-10T12:00:00Z') });
    try {
      api.replies[listUrl()] = { status: 200, body: { items: [schedule] } };
      api.replies['GET /api/preferences'] = { status: 200, body: { ...DEFAULT_PREFERENCES, week_start: 0 } };
      renderInApp(<AvailabilityPage />);
      // From Wednesday 10 March 2027, next week starts on Sunday the 14th.
      expect(await screen.findByText(/^14 Mar – 20 Mar of your week/)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a valid time zone', async () => {
    api.replies[listUrl()] = { status: 200, body: { items: [{ ...schedule, timeZone: 'Mars/Olympus_Mons' }] } };
    const user = userEvent.setup();
    renderInApp(<AvailabilityPage />);
    await user.selectOptions(await screen.findByLabelText('Monday until'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.invalidTimeZone)).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it('says when the schedule cannot be loaded', async () => {
    api.replies[listUrl()] = { status: 500, body: { error: 'Internal server error' } };
    renderInApp(<AvailabilityPage />);
    expect(await screen.findByText('Could not load your availability.')).toBeVisible();
  });
});

describe('the booking settings dialog', () => {
  const eventType: EventType = {
    id: 'e1',
    name: '30 Min Meeting',
    slug: '30min',
    description: '',
    duration: 30,
    isVisible: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    bookingSettings: {
      slotInterval: null,
      beforeBuffer: 0,
      afterBuffer: 0,
      minimumNotice: 120,
      bookingWindow: 'rolling',
      windowDays: 60,
      windowStart: null,
      windowEnd: null,
      maxPerDay: null,
      maxPerWeek: null,
      requiresConfirmation: false,
      confirmationThresholdHours: null,
      confirmationExpiryHours: 24,
      seats: null,
      showSeatsLeft: true,
      showAttendees: false,
      locale: null,
    },
  };

  it('shows the saved settings, checks them with the shared rules and saves', async () => {
    api.replies['PUT /api/event-types/e1/booking-settings'] = { status: 200, body: eventType.bookingSettings };
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderInApp(<BookingSettingsDialog eventType={eventType} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking settings' });
    expect(within(dialog).getByLabelText('Minimum notice')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Minimum notice unit')).toHaveValue('hours');

    await user.selectOptions(within(dialog).getByLabelText('Start times every'), '15');
    await user.clear(within(dialog).getByLabelText('Buffer after (min)'));
    await user.type(within(dialog).getByLabelText('Buffer after (min)'), '10');
    await user.click(within(dialog).getByLabelText('Within a date range'));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByText('Choose the first and last day of the date range.')).toBeVisible();
    expect(puts()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('First day'), '2030-01-01');
    await user.type(within(dialog).getByLabelText('Last day'), '2030-03-31');
    await user.type(within(dialog).getByLabelText('Most per day'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Booking settings saved')).toBeVisible();
    expect(puts()[0]?.body).toEqual({
      slotInterval: 15,
      beforeBuffer: 0,
      afterBuffer: 10,
      minimumNotice: 120,
      bookingWindow: 'range',
      windowDays: 60,
      windowStart: '2030-01-01',
      windowEnd: '2030-03-31',
      maxPerDay: 4,
      maxPerWeek: null,
      requiresConfirmation: false,
      confirmationThresholdHours: null,
      confirmationExpiryHours: 24,
      seats: null,
      showSeatsLeft: true,
      showAttendees: false,
      locale: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes back the refusal of seats with confirmation, and any other, once the values are fixed', async () => {
    api.replies['PUT /api/event-types/e1/booking-settings'] = { status: 200, body: eventType.bookingSettings };
    const user = userEvent.setup();
    renderInApp(<BookingSettingsDialog eventType={eventType} onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking settings' });

    await user.type(within(dialog).getByLabelText('Seats per time'), '5');
    await user.click(within(dialog).getByRole('switch', { name: 'Requires confirmation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByText(availabilityMessages.seatsWithConfirmation)).toBeVisible();
    expect(within(dialog).getByLabelText('Seats per time')).toHaveAttribute('aria-invalid', 'true');

    // Clearing the seats answers it: the sentence goes at once, before another Save.
    await user.clear(within(dialog).getByLabelText('Seats per time'));
    expect(within(dialog).queryByText(availabilityMessages.seatsWithConfirmation)).toBeNull();
    expect(within(dialog).getByLabelText('Seats per time')).not.toHaveAttribute('aria-invalid', 'true');
    // And a value made wrong after the first Save is said as it is typed.
    await user.type(within(dialog).getByLabelText('Seats per time'), '5');
    expect(within(dialog).getByText(availabilityMessages.seatsWithConfirmation)).toBeVisible();
    await user.click(within(dialog).getByRole('switch', { name: 'Requires confirmation' }));
    expect(within(dialog).queryByText(availabilityMessages.seatsWithConfirmation)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Booking settings saved')).toBeVisible();
    expect(puts()[0]?.body).toMatchObject({ seats: 5, requiresConfirmation: false });
  });
});
