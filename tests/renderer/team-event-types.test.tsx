import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  type TeamEventType,
  type TeamEventTypeList,
  teamEventTypeMessages,
  teamEventTypeScreen as screenText,
} from '#shared/schemas/team-event-types.ts';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/schemas/availability.ts';
import { TeamEventTypesPage } from '../../src-renderer/features/team-event-types/pages/team-event-types-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const LIST = 'GET /api/teams/t1/event-types';

const members = [
  { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.test' },
  { userId: 'u2', name: 'Grace Hopper', email: 'grace@example.test' },
];
const intro: TeamEventType = {
  id: 'e1',
  teamId: 't1',
  name: 'Intro',
  slug: 'intro',
  description: '',
  duration: 30,
  isVisible: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  bookingSettings: DEFAULT_BOOKING_SETTINGS,
  locations: [],
  bookingFields: [],
  schedulingType: 'collective',
  hosts: [{ userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.test', weight: 1, priority: 2, fixed: false }],
};
const list = (role: TeamEventTypeList['role'], items: TeamEventType[] = []): TeamEventTypeList => ({
  items,
  members,
  role,
  team: { name: 'Support', slug: 'support' },
});

function page() {
  return renderInApp(
    <Routes>
      <Route path="/teams/:id/event-types" element={<TeamEventTypesPage />} />
    </Routes>,
    { path: '/teams/t1/event-types' },
  );
}

describe('the team event types page', () => {
  it('lets an admin make a round-robin event type with weights, and asks for a host first', async () => {
    api.replies[LIST] = { status: 200, body: list('admin') };
    const user = userEvent.setup();
    page();
    expect(await screen.findByText(screenText.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: screenText.newEventType }));
    const dialog = await screen.findByRole('dialog', { name: screenText.newEventType });
    await user.type(within(dialog).getByLabelText('Title'), 'Demo');
    await user.click(within(dialog).getByRole('button', { name: screenText.create }));
    expect(await within(dialog).findByText(teamEventTypeMessages.hostsRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    const weight = within(dialog).getByLabelText(screenText.weight);
    await user.clear(weight);
    await user.type(weight, '3');
    await user.click(within(dialog).getByRole('checkbox', { name: screenText.fixed }));
    api.replies['POST /api/teams/t1/event-types'] = { status: 201, body: intro };
    await user.click(within(dialog).getByRole('button', { name: screenText.create }));
    expect(await screen.findByText(screenText.saved, { exact: true })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Demo',
      slug: 'demo',
      schedulingType: 'round_robin',
      hosts: [{ userId: 'u2', weight: 3, priority: 2, fixed: true }],
    });
  });

  it('shows a member the list, with its booking page, and nothing to change it', async () => {
    api.replies[LIST] = { status: 200, body: list('member', [intro]) };
    page();
    expect(await screen.findByText('Intro')).toBeInTheDocument();
    expect(screen.getByText(screenText.membersCannotEdit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: screenText.newEventType })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Intro' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${screenText.openPage}: Intro` })).toHaveAttribute(
      'href',
      '/team/support/intro',
    );
  });

  it('says so when the team is not the caller’s, and offers a retry when the list fails', async () => {
    api.replies[LIST] = { status: 404, body: { error: 'Team not found' } };
    const first = page();
    expect(await screen.findByText(screenText.notFound)).toBeInTheDocument();
    first.unmount();
    api.replies[LIST] = { status: 500, body: { error: 'Internal Server Error' } };
    page();
    expect(await screen.findByText(screenText.loadFailed)).toBeInTheDocument();
  });

  it('fills the slug from the title until it is edited, takes a description and shows the full public link', async () => {
    api.replies[LIST] = { status: 200, body: list('admin') };
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: screenText.newEventType }));
    const dialog = await screen.findByRole('dialog', { name: screenText.newEventType });
    await user.type(within(dialog).getByLabelText('Title'), 'Café Demo');
    const slug = within(dialog).getByLabelText('URL slug');
    expect(slug).toHaveValue('cafe-demo');
    expect(slug).toHaveAccessibleDescription(`Booking page: ${window.location.origin}/team/support/cafe-demo`);
    await user.clear(slug);
    await user.type(slug, 'demo');
    await user.type(within(dialog).getByLabelText('Title'), ' Day');
    expect(slug).toHaveValue('demo');
    expect(within(dialog).getByText(`Booking page: ${window.location.origin}/team/support/demo`)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'A first talk with the team.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    api.replies['POST /api/teams/t1/event-types'] = { status: 201, body: intro };
    await user.click(within(dialog).getByRole('button', { name: screenText.create }));
    expect(await screen.findByText(screenText.saved, { exact: true })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Café Demo Day',
      slug: 'demo',
      description: 'A first talk with the team.',
    });
  });
});
