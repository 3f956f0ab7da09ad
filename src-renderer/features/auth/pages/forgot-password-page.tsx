import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { type ForgotPasswordBody, ForgotPasswordBodySchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { AuthShell, authLinkClass } from '../components/auth-shell.tsx';
import { toastFailure } from '../../../components/ui/mutation-feedback.ts';
import { EmailField } from '../components/auth-fields.tsx';

/** docs/product.md#forgot-password: ask for the email, then always show the server's neutral answer. */
export function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setAnswer((await forgotPassword(values)).message);
    } catch (error) {
      toastFailure({ title: messages.error, fallback: 'Something went wrong. Please try again.' }, error);
    }
  });

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      Back to sign in
    </Link>
  );

  if (answer) {
    return (
      <AuthShell tabTitle={messages.forgotPassword} title="Check your email" footer={backToLogin}>
        <div role="status" className="flex gap-3 text-sm text-gray-700 dark:text-gray-300">
          <MailCheck className="h-5 w-5 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
          <p>{answer}</p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      tabTitle={messages.forgotPassword}
      title={messages.forgotPassword}
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthShell>
  );
}
