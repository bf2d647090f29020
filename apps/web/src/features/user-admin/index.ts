/** What the shell and the pages may use of user-admin: the only way in from outside the folder. */
export { accountRoleQuery, useCanOperate, useIsAccountAdmin } from './user-admin.api.ts';
