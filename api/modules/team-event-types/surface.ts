/**
 * What other modules may run of the team event types (ADR 047): the service the app's routes use,
 * which the public API's team routes (`api/modules/v1/`) call too. Named here, defined beside.
 */
export { createTeamEventTypesService } from './service.ts';
