import {
  CLAIM_CASE_STATUSES,
  chinaDateTime,
  labelOf,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageRow,
  translate,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type { MessageRecord } from './message.repository.ts';

/**
 * A stored message rendered for its reader: its kind's title and content from the catalog in the caller's
 * language, filled with its parameters (codes among them named in that language too).
 */

const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(MESSAGE_KINDS, kind);

/** The parameters as the catalog texts take them: a claim status code becomes its name. */
const renderedParameters = (parameters: Record<string, string>) => {
  const language = callerLanguage();
  const { claimStatus, ...rest } = parameters;
  return claimStatus === undefined
    ? rest
    : { ...rest, claimStatus: labelOf(CLAIM_CASE_STATUSES, claimStatus, language) };
};

const contentOf = (kind: MessageKind, parameters: Record<string, string>) => {
  if (kind === 'notice') return '';
  const language = callerLanguage();
  const content = translate(language, `message.kind.${kind}.content`, parameters);
  const comment = parameters.comment?.trim();
  return comment ? `${content}${translate(language, 'message.reason', { comment })}` : content;
};

export const toMessageRow = (record: MessageRecord): MessageRow => {
  const kind = isMessageKind(record.kind) ? record.kind : 'notice';
  const parameters = renderedParameters(record.parameters);
  return {
    id: record.id,
    status: record.readAt === null ? '02' : '01',
    kind,
    title: translate(callerLanguage(), `message.kind.${kind}.title`, parameters),
    content: contentOf(kind, parameters),
    subjectKind: MESSAGE_KINDS[kind],
    subjectNo: record.subjectId,
    createdAt: chinaDateTime(record.createdAt),
    readAt: record.readAt === null ? null : chinaDateTime(record.readAt),
  };
};
