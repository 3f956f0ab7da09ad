import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/schemas/availability.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import type { TeamEventType, TeamEventTypeList } from '#shared/schemas/team-event-types.ts';
import { type InvitePreview, type PublicTeam, type Team, teamScreen } from '#shared/schemas/teams.ts';
import { TeamEventTypesPage } from '../../src-renderer/features/team-event-types/pages/team-event-types-page.tsx';
import { InvitationPage } from '../../src-renderer/features/teams/pages/invitation-page.tsx';
import { PublicTeamPage } from '../../src-renderer/features/teams/pages/public-team-page.tsx';
import { TeamPage } from '../../src-renderer/features/teams/pages/team-page.tsx';
import { TeamsPage } from '../../src-renderer/features/teams/pages/teams-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const team: Team = {
  id: 't1',
  name: 'Research',
  slug: 'research',
  logoUrl: null,
  role: 'owner',
  members: [
    { userId: ada.id, email: ada.email, name: 'Ada Lovelace', role: 'owner', joinedAt: '2026-11-01T00:00:00.000Z' },
    { userId: 'u3', email: 'cy@example.test', name: 'Cy Member', role: 'member', joinedAt: '2026-11-03T00:00:00.000Z' },
  ],
};
const invite = {
  id: 'i1',
  email: 'dee@example.test',
  role: 'admin',
  expiresAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
};

