import { composeEmail } from '../../lib/email-layout.ts';
import type { Email } from '../../lib/mailer.ts';
import { TEAM_INVITE_TTL_DAYS, TEAM_ROLE_LABELS, type TeamRole } from '#shared/schemas/teams.ts';

export function teamInviteEmail(
  to: string,
  invite: { teamName: string; inviterName: string; role: TeamRole; url: string },
): Email {
  return composeEmail(to, `${invite.inviterName} invited you to ${invite.teamName} on Kairos`, {
    greeting: 'Hi,',
    body: [
      `${invite.inviterName} invited you to join the team ${invite.teamName} on Kairos as ${TEAM_ROLE_LABELS[invite.role].toLowerCase()}.`,
      'Open the link to accept. Without a Kairos account yet, create one with this email address first.',
    ],
    action: { label: 'View invitation', url: invite.url },
    footnote: `This link works once and expires in ${TEAM_INVITE_TTL_DAYS} days. If you did not expect it, you can ignore this email.`,
  });
}
