import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { LoginPage } from '../../src-renderer/features/auth/pages/login-page.tsx';
import { RegisterPage } from '../../src-renderer/features/auth/pages/register-page.tsx';
import { ResetPasswordPage } from '../../src-renderer/features/auth/pages/reset-password-page.tsx';
import { VerifyEmailPage } from '../../src-renderer/features/auth/pages/verify-email-page.tsx';
import { ForgotPasswordPage } from '../../src-renderer/features/auth/pages/forgot-password-page.tsx';
import { renderInApp } from '../helpers/render.tsx';

type Reply = { status: number; body?: unknown } | Error;
let replies: Record<string, Reply>;
let requests: { url: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  // No Google or Microsoft set up: the pages are the password forms alone (tests/renderer/sign-in-providers.test.tsx has them).
  replies = { '/api/sign-in/providers': { status: 200, body: { providers: [] } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[url];
      if (!reply) throw new Error(`unexpected call to ${url}`);
      if (reply instanceof Error) throw reply;
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/" element={<p>dashboard</p>} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </Routes>,
    { path },
  );
}

describe('the login page', () => {
  it('asks for both fields without calling the server', async () => {
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.loginMissingFields)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/auth/login')).toHaveLength(0);
  });

  it("shows 'Login Failed' with the server's error", async () => {
    replies['/api/auth/login'] = { status: 401, body: { error: 'Invalid email or password.' } };
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'Ada@Example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText(messages.loginFailed))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email or password.')[0]).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/login')!.body).toEqual({
      email: 'ada@example.test',
      password: 'wrong',
    });
  });

  it("falls back to 'Please check your credentials.' when the server sent no error", async () => {
    replies['/api/auth/login'] = new TypeError('Failed to fetch');
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText(messages.checkCredentials))[0]).toBeInTheDocument();
  });

  it('links to registration and to the forgot-password page', async () => {
    renderAt('/login');
    expect(await screen.findByRole('link', { name: messages.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(screen.getByRole('button', { name: messages.createAccount }));
    expect(await screen.findByText(messages.passwordHint)).toBeInTheDocument();
  });
});

describe('the register page', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
  };

  it("shows the server's error, or 'Registration failed.'", async () => {
    replies['/api/auth/register'] = { status: 400, body: { error: 'Password must contain at least one number.' } };
    renderAt('/register');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('Password must contain at least one number.'))[0]).toBeInTheDocument();

    replies['/api/auth/register'] = { status: 500, body: '' };
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText(messages.registrationFailed))[0]).toBeInTheDocument();
  });

  it("goes to /login with the server's message on success", async () => {
    replies['/api/auth/register'] = { status: 200, body: { message: 'Please check your email.' } };
    renderAt('/register');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByText('Please check your email.')[0]).toBeInTheDocument();
  });
});

describe('the reset password page', () => {
  it('says the link is invalid without a token', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText(messages.invalidResetToken)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks length and equality, then resets and goes to /login', async () => {
    replies['/api/auth/reset-password'] = { status: 200, body: { message: messages.resetSucceeded } };
    renderAt('/reset-password?token=t0k');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ token: 't0k', newPassword: 'long-enough-1' });
    expect(screen.getAllByText(messages.resetSucceeded)[0]).toBeInTheDocument();
  });

  it("shows the server's error or 'Failed to reset password.'", async () => {
    replies['/api/auth/reset-password'] = { status: 502 };
    renderAt('/reset-password?token=t0k');
    await userEvent.type(await screen.findByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetFailed)).toBeInTheDocument();
  });
});

describe('the verify email page', () => {
  it('says no token was found without one', async () => {
    renderAt('/verify-email');
    expect(await screen.findByText(messages.noVerificationToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(0);
  });

  it('shows verifying, then success, and posts the token once', async () => {
    replies['/api/auth/verify-email'] = { status: 200, body: { message: messages.verificationSucceeded } };
    renderAt('/verify-email?token=abc');
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    expect(await screen.findByText(messages.verificationSucceeded)).toBeInTheDocument();
    expect(requests).toEqual([{ url: '/api/auth/verify-email', body: { token: 'abc' } }]);
  });

  it("shows the server's error or 'Verification failed.'", async () => {
    replies['/api/auth/verify-email'] = { status: 500 };
    renderAt('/verify-email?token=abc');
    expect(await screen.findByText(messages.verificationFailed)).toBeInTheDocument();
  });

  it('offers a new link after a failed verification', async () => {
    replies['/api/auth/verify-email'] = {
      status: 400,
      body: { error: 'This verification link is invalid or has expired.' },
    };
    replies['/api/auth/resend-verification'] = { status: 200, body: { message: 'Sent if it exists.' } };
    renderAt('/verify-email?token=old');
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Sent if it exists.')).toBeInTheDocument();
    expect(requests[1]).toEqual({ url: '/api/auth/resend-verification', body: { email: 'ada@example.test' } });
  });
});

describe('the forgot password page', () => {
  it("shows the server's neutral answer after sending", async () => {
    replies['/api/auth/forgot-password'] = { status: 200, body: { message: 'If an account exists, we sent a link.' } };
    renderAt('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists, we sent a link.')).toBeInTheDocument();
    await waitFor(() => expect(requests[0]!.body).toEqual({ email: 'someone@example.test' }));
  });
});
