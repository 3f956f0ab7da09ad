import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Workflow, workflowMessages, workflowScreen } from '#shared/schemas/workflows.ts';
import { WorkflowEditorPage } from '../../src-renderer/features/workflows/pages/workflow-editor-page.tsx';
import { WorkflowsPage } from '../../src-renderer/features/workflows/pages/workflows-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const saved: Workflow = {
  id: 'wf1',
  name: 'Reminder 1 h before',
  active: true,
  trigger: { kind: 'before_start', offsetMinutes: 60 },
  eventTypeIds: [],
  actions: [{ to: 'invitee', subject: 'Soon', body: 'Soon.' }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function editor(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/workflows/:id" element={<WorkflowEditorPage />} />
      <Route path="/workflows" element={<p>list</p>} />
    </Routes>,
    { path },
  );
}

describe('the workflows list', () => {
  it('says when there are none, and offers the templates', async () => {
    api.replies['GET /api/workflows'] = { status: 200, body: { items: [] } };
    renderInApp(<WorkflowsPage />);
    expect(await screen.findByText(workflowScreen.empty)).toBeInTheDocument();
    for (const name of ['Reminder 24 h before', 'Reminder 1 h before', 'Thank you after'])
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        expect.stringContaining('/workflows/new?template='),
      );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.replies['GET /api/workflows'] = { status: 500, body: { error: 'Internal Server Error' } };
    renderInApp(<WorkflowsPage />);
    expect(await screen.findByText(workflowScreen.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('the workflow editor', () => {
  it('says a workflow that is not there (or not the host’s) does not exist, and offers to try again when it fails', async () => {
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    api.replies['GET /api/workflows/gone'] = { status: 404, body: { error: 'Workflow not found' } };
    const first = editor('/workflows/gone');
    expect(await screen.findByText(workflowScreen.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    api.replies['GET /api/workflows/wf1'] = { status: 500, body: { error: 'Internal Server Error' } };
    editor('/workflows/wf1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(workflowScreen.loadFailed);
    api.replies['GET /api/workflows/wf1'] = { status: 200, body: saved };
    api.replies['GET /api/workflows/wf1/deliveries'] = { status: 200, body: { items: [] } };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: workflowScreen.save })).toBeInTheDocument();
  });

  it('starts from a template, previews as it is typed, refuses an unknown variable, and saves', async () => {
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    const user = userEvent.setup();
    editor('/workflows/new?template=reminder-1h');
    const form = await screen.findByRole('form', { name: workflowScreen.save });
    expect(within(form).getByLabelText(workflowScreen.name)).toHaveValue('Reminder 1 h before');
    const preview = within(form).getByRole('region', { name: `${workflowScreen.preview} 1` });
    expect(preview).toHaveTextContent('Starting soon: 30 min meeting with Grace Hopper');

    const subject = within(form).getByLabelText(workflowScreen.subject);
    await user.clear(subject);
    await user.type(subject, 'Hello {{{{first_name}}');
    await user.click(within(form).getByRole('button', { name: workflowScreen.save }));
    expect(await within(form).findByText(workflowMessages.unknownVariables(['first_name']))).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(subject);
    await user.type(subject, 'Hello {{{{invitee_name}}');
    expect(preview).toHaveTextContent('Hello Ada Lovelace');
    api.replies['POST /api/workflows'] = { status: 201, body: saved };
    await user.click(within(form).getByRole('button', { name: workflowScreen.save }));
    expect(await screen.findByText(workflowMessages.created, { exact: true })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Reminder 1 h before',
      trigger: { kind: 'before_start', offsetMinutes: 60 },
      actions: [{ to: 'invitee', subject: 'Hello {{invitee_name}}' }],
    });
  });

  it('previews the signed-in host as the host and a sample person as the invitee', async () => {
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    renderInApp(
      <Routes>
        <Route path="/workflows/:id" element={<WorkflowEditorPage />} />
      </Routes>,
      { path: '/workflows/new?template=reminder-24h', signedInAs: ada },
    );
    const form = await screen.findByRole('form', { name: workflowScreen.save });
    const preview = within(form).getByRole('region', { name: `${workflowScreen.preview} 1` });
    // The session is read from the stored token after the first render.
    await waitFor(() => expect(preview).toHaveTextContent('Reminder: 30 min meeting with Ada Lovelace tomorrow'));
    expect(preview).toHaveTextContent('Hi Grace Hopper,');
    expect(preview).not.toHaveTextContent('Hi Ada Lovelace');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    api.replies['GET /api/event-types?limit=100'] = { status: 200, body: { items: [], nextCursor: null } };
    api.replies['GET /api/workflows/wf1'] = { status: 200, body: saved };
    api.replies['GET /api/workflows/wf1/deliveries'] = {
      status: 200,
      body: {
        items: [
          {
            bookingUid: 'b1',
            to: 'ada@example.test',
            dueAt: '2027-02-01T07:00:00.000Z',
            sentAt: null,
            state: 'dropped',
            reason: 'The booking was cancelled.',
          },
        ],
      },
    };
    const refusal = workflowMessages.unknownVariables(['nope']);
    api.replies['PATCH /api/workflows/wf1'] = {
      status: 400,
      body: { error: refusal, fields: { 'actions.0.body': refusal } },
    };
    const user = userEvent.setup();
    editor('/workflows/wf1');
    const form = await screen.findByRole('form', { name: workflowScreen.save });
    const history = await screen.findByRole('list', { name: workflowScreen.history });
    expect(history).toHaveTextContent('ada@example.test');
    expect(history).toHaveTextContent('Dropped');
    expect(history).toHaveTextContent('The booking was cancelled.');
    await user.click(within(form).getByRole('button', { name: workflowScreen.save }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByLabelText(workflowScreen.body)).toHaveAttribute('aria-invalid', 'true');
  });
});
