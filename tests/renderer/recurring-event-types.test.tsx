import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { recurrenceMessages } from '#shared/schemas/recurrence.ts';
import { EventTypeSettingsPage } from '../../src-renderer/features/event-types/pages/event-type-settings-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { demoEventType } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

// The event type's Recurring tab (docs/product.md#recurring-event-types).

const api = fakeApiPerTest();
const URL = '/api/event-types/e1';
const detail: EventTypeDetail = {
  ...demoEventType,
  locations: [],
  bookingFields: DEFAULT_BOOKING_FIELDS.map((f) => ({ ...f })),
  recurrence: null,
};

function open(loaded: EventTypeDetail = detail) {
  api.replies[`GET ${URL}`] = { status: 200, body: loaded };
  renderInApp(
    <Routes>
      <Route path="/event-types/:id" element={<EventTypeSettingsPage />} />
    </Routes>,
    { path: '/event-types/e1?tab=recurring', signedInAs: ada },
  );
}

const puts = () => api.requests.filter((r) => r.method === 'PUT').map((r) => r.body as Record<string, unknown>);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save recurring' }));

describe('the Recurring tab', () => {
  it('makes the event type repeat every 2 weeks up to 6 times, saying a bad maximum in the schema’s words first', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Recurring', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Off: each booking is one meeting.')).toBeVisible();
    fireEvent.click(screen.getByRole('switch', { name: 'Repeat this event' }));
    fireEvent.change(screen.getByLabelText('Repeats every'), { target: { value: '2' } });
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveDisplayValue('weeks');
    fireEvent.change(screen.getByLabelText('Most occurrences'), { target: { value: '60' } });
    save();
    expect(await screen.findByText(recurrenceMessages.maxRange)).toBeVisible();
    expect(screen.getByLabelText('Most occurrences')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Most occurrences'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Let invitees book the rest when some dates are taken' }));
    const rule = { frequency: 'weekly', interval: 2, maxOccurrences: 6, allowPartial: true } as const;
    api.replies[`PUT ${URL}`] = { status: 200, body: { ...detail, recurrence: rule } };
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      name: 'Demo',
      slug: 'demo',
      description: 'Show the product',
      duration: 30,
      recurrence: rule,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save recurring' })).toBeDisabled();
  });

  it('shows the server’s refusal of a seated event type, and stops the repeat with null', async () => {
    const rule = { frequency: 'monthly', interval: 1, maxOccurrences: 3, allowPartial: false } as const;
    open({ ...detail, recurrence: rule });
    const every = await screen.findByLabelText('Repeats every');
    expect(every).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveDisplayValue('month');
    fireEvent.change(screen.getByLabelText('Most occurrences'), { target: { value: '4' } });
    api.replies[`PUT ${URL}`] = { status: 400, body: { error: recurrenceMessages.withSeats } };
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(recurrenceMessages.withSeats);

    api.replies[`PUT ${URL}`] = { status: 200, body: { ...detail, recurrence: null } };
    fireEvent.click(screen.getByRole('switch', { name: 'Repeat this event' }));
    expect(screen.queryByLabelText('Repeats every')).not.toBeInTheDocument();
    save();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toMatchObject({ recurrence: null });
  });
});
