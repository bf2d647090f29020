/** What other features may use of client: the only way in from outside the folder. */

export { defaultClientQuery, saveClient } from './client.api.ts';
export { ClientRecordsDrawer } from './client-records-drawer.tsx';
