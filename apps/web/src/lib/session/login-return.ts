/** The dashboard's query naming a locked pick whose free-pick claim the person was making. */
export const CLAIM_PARAM = 'claim';

export { loginAddress } from '@arcade/contracts/login-address';

const BASE = 'http://app.invalid';

/**
 * `next` as the login received it, when it is a path of this app other than the login itself; anything
 * else (another site, `//host`, a backslash trick, the login) is null, and the person goes home.
 */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}`;
}
