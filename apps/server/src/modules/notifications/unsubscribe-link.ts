import { signUserToken, verifyUserToken } from '../../lib/signed-token';

/** The purpose signed into unsubscribe tokens: such a token is good for nothing else. */
const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** The link in every publication email that turns the person's publication emails off. */
export function unsubscribeLink(appUrl: string, secret: string, userId: string): string {
  return `${appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(
    signUserToken(secret, UNSUBSCRIBE_PURPOSE, userId),
  )}`;
}

/** The person an unsubscribe token was signed for, or null when it is not such a token. */
export function unsubscribingUser(secret: string, token: string): string | null {
  return verifyUserToken(secret, UNSUBSCRIBE_PURPOSE, token);
}
