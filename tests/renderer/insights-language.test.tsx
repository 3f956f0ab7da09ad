import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { insightsTexts } from '#shared/i18n/app/insights.ts';
import { translator } from '#shared/i18n/translator.ts';
import { type Insights, type InsightsScopes, insightsScreen } from '#shared/schemas/insights.ts';
import { InsightsPage } from '../../src-renderer/features/insights/pages/insights-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

// uPlot draws on a canvas jsdom does not have: the chart says what it would draw, in the page's words.
vi.mock('../../src-renderer/features/insights/components/over-time-chart.tsx', () => ({
  default: ({ label, seriesLabel }: { label: string; seriesLabel: string }) => (
    <div role="img" aria-label={label}>
      {seriesLabel}
    </div>
  ),
}));

const api = fakeApiPerTest();

const figures = { created: 6, completed: 3, rescheduled: 1, cancelled: 2, noShow: 0 };
const insights = (overrides: Partial<Insights> = {}): Insights => ({
  ...figures,
  previous: { created: 4, completed: 3, rescheduled: 0, cancelled: 2, noShow: 0 },
  from: '2026-11-02',
  to: '2026-11-04',
  previousFrom: '2026-10-30',
  previousTo: '2026-11-01',
  timeZone: 'Europe/Berlin',
  byDay: [
    { date: '2026-11-02', count: 4 },
    { date: '2026-11-03', count: 0 },
    { date: '2026-11-04', count: 2 },
  ],
  byEventType: [
    { eventTypeId: 'e1', name: 'Intro call', count: 5 },
    { eventTypeId: 'e2', name: 'Workshop', count: 1 },
  ],
  busiestHours: [[1, 9, 3]],
  cancelReasons: [
    { reason: 'Ill', count: 1 },
    { reason: '', count: 1 },
  ],
  ...overrides,
});
const scopes: InsightsScopes = {
  timeZone: 'Europe/Berlin',
  eventTypes: [{ id: 'e1', name: 'Intro call', teamId: null }],
  teams: [{ id: 't1', name: 'Support', members: [{ id: 'u2', name: 'Ben Bell' }] }],
};

function answer(data: Insights) {
  api.replies['GET /api/insights/scopes'] = { status: 200, body: scopes };
  api.replies['GET /api/insights'] = { status: 200, body: data };
}

