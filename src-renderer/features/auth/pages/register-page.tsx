import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type RegisterForm, RegisterFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '@/components/ui/button.tsx';
import { register as registerAccount } from '../api/register.ts';
import { AuthShell, authLinkClass, SignedOutPage } from '../components/auth-shell.tsx';
import { ProviderSignIn } from '../components/provider-sign-in.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { toastFailure, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { EmailField, NewPasswordField } from '../components/auth-fields.tsx';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { useSchemaForm } from '@/lib/schema-form.ts';

export function RegisterPage() {
  return (
    <SignedOutPage>
      <Register />
    </SignedOutPage>
  );
}

function Register() {
  const navigate = useNavigate();
  // A team invitation's page sends its invitee here with the invited address filled in.
  const [params] = useSearchParams();
  const form = useSchemaForm<RegisterForm>(RegisterFormSchema, {
    first_name: '',
    last_name: '',
    email: params.get('email') ?? '',
    password: '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The server answers the same whether or not the address was already registered (an email
      // tells its owner which): say what it said, and claim nothing about an account.
      const { message } = await registerAccount(values);
      toastSuccess({ title: tx('auth.checkEmail'), description: knownText(message) });
      navigate(paths.login);
    } catch (error) {
      toastFailure({ title: tx('auth.error'), fallback: tx('auth.register.failed') }, error);
    }
  });

  return (
    <AuthShell
      tabTitle={tx('auth.register.tabTitle')}
      title={tx('auth.register.title')}
      subtitle={tx('auth.register.subtitle')}
      withMarketing
      footer={
        <>
          {tx('auth.register.haveAccount')}{' '}
          <Link to={paths.login} className={authLinkClass}>
            {tx('auth.signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={tx('auth.register.firstName')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label={tx('auth.register.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <NewPasswordField label={tx('auth.password')} error={errors.password?.message} {...form.register('password')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? tx('auth.register.creating') : tx('auth.register.submit')}
        </Button>
      </form>
      <ProviderSignIn intent="sign-up" />
    </AuthShell>
  );
}
