import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_AREAS } from '#shared/i18n/app/areas.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import { messages } from '#shared/messages.ts';
import type { DomainSettingsResponse } from '#shared/schemas/domains.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import type { Webhook } from '#shared/schemas/webhooks.ts';
import { DomainsPage } from '../../src-renderer/features/domains/pages/domains-page.tsx';
import { AppearancePage } from '../../src-renderer/features/settings/pages/appearance-page.tsx';
import { CalendarPage } from '../../src-renderer/features/settings/pages/calendar-page.tsx';
import { EmbedPage } from '../../src-renderer/features/settings/pages/embed-page.tsx';
import { ProfilePage } from '../../src-renderer/features/settings/pages/profile-page.tsx';
import { WebhooksPage } from '../../src-renderer/features/settings/pages/webhooks-page.tsx';
import { InLocale } from '../../src-renderer/lib/i18n.tsx';
import { useSession } from '../../src-renderer/lib/session.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const { email, first_name, last_name, username } = ada;
const profile: Profile = {
  email,
  first_name,
  last_name,
  username,
  about: '',
  avatar_url: null,
  allow_dynamic_booking: false,
  locale: 'en',
};
const brand = '#007bff';
const preferences: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: brand,
  brand_color_dark: brand,
  week_start: 1,
};
const hook: Webhook = {
  id: 'w1',
  url: 'https://hooks.example.com/kairos',
  events: ['BOOKING_CREATED', 'BOOKING_CANCELLED'],
  active: false,
  failureCount: 20,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const noDomain: DomainSettingsResponse = {
  domain: null,
  records: [],
  target: { cnameTarget: 'app.kairos.example', publicIp: '203.0.113.9' },
};
const savedDomain: DomainSettingsResponse = {
  domain: { hostname: 'book.acme.com', mode: 'SUBDOMAIN', verifiedAt: null },
  records: [{ type: 'CNAME', name: 'book', fqdn: 'book.acme.com', value: 'app.kairos.example' }],
  target: { cnameTarget: 'app.kairos.example', publicIp: null },
};

/** What AppLayout does: the app speaks the session's language, and mounts again when it changes. */
function SpeaksSessionLanguage({ children }: { children: ReactNode }) {
  const locale = localeOf(useSession().user?.locale) ?? 'en';
  return (
    <InLocale locale={locale} areas={APP_AREAS} fallback={null}>
      {children}
    </InLocale>
  );
}

function renderProfileAsHost(user: SessionUser) {
  return renderInApp(
    <SpeaksSessionLanguage>
      <Routes>
        <Route path="/settings" element={<ProfilePage />} />
      </Routes>
    </SpeaksSessionLanguage>,
    { path: '/settings', signedInAs: user },
  );
}

describe('the profile page in the host’s language', () => {
  it('says in Portuguese that the profile could not load, with the settings’ own “try again” that loads it again', async () => {
    api.replies['GET /api/profile'] = { status: 500, body: { error: 'Internal Server Error' } };
    renderInApp(<ProfilePage />, { signedInAs: ada, locale: 'pt-BR' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seu perfil.');
    api.replies['GET /api/profile'] = { status: 200, body: { ...profile, locale: 'pt-BR' } };
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nome de usuário')).toHaveValue('ada');
  });

  it('speaks German: title, tabs, fields, the danger zone’s dialog; language names stay their own', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: { ...profile, locale: 'de' } };
    renderInApp(<ProfilePage />, { signedInAs: ada, locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Aktualisieren' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Einstellungen' });
    expect(within(tabs).getByRole('link', { name: 'Darstellung' })).toHaveAttribute('href', '/settings/appearance');
    expect(within(tabs).getByRole('link', { name: 'Kalender' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Einbetten' })).toBeInTheDocument();

    expect(screen.getByLabelText('Benutzername')).toHaveValue('ada');
    expect(screen.getByLabelText('Vollständiger Name')).toHaveValue('Ada Lovelace');
    expect(
      screen.getByPlaceholderText('Ein paar Worte über Sie, angezeigt auf Ihrer öffentlichen Seite.'),
    ).toBeVisible();
    const language = screen.getByRole('combobox', { name: 'Sprache (Language)' });
    expect(within(language).getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(within(language).getByRole('option', { name: '日本語' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bild hochladen' })).toBeInTheDocument();
    expect(screen.getByText('Verbundene Konten')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen' });
    expect(dialog).toHaveTextContent('Möchten Sie Ihr Konto wirklich löschen?');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.queryByText(messages.profile)).toBeNull();
  });

  it('says “saved” in the new language once the app speaks it, after the host chooses German', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    api.replies['PUT /api/profile'] = { status: 200, body: { ...profile, locale: 'de' } };
    renderProfileAsHost({ ...ada, locale: 'en' });
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Profil erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(screen.queryByText(messages.profileUpdated)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    // The page came back in German with the saved profile, nothing left to update.
    expect(screen.getByRole('combobox', { name: 'Sprache (Language)' })).toHaveValue('de');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeDisabled());
    expect(screen.getAllByText('Profil erfolgreich aktualisiert!')).toHaveLength(1);
  });

  it('and back: from Japanese to English, the toast is English', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: { ...profile, locale: 'ja' } };
    api.replies['PUT /api/profile'] = { status: 200, body: profile };
    renderProfileAsHost({ ...ada, locale: 'ja' });
    // The session is read, then the Japanese words fetched: the page mounts again in Japanese.
    const language = await screen.findByRole('combobox', { name: '言語 (Language)' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(screen.getByRole('button', { name: '更新' }));

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(screen.queryByText('プロフィールを更新しました。')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('still says it when the app does not mount again in the new language', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    api.replies['PUT /api/profile'] = { status: 200, body: { ...profile, locale: 'es' } };
    // renderInApp alone keeps English whatever the session says: no new mount comes.
    renderInApp(<ProfilePage />, { signedInAs: ada });
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.profileUpdated, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says it at once when the language stays the same', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: { ...profile, locale: 'fr' } };
    api.replies['PUT /api/profile'] = { status: 200, body: { ...profile, locale: 'fr', about: 'Bonjour' } };
    renderProfileAsHost({ ...ada, locale: 'fr' });
    await userEvent.type(await screen.findByLabelText('À propos', undefined, { timeout: 5000 }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('Profil mis à jour !')).toBeInTheDocument();
  });
});

describe('the appearance page', () => {
  it('speaks French: themes, the week’s first day, brand colours and the saved toast', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: preferences };
    api.replies['PUT /api/preferences'] = { status: 200, body: { ...preferences, theme: 'dark' } };
    renderInApp(<AppearancePage />, { signedInAs: ada, locale: 'fr' });
    const dashboard = await screen.findByRole('group', { name: 'Thème du tableau de bord' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apparence' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(within(dashboard).getByText('Réglage du système')).toBeInTheDocument();
    expect(within(dashboard).getByText('Sombre')).toBeInTheDocument();
    const weekStart = screen.getByRole('combobox', { name: 'La semaine commence le' });
    expect(weekStart).toHaveDisplayValue('Lundi');
    expect(within(weekStart).getByRole('option', { name: 'Dimanche' })).toBeInTheDocument();
    expect(screen.getByLabelText('Couleur de marque (thème clair)')).toHaveValue('#007bff');
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();

    await userEvent.click(dashboard.querySelector('input[value="dark"]')!);
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('Apparence mise à jour !')).toBeInTheDocument();
  });
});

describe('the calendar feed and webhooks pages', () => {
  it('speak German: the feed’s state, its button and the turn-off dialog', async () => {
    api.replies['GET /api/calendar-feed'] = { status: 200, body: { active: true } };
    renderInApp(<CalendarPage />, { signedInAs: ada, locale: 'de' });
    expect(await screen.findByText('Ihr Kalender-Feed ist eingeschaltet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ausschalten' }));
    const dialog = screen.getByRole('dialog', { name: 'Kalender-Feed ausschalten?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('speak Japanese: the empty list, the form and its events', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [] } };
    renderInApp(<WebhooksPage />, { signedInAs: ada, locale: 'ja' });
    expect(await screen.findByText('Webhook はまだありません。下から追加してください。')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Webhook を追加' });
    expect(within(form).getByLabelText('送信先 URL')).toBeInTheDocument();
    expect(within(form).getByLabelText('予約のキャンセル')).toBeChecked();
    expect(within(form).getByRole('group', { name: 'イベント' })).toBeInTheDocument();
  });

  it('say in German why a hook was switched off, and confirm its deletion', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [hook] } };
    api.replies['DELETE /api/webhooks/w1'] = { status: 204 };
    renderInApp(<WebhooksPage />, { signedInAs: ada, locale: 'de' });
    const row = await screen.findByRole('listitem', { name: hook.url });
    expect(within(row).getByText('Aus')).toBeInTheDocument();
    expect(within(row).getByText('Buchung erstellt, Buchung storniert')).toBeInTheDocument();
    expect(row).toHaveTextContent('20 fehlgeschlagene Zustellungen in Folge: ausgeschaltet.');
    await userEvent.click(within(row).getByRole('button', { name: `${hook.url} löschen` }));
    const dialog = screen.getByRole('dialog', { name: 'Diesen Webhook löschen?' });
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [] } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Webhook gelöscht')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Webhooks. Fügen Sie unten einen hinzu.')).toBeInTheDocument();
  });
});

describe('the embed page', () => {
  it('speaks Spanish: the allowed sites’ empty list and the missing event type', async () => {
    api.replies['GET /api/embed-settings'] = { status: 200, body: { allowedOrigins: [] } };
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    renderInApp(<EmbedPage />, { signedInAs: ada, locale: 'es' });
    expect(await screen.findByText('Todavía ningún sitio puede mostrar tu página de reservas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Insertar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección del sitio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir' })).toBeInTheDocument();
    expect(
      await screen.findByText('Primero crea un tipo de cita: el código muestra una de tus páginas de reservas.'),
    ).toBeInTheDocument();
  });
});

describe('the custom domain page', () => {
  it('speaks German: the choices, the field and the records to create', async () => {
    api.replies['GET /api/domains'] = { status: 200, body: noDomain };
    renderInApp(<DomainsPage />, { signedInAs: ada, locale: 'de' });
    expect(await screen.findByRole('group', { name: 'Wie möchten Sie verbinden?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Eine vollständige Domain verwenden'));
    await userEvent.type(screen.getByLabelText('Domain'), 'acme.com');
    expect(
      screen.getByText('Legen Sie nach dem Speichern diese Einträge bei Ihrem DNS-Anbieter an:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Wert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('speaks Japanese: the saved domain’s records, Verify, and the remove dialog', async () => {
    api.replies['GET /api/domains'] = { status: 200, body: savedDomain };
    renderInApp(<DomainsPage />, { signedInAs: ada, locale: 'ja' });
    const records = await screen.findByRole('region', { name: 'DNS レコード' });
    expect(records).toHaveTextContent('DNS プロバイダーで book.acme.com 用に次のレコードを作成し、確認してください。');
    expect(within(records).getByText('まだ確認されていません。')).toBeInTheDocument();
    expect(within(records).getByRole('button', { name: '確認' })).toBeInTheDocument();
    await userEvent.click(within(records).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'このドメインを削除しますか？' });
    expect(within(dialog).getByRole('button', { name: 'ドメインを削除' })).toBeInTheDocument();
  });
});

describe('in English', () => {
  it('says what it always said', async () => {
    api.replies['GET /api/webhooks'] = { status: 200, body: { items: [hook] } };
    renderInApp(<WebhooksPage />, { signedInAs: ada });
    const row = await screen.findByRole('listitem', { name: hook.url });
    expect(row).toHaveTextContent(
      '20 failed deliveries in a row: switched off. Fix the receiver, then switch it back on.',
    );
    expect(within(row).getByText('Booking created, Booking cancelled')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Appearance', 'Security', 'Calendar', 'Webhooks', 'Embed', 'Developer', 'Out of office']);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
  });

  it('keeps the records’ sentence around the bold domain', async () => {
    api.replies['GET /api/domains'] = { status: 200, body: savedDomain };
    renderInApp(<DomainsPage />, { signedInAs: ada });
    const records = await screen.findByRole('region', { name: 'DNS records' });
    expect(records).toHaveTextContent('Create these records for book.acme.com at your DNS provider, then verify them.');
    expect(within(records).getByText('book.acme.com', { selector: 'span' })).toHaveClass('font-medium');
  });
});
