import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HostBookingList } from '#shared/schemas/bookings.ts';
import type { Insights, InsightsScopes } from '#shared/schemas/insights.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/preferences.ts';
import type { Workflow } from '#shared/schemas/workflows.ts';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { InsightsPage } from '../../src-renderer/features/insights/pages/insights-page.tsx';
import { WorkflowEditorPage } from '../../src-renderer/features/workflows/pages/workflow-editor-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { hostBooking } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

// uPlot draws on a canvas jsdom does not have.
vi.mock('../../src-renderer/features/insights/components/over-time-chart.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const api = fakeApiPerTest();

/** A host who works in Berlin (their default schedule's zone) and chose a clock. */
function hostIn(zone: string, time_format: Preferences['time_format']) {
  api.replies['GET /api/preferences'] = {
    status: 200,
    body: { ...DEFAULT_PREFERENCES, time_zone: zone, time_format } satisfies Preferences,
  };
}

describe('times on the signed-in pages follow the host’s zone and clock (ADR 040)', () => {
  it('/bookings: a host in Europe/Berlin with a 24-hour clock sees 14:00 and Europe/Berlin', async () => {
    hostIn('Europe/Berlin', '24h');
    // 13:00 UTC in February is 14:00 in Berlin.
    const body: HostBookingList = {
      items: [hostBooking('2030-02-04', { start: '2030-02-04T13:00:00.000Z', end: '2030-02-04T13:30:00.000Z' })],
      nextCursor: null,
    };
    api.replies['GET /api/bookings?status=upcoming&group=series'] = { status: 200, body };
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });
    const row = await screen.findByRole('listitem', { name: /30 Min Meeting/ });
    expect(row).toHaveTextContent('14:00 – 14:30');
    expect(row).not.toHaveTextContent(/PM/);
    expect(screen.getByText(/Times are in Europe\/Berlin\./)).toBeInTheDocument();
  });

  it('/bookings: the same host with a 12-hour clock sees 2:00 PM', async () => {
    hostIn('Europe/Berlin', '12h');
    api.replies['GET /api/bookings?status=upcoming&group=series'] = {
      status: 200,
      body: {
        items: [hostBooking('2030-02-04', { start: '2030-02-04T13:00:00.000Z', end: '2030-02-04T13:30:00.000Z' })],
        nextCursor: null,
      },
    };
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });
    expect(await screen.findByRole('listitem', { name: /30 Min Meeting/ })).toHaveTextContent('2:00 PM – 2:30 PM');
  });

  it('a workflow’s history writes when a message went in the host’s zone and clock, and says the zone', async () => {
    hostIn('Europe/Berlin', '24h');
    const workflow: Workflow = {
      id: 'wf1',
      name: 'Reminder',
      active: true,
      trigger: { kind: 'before_start', offsetMinutes: 60 },
      eventTypeIds: [],
      actions: [{ to: 'invitee', subject: 'Soon', body: 'Soon.' }],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    api.replies['GET /api/workflows/wf1'] = { status: 200, body: workflow };
    api.replies['GET /api/workflows/wf1/deliveries'] = {
      status: 200,
      body: {
        items: [
          {
            bookingUid: 'b1',
            to: 'ada@example.test',
            dueAt: '2027-02-01T13:00:00.000Z',
            sentAt: '2027-02-01T13:00:00.000Z',
            state: 'sent',
            reason: null,
          },
        ],
      },
    };
    renderInApp(
      <Routes>
        <Route path="/workflows/:id" element={<WorkflowEditorPage />} />
      </Routes>,
      { path: '/workflows/wf1', signedInAs: ada },
    );
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('1 Feb 2027, 14:00');
    expect(screen.getByText('Times in Europe/Berlin.')).toBeInTheDocument();
  });
});