const TOKEN = 'k'.repeat(43);
const invitation: InvitePreview = {
  teamName: 'Research',
  teamSlug: 'research',
  logoUrl: null,
  email: ada.email,
  role: 'admin',
  expiresAt: '2026-12-02T10:00:00.000Z',
};

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
const eventTypes = (items: TeamEventType[]): TeamEventTypeList => ({
  items,
  members: [
    { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.test' },
    { userId: 'u2', name: 'Grace Hopper', email: 'grace@example.test' },
  ],
  role: 'admin',
  team: { name: 'Support', slug: 'support' },
});

const publicTeam: PublicTeam = {
  name: 'Research',
  slug: 'research',
  logoUrl: null,
  eventTypes: [
    { name: 'Intro', slug: 'intro', description: '', duration: 30, schedulingType: 'collective' },
    { name: 'Support', slug: 'support', description: '', duration: 15, schedulingType: 'round_robin' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The visitor's browser asks for these languages. */
function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? 'en-US');
}

function teamsList(locale: 'de' | 'ja' | 'en') {
  api.replies['GET /api/teams'] = { status: 200, body: { items: [] } };
  renderInApp(
    <Routes>
      <Route path="/teams" element={<TeamsPage />} />
    </Routes>,
    { path: '/teams', signedInAs: ada, locale },
  );
}

function teamPage(locale: 'de' | 'fr' | 'en') {
  api.replies['GET /api/teams/t1'] = { status: 200, body: team };
  api.replies['GET /api/teams/t1/invites'] = { status: 200, body: { items: [invite] } };
  renderInApp(
    <Routes>
      <Route path="/teams/:id" element={<TeamPage />} />
    </Routes>,
    { path: '/teams/t1', signedInAs: ada, locale },
  );
}

function eventTypesPage(locale: 'de' | 'ja' | 'en', items: TeamEventType[] = []) {
  api.replies['GET /api/teams/t1/event-types'] = { status: 200, body: eventTypes(items) };
  renderInApp(
    <Routes>
      <Route path="/teams/:id/event-types" element={<TeamEventTypesPage />} />
    </Routes>,
    { path: '/teams/t1/event-types', signedInAs: ada, locale },
  );
}

function publicTeamPage(
  url = '/team/research',
  reply: { status: number; body: unknown } = { status: 200, body: publicTeam },
) {
  const slug = new URL(url, 'http://x').pathname.split('/')[2] ?? '';
  api.replies[`GET /api/public/team/${slug}`] = reply;
  window.history.replaceState(null, '', url);
  renderInApp(
    <Routes>
      <Route path="/team/:slug" element={<PublicTeamPage />} />
    </Routes>,
    { path: url },
  );
}

function invitationPage(signedInAs?: SessionUser) {
  api.replies[`GET /api/teams/invites/${TOKEN}`] = { status: 200, body: invitation };
  renderInApp(
    <Routes>
      <Route path="/teams/invite/:token" element={<InvitationPage />} />
    </Routes>,
    { path: `/teams/invite/${TOKEN}`, signedInAs },
  );
}

describe('the teams list in the host’s language', () => {
  it('speaks German: heading, button, empty state and the new team dialog', async () => {
    teamsList('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    expect(await screen.findByText(/Sie sind noch in keinem Team/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ihre Teams' })).toBeVisible();
    expect(screen.getByText(/listet sie auf/)).toHaveTextContent('/team/{slug}');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neues Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Team' });
    expect(within(dialog).getByLabelText('Teamname')).toBeVisible();
    expect(within(dialog).getByLabelText('Team-URL')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Logo auswählen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Team erstellen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expect(screen.queryByText(teamScreen.empty)).toBeNull();
  });

  it('speaks Japanese', async () => {
    teamsList('ja');
    expect(await screen.findByRole('heading', { level: 1, name: 'チーム' })).toBeVisible();
    expect(await screen.findByText(/まだどのチームにも所属していません/)).toBeVisible();
    expect(screen.getByRole('button', { name: '新しいチーム' })).toBeVisible();
  });

  it('stays English by default, word for word', async () => {
    teamsList('en');
    expect(await screen.findByText(teamScreen.empty)).toBeVisible();
    expect(screen.getByText(teamScreen.description)).toBeVisible();
    expect(screen.getByRole('button', { name: teamScreen.newTeam })).toBeVisible();
  });
});

describe('a team’s page in the host’s language', () => {
  it('speaks German: settings, members, roles, invitations and the delete dialog', async () => {
    teamPage('de');
    const members = await screen.findByRole('list', { name: 'Mitglieder' });
    expect(screen.getByText('2 Mitglieder')).toBeVisible();
    expect(within(members).getByText('(Sie)')).toBeVisible();
    const cy = within(members).getByLabelText('Rolle von Cy Member');
    expect(
      within(cy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inhaber', 'Admin', 'Mitglied']);
    expect(within(members).getByRole('button', { name: 'Cy Member entfernen' })).toBeVisible();
    // Ada is the only owner: no way out, but what to do first.
    expect(within(members).queryByRole('button', { name: 'Team verlassen' })).toBeNull();
    expect(within(members).getByText(/Übertragen Sie zuerst die Inhaberschaft/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mitglied einladen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Termintypen' })).toBeVisible();
    expect(await screen.findByText(/Admin · Läuft ab am 02\.12\.2026/)).toBeVisible();

    const user = userEvent.setup();
    api.replies['DELETE /api/teams/t1/invites/i1'] = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Einladung an dee@example.test widerrufen' }));
    expect(await screen.findByText('Einladung widerrufen')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Team löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dieses Team löschen?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it('speaks French', async () => {
    teamPage('fr');
    expect(await screen.findByRole('list', { name: 'Membres' })).toBeVisible();
    expect(screen.getByText('2 membres')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inviter un membre' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Supprimer l’équipe' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Invitations en attente' })).toBeVisible();
  });

  it('stays English by default', async () => {
    teamPage('en');
    const members = await screen.findByRole('list', { name: teamScreen.members });
    expect(within(members).getByLabelText(`${teamScreen.role} of Cy Member`)).toBeVisible();
    expect(screen.getByText(teamScreen.memberCount(2))).toBeVisible();
    expect(await screen.findByText(/Admin · Expires/)).toBeVisible();
  });
});

describe('team event types in the host’s language', () => {
  it('speaks German: heading, empty state, the form with its host picker, collective and round-robin', async () => {
    eventTypesPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support: Team-Termintypen' })).toBeVisible();
    expect(screen.getByText(/Noch keine Team-Termintypen/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Neuer Team-Termintyp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Team-Termintyp' });
    expect(within(dialog).getByLabelText('Titel')).toBeVisible();
    expect(within(dialog).getByLabelText('Dauer (Minuten)')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /Round-Robin/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Kollektiv/ })).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Gastgeber' })).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    expect(within(dialog).getByLabelText('Gewichtung')).toBeVisible();
    const priority = within(dialog).getByLabelText('Priorität');
    expect(within(priority).getByRole('option', { name: 'Mittel' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Nimmt an jeder Buchung teil' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Erstellen' })).toBeVisible();
  });

  it('speaks Japanese in the list', async () => {
    eventTypesPage('ja', [intro]);
    expect(await screen.findByText('30分 · 全員参加 · /intro')).toBeVisible();
    expect(screen.getByText('主催者：Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Introを編集' })).toBeVisible();
    expect(screen.getByRole('button', { name: '新しいチーム予約タイプ' })).toBeVisible();
  });

  it('stays English by default', async () => {
    eventTypesPage('en', [intro]);
    expect(await screen.findByText('30 min · Collective · /intro')).toBeVisible();
    expect(screen.getByText('Hosts: Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Intro' })).toBeVisible();
  });
});

describe('the public team page in the visitor’s language', () => {
  it('follows a German browser', async () => {
    browserSpeaks('de-DE', 'en');
    publicTeamPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Termintypen' })).toBeVisible();
    expect(screen.getByText('Mit dem ganzen Team')).toBeVisible();
    expect(screen.getByText('Mit einer Person aus dem Team')).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows ?lang=fr over the browser, also when the team is not found', async () => {
    browserSpeaks('de-DE');
    publicTeamPage('/team/nobody?lang=fr', { status: 404, body: { error: 'No team has this URL.' } });
    expect(await screen.findByRole('heading', { name: 'Cette page est introuvable' })).toBeVisible();
    expect(screen.getByText('Aucune équipe n’utilise l’URL « nobody » sur Kairos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller sur Kairos' })).toBeVisible();
  });

  it('says a team without event types so in German', async () => {
    publicTeamPage('/team/research?lang=de', { status: 200, body: { ...publicTeam, eventTypes: [] } });
    expect(await screen.findByText('Research hat noch keine Termintypen.')).toBeVisible();
  });

  it('stays English for an English browser', async () => {
    browserSpeaks('en-US');
    publicTeamPage();
    expect(await screen.findByText('With the whole team')).toBeVisible();
    expect(screen.getByText('With one of the team')).toBeVisible();
  });
});

describe('the invitation page', () => {
  it('speaks the signed-in user’s Profile language', async () => {
    browserSpeaks('en-US');
    invitationPage({ ...ada, locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Treten Sie Research als Admin bei.' })).toBeVisible();
    expect(screen.getByText(`Diese Einladung gilt für ${ada.email}.`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Einladung annehmen' })).toBeVisible();
  });

  it('speaks the signed-out visitor’s browser language', async () => {
    browserSpeaks('ja');
    invitationPage();
    expect(await screen.findByRole('heading', { name: '管理者としてResearchに参加しましょう。' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ログインして承諾' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'アカウントを作成' })).toBeVisible();
  });

  it('stays English for an English visitor', async () => {
    browserSpeaks('en-US');
    invitationPage();
    expect(await screen.findByRole('heading', { name: teamScreen.acceptBody('Research', 'Admin') })).toBeVisible();
    expect(screen.getByRole('link', { name: teamScreen.signInToAccept })).toBeVisible();
  });
});