const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the Insights page in the host’s language (ADR 035)', () => {
  it('speaks German: heading, filters, figures, charts, their tables, and the CSV button’s failure', async () => {
    answer(insights());
    api.replies['GET /api/insights/export.csv'] = { status: 500, body: { error: 'Internal Server Error' } };
    const user = userEvent.setup();
    renderInApp(<InsightsPage />, { path: '/insights', signedInAs: ada, locale: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertungen' })).toBeInTheDocument();
    const filters = screen.getByRole('region', { name: 'Filter' });
    expect(within(filters).getByRole('combobox', { name: 'Zeitraum' })).toHaveDisplayValue('Letzte 30 Tage');
    expect(optionsOf('Zeitraum')).toContain('Seit Jahresbeginn');
    expect(optionsOf('Status')).toEqual([
      'Alle Status',
      'Angenommen',
      'Wartet auf Bestätigung',
      'Storniert',
      'Abgelehnt',
      'Nicht erschienen',
    ]);
    expect(await screen.findByRole('combobox', { name: 'Team' })).toHaveTextContent('Meine Buchungen');
    expect(optionsOf('Termintyp')).toEqual(['Alle Termintypen', 'Intro call']);

    const cards = await screen.findByRole('list', { name: 'Kennzahlen' });
    expect(cards).toHaveTextContent('Erstellte Buchungen');
    expect(cards).toHaveTextContent(/\+50\s%\sgegenüber dem vorherigen Zeitraum \(4\)/);
    expect(cards).toHaveTextContent('Gestiegen von 0 im vorherigen Zeitraum');
    expect(cards).toHaveTextContent('Gleich wie im vorherigen Zeitraum');
    expect(screen.getByText(/Daten und Uhrzeiten in Europe\/Berlin\./)).toBeInTheDocument();

    const overTime = screen.getByRole('region', { name: 'Buchungen im Zeitverlauf' });
    expect(
      await within(overTime).findByRole('img', { name: /Buchungen im Zeitverlauf: 6 ab 2\. Nov\./ }),
    ).toHaveTextContent('Buchungen');
    await user.click(within(overTime).getByRole('button', { name: 'Woche' }));
    await user.click(within(overTime).getByRole('button', { name: 'Tabelle' }));
    const table = within(overTime).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Datum', 'Buchungen']);
    expect(table).toHaveTextContent('Woche vom');

    const hours = screen.getByRole('region', { name: 'Stoßzeiten' });
    expect(within(hours).getByRole('rowheader', { name: 'Mo' })).toBeInTheDocument();
    expect(within(hours).getByText('Montag 09:00: 3')).toBeInTheDocument();
    const reasons = screen.getByRole('region', { name: 'Stornierungsgründe' });
    expect(reasons).toHaveTextContent('Kein Grund angegeben');
    expect(screen.getByRole('region', { name: 'Am häufigsten gebucht / Am seltensten gebucht' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Buchungen nach Termintyp' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect(await screen.findByText('Die CSV-Datei konnte nicht heruntergeladen werden')).toBeInTheDocument();
  });

  it('speaks French: the empty state, the figures and the CSV button', async () => {
    answer(
      insights({
        ...{ created: 0, completed: 0, rescheduled: 0, cancelled: 0, noShow: 0 },
        byDay: [{ date: '2026-11-02', count: 0 }],
        byEventType: [],
        busiestHours: [],
        cancelReasons: [],
      }),
    );
    renderInApp(<InsightsPage />, { path: '/insights', signedInAs: ada, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Aucune réservation sur ces dates pour l’instant\. Essayez une période plus longue/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chiffres' })).toHaveTextContent('Réservations créées');
  });

  it('speaks Japanese: the figures and the charts’ titles', async () => {
    answer(insights());
    renderInApp(<InsightsPage />, { path: '/insights', signedInAs: ada, locale: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: 'インサイト' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '数値' })).toHaveTextContent('作成された予約');
    expect(screen.getByRole('region', { name: '予約の推移' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '予約の推移：表示' })).toHaveTextContent('グラフ表');
  });

  it('stays English, word for word, by default', async () => {
    answer(insights());
    renderInApp(<InsightsPage />, { path: '/insights', signedInAs: ada });
    expect(await screen.findByRole('heading', { level: 1, name: insightsScreen.title })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Figures' });
    expect(cards).toHaveTextContent(insightsScreen.change(6, 4));
    expect(cards).toHaveTextContent(insightsScreen.change(1, 0));
    expect(optionsOf(insightsScreen.range)).toContain('Year to date');
    const overTime = screen.getByRole('region', { name: insightsScreen.overTime });
    expect(
      await within(overTime).findByRole('img', { name: 'Bookings over time: 6 from Nov 2, most on Nov 2 (4)' }),
    ).toBeInTheDocument();
    expect(within(overTime).getByRole('group', { name: 'Bookings over time: group by' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: insightsScreen.busiestHours })).toHaveTextContent('Mon');
    expect(screen.getByText(insightsScreen.inZone('Europe/Berlin'), { exact: false })).toBeInTheDocument();
  });

  it('says in English what the shared schema’s functions say', () => {
    const t = translator('en', insightsTexts as never);
    expect(t('insights.inZone' as never, { zone: 'UTC' })).toBe(insightsScreen.inZone('UTC'));
    expect(t('insights.changePercent' as never, { percent: '+25%', before: 4 })).toBe(insightsScreen.change(5, 4));
    expect(t('insights.changePercent' as never, { percent: '-50%', before: 4 })).toBe(insightsScreen.change(2, 4));
    expect(t('insights.changeSame' as never)).toBe(insightsScreen.change(3, 3));
    expect(t('insights.changeFromZero' as never)).toBe(insightsScreen.change(3, 0));
  });
});
