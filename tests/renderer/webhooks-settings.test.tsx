import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Webhook, type WebhookCreated, type WebhookDelivery, webhookMessages } from '#shared/schemas/webhooks.ts';
import { CalendarPage } from '../../src-renderer/features/settings/pages/calendar-page.tsx';
import { WebhooksPage } from '../../src-renderer/features/settings/pages/webhooks-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

function renderPage(page: React.ReactNode) {
  return renderInApp(page);
}

const hook: Webhook = {
  id: 'w1',
  url: 'https://hooks.example.com/kairos',
  events: ['BOOKING_CREATED', 'BOOKING_CANCELLED'],
  active: true,
  failureCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the webhook form', () => {
  it('refuses a bad URL and no events with the shared messages, and shows the server’s refusal', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [] } };
    const user = userEvent.setup();
    renderPage(<WebhooksPage />);
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    const url = within(form).getByLabelText('Payload URL');

    await user.type(url, 'not a url');
    for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText(webhookMessages.urlInvalid)).toBeInTheDocument();
    expect(within(form).getByText(webhookMessages.eventsRequired)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // Well-formed but refused by the server (not https): its words, beside the field.
    await user.clear(url);
    await user.type(url, 'http://hooks.example.com/kairos');
    await user.click(within(form).getByLabelText('Booking cancelled'));
    api.replies['POST /api/webhooks'] = { status: 400, body: { error: webhookMessages.urlHttps } };
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText(webhookMessages.urlHttps)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      body: { url: 'http://hooks.example.com/kairos', events: ['BOOKING_CANCELLED'] },
    });
  });

  it('adds a webhook and shows its secret once, with how to check the signature', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [] } };
    const created: WebhookCreated = { ...hook, secret: 'whsec_0123456789abcdef' };
    api.replies['POST /api/webhooks'] = { status: 201, body: created };
    const user = userEvent.setup();
    renderPage(<WebhooksPage />);
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    await user.type(within(form).getByLabelText('Payload URL'), hook.url);
    await user.click(within(form).getByLabelText('Booking rescheduled'));
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [hook] } };
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByText(webhookMessages.created)).toBeInTheDocument();
    const secret = screen.getByRole('region', { name: 'Copy the signing secret now' });
    expect(within(secret).getByLabelText('Signing secret')).toHaveValue('whsec_0123456789abcdef');
    expect(secret).toHaveTextContent('Kairos-Signature: t=<unix seconds>,v1=<hex>');
    expect(secret).toHaveTextContent('HMAC-SHA256(secret, "t.body")');
    await user.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_0123456789abcdef');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: hook.url,
      // A new hook starts with every event ticked, the requests' (ADR 025) and the no-show mark's (issue 30) too.
      events: [
        'BOOKING_CREATED',
        'BOOKING_CANCELLED',
        'BOOKING_REQUESTED',
        'BOOKING_REJECTED',
        'BOOKING_NO_SHOW_UPDATED',
      ],
    });
    // The list shows the new hook; the form is empty again; the secret goes once it is acknowledged.
    expect(await screen.findByRole('listitem', { name: hook.url })).toHaveTextContent('Active');
    expect(within(form).getByLabelText('Payload URL')).toHaveValue('');
    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it('switches a hook off, edits it, sends a test and shows its deliveries', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [{ ...hook, failureCount: 2 }] } };
    const user = userEvent.setup();
    renderPage(<WebhooksPage />);
    const row = await screen.findByRole('listitem', { name: hook.url });
    expect(row).toHaveTextContent('Booking created, Booking cancelled');
    expect(row).toHaveTextContent('2 failed deliveries in a row.');

    api.replies['PATCH /api/webhooks/w1'] = { status: 200, body: { ...hook, active: false } };
    await user.click(within(row).getByRole('switch', { name: `Send events to ${hook.url}` }));
    expect(await within(row).findByText('Off')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { active: false } });

    await user.click(within(row).getByRole('button', { name: `Edit ${hook.url}` }));
    const edit = within(row).getByRole('form', { name: 'Save webhook' });
    expect(within(edit).getByLabelText('Booking rescheduled')).not.toBeChecked();
    await user.click(within(edit).getByLabelText('Booking rescheduled'));
    api.replies['PATCH /api/webhooks/w1'] = {
      status: 200,
      body: { ...hook, active: false, events: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'] },
    };
    await user.click(within(edit).getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText(webhookMessages.saved)).toBeInTheDocument();
    expect(row).toHaveTextContent('Booking created, Booking rescheduled, Booking cancelled');

    const failedPing: WebhookDelivery = {
      id: 'd1',
      triggerEvent: 'PING',
      statusCode: 503,
      ok: false,
      error: 'Service Unavailable',
      durationMs: 12,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    api.replies['POST /api/webhooks/w1/test'] = { status: 200, body: failedPing };
    api.replies['GET /api/webhooks/w1/deliveries'] = {
      status: 200,
      body: {
        items: [
          failedPing,
          {
            id: 'd0',
            triggerEvent: 'BOOKING_CREATED',
            statusCode: 200,
            ok: true,
            error: null,
            durationMs: 40,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    };
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test failed')).toBeInTheDocument();
    expect(screen.getByText('The receiver answered 503: Service Unavailable')).toBeInTheDocument();

    const toggle = within(row).getByRole('button', { name: 'Recent deliveries' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(await within(row).findByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TimeEventStatusResult',
      expect.stringMatching(/22 Nov.*Test503Service Unavailable$/),
      expect.stringMatching(/21 Nov.*Booking created200OK$/),
    ]);
  });

  it('deletes a hook after confirming', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [hook] } };
    api.replies['DELETE /api/webhooks/w1'] = { status: 204 };
    const user = userEvent.setup();
    renderPage(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: `Delete ${hook.url}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [] } };
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(webhookMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByText('No webhooks yet. Add one below.')).toBeInTheDocument();
  });
});

describe('the calendar feed page', () => {
  it('creates a feed URL, shows it once, warns before making a new one and turns it off', async () => {
    api.replies['GET /api/calendar-feed'] = { status: 200, body: { active: false } };
    api.replies['POST /api/calendar-feed'] = {
      status: 201,
      body: { url: 'https://kairos.example/api/public/calendar/abc.ics' },
    };
    const user = userEvent.setup();
    renderPage(<CalendarPage />);
    expect(await screen.findByText('You have no calendar feed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create feed URL' }));
    expect(await screen.findByLabelText('Your feed URL')).toHaveValue(
      'https://kairos.example/api/public/calendar/abc.ics',
    );
    expect(screen.getByText('Your calendar feed is on.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a new URL' }));
    const rotate = screen.getByRole('dialog', { name: 'Create a new URL?' });
    expect(rotate).toHaveTextContent('The current URL stops working at once');
    api.replies['POST /api/calendar-feed'] = {
      status: 201,
      body: { url: 'https://kairos.example/api/public/calendar/def.ics' },
    };
    await user.click(within(rotate).getByRole('button', { name: 'Create a new URL' }));
    expect(await screen.findByDisplayValue('https://kairos.example/api/public/calendar/def.ics')).toBeInTheDocument();

    api.replies['DELETE /api/calendar-feed'] = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn off the calendar feed?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await screen.findByText('You have no calendar feed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your feed URL')).not.toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/calendar-feed',
      'POST /api/calendar-feed',
      'POST /api/calendar-feed',
      'DELETE /api/calendar-feed',
    ]);
  });
});
