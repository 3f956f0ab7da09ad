import { randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { composeEmail } from '../../lib/email-layout.ts';
import { emailSpeaker } from '../../lib/locale.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Outbox, OutboxJobInput } from '../../lib/outbox.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { isPublicAddress } from '../../lib/address-policy.ts';
import {
  MAX_WEBHOOKS_PER_USER,
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_CONSECUTIVE_FAILURES,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookInput,
  type WebhookPatch,
  webhookMessages,
} from '#shared/schemas/webhooks.ts';
import { type DeliveryResult, deliver, signature, urlProblem } from './delivery.ts';

/** Deliveries kept per hook (the settings screen shows the last ones). */
const KEPT_DELIVERIES = 100;
const SHOWN_DELIVERIES = 20;

interface WebhookJob {
  webhookId: string;
  triggerEvent: string;
  /** The exact body that is signed and sent. */
  body: string;
}

/** Cal.com's envelope, the exact text that is signed and sent. */
const webhookBody = (triggerEvent: string, payload: Record<string, unknown>, createdAt: string) =>
  JSON.stringify({ triggerEvent, createdAt, payload });

/**
 * Delivery jobs for every active hook of the host subscribed to the event at the time of a change
 * (read in that change's transaction): one job per hook, each retried on its own.
 */
export async function webhookJobs(
  tx: Tx,
  hostId: string,
  event: string,
  payload: Record<string, unknown>,
  createdAt: string,
): Promise<OutboxJobInput[]> {
  const hooks = await tx.webhook.findMany({
    where: { userId: hostId, active: true },
    select: { id: true, events: true },
  });
  const body = webhookBody(event, payload, createdAt);
  return hooks
    .filter((h) => h.events.split(',').includes(event))
    .map((h) => ({
      kind: 'webhook' as const,
      payload: { webhookId: h.id, triggerEvent: event, body } satisfies WebhookJob,
    }));
}

type Row = { id: string; url: string; events: string; active: boolean; failureCount: number; createdAt: Date };

function deliveryView(r: {
  id: string;
  triggerEvent: string;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
  createdAt: Date;
}): WebhookDelivery {
  const { id, triggerEvent, statusCode, ok, error, durationMs } = r;
  return { id, triggerEvent, statusCode, ok, error, durationMs, createdAt: r.createdAt.toISOString() };
}

function view(row: Row): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(',').filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
    active: row.active,
    failureCount: row.failureCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Webhooks (ADR 015): Cal.com's envelope `{triggerEvent, createdAt, payload}` so existing receivers
 * work, signed the way Calendly signs (`t=…,v1=HMAC(secret, "t.body")`, which resists replay).
 * Deliveries leave from the outbox with its retries; after 20 failures in a row the hook is switched
 * off and its owner emailed. Only https to public addresses unless WEBHOOK_ALLOW_PRIVATE.
 */
export function createWebhookService(deps: {
  db: Db;
  config: Pick<Config, 'APP_URL' | 'WEBHOOK_ALLOW_PRIVATE'>;
  secretBox: SecretBox;
  outbox: Outbox;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, config, secretBox, outbox, mailer, log } = deps;
  const now = deps.now ?? Date.now;
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  const context = (id: string) => `webhook:${id}`;

  /** 400 unless the URL may receive webhooks; a name is resolved now too (and again at every delivery). */
  async function checkUrl(url: string) {
    const problem = urlProblem(url, allowPrivate);
    if (problem) throw httpErrors.badRequest(problem);
    if (allowPrivate) return;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return;
    try {
      const addresses = await lookup(host, { all: true });
      if (addresses.some((a) => !isPublicAddress(a.address))) throw httpErrors.badRequest(webhookMessages.urlPrivate);
    } catch (error) {
      // A name that does not resolve yet is allowed: every delivery checks again.
      if ((error as { statusCode?: number }).statusCode === 400) throw error;
    }
  }

  async function owned(userId: string, id: string) {
    const row = await db.webhook.findFirst({ where: { id, userId } });
    if (!row) throw httpErrors.notFound(webhookMessages.notFound);
    return row;
  }

  const envelope = (triggerEvent: string, payload: Record<string, unknown>) =>
    webhookBody(triggerEvent, payload, new Date(now()).toISOString());

  async function record(webhookId: string, triggerEvent: string, result: DeliveryResult) {
    await db.webhookDelivery.create({
      data: {
        webhookId,
        triggerEvent,
        statusCode: result.statusCode,
        ok: result.ok,
        error: result.error?.slice(0, 500) ?? null,
        durationMs: result.durationMs,
      },
    });
    // Keep the newest KEPT_DELIVERIES.
    const old = await db.webhookDelivery.findMany({
      where: { webhookId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: KEPT_DELIVERIES,
      select: { id: true },
    });
    if (old.length) await db.webhookDelivery.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
  }

  /** `deliveryId`: the same on every retry of one delivery, so a receiver can drop a repeat. */
  async function send(
    hook: { id: string; url: string; secretSealed: string },
    triggerEvent: string,
    body: string,
    deliveryId: string = randomUUID(),
  ) {
    const secret = secretBox.open(hook.secretSealed, context(hook.id));
    const result = await deliver(
      hook.url,
      body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signature(secret, body, Math.floor(now() / 1000)),
        'kairos-webhook-id': hook.id,
        'kairos-delivery-id': deliveryId,
      },
      allowPrivate,
    );
    await record(hook.id, triggerEvent, result);
    return result;
  }

  /** After a failure: one more in a row, and at the limit the hook is switched off and its owner told. */
  async function failed(hookId: string) {
    const hook = await db.webhook.update({
      where: { id: hookId },
      data: { failureCount: { increment: 1 } },
      select: {
        failureCount: true,
        active: true,
        url: true,
        user: { select: { email: true, firstName: true, locale: true } },
      },
    });
    if (hook.active && hook.failureCount >= WEBHOOK_MAX_CONSECUTIVE_FAILURES) {
      const { count } = await db.webhook.updateMany({ where: { id: hookId, active: true }, data: { active: false } });
      if (count === 1) {
        log.warn({ webhook: hookId }, 'webhook switched off after repeated failures');
        // In the owner's language (their Profile).
        const { t, words } = emailSpeaker(hook.user.locale);
        mailer.sendLater(
          composeEmail(hook.user.email, t('email.webhookOff.subject'), {
            greeting: t('email.hi', { name: hook.user.firstName }),
            body: t('email.webhookOff.body', { url: hook.url, count: WEBHOOK_MAX_CONSECUTIVE_FAILURES }),
            action: { label: t('email.webhookOff.action'), url: `${config.APP_URL}/settings/webhooks` },
            footnote: t('email.webhookOff.footnote'),
            words,
          }),
        );
      }
      return false;
    }
    return hook.active;
  }

  outbox.handle('webhook', async (payload, job) => {
    const { webhookId, triggerEvent, body } = payload as WebhookJob;
    const hook = await db.webhook.findUnique({ where: { id: webhookId } });
    // A hook deleted or switched off since: nothing to send.
    if (!hook?.active) return;
    const result = await send(hook, triggerEvent, body, job.id);
    if (result.ok) {
      if (hook.failureCount > 0) await db.webhook.update({ where: { id: hook.id }, data: { failureCount: 0 } });
      return;
    }
    const stillActive = await failed(hook.id);
    // Retried with the outbox's backoff while the hook is on.
    if (stillActive && !job.lastAttempt) throw new Error(result.error ?? 'Delivery failed');
  });

  return {
    async list(userId: string): Promise<Webhook[]> {
      const rows = await db.webhook.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      return rows.map(view);
    },

    async create(userId: string, input: WebhookInput): Promise<WebhookCreated> {
      await checkUrl(input.url);
      if ((await db.webhook.count({ where: { userId } })) >= MAX_WEBHOOKS_PER_USER) {
        throw httpErrors.conflict(webhookMessages.tooMany);
      }
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const id = `wh_${randomBytes(12).toString('base64url')}`;
      const row = await db.webhook.create({
        data: {
          id,
          userId,
          url: input.url,
          events: [...new Set(input.events)].join(','),
          secretSealed: secretBox.seal(secret, context(id)),
        },
      });
      return { ...view(row), secret };
    },

    async update(userId: string, id: string, patch: WebhookPatch): Promise<Webhook> {
      await owned(userId, id);
      if (patch.url !== undefined) await checkUrl(patch.url);
      const row = await db.webhook.update({
        where: { id },
        data: {
          ...(patch.url !== undefined ? { url: patch.url } : {}),
          ...(patch.events !== undefined ? { events: [...new Set(patch.events)].join(',') } : {}),
          // Switched back on: it starts with a clean slate.
          ...(patch.active !== undefined ? { active: patch.active, ...(patch.active ? { failureCount: 0 } : {}) } : {}),
        },
      });
      return view(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db.webhook.deleteMany({ where: { id, userId } });
    },

    /** Sends a PING event now, whatever the hook's events and state, and answers how it went. */
    async test(userId: string, id: string): Promise<WebhookDelivery> {
      const hook = await owned(userId, id);
      const body = envelope('PING', { webhookId: hook.id, message: 'A test event from Kairos.' });
      const result = await send(hook, 'PING', body);
      const [latest] = await db.webhookDelivery.findMany({
        where: { webhookId: hook.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 1,
      });
      return latest
        ? deliveryView(latest)
        : { id: '', triggerEvent: 'PING', ...result, createdAt: new Date(now()).toISOString() };
    },

    async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
      await owned(userId, id);
      const rows = await db.webhookDelivery.findMany({
        where: { webhookId: id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: SHOWN_DELIVERIES,
      });
      return rows.map(deliveryView);
    },
  };
}
