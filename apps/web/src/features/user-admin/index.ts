/** What the shell may use of user-admin: the only way in from outside the folder. */
export { accountRoleQuery } from './user-admin.api.ts';
