import type { AdminUser } from '#shared/schemas/admin-users.ts';
import type { Role } from '#shared/schemas/session.ts';
import { type PageOptions, type Runner, newestFirst, nullableText, toIsoTime } from './runner.ts';

/** The admin Users screen. */
export function userReads(run: Runner) {
  return {
    /** Up to `take` accounts, newest first, after `after`, matching `search` in email, names or username. */
    async usersPage(options: PageOptions): Promise<AdminUser[]> {
      const rows = await newestFirst(
        run,
        'users',
        'id, email, first_name, last_name, username, role, email_verified_at, disabled_at, created_at',
        ['email', 'first_name', 'last_name', 'username'],
        options,
      );
      return rows.map((r) => ({
        id: r.id as string,
        email: r.email as string,
        first_name: r.first_name as string,
        last_name: r.last_name as string,
        username: nullableText(r.username),
        role: r.role as Role,
        emailVerified: r.email_verified_at !== null,
        disabled: r.disabled_at !== null,
        createdAt: toIsoTime(r.created_at),
      }));
    },
  };
}
