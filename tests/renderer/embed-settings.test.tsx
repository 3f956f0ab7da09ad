import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embedMessages as texts } from '#shared/schemas/embed.ts';
import { EmbedPage } from '../../src-renderer/features/settings/pages/embed-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const EVENT_TYPES = 'GET /api/event-types?limit=100';
const eventType = (slug: string, name: string) => ({
  id: slug,
  name,
  slug,
  description: '',
  duration: 30,
  isVisible: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  bookingSettings: {},
});

describe('Settings → Embed', () => {
  it('adds a site as the server keeps it, and says why one is refused before sending it', async () => {
    api.replies['GET /api/embed-settings'] = { status: 200, body: { allowedOrigins: [] } };
    api.replies[EVENT_TYPES] = { status: 200, body: { items: [eventType('intro', 'Intro call')], nextCursor: null } };
    renderInApp(<EmbedPage />, { signedInAs: ada });
    const sites = await screen.findByRole('region', { name: texts.originsTitle });
    expect(within(sites).getByText(texts.none)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(sites).getByLabelText(texts.originLabel), 'http://shop.example.com');
    await user.click(within(sites).getByRole('button', { name: texts.add }));
    expect(within(sites).getByText(texts.originHttps)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    api.replies['PUT /api/embed-settings'] = { status: 200, body: { allowedOrigins: ['https://shop.example.com'] } };
    await user.clear(within(sites).getByLabelText(texts.originLabel));
    await user.type(within(sites).getByLabelText(texts.originLabel), ' https://Shop.Example.com/ ');
    await user.click(within(sites).getByRole('button', { name: texts.add }));
    expect(await within(sites).findByText('https://shop.example.com')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { allowedOrigins: ['https://shop.example.com'] },
    });
    expect(within(sites).getByLabelText(texts.originLabel)).toHaveValue('');
  });

  it('shows the code of each mode for the chosen event type and options, and a preview of that booker', async () => {
    api.replies['GET /api/embed-settings'] = { status: 200, body: { allowedOrigins: [] } };
    api.replies[EVENT_TYPES] = {
      status: 200,
      body: { items: [eventType('intro', 'Intro call'), eventType('deep-dive', 'Deep dive')], nextCursor: null },
    };
    renderInApp(<EmbedPage />, { signedInAs: ada });
    const code = await screen.findByRole('region', { name: texts.snippetsTitle });
    const user = userEvent.setup();
    const snippet = () =>
      within(code).getByLabelText(texts.codeLabel(screen.getByRole('tab', { selected: true }).textContent!));
    expect(snippet()).toHaveTextContent(`<div data-kairos-inline="ada/intro"></div>`);
    expect(snippet()).toHaveTextContent(`<script src="${window.location.origin}/embed.js" async></script>`);

    await user.selectOptions(within(code).getByLabelText(texts.eventLabel), 'deep-dive');
    await user.selectOptions(within(code).getByLabelText(texts.narrowLabel), 'compact');
    await user.click(within(code).getByRole('checkbox', { name: texts.hideDetails }));
    await user.click(within(code).getByRole('tab', { name: texts.modes.floating }));
    expect(snippet()).toHaveTextContent(
      `<div data-kairos-floating="ada/deep-dive" data-kairos-text="${texts.buttonText}" data-kairos-hide-details data-kairos-narrow="compact"></div>`,
    );
    const preview = within(code).getByTitle(texts.previewTitle);
    const src = new URL(preview.getAttribute('src')!);
    expect(src.pathname).toBe('/embed/ada/deep-dive');
    expect(src.searchParams.get('embed.origin')).toBe(window.location.origin);
    expect(src.searchParams.get('embed.details')).toBe('hide');
  });

  it("starts with the event type an event type card's Embed named", async () => {
    api.replies['GET /api/embed-settings'] = { status: 200, body: { allowedOrigins: [] } };
    api.replies[EVENT_TYPES] = {
      status: 200,
      body: { items: [eventType('intro', 'Intro call'), eventType('deep-dive', 'Deep dive')], nextCursor: null },
    };
    renderInApp(<EmbedPage />, { signedInAs: ada, path: '/settings/embed?eventType=deep-dive' });
    const code = await screen.findByRole('region', { name: texts.snippetsTitle });
    expect(within(code).getByLabelText(texts.eventLabel)).toHaveValue('deep-dive');
    expect(within(code).getByTitle(texts.previewTitle).getAttribute('src')).toContain('/embed/ada/deep-dive');
  });

  it('asks for a username or an event type first, and offers a retry when the settings cannot be read', async () => {
    api.replies['GET /api/embed-settings'] = { status: 500, body: { error: 'Internal Server Error' } };
    api.replies[EVENT_TYPES] = { status: 200, body: { items: [], nextCursor: null } };
    renderInApp(<EmbedPage />, { signedInAs: ada });
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(await screen.findByText(texts.noEventTypes)).toBeInTheDocument();
  });

  it('asks a host without a username to choose one', async () => {
    api.replies['GET /api/embed-settings'] = { status: 200, body: { allowedOrigins: [] } };
    api.replies[EVENT_TYPES] = { status: 200, body: { items: [eventType('intro', 'Intro call')], nextCursor: null } };
    renderInApp(<EmbedPage />, { signedInAs: { ...ada, username: null } });
    await waitFor(() => expect(screen.getByText(texts.noUsername)).toBeInTheDocument());
  });
});
