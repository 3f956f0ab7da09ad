import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import { type InvitePreview, type Team, teamMessages, teamScreen } from '#shared/schemas/teams.ts';
import { LoginPage } from '../../src-renderer/features/auth/pages/login-page.tsx';
import { InvitationPage } from '../../src-renderer/features/teams/pages/invitation-page.tsx';
import { TeamPage } from '../../src-renderer/features/teams/pages/team-page.tsx';
import { TeamsPage } from '../../src-renderer/features/teams/pages/teams-page.tsx';
import { returnPath } from '../../src-renderer/lib/return-path.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { accessTokenFor, ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const TOKEN = 'k'.repeat(43);
const invitation: InvitePreview = {
  teamName: 'Research',
  teamSlug: 'research',
  logoUrl: null,
  email: ada.email,
  role: 'admin',
  expiresAt: '2026-12-02T10:00:00.000Z',
};
const bea: SessionUser = { ...ada, id: 'u2', email: 'bea@example.test', first_name: 'Bea', last_name: 'Owner' };

function team(role: Team['role']): Team {
  return {
    id: 't1',
    name: 'Research',
    slug: 'research',
    logoUrl: null,
    role,
    members: [
      { userId: bea.id, email: bea.email, name: 'Bea Owner', role: 'owner', joinedAt: '2026-11-01T00:00:00.000Z' },
      { userId: ada.id, email: ada.email, name: 'Ada Lovelace', role, joinedAt: '2026-11-02T00:00:00.000Z' },
      {
        userId: 'u3',
        email: 'cy@example.test',
        name: 'Cy Member',
        role: 'member',
        joinedAt: '2026-11-03T00:00:00.000Z',
      },
    ],
  };
}

function invitationPage(signedInAs?: SessionUser) {
  api.replies[`GET /api/teams/invites/${TOKEN}`] = { status: 200, body: invitation };
  return renderInApp(
    <Routes>
      <Route path="/teams/invite/:token" element={<InvitationPage />} />
      <Route path="/teams/:id" element={<p>team page</p>} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { path: paths.teamInvite(TOKEN), signedInAs },
  );
}

