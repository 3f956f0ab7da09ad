import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  WORKFLOW_TEMPLATES,
  type Workflow,
  type WorkflowDelivery,
  triggerSummary,
  workflowReasons,
  workflowScreen,
} from '#shared/schemas/workflows.ts';
import { triggerLine } from '../../src-renderer/features/workflows/workflow-words.ts';
import { WorkflowEditorPage } from '../../src-renderer/features/workflows/pages/workflow-editor-page.tsx';
import { WorkflowsPage } from '../../src-renderer/features/workflows/pages/workflows-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
/** A language's words arrive as their own chunks: the first look waits longer on a busy machine. */
const loading = { timeout: 5000 };

const saved: Workflow = {
  id: 'wf1',
  name: 'Mein Workflow',
  active: true,
  trigger: { kind: 'before_start', offsetMinutes: 60 },
  eventTypeIds: [],
  actions: [{ to: 'invitee', subject: 'Soon', body: 'Soon.' }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const dropped: WorkflowDelivery = {
  bookingUid: 'b1',
  to: 'ada@example.test',
  dueAt: '2027-02-01T07:00:00.000Z',
  sentAt: null,
  state: 'dropped',
  reason: workflowReasons.bookingCancelled,
};
const failed: WorkflowDelivery = {
  bookingUid: 'b2',
  to: 'grace@example.test',
  dueAt: '2027-02-02T07:00:00.000Z',
  sentAt: null,
  state: 'failed',
  reason: workflowReasons.mailFailed('550 mailbox full'),
};

/** The API's answers for the saved workflow's editor: the workflow, its history, no event types. */
function openWorkflow(history: WorkflowDelivery[]) {
  api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
  api.replies['GET /api/workflows/wf1'] = { status: 200, body: saved };
  api.replies['GET /api/workflows/wf1/deliveries'] = { status: 200, body: { items: history } };
}

function editor(path: string, locale?: Locale) {
  return renderInApp(
    <Routes>
      <Route path="/workflows/:id" element={<WorkflowEditorPage />} />
      <Route path="/workflows" element={<p>list</p>} />
    </Routes>,
    { path, locale },
  );
}

describe('the workflows list in the host’s language', () => {
  it('says the empty state, the templates and their timing in German', async () => {
    api.replies['GET /api/workflows'] = { status: 200, body: { items: [] } };
    renderInApp(<WorkflowsPage />, { locale: 'de' });
    expect(
      await screen.findByText(
        'Noch keine Workflows. Beginnen Sie mit einer Vorlage oder erstellen Sie einen eigenen.',
        {},
        loading,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuer Workflow' })).toBeInTheDocument();
    expect(screen.getByText('Mit einer Vorlage beginnen')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Erinnerung 24 Std\. vorher.*1 Tag vor Beginn des Termins/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dankeschön danach.*1 Stunde nach Ende des Termins/ })).toBeInTheDocument();
    expect(screen.queryByText(workflowScreen.empty)).not.toBeInTheDocument();
  });

  it('says a workflow’s row and its delete dialog in Japanese', async () => {
    api.replies['GET /api/workflows'] = { status: 200, body: { items: [saved] } };
    const user = userEvent.setup();
    renderInApp(<WorkflowsPage />, { locale: 'ja' });
    const row = await screen.findByRole('listitem', { name: 'Mein Workflow' }, loading);
    expect(row).toHaveTextContent('予定の開始の1時間前 · 予約者とゲストにメール');
    expect(within(row).getByRole('switch', { name: 'オン：Mein Workflow' })).toBeChecked();
    expect(within(row).getByRole('link', { name: 'Mein Workflow を編集' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mein Workflow を削除' }));
    const dialog = screen.getByRole('dialog', { name: 'このワークフローを削除しますか？' });
    expect(dialog).toHaveTextContent('予定されているメールは送信されません。');
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });

  it('stays in English as before', async () => {
    api.replies['GET /api/workflows'] = { status: 200, body: { items: [] } };
    renderInApp(<WorkflowsPage />);
    expect(await screen.findByText(workflowScreen.empty)).toBeInTheDocument();
    for (const template of WORKFLOW_TEMPLATES)
      expect(
        screen.getByRole('link', { name: `${template.label}${triggerSummary(template.workflow.trigger)}` }),
      ).toBeInTheDocument();
  });
});

describe('the workflow editor in the host’s language', () => {
  it('labels the form, hints the variables and previews with a sample booking in French', async () => {
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    editor('/workflows/new?template=reminder-1h', 'fr');
    const form = await screen.findByRole('form', { name: 'Enregistrer le workflow' }, loading);
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau workflow' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Nom')).toHaveValue('Rappel 1 h avant');
    const when = within(form).getByLabelText('Quand');
    expect(within(when).getByRole('option', { name: 'Avant le début du rendez-vous' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Unité' })).toHaveDisplayValue('heures');
    expect(within(form).getByText('Tous les types de rendez-vous')).toBeInTheDocument();
    expect(await within(form).findByText('Vous n’avez pas encore de type de rendez-vous.')).toBeInTheDocument();
    expect(form).toHaveTextContent('et {{answer.<nom de la question>}} pour une réponse.');
    // The template's email stays as it was written; the sample booking speaks French.
    const preview = within(form).getByRole('region', { name: 'Aperçu avec une réservation d’exemple 1' });
    expect(preview).toHaveTextContent('Starting soon: Réunion de 30 min with Grace Hopper');
    expect(preview).toHaveTextContent('mardi 30 mars 2027');
    expect(within(form).getByRole('button', { name: 'Ajouter un e-mail' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('lists the meeting variables and previews a sample passcode and dial-in labelled in German', async () => {
    openWorkflow([]);
    api.replies['GET /api/workflows/wf1'] = {
      status: 200,
      body: {
        ...saved,
        actions: [{ to: 'invitee', subject: 'Bald', body: 'Link: {{meeting_link}}\n{{meeting_details}}' }],
      },
    };
    editor('/workflows/wf1', 'de');
    const form = await screen.findByRole('form', { name: 'Workflow speichern' }, loading);
    expect(form).toHaveTextContent('{{location}}, {{meeting_link}}, {{meeting_details}}, {{manage_link}}');
    const preview = within(form).getByRole('region', { name: 'Vorschau mit einer Beispielbuchung 1' });
    expect(preview).toHaveTextContent('Link: https://meet.jit.si/kairos-sample');
    expect(preview).toHaveTextContent('Kenncode: 482913');
    expect(preview).toHaveTextContent('Einwahl: +1 646 558 8656');
    expect(preview).not.toHaveTextContent('Passcode');
  });

  it('says the history and why a delivery was dropped in German', async () => {
    openWorkflow([dropped, failed]);
    editor('/workflows/wf1', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow bearbeiten' }, loading)).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Verlauf' });
    expect(history).toHaveTextContent('Verworfen');
    expect(history).toHaveTextContent('Die Buchung wurde storniert.');
    expect(history).toHaveTextContent('Fehlgeschlagen');
    expect(history).toHaveTextContent('Der Mailserver hat sie nicht angenommen: 550 mailbox full');
    expect(history).toHaveTextContent('1. Feb. 2027');
    expect(screen.getByRole('link', { name: 'Alle Workflows' })).toBeInTheDocument();
  });

  it('stays in English as before: the answer hint, the preview and the history', async () => {
    openWorkflow([dropped]);
    editor('/workflows/wf1');
    const form = await screen.findByRole('form', { name: workflowScreen.save });
    expect(form).toHaveTextContent(workflowScreen.answerHint);
    const history = await screen.findByRole('list', { name: workflowScreen.history });
    expect(history).toHaveTextContent('1 Feb 2027');
    expect(history).toHaveTextContent('Dropped');
    expect(history).toHaveTextContent(workflowReasons.bookingCancelled);
  });

  it('says a trigger in a line exactly as the shared summary does in English', () => {
    for (const kind of ['before_start', 'after_end'] as const)
      for (const offsetMinutes of [1, 2, 45, 60, 120, 1440, 2880])
        expect(triggerLine({ kind, offsetMinutes })).toBe(triggerSummary({ kind, offsetMinutes }));
    for (const kind of ['booked', 'cancelled', 'rescheduled'] as const)
      expect(triggerLine({ kind })).toBe(triggerSummary({ kind }));
  });
});
