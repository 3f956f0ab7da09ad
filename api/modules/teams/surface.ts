/**
 * What other modules may run of the teams (ADR 047): reading a caller's role in a team, and handing
 * over the teams of an account being deleted. Named here, defined beside; the roles themselves are
 * the contract (`contract.ts`).
 */
export { requireTeamRole, teamRoleOf } from './access.ts';
export { handOverTeams } from './account-closing.ts';
/** The teams service the app's routes use; the public API lists a key owner's teams with it. */
export { createTeamsService } from './service.ts';
