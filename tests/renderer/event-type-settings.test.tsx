import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EventTypeSettingsPage } from '../../src-renderer/features/event-types/pages/event-type-settings-page.tsx';
import { editorMessages as t } from '#shared/event-type-editor.ts';
import {
  type BookingField,
  fieldMessages,
  LOCATION_EDITOR_LABELS,
  locationMessages,
} from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { demoEventType } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const URL = '/api/event-types/e1';

const detail: EventTypeDetail = {
  ...demoEventType,
  locations: [],
  bookingFields: DEFAULT_BOOKING_FIELDS.map((f) => ({ ...f })),
};

function open(tab: 'locations' | 'questions', loaded: EventTypeDetail = detail) {
  api.replies[`GET ${URL}`] = { status: 200, body: loaded };
  renderInApp(
    <Routes>
      <Route path="/event-types/:id" element={<EventTypeSettingsPage />} />
    </Routes>,
    { path: `/event-types/e1?tab=${tab}`, signedInAs: ada },
  );
}

const saved = () => api.requests.filter((r) => r.method === 'PUT').map((r) => r.body as Record<string, unknown>);
const questions = () => screen.getByRole('list', { name: t.questionsList });
const rowNames = () =>
  within(questions())
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

/** Fills the Add a question dialog and takes it. */
async function addQuestion(answers: { type?: string; label: string; name?: string; options?: string }) {
  fireEvent.click(await screen.findByRole('button', { name: t.addQuestion }));
  const dialog = await screen.findByRole('dialog', { name: t.newQuestionTitle });
  if (answers.type) fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: answers.type } });
  fireEvent.change(within(dialog).getByLabelText(t.label), { target: { value: answers.label } });
  if (answers.name !== undefined)
    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: answers.name } });
  if (answers.options !== undefined)
    fireEvent.change(within(dialog).getByLabelText(t.options), { target: { value: answers.options } });
  return dialog;
}

