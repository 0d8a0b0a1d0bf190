import 'server-only';
import { DEVICE_TOKEN_SEPARATOR, DEVICE_TOKENS_KEPT } from '@portal/contract';

/** The device tokens a browser's cookie holds, at most DEVICE_TOKENS_KEPT (docs/sign-in-throttling.md). */
export const deviceTokensIn = (cookie: string | undefined): string[] =>
  (cookie ?? '').split(DEVICE_TOKEN_SEPARATOR).filter(Boolean).slice(0, DEVICE_TOKENS_KEPT);

/** The account a token was given to (`d1.<id>.<nonce>.<mac>`: the API checks its mark, this only sorts). */
const accountOf = (token: string) => token.split('.')[1] ?? '';

/**
 * The cookie after a sign-in that answered with `token`: hers first, replacing an older one of hers;
 * the other accounts' kept (a shared phone, a centre PC: each keeps its standing at the shared
 * address), the one used longest ago dropped beyond DEVICE_TOKENS_KEPT. One token in the cookie let the
 * last to sign in on a shared browser take the others' (an audit).
 */
export function keepDeviceToken(cookie: string | undefined, token: string): string {
  const others = deviceTokensIn(cookie).filter((t) => accountOf(t) !== accountOf(token));
  return [token, ...others].slice(0, DEVICE_TOKENS_KEPT).join(DEVICE_TOKEN_SEPARATOR);
}
