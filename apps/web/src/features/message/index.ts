/** The message feature's public entry: what the shell's bell needs (the page is a lazy route). */
export { unreadCountQuery } from './message.api.ts';
