/** The name of the cookie that carries a session's token (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'sid';
