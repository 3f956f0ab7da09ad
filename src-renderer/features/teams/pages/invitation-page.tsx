import { CircleAlert, LoaderCircle, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { type InvitePreview, TEAM_ROLE_LABELS, teamMessages, teamScreen } from '#shared/schemas/teams.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { forgetReturnPath, rememberReturnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

/**
 * /teams/invite/:token, the link of an invitation's email: the team and an Accept button. A signed-out
 * invitee signs in or registers and is brought back here (docs/product.md#teams); only the account
 * of the invited address may accept.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user, isLoading } = useSession();

  useEffect(() => {
    if (isLoading) return;
    if (user) forgetReturnPath();
    else rememberReturnPath(paths.teamInvite(token));
  }, [isLoading, user, token]);

  if (invitation.isPending || isLoading) {
    return (
      <StatusPage
        icon={<LoaderCircle className="size-6 animate-spin" />}
        title={teamScreen.acceptTitle}
        text="Loading…"
      />
    );
  }
  if (invitation.isError) {
    return (
      <>
        <PageTitle title={teamScreen.acceptTitle} />
        <StatusPage
          role="alert"
          icon={<CircleAlert className="size-6" />}
          title={teamScreen.inviteLoadFailed}
          text={errorText(invitation.error, teamScreen.inviteLoadFailed)}
        >
          <Link to={user ? paths.teams : paths.home} className={buttonClass()}>
            {user ? teamScreen.title : 'Go to Kairos'}
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
  const role = TEAM_ROLE_LABELS[invite.role];
  const otherAccount = user && user.email !== invite.email;
  const unverified = user && !otherAccount && !user.email_verified;

  return (
    <>
      <PageTitle title={`${teamScreen.acceptTitle}: ${invite.teamName}`} />
      <StatusPage
        icon={<Users className="size-6" />}
        title={teamScreen.acceptBody(invite.teamName, role)}
        text={
          otherAccount
            ? teamMessages.inviteOtherEmail
            : unverified
              ? teamMessages.inviteUnverified
              : teamScreen.acceptFor(invite.email)
        }
      >
        {!user ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link to={paths.login} className={buttonClass()}>
              {teamScreen.signInToAccept}
            </Link>
            <Link
              to={`${paths.register}?email=${encodeURIComponent(invite.email)}`}
              className={buttonClass({ variant: 'secondary' })}
            >
              {teamScreen.registerToAccept}
            </Link>
          </div>
        ) : otherAccount ? (
          <Button variant="secondary" onClick={() => void logout()}>
            {messages.signOut}
          </Button>
        ) : (
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(
                token,
                feedback({
                  success: teamScreen.accepted,
                  failure: { title: teamScreen.acceptFailed, fallback: teamScreen.acceptFailed },
                  onSuccess: ({ teamId }) => navigate(paths.team(teamId), { replace: true }),
                }),
              )
            }
          >
            {accept.isPending ? teamScreen.accepting : teamScreen.accept}
          </Button>
        )}
      </StatusPage>
    </>
  );
}
