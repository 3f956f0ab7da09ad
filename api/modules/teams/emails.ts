import { composeEmail } from '../../lib/email-layout.ts';
import { emailSpeaker } from '../../lib/locale.ts';
import type { Email } from '../../lib/mailer.ts';
import { TEAM_INVITE_TTL_DAYS, type TeamRole } from '#shared/schemas/teams.ts';

/**
 * An invitation to a team (ADR 028), in `locale`: the language of the invitee's own account when the
 * address has one, else English, as for any reader Kairos knows nothing of (the inviter's language is
 * theirs, not necessarily the invitee's; docs/product.md#languages).
 */
export function teamInviteEmail(
  to: string,
  invite: { teamName: string; inviterName: string; role: TeamRole; url: string },
  locale: string | null,
): Email {
  const { t, words } = emailSpeaker(locale);
  const names = { inviter: invite.inviterName, team: invite.teamName, role: invite.role };
  return composeEmail(to, t('email.teamInvite.subject', names), {
    greeting: t('email.hiNoName'),
    body: [t('email.teamInvite.body', names), t('email.teamInvite.account')],
    action: { label: t('email.teamInvite.action'), url: invite.url },
    footnote: t('email.teamInvite.footnote', { days: TEAM_INVITE_TTL_DAYS }),
    words,
  });
}
