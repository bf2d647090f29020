import { ERROR_CODES, labelOf, translate } from '@cargo/domain';
import { FEEDBACK_TYPES } from '@cargo/domain/codes/feedback';
import type { FeedbackRequest, FeedbackResponse } from '@cargo/domain/schemas/feedback';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { SERVICE_DESK_MAIL } from '../reservation/reservation.service.ts';
import { countFeedbacksFromIp, findFeedbackIdByKey, insertFeedback } from './feedback.repository.ts';

/** Business rule (docs/business-rules.md "Public pages"): at most 5 new feedbacks per IP per hour. */
export const FEEDBACK_WINDOW_MINUTES = 60;
export const MAX_FEEDBACKS_PER_IP = 5;
/** The service desk reads Chinese. */
const DESK_LANGUAGE = 'zh-CN';

/** The reference quoted to the sender: FB and the record id on eight digits. */
export const feedbackNumber = (id: number) => `FB${String(id).padStart(8, '0')}`;

const toResponse = (id: number): FeedbackResponse => ({ feedbackNo: feedbackNumber(id) });

interface FeedbackSender {
  readonly ip: string;
  readonly accountId: number | null;
}

/** The mail to the service desk: the type, the sender's contacts and the text. */
export const composeFeedbackMail = (id: number, feedback: FeedbackRequest, sender: FeedbackSender) => {
  const say = (key: string, params: Record<string, string | number> = {}) =>
    translate(DESK_LANGUAGE, key, params);
  const none = say('mail.reservation.none');
  const type = labelOf(FEEDBACK_TYPES, feedback.feedbackType, DESK_LANGUAGE);
  const lines: [string, string][] = [
    [say('mail.feedback.reference'), feedbackNumber(id)],
    [say('field.feedbackType'), type],
    [say('field.contactPhone'), feedback.contactPhone || none],
    [say('field.contactEmail'), feedback.contactEmail || none],
    [say('mail.feedback.account'), sender.accountId === null ? none : String(sender.accountId)],
    [say('mail.feedback.language'), say(`mail.feedback.language.${callerLanguage()}`)],
  ];
  return {
    subject: say('mail.feedback.subject', { type, reference: feedbackNumber(id) }),
    body: [
      say('mail.feedback.intro'),
      '',
      ...lines.map(([label, value]) => say('mail.reservation.line', { label, value })),
      '',
      feedback.feedbackContent,
    ].join('\n'),
  };
};

/**
 * Records a feedback and tells the service desk, in one transaction. Idempotent by `requestKey`: a repeat (or
 * a concurrent double submit) answers the first feedback's number and writes nothing. New feedbacks are
 * limited per IP.
 */
export const submitFeedback = (
  app: FastifyInstance,
  feedback: FeedbackRequest,
  sender: FeedbackSender,
): Promise<FeedbackResponse> =>
  app.db.transaction(async (tx) => {
    const existingId = await findFeedbackIdByKey(tx, feedback.requestKey);
    if (existingId !== undefined) return toResponse(existingId);
    const since = new Date(Date.now() - FEEDBACK_WINDOW_MINUTES * 60_000);
    if ((await countFeedbacksFromIp(tx, sender.ip, since)) >= MAX_FEEDBACKS_PER_IP) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'public.feedback.error.tooMany', {
        minutes: FEEDBACK_WINDOW_MINUTES,
      });
    }
    const id = await insertFeedback(tx, {
      feedbackType: feedback.feedbackType,
      content: feedback.feedbackContent,
      contactPhone: feedback.contactPhone ?? '',
      contactEmail: feedback.contactEmail ?? '',
      accountId: sender.accountId,
      language: callerLanguage(),
      requestKey: feedback.requestKey,
      ip: sender.ip,
    });
    if (id === undefined) {
      // A concurrent submit with the same key committed first: answer its feedback.
      const winnerId = await findFeedbackIdByKey(tx, feedback.requestKey);
      if (winnerId === undefined) throw new AppError(ERROR_CODES.conflict);
      return toResponse(winnerId);
    }
    await sendMessage(app, tx, {
      channel: 'mail',
      recipient: SERVICE_DESK_MAIL,
      ...composeFeedbackMail(id, feedback, sender),
    });
    return toResponse(id);
  });
