import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type PublicRoutingForm } from '#shared/schemas/routing-forms.ts';
import { routingScreen } from '#shared/routing-form-texts.ts';
import { PublicFormPage } from '../../src-renderer/features/routing/pages/public-form-page.tsx';
import { RoutingFormPage } from '../../src-renderer/features/routing/pages/routing-form-page.tsx';
import { RoutingFormsPage } from '../../src-renderer/features/routing/pages/routing-forms-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const form: PublicRoutingForm = {
  id: 'f1',
  name: 'Who should you talk to?',
  description: 'Two questions.',
  hostName: 'Grace Hopper',
  fields: [
    { name: 'email', type: 'email', label: 'Email', required: true, hidden: false },
    { name: 'size', type: 'select', label: 'Team size', options: ['1-10', '51+'], required: true, hidden: false },
  ],
};

function publicForm() {
  return renderInApp(
    <Routes>
      <Route path="/forms/:id" element={<PublicFormPage />} />
      <Route path="/:username/:slug" element={<p>booker</p>} />
    </Routes>,
    { path: '/forms/f1' },
  );
}

describe('the routing forms list', () => {
  it('says when there are none, and offers a new one', async () => {
    api.replies['GET /api/routing-forms'] = { status: 200, body: { items: [] } };
    renderInApp(<RoutingFormsPage />, { path: '/routing' });
    expect(await screen.findByText(routingScreen.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: routingScreen.newForm })).toHaveAttribute('href', '/routing/new');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.replies['GET /api/routing-forms'] = { status: 500, body: { error: 'Internal Server Error' } };
    renderInApp(<RoutingFormsPage />, { path: '/routing' });
    expect(await screen.findByText(routingScreen.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('the public routing form', () => {
  it('puts the server’s sentence under the refused question', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 200, body: form };
    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 400,
      body: { error: 'Some answers need another look.', fields: { email: 'That address cannot take mail.' } },
    };
    const user = userEvent.setup();
    publicForm();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '51+');
    await user.click(screen.getByRole('button', { name: routingScreen.submit }));
    expect(await screen.findByText('That address cannot take mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a message route’s message, and opens an event type’s booker', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 200, body: form };
    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 201,
      body: { responseId: 'r1', route: { kind: 'message', message: 'We will write to you.' } },
    };
    const user = userEvent.setup();
    const first = publicForm();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '1-10');
    await user.click(screen.getByRole('button', { name: routingScreen.submit }));
    expect(await screen.findByText('We will write to you.')).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({ answers: { email: 'ada@example.test', size: '1-10' } });
    first.unmount();

    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 201,
      body: {
        responseId: 'r2',
        route: {
          kind: 'event_type',
          url: 'http://x/grace/intro?size=51%2B',
          path: '/grace/intro?size=51%2B',
          eventTypeId: 'e1',
          name: 'Intro',
        },
      },
    };
    publicForm();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '51+');
    await user.click(screen.getByRole('button', { name: routingScreen.submit }));
    expect(await screen.findByText('booker')).toBeInTheDocument();
  });

  it('says an unknown or switched-off form is not available', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 404, body: { error: 'Routing form not found' } };
    publicForm();
    expect(await screen.findByText(routingScreen.formUnavailable)).toBeInTheDocument();
  });
});

describe('the builder', () => {
  it("offers the event types of the teams the host manages, by team, besides the host's own", async () => {
    api.replies['GET /api/event-types?limit=100'] = {
      status: 200,
      body: { items: [{ id: 'own1', name: 'Intro call' }], next_cursor: null },
    };
    const summary = (id: string, name: string, role: string) => ({
      id,
      name,
      slug: name.toLowerCase(),
      logoUrl: null,
      role,
      memberCount: 2,
    });
    api.replies['GET /api/teams'] = {
      status: 200,
      body: { items: [summary('t1', 'Support', 'admin'), summary('t2', 'Sales', 'member')] },
    };
    api.replies['GET /api/teams/t1/event-types'] = {
      status: 200,
      body: {
        items: [{ id: 'team1', name: 'Support call' }],
        members: [],
        role: 'admin',
        team: { name: 'Support', slug: 'support' },
      },
    };
    renderInApp(
      <Routes>
        <Route path="/routing/:id" element={<RoutingFormPage />} />
      </Routes>,
      { path: '/routing/new', signedInAs: ada },
    );
    const user = userEvent.setup();
    const goesTo = await screen.findByLabelText(routingScreen.goesTo);
    await user.selectOptions(goesTo, 'event_type');
    const menu = screen.getByLabelText(routingScreen.eventType);
    const own = within(menu).getByRole('group', { name: 'Your event types' });
    expect(within(own).getByRole('option', { name: 'Intro call' })).toBeInTheDocument();
    const team = within(menu).getByRole('group', { name: 'Team Support' });
    expect(within(team).getByRole('option', { name: 'Support call' })).toBeInTheDocument();
    // A team where the host is only a member is not offered: the server would refuse it.
    expect(api.requests.some((r) => r.url === '/api/teams/t2/event-types')).toBe(false);
    await user.selectOptions(menu, 'team1');
    expect(menu).toHaveValue('team1');
  });
});
