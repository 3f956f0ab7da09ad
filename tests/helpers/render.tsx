import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../src-renderer/components/ui/toaster.tsx';
import { createQueryClient } from '../../src-renderer/lib/query-client.ts';
// The app areas' side of InLocale (ADR 035), as every signed-in page has it through its words.
import '../../src-renderer/lib/app-texts.ts';
import { InLocale } from '../../src-renderer/lib/i18n.tsx';
import { SessionProvider } from '../../src-renderer/lib/session.tsx';
import { APP_AREAS } from '#shared/i18n/app/areas.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ACCESS_TOKEN_KEY } from '#shared/constants.ts';
import type { SessionUser } from '#shared/schemas/session.ts';

/** A signed-in host with a username, for pages that only need someone signed in. */
export const ada: SessionUser = {
  id: 'u1',
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  role: 'user',
  email_verified: true,
};

/** An access token the renderer can decode (it never checks the signature, the server does). */
export function accessTokenFor(user: SessionUser): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...user, typ: 'access' })}.signature`;
}

export interface RenderInAppOptions {
  /** The address the router starts at (a location object when it carries state). */
  path?: InitialEntry;
  /** Someone already signed in (their access token is stored before the session starts). */
  signedInAs?: SessionUser;
  /**
   * The language the app speaks (ADR 035): every area's words, fetched before the page renders
   * (use `findBy…` for the first look). English by default, which also undoes an earlier test's.
   */
  locale?: Locale;
}

/**
 * Renders `ui` inside what the app puts around every page: a fresh query cache with the app's own
 * policy, a router at `path`, the session, tooltips, the language and the toaster (so a test sees
 * the page's toasts). Give `ui` its own `<Routes>` when the test follows navigation.
 */
export function renderInApp(ui: ReactNode, { path = '/', signedInAs, locale = 'en' }: RenderInAppOptions = {}) {
  if (signedInAs) localStorage.setItem(ACCESS_TOKEN_KEY, accessTokenFor(signedInAs));
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Tooltip.Provider>
            <InLocale locale={locale} areas={APP_AREAS} fallback={null}>
              {ui}
              <Toaster />
            </InLocale>
          </Tooltip.Provider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