describe('the Questions tab', () => {
  it('adds a select question and a question shown only for one of its answers, saves both, and the preview follows the answer', async () => {
    open('questions');
    const topic = await addQuestion({ type: 'select', label: 'Topic', options: 'Sales\nBilling\n' });
    expect(within(topic).getByLabelText(t.name)).toHaveValue('topic');
    fireEvent.click(within(topic).getByRole('button', { name: t.saveQuestion }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const invoice = await addQuestion({ label: 'Invoice number' });
    fireEvent.click(within(invoice).getByRole('checkbox', { name: t.condition }));
    expect(within(invoice).getByLabelText(t.conditionField)).toHaveValue('topic');
    // A condition needs its answer.
    fireEvent.click(within(invoice).getByRole('button', { name: t.saveQuestion }));
    expect(await within(invoice).findByText(fieldMessages.showIfOption('Topic'))).toBeInTheDocument();
    fireEvent.change(within(invoice).getByLabelText(t.conditionAnswer), { target: { value: 'Billing' } });
    fireEvent.click(within(invoice).getByRole('checkbox', { name: t.requiredBox }));
    fireEvent.click(within(invoice).getByRole('button', { name: t.saveQuestion }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(rowNames()).toEqual(['Name', 'Email', 'Location', 'Notes', 'Guests', 'Topic', 'Invoice number']);
    expect(within(questions()).getByText(t.shownWhen('Topic', '“Billing”'))).toBeInTheDocument();

    // The preview asks the conditional question only once its answer is chosen.
    const preview = screen.getByRole('form', { name: t.previewTitle });
    expect(within(preview).queryByLabelText(/Invoice number/)).not.toBeInTheDocument();
    fireEvent.change(within(preview).getByLabelText(/Topic/), { target: { value: 'Billing' } });
    expect(await within(preview).findByLabelText(/Invoice number/)).toBeInTheDocument();

    const after: EventTypeDetail = { ...detail, bookingFields: [] };
    api.replies[`PUT ${URL}`] = { status: 200, body: after };
    fireEvent.click(screen.getByRole('button', { name: t.saveQuestions }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const body = saved()[0]!;
    expect(body).toMatchObject({ name: 'Demo', slug: 'demo', duration: 30 });
    expect(body.locations).toBeUndefined();
    const fields = body.bookingFields as BookingField[];
    expect(fields.slice(5)).toEqual([
      { name: 'topic', type: 'select', label: 'Topic', required: false, hidden: false, options: ['Sales', 'Billing'] },
      {
        name: 'invoice_number',
        type: 'text',
        label: 'Invoice number',
        required: true,
        hidden: false,
        showIf: { field: 'topic', equals: 'Billing' },
      },
    ]);
  });

  it('moves a focused row with Alt + Arrow keys, keeps it focused and announces the move', async () => {
    open('questions');
    const notes = await screen.findByRole('listitem', { name: 'Notes' });
    notes.focus();
    fireEvent.keyDown(notes, { key: 'ArrowUp', altKey: true });
    expect(rowNames()).toEqual(['Name', 'Email', 'Notes', 'Location', 'Guests']);
    expect(screen.getByRole('status')).toHaveTextContent(t.moved('Notes', 3, 5));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Notes' })).toHaveFocus());
    // The buttons do the same.
    fireEvent.click(screen.getByRole('button', { name: t.moveDown('Name') }));
    expect(rowNames()).toEqual(['Email', 'Name', 'Notes', 'Location', 'Guests']);
    expect(screen.getByRole('status')).toHaveTextContent(t.moved('Name', 2, 5));
    expect(screen.getByRole('button', { name: t.saveQuestions })).toBeEnabled();
  });

  it('offers no way to delete a built-in question, only to hide Notes and Guests', async () => {
    open('questions', {
      ...detail,
      bookingFields: [
        ...detail.bookingFields,
        { name: 'company', type: 'text', label: 'Company', required: false, hidden: false },
      ],
    });
    await screen.findByRole('listitem', { name: 'Company' });
    for (const name of ['Name', 'Email', 'Location', 'Notes', 'Guests'])
      expect(screen.queryByRole('button', { name: t.deleteQuestion(name) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.hideQuestion('Email') })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.hideQuestion('Notes') }));
    expect(within(screen.getByRole('listitem', { name: 'Notes' })).getByText(t.hidden)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: t.deleteQuestion('Company') }));
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Company' })).not.toBeInTheDocument());
  });

  it('says why a reserved or a taken name, or a condition without its answer, cannot be used, before anything is sent', async () => {
    open('questions', {
      ...detail,
      bookingFields: [
        ...detail.bookingFields,
        { name: 'company', type: 'text', label: 'Company', required: false, hidden: false },
      ],
    });
    const vague = await addQuestion({ label: 'Size' });
    fireEvent.click(within(vague).getByRole('checkbox', { name: t.condition }));
    fireEvent.click(within(vague).getByRole('button', { name: t.saveQuestion }));
    expect(await within(vague).findByText(t.conditionAnswerRequired)).toBeInTheDocument();
    fireEvent.click(within(vague).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await addQuestion({ label: 'Start', name: 'start' });
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveQuestion }));
    expect(await within(dialog).findByText(fieldMessages.nameReserved('start'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.name)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: 'company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveQuestion }));
    expect(await within(dialog).findByText(fieldMessages.nameTaken('company'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t.newQuestionTitle })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s refusal beside the question it names, and keeps what was typed', async () => {
    open('questions');
    const dialog = await addQuestion({ label: 'Company' });
    fireEvent.click(within(dialog).getByRole('button', { name: t.saveQuestion }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refusal = 'This name cannot be used here.';
    api.replies[`PUT ${URL}`] = { status: 400, body: { error: refusal, fields: { 'bookingFields.5.name': refusal } } };
    fireEvent.click(screen.getByRole('button', { name: t.saveQuestions }));
    const row = screen.getByRole('listitem', { name: 'Company' });
    expect(await within(row).findByText(refusal)).toBeInTheDocument();
    expect(rowNames()).toContain('Company');

    // Without a field named, the sentence stands beside the Save button.
    api.replies[`PUT ${URL}`] = { status: 400, body: { error: 'Add at most 30 questions.' } };
    fireEvent.click(screen.getByRole('button', { name: t.saveQuestions }));
    expect(await screen.findByText('Add at most 30 questions.')).toBeInTheDocument();
    expect(rowNames()).toContain('Company');
  });
});

describe('the Locations tab', () => {
  it('saves a phone number and a Jitsi meeting in order, with where each shows', async () => {
    open('locations');
    expect(await screen.findByText(t.noLocation)).toBeInTheDocument();
    const kind = screen.getByLabelText(t.addLocationKind);
    fireEvent.change(kind, { target: { value: 'phone' } });
    fireEvent.click(screen.getByRole('button', { name: t.addLocation }));
    fireEvent.change(screen.getByLabelText(t.addLocationKind), { target: { value: 'jitsi' } });
    fireEvent.click(screen.getByRole('button', { name: t.addLocation }));
    expect(screen.getByText(t.severalLocations(2))).toBeInTheDocument();
    // Each kind once: the ones in the list are no longer offered.
    const offered = within(screen.getByLabelText(t.addLocationKind))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(offered).not.toContain('phone');
    expect(offered).not.toContain('jitsi');

    const phone = screen.getByRole('listitem', { name: LOCATION_EDITOR_LABELS.phone });
    fireEvent.change(within(phone).getByLabelText(t.hostPhone), { target: { value: '+1 212 555' } });
    fireEvent.click(within(phone).getByRole('radio', { name: t.afterBooking }));
    fireEvent.click(screen.getByRole('button', { name: t.saveLocations }));
    expect(await within(phone).findByText(locationMessages.phoneInvalid)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(phone).getByLabelText(t.hostPhone), { target: { value: '+1 212 555 0123' } });
    api.replies[`PUT ${URL}`] = {
      status: 200,
      body: {
        ...detail,
        locations: [
          { kind: 'phone', value: '+12125550123', public: false },
          { kind: 'jitsi', public: true },
        ],
      },
    };
    fireEvent.click(screen.getByRole('button', { name: t.saveLocations }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toEqual({
      name: 'Demo',
      slug: 'demo',
      description: 'Show the product',
      duration: 30,
      locations: [
        { kind: 'phone', value: '+12125550123', public: false },
        { kind: 'jitsi', public: true },
      ],
    });
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(within(phone).getByLabelText(t.hostPhone)).toHaveValue('+1 212 555 0123');
  });

  it('shows the server’s sentence beside the option, and reorders and removes options', async () => {
    open('locations', {
      ...detail,
      locations: [
        { kind: 'link', value: 'https://meet.example/ada', public: true },
        { kind: 'in_person', value: '1 Main St', public: true },
      ],
    });
    const link = await screen.findByRole('listitem', { name: LOCATION_EDITOR_LABELS.link });
    fireEvent.click(within(link).getByRole('button', { name: t.moveDown(LOCATION_EDITOR_LABELS.link) }));
    const order = () =>
      within(screen.getByRole('list', { name: t.locationsList }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect(order()).toEqual([LOCATION_EDITOR_LABELS.in_person, LOCATION_EDITOR_LABELS.link]);

    const refusal = 'This link cannot be used.';
    api.replies[`PUT ${URL}`] = { status: 400, body: { error: refusal, fields: { 'locations.1.value': refusal } } };
    fireEvent.click(screen.getByRole('button', { name: t.saveLocations }));
    expect(
      await within(screen.getByRole('listitem', { name: LOCATION_EDITOR_LABELS.link })).findByText(refusal),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: LOCATION_EDITOR_LABELS.link })).getByLabelText(t.link),
    ).toHaveValue('https://meet.example/ada');

    // A refusal in zod's own words starts with where it is.
    api.replies[`PUT ${URL}`] = { status: 400, body: { error: 'locations.0.kind: Invalid option' } };
    fireEvent.click(screen.getByRole('button', { name: t.saveLocations }));
    const inPerson = screen.getByRole('listitem', { name: LOCATION_EDITOR_LABELS.in_person });
    expect(await within(inPerson).findByText('Invalid option')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: t.removeLocation(LOCATION_EDITOR_LABELS.in_person) }));
    fireEvent.click(screen.getByRole('button', { name: t.removeLocation(LOCATION_EDITOR_LABELS.link) }));
    expect(screen.getByText(t.noLocation)).toBeInTheDocument();
  });
});

describe('the settings page', () => {
  it('says when the event type does not exist', async () => {
    api.replies[`GET ${URL}`] = { status: 404, body: { error: 'Not found' } };
    renderInApp(
      <Routes>
        <Route path="/event-types/:id" element={<EventTypeSettingsPage />} />
      </Routes>,
      { path: '/event-types/e1', signedInAs: ada },
    );
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeInTheDocument();
  });

  it('keeps what was typed in one tab while the other is open', async () => {
    open('locations');
    fireEvent.change(await screen.findByLabelText(t.addLocationKind), { target: { value: 'in_person' } });
    fireEvent.click(screen.getByRole('button', { name: t.addLocation }));
    fireEvent.change(screen.getByLabelText(t.address), { target: { value: '1 Main St' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    // The preview shows the locations as they are being edited, before they are saved.
    expect(within(screen.getByRole('form', { name: t.previewTitle })).getByText(/1 Main St/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Locations' }));
    expect(screen.getByLabelText(t.address)).toHaveValue('1 Main St');
  });
});
