/**
 * What other modules may run of the webhooks (ADR 047): the service the booking services make once
 * per app, and the deliveries a booking's change fans out to, captured inside its write. Named here,
 * defined beside.
 */
export { createWebhookService, webhookJobs } from './service.ts';
