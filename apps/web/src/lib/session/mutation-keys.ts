// The session's mutations, kept together so the route guard can tell which one changed the session last.
export const LOGIN_MUTATION_KEY = ['/api/auth/login'] as const;
export const SIGNUP_MUTATION_KEY = ['/api/auth/signup'] as const;
export const LOGOUT_MUTATION_KEY = ['/api/auth/logout'] as const;
