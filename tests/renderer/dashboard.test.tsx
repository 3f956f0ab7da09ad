import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { EventTypesPage } from '../../src-renderer/features/event-types/pages/event-types-page.tsx';
import { UserMenu } from '../../src-renderer/features/layout/components/user-menu.tsx';
import { USER_MENU_CLOSE_DELAY_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { EventType, EventTypeList } from '#shared/schemas/event-types.ts';
import { demoEventType } from '../helpers/fixtures.ts';
import { ada, accessTokenFor, renderInApp } from '../helpers/render.tsx';

function renderSignedIn(ui: ReactNode) {
  return renderInApp(
    <Routes>
      <Route path="/" element={ui} />
      <Route path="/settings/profile" element={<p>profile page</p>} />
    </Routes>,
    { signedInAs: ada },
  );
}

const demo: EventType = demoEventType;

function LocationProbe() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => dismissToast());
});

describe('the user menu', () => {
  it('opens on hover and closes 200 ms after the pointer leaves', async () => {
    renderSignedIn(<UserMenu />);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    vi.useFakeTimers();
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(trigger.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(USER_MENU_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // Coming back in time keeps it open.
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(USER_MENU_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(trigger.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(USER_MENU_CLOSE_DELAY_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderSignedIn(<UserMenu />);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      messages.myProfile,
      messages.mySettings,
      messages.outOfOffice,
      messages.roadmap,
      messages.help,
      messages.downloadDesktopApp,
      messages.signOut,
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(items.at(-1)).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows the running version instead of a download inside the desktop app', async () => {
    const token = accessTokenFor(ada);
    vi.stubGlobal('kairos', {
      tokens: {
        getAccess: async () => token,
        set: async () => undefined,
        refresh: async () => null,
        signOut: async () => undefined,
        clear: async () => undefined,
      },
      app: { getVersion: async () => '1.2.3' },
    });
    renderSignedIn(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Kairos desktop 1.2.3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('menuitem', { name: messages.downloadDesktopApp })).not.toBeInTheDocument();
  });

  it('goes to the profile from My profile', async () => {
    renderSignedIn(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    fireEvent.click(screen.getByRole('menuitem', { name: messages.myProfile }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });
});

describe('the Event Types screen', () => {
  it('keeps the visibility switch disabled while its request is in flight, then shows the new state', async () => {
    let visible = true;
    let releaseToggle: () => void = () => undefined;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        await new Promise<void>((resolve) => {
          releaseToggle = resolve;
        });
        visible = (JSON.parse(String(init.body)) as { isVisible: boolean }).isVisible;
        return json({ ...demo, isVisible: visible });
      }
      expect(url).toContain('/api/event-types');
      return json({ items: [{ ...demo, isVisible: visible }], nextCursor: null } satisfies EventTypeList);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignedIn(<EventTypesPage />);

    const toggle = await screen.findByRole('switch', { name: 'Show Demo on your public page' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('/ada/demo')).toBeInTheDocument();
    expect(screen.getByText('30m')).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    releaseToggle();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(messages.hidden)).toBeInTheDocument();
  });

  it('says so in the product’s words when changing visibility fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PATCH'
          ? json({ error: 'Internal server error' }, 500)
          : json({ items: [demo], nextCursor: null } satisfies EventTypeList),
      ),
    );
    renderSignedIn(<EventTypesPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Show Demo on your public page' }));
    expect(await screen.findByText(messages.toggleFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Demo on your public page' })).toBeChecked();
  });

  it('marks an event type that needs confirmation or has seats, and its menu opens the embed code for it', async () => {
    const gated: EventType = {
      ...demo,
      bookingSettings: { ...demo.bookingSettings, requiresConfirmation: true, seats: 8 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ items: [gated, { ...demo, id: 'plain', slug: 'plain', name: 'Plain' }], nextCursor: null }),
      ),
    );
    renderInApp(
      <Routes>
        <Route path="/" element={<EventTypesPage />} />
        <Route path="/settings/embed" element={<LocationProbe />} />
      </Routes>,
      { signedInAs: ada },
    );
    const card = await screen.findByRole('listitem', { name: 'Demo' });
    expect(within(card).getByText('Requires confirmation')).toBeInTheDocument();
    expect(within(card).getByText('Seats: 8')).toBeInTheDocument();
    const plain = screen.getByRole('listitem', { name: 'Plain' });
    expect(within(plain).queryByText('Requires confirmation')).not.toBeInTheDocument();
    expect(within(plain).queryByText(/Seats/)).not.toBeInTheDocument();

    fireEvent.keyDown(within(card).getByRole('button', { name: 'More options for Demo' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Embed' }));
    expect(await screen.findByText('/settings/embed?eventType=demo')).toBeInTheDocument();
  });

  it('shows the empty message when there are none, and the loading message first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], nextCursor: null } satisfies EventTypeList)),
    );
    renderSignedIn(<EventTypesPage />);
    expect(await screen.findByText(messages.loadingEventTypes)).toBeInTheDocument();
    expect(await screen.findByText(messages.noEventTypes)).toBeInTheDocument();
  });

  it('derives the slug from the name until the slug is edited by hand', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], nextCursor: null } satisfies EventTypeList)),
    );
    renderSignedIn(<EventTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: messages.newEventType }));
    // The form is its own chunk, fetched on the first opening.
    const name = await screen.findByLabelText(messages.eventName);
    const slug = screen.getByLabelText(messages.urlSlug);
    fireEvent.change(name, { target: { value: 'My  Great -- Call!' } });
    expect(slug).toHaveValue('my-great-call');
    fireEvent.change(slug, { target: { value: 'custom' } });
    fireEvent.change(name, { target: { value: 'Something else' } });
    expect(slug).toHaveValue('custom');
  });
});
