import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { cn } from '../../../lib/cn.ts';
import { AuthShell, authLinkClass } from '../components/auth-shell.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toastSuccess } from '../../../components/ui/mutation-feedback.ts';
import { NewPasswordField } from '../components/auth-fields.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      Back to sign in
    </Link>
  );

  if (!token) {
    return (
      <AuthShell tabTitle="Reset password" title="Reset your password" footer={backToLogin}>
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {messages.invalidResetToken}
        </p>
        <Link to={paths.forgotPassword} className={cn(authLinkClass, 'mt-4 inline-block text-sm')}>
          Request a new link
        </Link>
      </AuthShell>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { message } = await resetPassword({ token, newPassword });
      toastSuccess({ title: 'Password reset', description: message || messages.resetSucceeded });
      navigate(paths.login);
    } catch (error) {
      form.setError('root', { message: errorText(error, messages.resetFailed) });
    }
  });

  return (
    <AuthShell
      tabTitle="Reset password"
      title="Choose a new password"
      subtitle="Signing in again is needed on every device afterwards."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordField label="New password" error={errors.newPassword?.message} {...form.register('newPassword')} />
        <TextField
          label="Confirm password"
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
          {isSubmitting ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