const insights = (overrides: Partial<Insights> = {}): Insights => ({
  created: 3,
  completed: 0,
  rescheduled: 0,
  cancelled: 0,
  noShow: 0,
  previous: { created: 0, completed: 0, rescheduled: 0, cancelled: 0, noShow: 0 },
  from: '2026-11-02',
  to: '2026-11-04',
  previousFrom: '2026-10-30',
  previousTo: '2026-11-01',
  timeZone: 'Europe/Berlin',
  byDay: [
    { date: '2026-11-02', count: 2 },
    { date: '2026-11-03', count: 0 },
    { date: '2026-11-04', count: 1 },
  ],
  byEventType: [
    { eventTypeId: 'e1', name: 'Intro call', count: 2 },
    { eventTypeId: 'e2', name: 'Workshop', count: 1 },
    { eventTypeId: 'e3', name: 'Office hours', count: 0 },
    { eventTypeId: 'e4', name: 'Retro', count: 0 },
  ],
  busiestHours: [[1, 14, 2]],
  cancelReasons: [],
  ...overrides,
});
const scopes: InsightsScopes = { timeZone: 'Europe/Berlin', eventTypes: [], teams: [] };

function renderInsights(data: Insights, path = '/insights') {
  api.replies['GET /api/insights/scopes'] = { status: 200, body: scopes };
  api.replies['GET /api/insights'] = { status: 200, body: data };
  return renderInApp(<InsightsPage />, { path, signedInAs: ada });
}

describe('insights', () => {
  it('writes the busiest hours with the host’s 12-hour clock and says the zone', async () => {
    hostIn('Europe/Berlin', '12h');
    renderInsights(insights());
    expect(await screen.findByText(/Dates and hours in Europe\/Berlin\./)).toBeInTheDocument();
    // The heatmap's cells say their hour to a screen reader.
    expect(screen.getByRole('group', { name: 'Busiest hours' })).toHaveTextContent('2:00 PM: 2');
  });

  it('shows “Next 30 days” when the server chose it as the default', async () => {
    hostIn('Europe/Berlin', '24h');
    renderInsights(insights({ defaultRange: 'next-30d', from: '2026-11-28', to: '2026-12-27' }));
    expect(await screen.findByRole('combobox', { name: 'Dates' })).toHaveDisplayValue('Last 30 days');
    expect(await screen.findByText(/2026-11-28 – 2026-12-27/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveDisplayValue('Next 30 days');
    // The default asks with no dates: the server chooses.
    expect(api.requests.find((r) => r.url.startsWith('/api/insights?') || r.url === '/api/insights')?.url).toBe(
      '/api/insights',
    );
  });

  it('ranks only booked event types, each once, and draws the two lists’ bars on one scale', async () => {
    hostIn('Europe/Berlin', '24h');
    renderInsights(insights());
    const most = await screen.findByRole('list', { name: 'Most booked' });
    expect(
      within(most)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Intro call2', 'Workshop1']);
    expect(screen.queryByRole('list', { name: 'Least booked' })).toBeNull();
    expect(screen.getByText('No other event type was booked in these dates.')).toBeInTheDocument();
    // Bars proportional to the counts: 2 is the full width, 1 is half of it.
    const widths = within(most)
      .getAllByRole('listitem')
      .map((li) => (li.querySelector('[style]') as HTMLElement).style.width);
    expect(widths).toEqual(['100%', '50%']);
    // Every event type is still counted by event type, zeros too (that is a count, not a ranking).
    expect(within(screen.getByRole('list', { name: 'Bookings by event type' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
  });

  it('gives equal counts equal bars in the most and the least booked lists', async () => {
    hostIn('Europe/Berlin', '24h');
    renderInsights(
      insights({
        byEventType: [
          { eventTypeId: 'e1', name: 'A', count: 8 },
          { eventTypeId: 'e2', name: 'B', count: 4 },
          { eventTypeId: 'e3', name: 'C', count: 4 },
          { eventTypeId: 'e4', name: 'D', count: 4 },
          { eventTypeId: 'e5', name: 'E', count: 2 },
        ],
      }),
    );
    const width = (list: string, name: string) =>
      (
        within(screen.getByRole('list', { name: list }))
          .getByText(name)
          .closest('li')!
          .querySelector('[style]') as HTMLElement
      ).style.width;
    await screen.findByRole('list', { name: 'Least booked' });
    expect(width('Most booked', 'B')).toBe('50%');
    expect(width('Least booked', 'D')).toBe('50%');
    expect(width('Least booked', 'E')).toBe('25%');
  });
});
