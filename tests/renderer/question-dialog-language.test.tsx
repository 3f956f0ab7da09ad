import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EventTypeSettingsPage } from '../../src-renderer/features/event-types/pages/event-type-settings-page.tsx';
import { editorMessages as t } from '#shared/event-type-editor.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { FIELD_TYPE_LABELS } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { demoEventType } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

/** The question dialog of an event type's Questions tab in the host's language (ADR 035). */

const api = fakeApiPerTest();
const URL = '/api/event-types/e1';

/** The built-in questions and two of the host's own (a checkbox, a text), so a new question can have a condition. */
const detail: EventTypeDetail = {
  ...demoEventType,
  locations: [],
  bookingFields: [
    ...DEFAULT_BOOKING_FIELDS.map((f) => ({ ...f })),
    { name: 'consent', type: 'checkbox', label: 'Consent', required: false, hidden: false },
    { name: 'team', type: 'text', label: 'Team', required: false, hidden: false },
  ],
};

function open(locale?: Locale) {
  api.replies[`GET ${URL}`] = { status: 200, body: detail };
  renderInApp(
    <Routes>
      <Route path="/event-types/:id" element={<EventTypeSettingsPage />} />
    </Routes>,
    { path: '/event-types/e1?tab=questions', signedInAs: ada, ...(locale ? { locale } : {}) },
  );
}

/** Opens the Add a question dialog by its button's words and answers the dialog. */
async function addQuestion(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('the question dialog in the host’s language', () => {
  it('speaks German: title, fields, types, the condition, its refusal and the buttons', async () => {
    open('de');
    const dialog = await addQuestion('Frage hinzufügen', 'Frage hinzufügen');
    const type = within(dialog).getByLabelText('Typ');
    expect(within(type).getByRole('option', { name: 'Kurzer Text' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Kontrollkästchen' })).toBeInTheDocument();
    expect(within(type).queryByRole('option', { name: FIELD_TYPE_LABELS.checkbox })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Beschriftung')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Der feste Schlüssel der Antwort, auch zum Vorausfüllen über den Buchungslink (?company=…).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Platzhalter (optional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mindestlänge')).toHaveAttribute('placeholder', 'Keine Begrenzung');
    expect(within(dialog).getByLabelText('Höchstlänge')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Pflichtfeld' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Im Buchungsformular ausgeblendet' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Typ'), { target: { value: 'select' } });
    expect(within(dialog).getByLabelText('Optionen, eine pro Zeile')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Beschriftung'), { target: { value: 'Firma' } });
    fireEvent.change(within(dialog).getByLabelText('Optionen, eine pro Zeile'), { target: { value: 'A\nB' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Nur nach einer bestimmten Antwort auf eine vorherige Frage stellen',
      }),
    );
    expect(within(dialog).getByLabelText('Nur anzeigen, wenn')).toHaveValue('consent');
    const answer = within(dialog).getByLabelText('die Antwort hat');
    expect(within(answer).getByRole('option', { name: 'Antwort wählen' })).toBeInTheDocument();
    expect(within(answer).getByRole('option', { name: 'angekreuzt' })).toBeInTheDocument();
    expect(within(answer).getByRole('option', { name: 'nicht angekreuzt' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Nur anzeigen, wenn'), { target: { value: 'team' } });
    expect(within(dialog).getByText('Die eingegebene Antwort (Groß-/Kleinschreibung egal)')).toBeInTheDocument();

    // A condition without its answer is refused, in German.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
    expect(
      await within(dialog).findByText('Wählen oder geben Sie die Antwort ein, bei der diese Frage angezeigt wird.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(t.conditionAnswerRequired)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('speaks German when editing, and when the save fails', async () => {
    open('de');
    const list = await screen.findByRole('list', { name: 'Fragen' });
    fireEvent.click(within(list).getByRole('button', { name: 'Consent bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage bearbeiten' });
    expect(within(dialog).getByLabelText('Typ')).toHaveValue('checkbox');
    fireEvent.change(within(dialog).getByLabelText('Beschriftung'), { target: { value: 'Zustimmung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
    expect(await screen.findByText('Nicht gespeicherte Änderungen')).toBeInTheDocument();

    api.replies[`PUT ${URL}`] = { status: 500, body: { error: 'Internal server error' } };
    fireEvent.click(screen.getByRole('button', { name: 'Fragen speichern' }));
    expect(
      await screen.findByText('Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    open('ja');
    const dialog = await addQuestion('質問を追加', '質問を追加');
    const type = within(dialog).getByLabelText('種類');
    expect(within(type).getByRole('option', { name: '短いテキスト' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: '選択（複数）' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ラベル')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('名前')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('最小文字数')).toHaveAttribute('placeholder', '上限なし');
    expect(within(dialog).getByRole('checkbox', { name: '必須' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '予約フォームに表示しない' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('ラベル'), { target: { value: '会社' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '前の質問が特定の回答のときのみ尋ねる' }));
    expect(within(dialog).getByLabelText('表示する条件の質問')).toHaveValue('consent');
    expect(
      within(within(dialog).getByLabelText('回答')).getByRole('option', { name: 'チェックあり' }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('表示する条件の質問'), { target: { value: 'team' } });
    expect(within(dialog).getByText('入力された回答（大文字と小文字は区別しません）')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '完了' }));
    expect(await within(dialog).findByText('この質問を表示する回答を選択または入力してください。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays in English by default, word for word', async () => {
    open();
    const dialog = await addQuestion('Add a question', 'Add a question');
    expect(t.newQuestionTitle).toBe('Add a question');
    const type = within(dialog).getByLabelText('Type');
    expect(within(type).getByRole('option', { name: 'Short text' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: FIELD_TYPE_LABELS.checkbox })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Label')).toBeInTheDocument();
    expect(within(dialog).getByText(t.nameHint(''))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Placeholder (optional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Minimum length')).toHaveAttribute('placeholder', 'No limit');
    expect(within(dialog).getByRole('checkbox', { name: 'Hidden from the booking form' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Company name' } });
    expect(within(dialog).getByText(t.nameHint('company_name'))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t.condition }));
    const answer = within(dialog).getByLabelText(t.conditionAnswer);
    expect(within(answer).getByRole('option', { name: 'not checked' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(t.conditionField), { target: { value: 'team' } });
    expect(within(dialog).getByText('The answer typed (any case)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText(t.conditionAnswerRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
