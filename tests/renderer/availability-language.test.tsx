import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schedule } from '#shared/schemas/availability.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { AvailabilityPage } from '../../src-renderer/features/availability/pages/availability-page.tsx';
import { browserZone } from '../../src-renderer/lib/zoned-time.ts';
// The zone list is a lazy chunk: load it before the tests so opening the picker is immediate.
import '../../src-renderer/components/time-zone/time-zone-list.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

/** The availability area in the host's language (ADR 035), weekday names from Intl. */

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
  api.replies[listUrl()] = { status: 200, body: { items: [schedule] } };
  api.replies['PUT /api/schedules/s1'] = { status: 200, body: schedule };
});

describe('the availability page in the host’s language', () => {
  it(
    'speaks German: headings, weekdays, ranges, the copy dialog, the empty overrides and the saved toast',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderInApp(<AvailabilityPage />, { locale: 'de' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Verfügbarkeit' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Wöchentliche Zeiten' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Abweichende Tage' })).toBeInTheDocument();
      expect(screen.getByText('Noch keine abweichenden Tage.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Nächste Woche aus Sicht von' })).toBeInTheDocument();

      expect(screen.getByLabelText('Montag bis')).toHaveValue('17:00');
      expect(within(day('Samstag')).getByText('Nicht verfügbar')).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Monday' })).toBeNull();
      expect(
        within(day('Dienstag')).getByRole('button', { name: 'Zeitraum zu Dienstag hinzufügen' }),
      ).toBeInTheDocument();

      await user.click(within(day('Montag')).getByRole('button', { name: 'Zeiten vom Montag kopieren' }));
      const copy = await screen.findByRole('dialog', { name: 'Zeiten vom Montag kopieren nach' });
      expect(within(copy).getByLabelText('Alle auswählen')).toBeInTheDocument();
      await user.click(within(copy).getByLabelText('Samstag'));
      await user.click(within(copy).getByRole('button', { name: 'Übernehmen' }));

      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Verfügbarkeit gespeichert')).toBeInTheDocument();
    },
  );

  it('speaks Japanese: weekdays from Intl, and the override dialog', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderInApp(<AvailabilityPage />, { locale: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: '空き時間' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '月曜日' })).toBeInTheDocument();
    expect(within(day('日曜日')).getByText('予約不可')).toBeInTheDocument();
    expect(screen.getByText('日付ごとの例外はまだありません。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '例外を追加' }));
    const dialog = await screen.findByRole('dialog', { name: '日付の例外を追加' });
    expect(within(dialog).getByLabelText('日付')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('終日予約不可')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '例外を保存' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });

  it('starts a French weekday with a capital as a row, and not inside a sentence', async () => {
    renderInApp(<AvailabilityPage />, { locale: 'fr' });
    const monday = await screen.findByRole('listitem', { name: 'Lundi' });
    expect(within(monday).getByRole('button', { name: 'Copier les horaires du lundi' })).toBeInTheDocument();
    expect(within(monday).getByLabelText('Lundi à')).toHaveValue('17:00');
  });

  it('stays in English by default, word for word', async () => {
    renderInApp(<AvailabilityPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    const monday = await screen.findByRole('listitem', { name: 'Monday' });
    expect(within(monday).getByRole('button', { name: "Copy Monday's hours" })).toHaveTextContent('Copy');
    expect(screen.getByLabelText('Monday until')).toHaveValue('17:00');
    expect(within(day('Sunday')).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('No date overrides yet.')).toBeInTheDocument();
    expect(screen.getByText("Dates when your hours differ from the week's, or you are away.")).toBeInTheDocument();
  });
});
