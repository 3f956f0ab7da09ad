import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { ForgotPasswordPage } from '../../src-renderer/features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '../../src-renderer/features/auth/pages/login-page.tsx';
import { RegisterPage } from '../../src-renderer/features/auth/pages/register-page.tsx';
import { ResetPasswordPage } from '../../src-renderer/features/auth/pages/reset-password-page.tsx';
import { VerifyEmailPage } from '../../src-renderer/features/auth/pages/verify-email-page.tsx';
import { renderInApp } from '../helpers/render.tsx';

type Reply = { status: number; body?: unknown };
/** The first look waits for the language's words (their chunks compile on first use in tests). */
const loaded = { timeout: 10_000 };
let replies: Record<string, Reply>;

/** The visitor's browser languages (what `navigator.languages` says). */
function browserSpeaks(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  replies = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const reply = replies[url];
      if (!reply) throw new Error(`unexpected call to ${url}`);
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  // Back to jsdom's own languages and address.
  delete (navigator as { languages?: unknown }).languages;
  window.history.replaceState(null, '', '/');
});

/** Every account page, by its address. */
const pages = {
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/verify-email': <VerifyEmailPage />,
};

function renderAt(path: string) {
  return renderInApp(
    <Routes>
      {Object.entries(pages).map(([at, page]) => (
        <Route key={at} path={at} element={page} />
      ))}
    </Routes>,
    { path },
  );
}

describe('the account pages in the visitor’s language', () => {
  it('speak German to a German browser: words, a validation message and the server’s refusal', async () => {
    browserSpeaks('de-DE', 'en');
    replies['/api/auth/login'] = { status: 401, body: { error: authAnswers.invalidCredentials } };
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Bei Ihrem Konto anmelden' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Über Kairos' })).toHaveTextContent(
      'Termintypen für jedes Treffen',
    );
    expect(screen.queryByText('Sign in to your account')).toBeNull();

    // The schema's message (the same for both fields), in German.
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    // The sentences errors say arrive once the page shows (issue 39): said in German when they are in.
    expect(await screen.findByText('Bitte geben Sie E-Mail-Adresse und Passwort ein.', {}, loaded)).toBeInTheDocument();
    expect(screen.queryByText(messages.loginMissingFields)).toBeNull();

    // The server's `{ error }`, shown in the failure toast, in German.
    await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findAllByText('Anmeldung fehlgeschlagen'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('E-Mail-Adresse oder Passwort ist falsch.')[0]).toBeInTheDocument();
    expect(screen.queryByText(authAnswers.invalidCredentials)).toBeNull();
  });

  it('show a field’s validation message under it, and the server’s reason in the banner, in German', async () => {
    browserSpeaks('de');
    replies['/api/auth/reset-password'] = { status: 400, body: { error: authAnswers.invalidResetToken } };
    renderAt('/reset-password?token=t0k');
    const field = await screen.findByLabelText('Neues Passwort', {}, loaded);
    await userEvent.type(field, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    const tooShort = await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(tooShort.id));
    expect(screen.getByText('Mindestens 8 Zeichen, Buchstaben und Ziffern')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Passwort bestätigen'));
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    );
  });

  it('say the server’s neutral answer in German after asking for a reset link', async () => {
    browserSpeaks('de-AT');
    replies['/api/auth/forgot-password'] = { status: 200, body: { message: authAnswers.resetRequested } };
    renderAt('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-Mail', {}, loaded), 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByRole('heading', { name: 'Prüfen Sie Ihre E-Mails' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen Ihres Passworts gesendet.',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('follow ?lang= over the browser: sign-up in Japanese, its tab title too', async () => {
    browserSpeaks('de-DE');
    window.history.replaceState(null, '', '/register?lang=ja');
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'アカウントを作成' }, loaded)).toBeInTheDocument();
    expect(screen.getByLabelText('名')).toBeInTheDocument();
    expect(screen.getByLabelText('姓')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'アカウントを作成' })).toBeInTheDocument();
    expect(screen.getByText('すでにアカウントをお持ちですか？')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('新規登録 · Kairos'));
  });

  it('say a missing verification token in French, with the way back to sign in', async () => {
    window.history.replaceState(null, '', '/verify-email?lang=fr');
    renderAt('/verify-email');
    const status = await screen.findByRole('status', {}, loaded);
    expect(status).toHaveTextContent('Aucun jeton de vérification trouvé. Le lien est peut-être invalide.');
    expect(screen.getByRole('heading', { name: 'Vérification de l’e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    const resend = screen.getByRole('button', { name: 'Envoyer un nouveau lien' }).closest('form')!;
    expect(within(resend).getByText('Besoin d’un nouveau lien ? Saisissez votre e-mail.')).toBeInTheDocument();
  });

  it('stay English for an English browser, word for word', async () => {
    browserSpeaks('en-GB');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.forgotPassword })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.createAccount })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.loginMissingFields)).toBeInTheDocument();
  });
});
