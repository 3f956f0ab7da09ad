import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type LoginBody, LoginBodySchema } from '#shared/schemas/auth.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { returnPath } from '@/lib/return-path.ts';
import { useSession } from '@/lib/session.tsx';
import { login as signIn } from '../api/login.ts';
import { cn } from '@/lib/cn.ts';
import { AuthShell, authLinkClass, SignedOutPage } from '../components/auth-shell.tsx';
import { ProviderSignIn } from '../components/provider-sign-in.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { EmailField } from '../components/auth-fields.tsx';
import { useSchemaForm } from '@/lib/schema-form.ts';

export function LoginPage() {
  return (
    <SignedOutPage>
      <Login />
    </SignedOutPage>
  );
}

function Login() {
  const { user, isLoading, login } = useSession();
  const navigate = useNavigate();
  const form = useSchemaForm<LoginBody>(LoginBodySchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  // Someone already signed in has nothing to do here: back to the page that sent them (an invitation), or home.
  if (!isLoading && user) return <Navigate to={returnPath() ?? paths.home} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(await signIn(values));
    } catch (error) {
      toastFailure({ title: tx('auth.login.failed'), fallback: tx('auth.login.checkCredentials') }, error);
    }
  });
  // Both fields share one message (docs/product.md#validation-rules), so it is shown once for the form.
  const missing = errors.email?.message ?? errors.password?.message;

  return (
    <AuthShell
      tabTitle={tx('auth.signIn')}
      title={tx('auth.login.title')}
      subtitle={tx('auth.login.subtitle')}
      withMarketing
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField invalid={Boolean(errors.email)} {...form.register('email')} />
        <div className="space-y-1.5">
          <TextField
            label={tx('auth.password')}
            type="password"
            autoComplete="current-password"
            invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
          <div className="text-right">
            <Link to={paths.forgotPassword} className={cn(authLinkClass, 'text-sm')}>
              {tx('auth.login.forgotPassword')}
            </Link>
          </div>
        </div>
        <FieldError id="login-error">{missing}</FieldError>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? tx('auth.login.signingIn') : tx('auth.signIn')}
        </Button>
      </form>
      <ProviderSignIn intent="sign-in" />
      <div className="my-6 flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
        {tx('auth.login.newToKairos')}
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => navigate(paths.register)}>
        {tx('auth.login.createAccount')}
      </Button>
    </AuthShell>
  );
}
