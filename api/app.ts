import { teamBookingPublicRoutes } from './modules/bookings/team/public-routes.ts';
import { teamEventTypesRoutes } from './modules/team-event-types/routes.ts';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { loggerOptions, requestLoggerFactory } from './lib/logger.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminUsersRoutes } from './modules/admin/users-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { openTimesRoutes } from './modules/open-times/routes.ts';
import { bookingsRoutes } from './modules/bookings/routes.ts';
import { publicBookingWriteRoutes } from './modules/bookings/public-routes.ts';
import { bookingServicesPlugin } from './modules/bookings/plugin.ts';
import { requestLinkRoutes } from './modules/bookings/requests/public-routes.ts';
import { bookingRequestRoutes } from './modules/bookings/requests/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { calendarFeedRoutes, publicCalendarFeedRoutes } from './modules/calendar-feed/routes.ts';
import { calendarsRoutes } from './modules/calendars/routes.ts';
import { calendarServicesPlugin } from './modules/calendars/plugin.ts';
import { oauthGrantsPlugin } from './modules/apps/oauth/plugin.ts';
import { signInRoutes } from './modules/auth/oidc/routes.ts';
import { appsRoutes } from './modules/apps/routes.ts';
import { adminAppsRoutes } from './modules/apps/admin-routes.ts';
import type { CalendarProvider } from './modules/calendars/providers/types.ts';
import { conferencingRoutes } from './modules/bookings/conferencing/routes.ts';
import type { ConferencingProvider } from './modules/bookings/conferencing/types.ts';
import { bookingSettingsRoutes } from './modules/event-types/booking-settings/routes.ts';
import { domainsRoutes } from './modules/domains/routes.ts';
import { embedPageRoutes } from './modules/embed/page-routes.ts';
import { holidayRoutes } from './modules/out-of-office/holiday-routes.ts';
import { outOfOfficeRoutes } from './modules/out-of-office/routes.ts';
import { embedSettingsRoutes } from './modules/embed/routes.ts';
import { downloadsRoutes } from './modules/downloads/routes.ts';
import { eventTypesRoutes } from './modules/event-types/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { publicRoutes } from './modules/public/routes.ts';
import { schedulesRoutes } from './modules/schedules/routes.ts';
import { insightsRoutes } from './modules/insights/routes.ts';
import { teamInvitePreviewRoutes, teamInviteRoutes } from './modules/teams/invite-routes.ts';
import { publicTeamRoutes } from './modules/teams/public-routes.ts';
import { teamsRoutes } from './modules/teams/routes.ts';
import { webhooksRoutes } from './modules/webhooks/routes.ts';
import { zoomDeauthorizeRoutes } from './modules/apps/zoom-deauthorize-routes.ts';
import { workflowServicesPlugin } from './modules/workflows/plugin.ts';
import { workflowsRoutes } from './modules/workflows/routes.ts';
import { publicRoutingFormRoutes } from './modules/routing-forms/public-routes.ts';
import { routingFormsRoutes } from './modules/routing-forms/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { apiKeysPlugin } from './modules/api-keys/plugin.ts';
import { adminApiKeysRoutes, apiKeysRoutes } from './modules/api-keys/routes.ts';
import { v1Routes } from './modules/v1/routes.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressPlugin } from './plugins/compress.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { outboxPlugin } from './plugins/outbox.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { secretsPlugin } from './plugins/secrets.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export interface BuildAppOptions {
  config: Config;
  /** Share an existing Prisma client (tests); by default the app makes and owns one. */
  db?: Db;
  dbKind?: DbKind;
  /** Override the logger (tests capture log lines through a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Another "now" for every module (tests); the system clock by default. */
  clock?: Clock;
  /** The calendar providers offered (tests add a fake one); calendars/providers/index.ts by default. */
  calendarProviders?: readonly CalendarProvider[];
  /** The video providers offered (tests add a fake one); bookings/conferencing/index.ts by default. */
  conferencingProviders?: readonly ConferencingProvider[];
}

