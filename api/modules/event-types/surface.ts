/**
 * What other modules may run of the event types (ADR 047): the service the app's routes use, which
 * the public API's routes (`api/modules/v1/`) call too, so both answer and write alike. Named here,
 * defined beside.
 */
export { createEventTypesService } from './service.ts';
