import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * Whether this browser had a live session. The session cookie is HttpOnly, so the app cannot see it;
 * this marker lets a session end say "login state expired" to someone who was logged in, while a
 * first-time visitor opening `/` simply lands on /login.
 */
const MARKER_KEY = 'portal.session';

export const markSessionStarted = (): void => writeStorage('local', MARKER_KEY, '1');
export const clearSessionMarker = (): void => removeStorage('local', MARKER_KEY);
export const hadSession = (): boolean => readStorage('local', MARKER_KEY) === '1';
