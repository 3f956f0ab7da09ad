import type { Db } from '../../api/db/client.ts';
import type { SecretBox } from '../../api/lib/secret-box.ts';
import type { FakeMicrosoft, GraphAccount } from '../fakes/microsoft.ts';

/** A Microsoft grant as ADR 048 stores it: its tokens sealed, bound to the row. Answers its id. */
export async function storeGrant(
  db: Db,
  box: SecretBox,
  userId: string,
  account: GraphAccount,
  tokens: Awaited<ReturnType<FakeMicrosoft['codeFlow']>>,
): Promise<string> {
  const grant = await db.oAuthGrant.create({
    data: {
      userId,
      provider: 'microsoft',
      accountId: account.id,
      email: account.email,
      scopes: tokens.scope,
      tokensSealed: '',
      accessExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    },
  });
  const plain = JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  const tokensSealed = box.seal(plain, `oauth-grant:${grant.id}`);
  await db.oAuthGrant.update({ where: { id: grant.id }, data: { tokensSealed } });
  return grant.id;
}
