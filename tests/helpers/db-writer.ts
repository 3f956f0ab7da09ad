// A separate process that writes users to a database as fast as it can (see foundation.test.ts).
import { createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';

const [url, tag, countText] = process.argv.slice(2);
const db = createPrisma(resolveDatabaseTarget(url, '/tmp'));
for (let i = 0; i < Number(countText); i++) {
  await db.user.create({
    data: { email: `${tag}-${i}@writer.test`, passwordHash: 'x', firstName: tag!, lastName: String(i) },
  });
}
await db.$disconnect();
