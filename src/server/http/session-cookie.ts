/** The cookie that carries the session token (auth/session-token.ts makes the token, auth/guard.ts reads it). */
export const SESSION_COOKIE = 'sid';
