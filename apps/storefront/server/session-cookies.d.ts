// Types of session-cookies.js for the app's TypeScript (the host's modules are plain JavaScript).
export declare const USER_TOKEN_COOKIE: 'encore_token';
export declare const REFRESH_TOKEN_COOKIE: 'encore_refresh';
export declare const SESSION_END_COOKIE: 'encore_session_end';
export type SessionEndReason = 'signed-out' | 'refused' | 'error';
export declare function cookieSecure(env?: Record<string, string | undefined>): boolean;
export declare function accessTokenFromCookie(header: string | null | undefined): string | undefined;
export declare function refreshTokenFromCookie(header: string | null | undefined): string | undefined;
export declare function sessionCookies(session: { accessToken: string; refreshToken: string }, nowMs?: number, env?: Record<string, string | undefined>): string[];
export declare function endedSessionCookies(reason: SessionEndReason, env?: Record<string, string | undefined>): string[];
