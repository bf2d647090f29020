import {
  ERROR_CODES,
  labelOf,
  RESERVATION_INTENTIONS,
  type ReservationRequest,
  type ReservationResponse,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { inLanguage } from '../../platform/request-language.ts';
import { findOptionLabel } from '../basedata/basedata.service.ts';
import {
  countReservationsFromIp,
  findReservationIdByKey,
  insertReservation,
} from './reservation.repository.ts';

/** Business rule (docs/business-rules.md "Reservation"): at most 10 new appointments per IP per hour. */
export const RESERVATION_WINDOW_MINUTES = 60;
export const MAX_RESERVATIONS_PER_IP = 10;
/** The service desk is told of every new appointment by mail. */
export const SERVICE_DESK_MAIL = 'service@cargo-portal.test';
/** The service desk reads Chinese. */
const DESK_LANGUAGE = 'zh-CN';

const toResponse = (id: number): ReservationResponse => ({ reservationId: String(id) });

/** The mail to the service desk: one "label：value" line per form field. */
export const composeServiceDeskMail = (id: number, reservation: ReservationRequest, branchName: string) => {
  const label = (key: string) => translate(DESK_LANGUAGE, key);
  const none = label('mail.reservation.none');
  const lines: [string, string | undefined][] = [
    [label('mail.reservation.reference'), String(id)],
    [label('field.name'), reservation.name],
    [label('field.mobile'), reservation.mobile],
    [label('field.companyName'), reservation.companyName],
    [label('field.address'), reservation.address],
    [label('field.creditCode'), reservation.creditCode],
    [label('field.agentCode'), reservation.agentCode],
    [label('field.branch'), branchName],
    [label('field.intention'), labelOf(RESERVATION_INTENTIONS, reservation.intention, DESK_LANGUAGE)],
    [label('field.detail'), reservation.detail],
  ];
  return {
    subject: translate(DESK_LANGUAGE, 'mail.reservation.subject', { companyName: reservation.companyName }),
    body: [
      label('mail.reservation.intro'),
      '',
      ...lines.map(([name, value]) =>
        translate(DESK_LANGUAGE, 'mail.reservation.line', { label: name, value: value || none }),
      ),
    ].join('\n'),
  };
};

/**
 * Records a business appointment from the public page and tells the service desk, in one transaction.
 * Idempotent by `requestKey`: a repeat (or a concurrent double submit) answers the first reservation's
 * id and writes nothing. New appointments are limited per IP.
 */
export const submitReservation = async (
  app: FastifyInstance,
  reservation: ReservationRequest,
  ip: string,
): Promise<ReservationResponse> => {
  // The branch is a province code from the base data, or free text when the page could not load the list;
  // the desk reads its name in the desk's language, whatever the caller's.
  const branchName =
    (await inLanguage(DESK_LANGUAGE, () => findOptionLabel(app, 'province', reservation.branch))) ??
    reservation.branch;
  return app.db.transaction(async (tx) => {
    const existingId = await findReservationIdByKey(tx, reservation.requestKey);
    if (existingId !== undefined) return toResponse(existingId);
    const since = new Date(Date.now() - RESERVATION_WINDOW_MINUTES * 60_000);
    if ((await countReservationsFromIp(tx, ip, since)) >= MAX_RESERVATIONS_PER_IP) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'error.reservationTooMany', {
        minutes: RESERVATION_WINDOW_MINUTES,
      });
    }
    const id = await insertReservation(tx, {
      ...reservation,
      agentCode: reservation.agentCode ?? '',
      detail: reservation.detail ?? '',
      ip,
    });
    if (id === undefined) {
      // A concurrent submit with the same key committed first: answer its reservation.
      const winnerId = await findReservationIdByKey(tx, reservation.requestKey);
      if (winnerId === undefined) throw new AppError(ERROR_CODES.conflict);
      return toResponse(winnerId);
    }
    await sendMessage(app, tx, {
      channel: 'mail',
      recipient: SERVICE_DESK_MAIL,
      ...composeServiceDeskMail(id, reservation, branchName),
    });
    return toResponse(id);
  });
};
