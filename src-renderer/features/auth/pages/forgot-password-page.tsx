import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type ForgotPasswordBody, ForgotPasswordBodySchema } from '#shared/schemas/auth.ts';
import { Button } from '@/components/ui/button.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { AuthShell, authLinkClass, SignedOutPage } from '../components/auth-shell.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { EmailField } from '../components/auth-fields.tsx';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { useSchemaForm } from '@/lib/schema-form.ts';

/** docs/product.md#forgot-password: ask for the email, then always show the server's neutral answer. */
export function ForgotPasswordPage() {
  return (
    <SignedOutPage>
      <ForgotPassword />
    </SignedOutPage>
  );
}

function ForgotPassword() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordBody>(ForgotPasswordBodySchema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setAnswer(knownText((await forgotPassword(values)).message));
    } catch (error) {
      toastFailure({ title: tx('auth.error'), fallback: tx('auth.somethingWentWrong') }, error);
    }
  });

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      {tx('auth.backToSignIn')}
    </Link>
  );

  if (answer) {
    return (
      <AuthShell tabTitle={tx('auth.forgot.title')} title={tx('auth.checkEmail')} footer={backToLogin}>
        <div role="status" className="flex gap-3 text-sm text-gray-700 dark:text-gray-300">
          <MailCheck className="h-5 w-5 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
          <p>{answer}</p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      tabTitle={tx('auth.forgot.title')}
      title={tx('auth.forgot.title')}
      subtitle={tx('auth.forgot.subtitle')}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? tx('auth.sending') : tx('auth.forgot.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
