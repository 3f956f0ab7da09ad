import type { Db } from '../../../db/client.ts';
import { composeEmail } from '../../../lib/email-layout.ts';
import { emailSpeaker } from '../../../lib/locale.ts';
import { outboxRows } from '../../../lib/outbox.ts';
import { paths } from '#shared/routes.ts';
import { appListTexts } from '#shared/schemas/apps.ts';
import { providerSpecs } from './providers.ts';
import type { OAuthProviderId } from './types.ts';

/**
 * A grant the provider refused (ADR 048): marked "reconnect" once, its calendar connections showing
 * the `auth` failure (their cached busy times stay, visibly stale), and the host emailed once per
 * death (through the outbox, in the same transaction), in the language of their Profile. Connecting the
 * account again revives it.
 */
export function createGrantDeath(deps: { db: Db; now: () => number; appUrl: string; kick: () => void }) {
  const { db, now, appUrl } = deps;
  return async function died(grantId: string, code: string): Promise<void> {
    const first = await db.$transaction(async (tx) => {
      const marked = await tx.oAuthGrant.updateMany({
        where: { id: grantId, status: 'active' },
        data: { status: 'reconnect', errorCode: code.slice(0, 100), claimedUntil: null, claimedBy: null },
      });
      if (marked.count === 0) return false;
      await tx.calendarConnection.updateMany({ where: { grantId }, data: { errorCode: 'auth', errorEvent: null } });
      const grant = await tx.oAuthGrant.findUnique({
        where: { id: grantId },
        select: {
          provider: true,
          email: true,
          notifiedAt: true,
          user: { select: { email: true, firstName: true, locale: true } },
        },
      });
      if (!grant || grant.notifiedAt) return false;
      await tx.oAuthGrant.update({ where: { id: grantId }, data: { notifiedAt: new Date(now()) } });
      const spec = providerSpecs[grant.provider as OAuthProviderId];
      const provider = spec?.name ?? grant.provider;
      const { t, words } = emailSpeaker(grant.user.locale);
      // An app that only makes meetings (Zoom) has no calendar to speak of.
      const meetingsOnly = spec && appListTexts[spec.callbackSlug].kind === 'video';
      const names = { provider, account: grant.email };
      const email = composeEmail(grant.user.email, t('email.grantDead.subject', names), {
        greeting: t('email.hi', { name: grant.user.firstName }),
        body: [
          t(meetingsOnly ? 'email.grantDead.meetingsBody' : 'email.grantDead.body', names),
          t('email.grantDead.reconnect'),
        ],
        action: { label: t('email.openInstalledApps'), url: `${appUrl}${paths.appsInstalled}` },
        footnote: t('email.grantDead.footnote'),
        words,
      });
      await tx.outboxJob.createMany({ data: outboxRows([{ kind: 'email', payload: email }]) });
      return true;
    });
    if (first) deps.kick();
  };
}