describe('the invitation page', () => {
  it('sends a signed-out invitee to sign in or register, and sign-in brings them back', async () => {
    invitationPage();
    expect(await screen.findByRole('heading', { name: teamScreen.acceptBody('Research', 'Admin') })).toBeVisible();
    expect(screen.getByText(teamScreen.acceptFor(ada.email))).toBeVisible();
    expect(screen.getByRole('link', { name: teamScreen.registerToAccept })).toHaveAttribute(
      'href',
      `${paths.register}?email=${encodeURIComponent(ada.email)}`,
    );
    expect(screen.queryByRole('button', { name: teamScreen.accept })).toBeNull();
    expect(returnPath()).toBe(paths.teamInvite(TOKEN));

    api.replies['POST /api/auth/login'] = {
      status: 200,
      body: { accessToken: accessTokenFor(ada), refreshToken: 'r' },
    };
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: teamScreen.signInToAccept }));
    await user.type(await screen.findByLabelText('Email'), ada.email);
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Signing in, the redirect and the invitation's read: several steps, so a longer wait than one.
    expect(await screen.findByRole('button', { name: teamScreen.accept }, { timeout: 5_000 })).toBeVisible();
    expect(returnPath()).toBeNull();
  });

  it('tells another account the invitation is not theirs, and offers to sign out', async () => {
    invitationPage(bea);
    expect(await screen.findByText(teamMessages.inviteOtherEmail)).toBeVisible();
    expect(screen.queryByRole('button', { name: teamScreen.accept })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('asks the invited account to verify its address first', async () => {
    invitationPage({ ...ada, email_verified: false });
    expect(await screen.findByText(teamMessages.inviteUnverified)).toBeVisible();
  });

  it('accepts for the invited account and opens the team', async () => {
    api.replies[`POST /api/teams/invites/${TOKEN}/accept`] = { status: 200, body: { teamId: 't1', role: 'admin' } };
    invitationPage(ada);
    await userEvent.setup().click(await screen.findByRole('button', { name: teamScreen.accept }));
    expect(await screen.findByText('team page')).toBeVisible();
  });

  it("says why a used link no longer works, in the server's words", async () => {
    api.replies[`GET /api/teams/invites/${TOKEN}`] = { status: 410, body: { error: teamMessages.inviteUsed } };
    renderInApp(
      <Routes>
        <Route path="/teams/invite/:token" element={<InvitationPage />} />
      </Routes>,
      { path: paths.teamInvite(TOKEN) },
    );
    expect(await screen.findByText(teamMessages.inviteUsed)).toBeVisible();
  });
});

function teamPage(role: Team['role']) {
  api.replies['GET /api/teams/t1'] = { status: 200, body: team(role) };
  api.replies['GET /api/teams/t1/invites'] = { status: 200, body: { items: [] } };
  return renderInApp(
    <Routes>
      <Route path="/teams/:id" element={<TeamPage />} />
    </Routes>,
    { path: paths.team('t1'), signedInAs: ada },
  );
}

describe("a team's page", () => {
  it('shows a member the team and the way out, nothing to manage', async () => {
    teamPage('member');
    const members = await screen.findByRole('list', { name: teamScreen.members });
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(within(members).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(members).getByRole('button', { name: teamScreen.leave })).toBeVisible();
    expect(screen.queryByRole('heading', { name: teamScreen.settings })).toBeNull();
    expect(screen.queryByRole('heading', { name: teamScreen.invite })).toBeNull();
    expect(screen.queryByRole('button', { name: teamScreen.deleteTeam })).toBeNull();
    expect(screen.getByRole('link', { name: teamScreen.eventTypes })).toHaveAttribute('href', '/teams/t1/event-types');
  });

  it('does not offer the only owner a way out, and says what to do first', async () => {
    api.replies['GET /api/teams/t1'] = {
      status: 200,
      body: { ...team('owner'), members: team('owner').members.filter((m) => m.userId !== bea.id) },
    };
    api.replies['GET /api/teams/t1/invites'] = { status: 200, body: { items: [] } };
    renderInApp(
      <Routes>
        <Route path="/teams/:id" element={<TeamPage />} />
      </Routes>,
      { path: paths.team('t1'), signedInAs: ada },
    );
    const members = await screen.findByRole('list', { name: teamScreen.members });
    expect(within(members).queryByRole('button', { name: teamScreen.leave })).toBeNull();
    expect(within(members).getByText(teamScreen.soleOwnerStays)).toBeVisible();
  });

  it('lets one of two owners leave', async () => {
    teamPage('owner');
    const members = await screen.findByRole('list', { name: teamScreen.members });
    expect(within(members).getByRole('button', { name: teamScreen.leave })).toBeVisible();
    expect(within(members).queryByText(teamScreen.soleOwnerStays)).toBeNull();
  });

  it('lets an admin manage members but not the owner, nor make owners', async () => {
    teamPage('admin');
    const members = await screen.findByRole('list', { name: teamScreen.members });
    expect(within(members).queryByLabelText(`${teamScreen.role} of Bea Owner`)).toBeNull();
    expect(within(members).queryByRole('button', { name: `${teamScreen.remove} Bea Owner` })).toBeNull();
    const cy = within(members).getByLabelText(`${teamScreen.role} of Cy Member`);
    expect(
      within(cy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member']);
    expect(within(members).getByRole('button', { name: `${teamScreen.remove} Cy Member` })).toBeVisible();
    expect(screen.getByRole('heading', { name: teamScreen.invite })).toBeVisible();
    expect(await screen.findByText(teamScreen.pendingEmpty)).toBeVisible();
    expect(screen.queryByRole('button', { name: teamScreen.deleteTeam })).toBeNull();
  });

  it("shows the server's reason when the last owner tries to step down", async () => {
    teamPage('owner');
    api.replies['PATCH /api/teams/t1/members/u1'] = { status: 409, body: { error: teamMessages.lastOwner } };
    const members = await screen.findByRole('list', { name: teamScreen.members });
    await userEvent
      .setup()
      .selectOptions(within(members).getByLabelText(`${teamScreen.role} of Ada Lovelace`), 'member');
    expect(await screen.findByText(teamMessages.lastOwner)).toBeVisible();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { role: 'member' } });
  });

  it('says a team the caller is not in does not exist', async () => {
    api.replies['GET /api/teams/t9'] = { status: 404, body: { error: teamMessages.notFound } };
    renderInApp(
      <Routes>
        <Route path="/teams/:id" element={<TeamPage />} />
      </Routes>,
      { path: paths.team('t9'), signedInAs: ada },
    );
    expect(await screen.findByText(teamScreen.notFound)).toBeVisible();
  });
});

describe('the teams list', () => {
  it('says when there are none, and creates a team with a URL made from its name', async () => {
    api.replies['GET /api/teams'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/teams'] = { status: 201, body: team('owner') };
    api.replies['GET /api/teams/t1'] = { status: 200, body: team('owner') };
    api.replies['GET /api/teams/t1/invites'] = { status: 200, body: { items: [] } };
    renderInApp(
      <Routes>
        <Route path="/teams" element={<TeamsPage />} />
        <Route path="/teams/:id" element={<TeamPage />} />
      </Routes>,
      { path: paths.teams, signedInAs: ada },
    );
    expect(await screen.findByText(teamScreen.empty)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: teamScreen.newTeam }));
    const dialog = screen.getByRole('dialog', { name: teamScreen.newTeam });
    await user.type(within(dialog).getByLabelText(teamScreen.name), 'Café Research');
    expect(within(dialog).getByLabelText(teamScreen.slug)).toHaveValue('cafe-research');
    await user.click(within(dialog).getByRole('button', { name: teamScreen.create }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Café Research',
      slug: 'cafe-research',
    });
  });

  it('shows it is loading, says when the list cannot be loaded, and tries again', async () => {
    api.replies['GET /api/teams'] = { status: 500, body: { error: 'Internal server error' } };
    renderInApp(<TeamsPage />, { path: paths.teams, signedInAs: ada });
    expect(await screen.findByRole('status', { name: teamScreen.loading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(teamScreen.loadFailed);
    api.replies['GET /api/teams'] = { status: 200, body: { items: [] } };
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(teamScreen.empty)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a team without a logo by its initials, the same on the list and the team's page", async () => {
    const acme = { ...team('member'), name: 'Acme Sales' };
    api.replies['GET /api/teams'] = {
      status: 200,
      body: { items: [{ id: 't1', name: 'Acme Sales', slug: 'acme', logoUrl: null, role: 'member', memberCount: 3 }] },
    };
    api.replies['GET /api/teams/t1'] = { status: 200, body: acme };
    renderInApp(
      <Routes>
        <Route path="/teams" element={<TeamsPage />} />
        <Route path="/teams/:id" element={<TeamPage />} />
      </Routes>,
      { path: paths.teams, signedInAs: ada },
    );
    const link = await screen.findByRole('link', { name: /Acme Sales/ });
    expect(within(link).getByText('AS')).toBeVisible();
    await userEvent.setup().click(link);
    await screen.findByRole('heading', { level: 1, name: 'Acme Sales' });
    expect(screen.getByText('AS')).toBeVisible();
  });
});