/** Largest JSON body the API accepts; uploads have their own limit in the multipart plugin. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** TRUST_PROXY (config.ts) for Fastify: a hop count trusts the nearest `hops` addresses in the chain. */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * One log line per request, written when it is answered (with the request, the status and the time),
 * instead of Fastify's two: under a burst the log is half the work.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Builds the whole app as a plugin tree. Never listens: server.ts does, tests use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(dbPlugin, { db: options.db, dbKind: options.dbKind });
  await app.register(rateLimitPlugin);
  await app.register(mailerPlugin);
  await app.register(secretsPlugin);
  await app.register(outboxPlugin);
  await app.register(authPlugin);
  await app.register(apiKeysPlugin);
  await app.register(openApiPlugin);
  await app.register(oauthGrantsPlugin);
  await app.register(calendarServicesPlugin, { providers: options.calendarProviders });
  await app.register(bookingServicesPlugin, { conferencingProviders: options.conferencingProviders });
  await app.register(workflowServicesPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(signInRoutes, { prefix: '/sign-in' });
      await api.register(eventTypesRoutes, { prefix: '/event-types' });
      await api.register(bookingSettingsRoutes, { prefix: '/event-types' });
      await api.register(schedulesRoutes, { prefix: '/schedules' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(preferencesRoutes, { prefix: '/preferences' });
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(openTimesRoutes, { prefix: '/public' });
      await api.register(publicBookingWriteRoutes, { prefix: '/public' });
      await api.register(teamBookingPublicRoutes, { prefix: '/public' });
      await api.register(publicCalendarFeedRoutes, { prefix: '/public' });
      await api.register(teamEventTypesRoutes, { prefix: '/teams' });
      await api.register(bookingsRoutes, { prefix: '/bookings' });
      await api.register(bookingRequestRoutes, { prefix: '/bookings' });
      await api.register(liveRoutes, { prefix: '/events' });
      await api.register(requestLinkRoutes, { prefix: '/public/requests' });
      await api.register(calendarFeedRoutes, { prefix: '/calendar-feed' });
      await api.register(webhooksRoutes, { prefix: '/webhooks' });
      await api.register(insightsRoutes, { prefix: '/insights' });
      await api.register(workflowsRoutes, { prefix: '/workflows' });
      await api.register(routingFormsRoutes, { prefix: '/routing-forms' });
      await api.register(publicRoutingFormRoutes, { prefix: '/public/forms' });
      await api.register(teamsRoutes, { prefix: '/teams' });
      await api.register(teamInviteRoutes, { prefix: '/teams' });
      await api.register(teamInvitePreviewRoutes, { prefix: '/teams' });
      await api.register(publicTeamRoutes, { prefix: '/public' });
      await api.register(calendarsRoutes, { prefix: '/calendars' });
      await api.register(conferencingRoutes, { prefix: '/conferencing' });
      await api.register(domainsRoutes, { prefix: '/domains' });
      await api.register(embedSettingsRoutes, { prefix: '/embed-settings' });
      await api.register(outOfOfficeRoutes, { prefix: '/out-of-office' });
      await api.register(holidayRoutes, { prefix: '/holidays' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(adminUsersRoutes, { prefix: '/admin' });
      await api.register(adminAppsRoutes, { prefix: '/admin' });
      await api.register(appsRoutes, { prefix: '/apps' });
      await api.register(zoomDeauthorizeRoutes, { prefix: '/apps/zoom' });
      await api.register(downloadsRoutes, { prefix: '/downloads' });
      await api.register(apiKeysRoutes, { prefix: '/api-keys' });
      await api.register(adminApiKeysRoutes, { prefix: '/admin' });
      await api.register(v1Routes, { prefix: '/v1' });
    },
    { prefix: '/api' },
  );

  await app.register(embedPageRoutes);
  await app.register(staticWebPlugin);
  return app;
}
