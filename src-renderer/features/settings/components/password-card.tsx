import { type FormEvent, useState } from 'react';
import { SetPasswordBodySchema } from '#shared/schemas/sign-in.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useSetPassword } from '../api/sign-in-methods.ts';

/**
 * The password (ADR 053): someone who signed up with Google or Microsoft sets one here (a second way
 * in); someone who has one changes it with the current one.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const save = useSetPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...(hasPassword ? { currentPassword: current } : {}), newPassword: next };
    const checked = SetPasswordBodySchema.safeParse(body);
    if (!checked.success) {
      setError(knownText(checked.error.issues[0]?.message) ?? tx('settings.security.tryAgain'));
      return;
    }
    setError(null);
    save.mutate(
      checked.data,
      feedback({
        success: tx('settings.security.passwordSaved'),
        failure: { title: tx('settings.security.passwordFailed'), fallback: tx('settings.security.tryAgain') },
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      }),
    );
  }

  return (
    <Card
      title={tx('settings.security.passwordTitle')}
      description={hasPassword ? tx('settings.security.passwordChange') : tx('settings.security.passwordNone')}
    >
      <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
        {hasPassword && (
          <TextField
            label={tx('settings.security.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
        <TextField
          label={tx('settings.security.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={tx('settings.security.passwordHint')}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" disabled={save.isPending || next === '' || (hasPassword && current === '')}>
          {hasPassword ? tx('settings.security.changePassword') : tx('settings.security.setPassword')}
        </Button>
      </form>
    </Card>
  );
}
