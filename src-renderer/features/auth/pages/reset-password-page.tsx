import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { cn } from '@/lib/cn.ts';
import { AuthShell, authLinkClass, SignedOutPage } from '../components/auth-shell.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { NewPasswordField } from '../components/auth-fields.tsx';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { useSchemaForm } from '@/lib/schema-form.ts';

export function ResetPasswordPage() {
  return (
    <SignedOutPage>
      <ResetPassword />
    </SignedOutPage>
  );
}

function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useSchemaForm<ResetPasswordForm>(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const { errors, isSubmitting } = form.formState;

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      {tx('auth.backToSignIn')}
    </Link>
  );

  if (!token) {
    return (
      <AuthShell tabTitle={tx('auth.reset.tabTitle')} title={tx('auth.reset.invalidTitle')} footer={backToLogin}>
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {tx('auth.reset.invalidToken')}
        </p>
        <Link to={paths.forgotPassword} className={cn(authLinkClass, 'mt-4 inline-block text-sm')}>
          {tx('auth.reset.requestNewLink')}
        </Link>
      </AuthShell>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { message } = await resetPassword({ token, newPassword });
      toastSuccess({ title: tx('auth.reset.done'), description: knownText(message) || tx('auth.reset.succeeded') });
      navigate(paths.login);
    } catch (error) {
      form.setError('root', { message: errorText(error, tx('auth.reset.failed')) });
    }
  });

  return (
    <AuthShell
      tabTitle={tx('auth.reset.tabTitle')}
      title={tx('auth.reset.title')}
      subtitle={tx('auth.reset.subtitle')}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordField
          label={tx('auth.reset.newPassword')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={tx('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {errors.root?.message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? tx('auth.reset.resetting') : tx('auth.reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
