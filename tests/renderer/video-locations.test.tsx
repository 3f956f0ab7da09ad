import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appsMessages } from '#shared/apps.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { editorMessages as t } from '#shared/event-type-editor.ts';
import { paths } from '#shared/routes.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { EventTypeSettingsPage } from '../../src-renderer/features/event-types/pages/event-type-settings-page.tsx';
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

const app = (slug: string, name: string, installed: boolean) => ({
  slug,
  kind: 'video',
  name,
  description: '',
  configured: true,
  installed,
  oauth: slug !== 'jitsi',
  needsReconnect: false,
});

beforeEach(() => {
  api.replies[`GET ${URL}`] = { status: 200, body: detail };
  api.replies['GET /api/conferencing/apps'] = {
    status: 200,
    body: {
      items: [
        { id: 'jitsi', name: 'Jitsi Meet', description: '' },
        { id: 'zoom', name: 'Zoom', description: '' },
        { id: 'google-meet', name: 'Google Meet', description: '' },
      ],
    },
  };
  api.replies['GET /api/apps'] = {
    status: 200,
    body: {
      items: [app('zoom', 'Zoom', false), app('google-meet', 'Google Meet', true), app('jitsi', 'Jitsi Meet', true)],
    },
  };
});

describe('a video location', () => {
  it('picks its service, says when its app is not connected, and is saved as { kind: video, provider }', async () => {
    renderInApp(
      <Routes>
        <Route path="/event-types/:id" element={<EventTypeSettingsPage />} />
      </Routes>,
      { path: '/event-types/e1?tab=locations', signedInAs: ada },
    );
    const kind = await screen.findByLabelText(t.addLocationKind);
    await waitFor(() =>
      expect(
        within(kind)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toContain('video'),
    );
    fireEvent.change(kind, { target: { value: 'video' } });
    fireEvent.click(screen.getByRole('button', { name: t.addLocation }));

    const row = screen.getByRole('listitem', { name: 'Zoom' });
    const service = within(row).getByLabelText(appsMessages.videoProvider);
    // Jitsi has its own kind; the others are offered here.
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zoom', 'Google Meet']);
    expect(await within(row).findByText(appsMessages.videoNotInstalled('Zoom'), { exact: false })).toBeVisible();
    expect(within(row).getByRole('link', { name: appsMessages.openAppStore })).toHaveAttribute('href', paths.apps);

    fireEvent.change(service, { target: { value: 'google-meet' } });
    expect(screen.getByRole('listitem', { name: 'Google Meet' })).not.toHaveTextContent(
      appsMessages.videoNotInstalled('Google Meet'),
    );

    api.replies[`PUT ${URL}`] = {
      status: 200,
      body: { ...detail, locations: [{ kind: 'video', provider: 'google-meet', public: true }] },
    };
    fireEvent.click(screen.getByRole('button', { name: t.saveLocations }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = api.requests.find((r) => r.method === 'PUT')?.body as { locations: unknown };
    expect(body.locations).toEqual([{ kind: 'video', provider: 'google-meet', public: true }]);
  });
});
