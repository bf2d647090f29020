import {
  ZMarkAllMessagesRead,
  ZMarkedMessages,
  ZMarkMessagesRead,
  ZMessageCount,
  ZMessagePage,
  ZMessageQuery,
} from '../schemas/message.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** The message centre and the bell (SPEC §2 bell, §3 Messages, §7 message calls). */
export const messageEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/cargo/message/query',
    access: customerAccess.read,
    body: ZMessageQuery,
    response: ZMessagePage,
    summary:
      "A page of the account's messages of one status (02 unread, 01 read, 03 issued notices), newest first",
  }),
  count: endpoint({
    ...portalFirstScreenCalls.unreadCount,
    access: customerAccess.read,
    response: ZMessageCount,
    summary: "The number of the account's unread messages (the bell)",
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/cargo/message/batchUpdateMessageByPrimaryKey',
    access: customerAccess.read,
    body: ZMarkMessagesRead,
    response: ZMarkedMessages,
    summary:
      "Marks the account's messages read by id; an id not the account's answers not found and marks none",
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/cargo/message/markAllRead',
    access: customerAccess.read,
    body: ZMarkAllMessagesRead,
    response: ZMarkedMessages,
    summary: 'Marks read every unread message of the account up to the newest one the reader was shown',
  }),
};
