import { compileMessage } from '@lingui/message-utils/compileMessage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '#shared/i18n/en.ts';
import { routingTexts } from '#shared/i18n/app/routing.ts';
import { translator } from '#shared/i18n/translator.ts';
import { routingScreen } from '#shared/routing-form-texts.ts';
import { type PublicRoutingForm, type RoutingForm, routingMessages } from '#shared/schemas/routing-forms.ts';
import { PublicFormPage } from '../../src-renderer/features/routing/pages/public-form-page.tsx';
import { RoutingFormPage } from '../../src-renderer/features/routing/pages/routing-form-page.tsx';
import { RoutingFormsPage } from '../../src-renderer/features/routing/pages/routing-forms-page.tsx';
import { routingProblem } from '../../src-renderer/features/routing/said.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const EVENT_TYPES = 'GET /api/event-types?limit=100';

const stored: RoutingForm = {
  id: 'f1',
  name: 'Sales triage',
  description: '',
  fields: [
    { name: 'email', type: 'email', label: 'Email', required: true, hidden: false },
    { name: 'size', type: 'select', label: 'Team size', options: ['1-10', '51+'], required: true, hidden: false },
  ],
  routes: [
    {
      match: 'all',
      conditions: [{ field: 'size', operator: 'equals', value: '51+' }],
      target: { kind: 'message', message: 'Big' },
    },
  ],
  fallback: { kind: 'message', message: 'Thanks' },
  active: true,
  publicPath: '/forms/f1',
  responseCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const form: PublicRoutingForm = {
  id: 'f1',
  name: 'Who should you talk to?',
  description: 'Two questions.',
  hostName: 'Grace Hopper',
  fields: stored.fields,
};

function Booker() {
  const { pathname, search } = useLocation();
  return <p>booker at {`${pathname}${search}`}</p>;
}

/** The public form as a visitor opens it: at `address` (with its `?lang=`), signed out. */
function publicForm(address = '/forms/f1') {
  window.history.replaceState(null, '', address);
  return renderInApp(
    <Routes>
      <Route path="/forms/:id" element={<PublicFormPage />} />
      <Route path="/:username/:slug" element={<Booker />} />
    </Routes>,
    { path: '/forms/f1' },
  );
}

function builder(locale: 'en' | 'de' | 'ja') {
  api.replies[EVENT_TYPES] = { status: 200, body: { items: [], next_cursor: null } };
  api.replies['GET /api/teams'] = { status: 200, body: { items: [] } };
  return renderInApp(
    <Routes>
      <Route path="/routing/:id" element={<RoutingFormPage />} />
    </Routes>,
    { path: '/routing/new', signedInAs: ada, locale },
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the routing forms list in the host’s language', () => {
  it('says there are none in German, and counts a form’s parts in German', async () => {
    api.replies['GET /api/routing-forms'] = { status: 200, body: { items: [] } };
    const first = renderInApp(<RoutingFormsPage />, { path: '/routing', signedInAs: ada, locale: 'de' });
    expect(await screen.findByText('Noch keine Routing-Formulare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neues Routing-Formular' })).toHaveAttribute('href', '/routing/new');
    first.unmount();

    api.replies['GET /api/routing-forms'] = { status: 200, body: { items: [stored] } };
    renderInApp(<RoutingFormsPage />, { path: '/routing', signedInAs: ada, locale: 'de' });
    const list = await screen.findByRole('list', { name: 'Ihre Routing-Formulare' });
    expect(within(list).getByText('2 Fragen · 1 Route · 0 Antworten')).toBeInTheDocument();
    expect(within(list).getByText('Nimmt Antworten an')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Link von Sales triage kopieren' })).toBeInTheDocument();
  });

  it('speaks Japanese, and English as before', async () => {
    api.replies['GET /api/routing-forms'] = { status: 200, body: { items: [] } };
    const first = renderInApp(<RoutingFormsPage />, { path: '/routing', signedInAs: ada, locale: 'ja' });
    expect(await screen.findByText('ルーティングフォームはまだありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新しいルーティングフォーム' })).toBeInTheDocument();
    first.unmount();

    renderInApp(<RoutingFormsPage />, { path: '/routing', signedInAs: ada });
    expect(await screen.findByText(routingScreen.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: routingScreen.newForm })).toBeInTheDocument();
  });
});

