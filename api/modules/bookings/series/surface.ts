// What other modules may run of the series (ADR 047): the host's calendar writer reads a series as it
// now is (api/modules/calendars/series-writes.ts).
export { loadSeries } from './load.ts';
