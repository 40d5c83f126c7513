/**
 * Device cookies (OWASP's remedy for lockouts): after a successful login the browser gets a cookie signed
 * with a server key, bound to the account and its email. A login that carries a valid one for the email it
 * tries is from a browser where the owner logged in before: failed logins from elsewhere never lock it out,
 * and only its own failures count against it (loginPerDevice).
 *
 * The value is `<userId>.<nonce>.<issued, base36 ms>.<HMAC-SHA256 of those and the email, base64url>`. The
 * email is in the signature, not in the cookie, so the cookie is checked against the login's email without a
 * database read. HttpOnly, SameSite=Lax and sent only to the login route (its Path).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiBase } from '~/shared/paths';

export const DEVICE_COOKIE = 'nitsmun_device';

/** How long a browser stays trusted after its last successful login. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export interface DeviceCookie {
  userId: string;
  /** Random per cookie: the key of the device's own failure count. */
  nonce: string;
}

export interface DeviceCookies {
  /** The Set-Cookie value for a browser that just logged in to `userId` with `email`. */
  issue(userId: string, email: string, now?: number): string;
  /** The device of a cookie value, when it is signed by us, for this email and not older than its lifetime. */
  verify(value: string | undefined, email: string, now?: number): DeviceCookie | undefined;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `secret`: the configured key (DEVICE_COOKIE_SECRET) or, unset, a random one for this process. `apiUrl`: where
 * browsers reach the API (its path, if a proxy adds one, goes into the cookie's Path). The cookie is Secure
 * when the site is served over https.
 */
export function deviceCookies(options: { secret: string; apiUrl: string; secure: boolean }): DeviceCookies {
  const key = Buffer.from(options.secret, 'utf8');
  const path = `${new URL(options.apiUrl).pathname.replace(/\/+$/, '')}${apiBase}/login`;
  const attributes = `Path=${path}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const sign = (userId: string, nonce: string, issued: string, email: string) =>
    createHmac('sha256', key)
      .update(`device-cookie\n${userId}\n${nonce}\n${issued}\n${email.toLowerCase()}`)
      .digest();

  return {
    issue(userId, email, now = Date.now()) {
      const nonce = randomBytes(16).toString('base64url');
      const issued = now.toString(36);
      const mac = sign(userId, nonce, issued, email).toString('base64url');
      return `${DEVICE_COOKIE}=${userId}.${nonce}.${issued}.${mac}; ${attributes}`;
    },
    verify(value, email, now = Date.now()) {
      if (!value || value.length > 200) return undefined;
      const [userId, nonce, issued, mac, ...rest] = value.split('.');
      if (rest.length > 0 || !userId || !nonce || !issued || !mac) return undefined;
      if (!uuid.test(userId) || !/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[0-9a-z]{1,11}$/.test(issued)) {
        return undefined;
      }
      const age = now - parseInt(issued, 36);
      if (!(age >= -60_000 && age <= DEVICE_COOKIE_MAX_AGE_S * 1000)) return undefined;
      const expected = sign(userId, nonce, issued, email);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, nonce };
    },
  };
}
