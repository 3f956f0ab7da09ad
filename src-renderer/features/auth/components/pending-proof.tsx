import { type FormEvent, useState } from 'react';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_PROVIDER_NAMES } from '#shared/sign-in.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { toastFailure, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { errorText } from '@/lib/api-client.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { tx as signInTx } from '@/lib/texts/sign-in.ts';
import { proveWithCode, proveWithPassword, sendSignInCode } from '../api/sign-in-with-provider.ts';
import { type PendingSignIn, useSignInOutcome } from '../hooks/use-sign-in-outcome.ts';

/**
 * A pending sign-in's proof (ADR 053): an account with the address exists, so its password, or a code
 * emailed to it, must show it is the person's (`link`); or the provider did not vouch for the address,
 * so the emailed code must (`confirm`). Never linked by the address alone.
 */
export function PendingProof({ pending }: { pending: PendingSignIn }) {
  const act = useSignInOutcome();
  const provider = SIGN_IN_PROVIDER_NAMES[pending.provider];
  const [useCode, setUseCode] = useState(pending.status === 'confirm' || pending.codeSent);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const outcome = useCode
        ? await proveWithCode(pending.pending, value.trim())
        : await proveWithPassword(pending.pending, value);
      await act(outcome);
    } catch (failure) {
      setError(errorText(failure, signInTx('signIn.failed')));
      setBusy(false);
    }
  }

  async function sendCode() {
    try {
      const { message } = await sendSignInCode(pending.pending);
      toastSuccess({ title: tx('auth.checkEmail'), description: knownText(message) ?? message });
      setUseCode(true);
      setValue('');
      setError(null);
    } catch (failure) {
      toastFailure({ title: tx('auth.error'), fallback: signInTx('signIn.failed') }, failure);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {useCode ? (
        <TextField
          label={signInTx('signIn.confirm.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE_LENGTH}
          pattern="[0-9]*"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
          autoFocus
        />
      ) : (
        <TextField
          label={signInTx('signIn.link.password')}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
          autoFocus
        />
      )}
      <Button type="submit" className="w-full" disabled={busy || value === ''}>
        {useCode ? signInTx('signIn.confirm.submit') : signInTx('signIn.link.submit', { provider })}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => void sendCode()}>
        {useCode ? signInTx('signIn.confirm.resend') : signInTx('signIn.link.emailInstead')}
      </Button>
    </form>
  );
}
