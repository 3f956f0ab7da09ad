/**
 * What other modules and the command line may run of the admin area (ADR 047): writing the audit log
 * (`npm run admin` changes a role), and the accounts service that deletes an account (a user deleting
 * their own, from their profile). Named here, defined beside.
 */
export { recordAudit } from './audit.ts';
export { type AdminUsersService, createAdminUsersService } from './users-service.ts';
