import type { BeforeWrite, PendingWrite } from './types.ts';

export async function runBeforeWrite(hooks: readonly BeforeWrite[], write: PendingWrite): Promise<void> {
  for (const hook of hooks) await hook(write);
}
