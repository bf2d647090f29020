import type { CodeOf } from './code-list.ts';

/**
 * Message status (SPEC §3 "Messages: read, unread, issued"). Only 02 = unread is given by the SPEC
 * (the message status filter); 01 = read and 03 = issued are this portal's own choice.
 */
export const MESSAGE_STATUSES = [
  { code: '01', zh: '已读', en: 'Read' },
  { code: '02', zh: '未读', en: 'Unread' },
  { code: '03', zh: '已下发', en: 'Issued' },
] as const;
export type MessageStatus = CodeOf<typeof MESSAGE_STATUSES>;
export const UNREAD_MESSAGE_STATUS = '02' satisfies MessageStatus;
