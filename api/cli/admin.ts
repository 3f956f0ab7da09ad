import { loadConfig } from '../config.ts';
import { createPrisma, resolveDatabaseTarget } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { projectRoot } from '../lib/paths.ts';
import { recordAudit } from '../modules/admin/surface.ts';
import { RoleSchema } from '#shared/schemas/session.ts';

const USAGE = `Usage:
  npm run admin -- grant <email> <role>    give an account a role (app_admin or company_admin)
  npm run admin -- revoke <email>          set an account back to an ordinary user
  npm run admin -- list                    list accounts that have an admin role`;

async function main(argv: string[]): Promise<number> {
  const [command, email, role] = argv;
  if (!command || !['grant', 'revoke', 'list'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = resolveDatabaseTarget(config.DATABASE_URL, config.DATA_DIR);
  await applyMigrations(target, projectRoot);
  const db = createPrisma(target);
  try {
    if (command === 'list') {
      const admins = await db.user.findMany({
        where: { role: { not: 'user' } },
        select: { email: true, role: true },
        orderBy: { email: 'asc' },
      });
      if (!admins.length) console.log('No admin accounts.');
      for (const a of admins) console.log(`${a.role}\t${a.email}`);
      return 0;
    }
    if (!email) {
      console.error(USAGE);
      return 2;
    }
    const newRole = command === 'revoke' ? 'user' : RoleSchema.safeParse(role);
    if (typeof newRole !== 'string' && (!newRole.success || newRole.data === 'user')) {
      console.error(`Unknown role "${role ?? ''}". Use app_admin or company_admin.\n\n${USAGE}`);
      return 2;
    }
    const value = typeof newRole === 'string' ? newRole : newRole.data;
    const normalised = email.trim().toLowerCase();
    const changed = await db.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { email: normalised } });
      if (!user) return null;
      if (user.role !== value) {
        await tx.user.update({ where: { id: user.id }, data: { role: value } });
        await recordAudit(tx, {
          actor: 'command_line',
          action: 'role_changed',
          target: { id: user.id, email: user.email },
          detail: `${user.role} → ${value}`,
        });
      }
      return user;
    });
    if (!changed) {
      console.error(`No account with the email ${normalised}.`);
      return 1;
    }
    console.log(`${normalised} is now ${value}.`);
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
