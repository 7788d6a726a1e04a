// The session cookie's name prefix, shared by Better Auth's configuration and
// the proxy's signed-out check. No server imports: the proxy reads it.

/** Better Auth names the session cookie `hn.session_token` (`__Secure-` in front over HTTPS). */
export const SESSION_COOKIE_PREFIX = 'hn';