describe('the builder in the host’s language', () => {
  it('names its parts, its routes’ operators and its problems in German', async () => {
    const user = userEvent.setup();
    builder('de');
    expect(await screen.findByRole('heading', { name: 'Neues Routing-Formular', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Beschreibung')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Routen: Jede Antwort geht an das Ausweichziel.')).toBeInTheDocument();
    // The starter questions: a built-in label in German, its type too.
    expect(screen.getByText('E-Mail · email · Pflichtfeld', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-Mail bearbeiten' })).toBeInTheDocument();
    // A new form's fallback message is written in the host's language.
    expect(screen.getByLabelText('Nachricht')).toHaveValue('Vielen Dank! Wir melden uns bei Ihnen.');
    expect(screen.getByRole('option', { name: 'Eine Nachricht zeigen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Route hinzufügen' }));
    expect(screen.getByRole('heading', { name: 'Route 1' })).toBeInTheDocument();
    const conditions = screen.getByRole('list', { name: 'Bedingungen von Route 1' });
    expect(within(conditions).getByRole('option', { name: 'ist' })).toBeInTheDocument();
    expect(within(conditions).getByRole('option', { name: 'enthält' })).toBeInTheDocument();
    expect(within(conditions).getByRole('option', { name: 'ist eines von' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle Bedingungen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Geben Sie dem Formular einen Namen.')).not.toHaveLength(0);
    expect(screen.getByText('Geben Sie die Antwort ein, nach der diese Bedingung sucht.')).toBeInTheDocument();
    expect(screen.queryByText(routingMessages.nameRequired)).not.toBeInTheDocument();
  });

  it('says the same in English as before', async () => {
    const user = userEvent.setup();
    builder('en');
    expect(await screen.findByRole('heading', { name: routingScreen.newForm, level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText(routingScreen.message)).toHaveValue(routingScreen.defaultMessage);
    await user.click(screen.getByRole('button', { name: routingScreen.addRoute }));
    expect(screen.getByRole('list', { name: routingScreen.conditionsOf(1) })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'is any of' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: routingScreen.save }));
    expect(await screen.findAllByText(routingMessages.nameRequired)).not.toHaveLength(0);
  });

  it('says its words in Japanese', async () => {
    builder('ja');
    expect(await screen.findByRole('heading', { name: '新しいルーティングフォーム', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ルートを追加' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });
});

describe('the responses in the host’s language', () => {
  it('names the tabs, the route taken, Kairos’s own thank-you and the export in German; dates too', async () => {
    api.replies['GET /api/routing-forms/f1'] = { status: 200, body: stored };
    api.replies[EVENT_TYPES] = { status: 200, body: { items: [], next_cursor: null } };
    api.replies['GET /api/teams'] = { status: 200, body: { items: [] } };
    api.replies['GET /api/routing-forms/f1/responses'] = {
      status: 200,
      body: {
        items: [
          {
            id: 'r1',
            createdAt: '2026-11-03T10:00:00.000Z',
            answers: { size: { label: 'Team size', value: '1-10' } },
            route: { kind: 'message', label: routingMessages.nowhere, routeIndex: null },
            booking: null,
          },
        ],
        nextCursor: null,
      },
    };
    renderInApp(
      <Routes>
        <Route path="/routing/:id" element={<RoutingFormPage />} />
      </Routes>,
      { path: '/routing/f1?tab=responses', signedInAs: ada, locale: 'de' },
    );
    expect(await screen.findByRole('tab', { name: 'Antworten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Formular' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Antworten' });
    expect(within(list).getByText('Ausweichziel:', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Vielen Dank. Der Gastgeber meldet sich bei Ihnen.')).toBeInTheDocument();
    expect(within(list).getByText('Nicht gebucht')).toBeInTheDocument();
    expect(within(list).getByText(/03\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  });
});

describe('the public form in the visitor’s language', () => {
  it('follows ?lang=de: its button, its required answers and Kairos’s own thank-you; the owner’s words stay', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 200, body: form };
    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 201,
      body: { responseId: 'r1', route: { kind: 'message', message: routingMessages.nowhere } },
    };
    const user = userEvent.setup();
    publicForm('/forms/f1?lang=de');
    const submit = await screen.findByRole('button', { name: 'Weiter' });
    expect(screen.getByRole('heading', { name: form.name })).toBeInTheDocument();
    expect(screen.getByText('Two questions.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');

    await user.click(submit);
    expect(await screen.findByText('E-Mail ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Team size ist erforderlich.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '51+');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Vielen Dank. Der Gastgeber meldet sich bei Ihnen.')).toBeInTheDocument();
  });

  it('follows a German browser: an owner’s message as typed, a failure in German', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    api.replies['GET /api/public/forms/f1'] = { status: 200, body: form };
    api.replies['POST /api/public/forms/f1/responses'] = { status: 500, body: { error: 'Internal Server Error' } };
    const user = userEvent.setup();
    const first = publicForm();
    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '1-10');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Antworten konnten nicht gesendet werden. Bitte versuchen Sie es erneut.',
    );
    first.unmount();

    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 201,
      body: { responseId: 'r2', route: { kind: 'message', message: 'We will write to you.' } },
    };
    publicForm();
    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '1-10');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('We will write to you.')).toBeInTheDocument();
  });

  it('says an unknown form is not available in Japanese, and in English without a language', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 404, body: { error: routingMessages.notFound } };
    const first = publicForm('/forms/f1?lang=ja');
    expect(await screen.findByText('このフォームは利用できません。')).toBeInTheDocument();
    first.unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    publicForm();
    expect(await screen.findByText(routingScreen.formUnavailable)).toBeInTheDocument();
  });

  it('keeps the ?lang= on the way to the booker', async () => {
    api.replies['GET /api/public/forms/f1'] = { status: 200, body: form };
    api.replies['POST /api/public/forms/f1/responses'] = {
      status: 201,
      body: {
        responseId: 'r3',
        route: {
          kind: 'event_type',
          url: 'http://x/grace/intro',
          path: '/grace/intro?size=51%2B',
          eventTypeId: 'e1',
          name: 'Intro',
        },
      },
    };
    const user = userEvent.setup();
    publicForm('/forms/f1?lang=fr');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test');
    await user.selectOptions(screen.getByLabelText('Team size'), '51+');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('booker at /grace/intro?size=51%2B&lang=fr')).toBeInTheDocument();
  });
});

describe('the routing schema’s sentences in the host’s language', () => {
  function Said({ sentences }: { sentences: string[] }) {
    return (
      <ul aria-label="said">
        {sentences.map((s) => (
          <li key={s}>{routingProblem(s)}</li>
        ))}
      </ul>
    );
  }

  it('says them again with their values, the operator and the type in German; others as they came', async () => {
    const sentences = [
      routingMessages.conditionOperator('is any of', 'checkbox'),
      routingMessages.conditionOption('Team size'),
      routingMessages.tooManyAnswers(30),
      routingMessages.tooManyConditions,
      'Something Kairos never says.',
    ];
    renderInApp(<Said sentences={sentences} />, { signedInAs: ada, locale: 'de' });
    const list = await screen.findByRole('list', { name: 'said' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '„ist eines von“ gilt nicht für eine Frage vom Typ „Kontrollkästchen“.',
      'Wählen Sie eine der Optionen von „Team size“.',
      'Zu viele Antworten von Ihrer Adresse. Versuchen Sie es in 30 Sekunden erneut.',
      'Eine Route hat höchstens 10 Bedingungen.',
      'Something Kairos never says.',
    ]);
  });
});

describe('the routing area’s English', () => {
  it('says what routingScreen says, word for word', () => {
    const t = translator('en', routingTexts as unknown as Catalog, compileMessage);
    const say = (key: keyof typeof routingTexts, values?: Record<string, string | number>) => t(key as never, values);
    expect(say('routing.summary', { questions: 1, routes: 2, responses: 0 })).toBe(routingScreen.summary(1, 2, 0));
    expect(say('routing.summary', { questions: 3, routes: 1, responses: 1 })).toBe(routingScreen.summary(3, 1, 1));
    expect(say('routing.routeNumber', { n: 2 })).toBe(routingScreen.routeNumber(2));
    expect(say('routing.moveUp', { n: 2 })).toBe(routingScreen.moveUp(2));
    expect(say('routing.moveDown', { n: 2 })).toBe(routingScreen.moveDown(2));
    expect(say('routing.removeRoute', { n: 2 })).toBe(routingScreen.removeRoute(2));
    expect(say('routing.conditionsOf', { n: 2 })).toBe(routingScreen.conditionsOf(2));
    expect(say('routing.removeCondition', { n: 2 })).toBe(routingScreen.removeCondition(2));
    expect(say('routing.previewRoute', { label: 'Route 1: Intro' })).toBe(routingScreen.previewRoute('Route 1: Intro'));
    expect(say('routing.problem.tooManyAnswers', { seconds: 30 })).toBe(routingMessages.tooManyAnswers(30));
    expect(say('routing.deleteConfirm')).toBe(routingScreen.deleteConfirm);
    expect(say('routing.questionsHint')).toBe(routingScreen.questionsHint);
  });
});
