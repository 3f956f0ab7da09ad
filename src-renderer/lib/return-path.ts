/**
 * Where to go after signing in, when a page sent a signed-out visitor away to do so (a team
 * invitation's link): kept in this browser's storage, so it survives registering, the verification
 * email and the sign-in that follow (docs/product.md#teams). Only a path of this app is kept.
 */
const KEY = 'kairos.returnPath';

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnPath(path: string): void {
  try {
    if (isAppPath(path)) localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor opens the link again after signing in.
  }
}

/** The remembered path, if any (it stays until the page it leads to forgets it). */
export function returnPath(): string | null {
  try {
    const path = localStorage.getItem(KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
