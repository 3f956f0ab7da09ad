import { CircleAlert, LoaderCircle, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import { type InvitePreview, teamMessages } from '#shared/schemas/teams.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { StatusPage } from '@/components/ui/status-page.tsx';
import { errorText } from '@/lib/api-client.ts';
import { InLocale, knownText, t, visitorLocale } from '@/lib/i18n.tsx';
import { forgetReturnPath, rememberReturnPath } from '@/lib/return-path.ts';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

/** The page's shape while the invitation (or the language's words) is on its way. */
function InvitationLoading() {
  return (
    <StatusPage
      icon={<LoaderCircle className="size-6 animate-spin" />}
      title={tx('teams.acceptTitle')}
      text={tx('teams.loadingEllipsis')}
    />
  );
}

/**
 * /teams/invite/:token, the link of an invitation's email: the team and an Accept button. A signed-out
 * invitee signs in or registers and is brought back here (docs/product.md#teams); only the account
 * of the invited address may accept. It speaks the signed-in user's Profile language, else the
 * visitor's (the link's `?lang=`, else the browser's).
 */
export function InvitationPage() {
  const { user } = useSession();
  return (
    <InLocale locale={localeOf(user?.locale) ?? visitorLocale()} areas={['teams']} fallback={<InvitationLoading />}>
      <InvitationScreen />
    </InLocale>
  );
}

function InvitationScreen() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user, isLoading } = useSession();

  useEffect(() => {
    if (isLoading) return;
    if (user) forgetReturnPath();
    else rememberReturnPath(paths.teamInvite(token));
  }, [isLoading, user, token]);

  if (invitation.isPending || isLoading) return <InvitationLoading />;
  if (invitation.isError) {
    return (
      <>
        <PageTitle title={tx('teams.acceptTitle')} />
        <StatusPage
          role="alert"
          icon={<CircleAlert className="size-6" />}
          title={tx('teams.inviteLoadFailed')}
          text={errorText(invitation.error, tx('teams.inviteLoadFailed'))}
        >
          <Link to={user ? paths.teams : paths.home} className={buttonClass()}>
            {user ? tx('teams.title') : t('common.goToKairos')}
          </Link>
        </StatusPage>
      </>
    );
  }
  return <Invitation token={token} invite={invitation.data} />;
}

function Invitation({ token, invite }: { token: string; invite: InvitePreview }) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const otherAccount = user && user.email !== invite.email;
  const unverified = user && !otherAccount && !user.email_verified;

  return (
    <>
      <PageTitle title={tx('teams.acceptPageTitle', { team: invite.teamName })} />
      <StatusPage
        icon={<Users className="size-6" />}
        title={tx('teams.acceptBody', { team: invite.teamName, role: invite.role })}
        text={
          otherAccount
            ? knownText(teamMessages.inviteOtherEmail)
            : unverified
              ? knownText(teamMessages.inviteUnverified)
              : tx('teams.acceptFor', { email: invite.email })
        }
      >
        {!user ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link to={paths.login} className={buttonClass()}>
              {tx('teams.signInToAccept')}
            </Link>
            <Link
              to={`${paths.register}?email=${encodeURIComponent(invite.email)}`}
              className={buttonClass({ variant: 'secondary' })}
            >
              {tx('teams.registerToAccept')}
            </Link>
          </div>
        ) : otherAccount ? (
          <Button variant="secondary" onClick={() => void logout()}>
            {tx('teams.signOut')}
          </Button>
        ) : (
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(
                token,
                feedback({
                  success: tx('teams.accepted'),
                  failure: { title: tx('teams.acceptFailed'), fallback: tx('teams.acceptFailed') },
                  onSuccess: ({ teamId }) => navigate(paths.team(teamId), { replace: true }),
                }),
              )
            }
          >
            {accept.isPending ? tx('teams.accepting') : tx('teams.accept')}
          </Button>
        )}
      </StatusPage>
    </>
  );
}
