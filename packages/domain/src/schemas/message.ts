import { z } from 'zod';
import { messageStatusSchema } from '../codes/code-schemas.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZRecordId } from './record-id.ts';

/**
 * The message centre (SPEC §3 "Messages: read, unread, issued", §7 message query, queryMessageCount,
 * batchUpdateMessageByPrimaryKey). A message is stored as a kind code with parameters and rendered in the
 * reader's language; it names the object it is about (`subjectKind` + `subjectNo`) so the portal can open it.
 * "Issued" (03) lists the insurer's notices published to the account (docs/business-rules.md "Messages").
 */

/** What a message can be about; the web maps each to the page that shows it. */
export const MESSAGE_SUBJECT_KINDS = [
  'application',
  'policy',
  'correction',
  'declaration',
  'claim',
  'settlement',
  'notice',
  'webhook',
] as const;
export type MessageSubjectKind = (typeof MESSAGE_SUBJECT_KINDS)[number];

/** Every kind of message and the kind of object it is about; `message.kind.<kind>.title|content` render it. */
export const MESSAGE_KINDS = {
  applicationApproved: 'application',
  applicationSentBack: 'application',
  applicationDeclined: 'application',
  policyIssued: 'policy',
  correctionEffective: 'correction',
  correctionRefused: 'correction',
  declarationReferred: 'declaration',
  declarationApproved: 'declaration',
  declarationRejected: 'declaration',
  claimStatusChanged: 'claim',
  claimDocumentsRequested: 'claim',
  renewalDue: 'policy',
  settlementDue: 'settlement',
  webhookDisabled: 'webhook',
  notice: 'notice',
} as const satisfies Record<string, MessageSubjectKind>;
export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_CODES = Object.keys(MESSAGE_KINDS) as MessageKind[];

/** POST message query: one page of the account's messages of a status (02 unread by default). */
export const ZMessageQuery = z.object({
  ...ZPaging,
  status: messageStatusSchema.default('02'),
});
export type MessageQuery = z.output<typeof ZMessageQuery>;

export const ZMessageRow = z.object({
  id: z.number().int(),
  status: messageStatusSchema,
  kind: z.enum(MESSAGE_KIND_CODES as [MessageKind, ...MessageKind[]]),
  title: z.string(),
  content: z.string(),
  subjectKind: z.enum(MESSAGE_SUBJECT_KINDS),
  /** The number of the object (application, policy, correction, certificate, report, settlement) or the notice id. */
  subjectNo: z.string(),
  /** China time, 'YYYY-MM-DD HH:mm:ss'; a notice's publish day 'YYYY-MM-DD'. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MessageRow = z.infer<typeof ZMessageRow>;

export const ZMessagePage = pageOf(ZMessageRow);
export type MessagePage = z.infer<typeof ZMessagePage>;

/** queryMessageCount: the account's unread messages. */
export const ZMessageCount = z.object({ unread: z.number().int() });
export type MessageCount = z.infer<typeof ZMessageCount>;

/** batchUpdateMessageByPrimaryKey: mark these messages of the account read (all or nothing). */
export const ZMarkMessagesRead = z.object({ ids: z.array(ZRecordId).min(1).max(100) });
export type MarkMessagesRead = z.infer<typeof ZMarkMessagesRead>;

/** Mark every message read that the reader has seen: those up to `upToId` (a message arriving later stays unread). */
export const ZMarkAllMessagesRead = z.object({ upToId: ZRecordId });
export type MarkAllMessagesRead = z.infer<typeof ZMarkAllMessagesRead>;

export const ZMarkedMessages = z.object({ updated: z.number().int() });
export type MarkedMessages = z.infer<typeof ZMarkedMessages>;
