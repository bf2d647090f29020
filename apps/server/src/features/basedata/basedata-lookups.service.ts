import {
  type ApplicationForm,
  type BaseOption,
  SPECIAL_AGREEMENTS,
  specialAgreementTextKey,
  todayInChina,
  translate,
} from '@cargo/domain';
import { CANCEL_REASON_TYPES } from '@cargo/domain/codes/cancellation';
import type {
  PunishState,
  PunishStateQuery,
  SpecialPromise,
  SpecialPromiseQuery,
  SurveyAgent,
} from '@cargo/domain/schemas/basedata-lookups';
import type { FastifyInstance } from 'fastify';
import { assertProductAllowed } from '../../platform/account-products.ts';
import { type FieldIssue, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findOptions, rankPort } from './basedata.service.ts';
import { punishedPartyRecords, surveyAgentRecords } from './reference-data.ts';

const inCallerLanguage = (zh: string, en: string) => (callerLanguage() === 'en-US' ? en : zh);

/** GET surveyAgent: the agents of the country of `areaCode` (a country, or a port whose country it is). */
export const findSurveyAgents = async (areaCode: string): Promise<SurveyAgent[]> => {
  const countryCode = areaCode.slice(0, 2).toUpperCase();
  return (await surveyAgentRecords())
    .filter((agent) => agent.countryCode === countryCode)
    .map((agent) => {
      const city = inCallerLanguage(agent.cityChineseName, agent.cityEnglishName);
      return {
        agentCode: agent.valueCode,
        agentName: inCallerLanguage(agent.valueChineseName, agent.valueEnglishName),
        countryCode: agent.countryCode,
        city,
        address: agent.address,
        phone: agent.phone,
        email: agent.email,
        claimPayableAt: city,
      };
    });
};

/**
 * GET specialPromise: the fixed and semi-fixed special agreements offered for a product of the account
 * (the same for every product and department today; free-edit text is written by the customer).
 */
export const findSpecialPromises = async (
  app: FastifyInstance,
  session: Session,
  query: SpecialPromiseQuery,
): Promise<SpecialPromise[]> => {
  await assertProductAllowed(app, session.accountId, query.productCode);
  const productClass = query.productCode.slice(2, 4);
  if (query.productClass && query.productClass !== productClass) {
    throw fieldError(['productClass'], 'insuring.error.productClassMismatch', { productClass });
  }
  const language = callerLanguage();
  return SPECIAL_AGREEMENTS.map((agreement) => ({
    agreementCode: agreement.code,
    agreementType: agreement.type,
    // The blank stays as the placeholder, for the form to show and fill.
    text: translate(language, specialAgreementTextKey(agreement.code), { value: '{{value}}' }),
  }));
};

/** At most this many ports answer one GET portName. */
const PORT_NAME_LIMIT = 50;

/** GET portName: ports of every country by code or name, best matches first. */
export const findPortsByName = async (app: FastifyInstance, keyword: string): Promise<BaseOption[]> => {
  const wanted = keyword.toLowerCase();
  return (await findOptions(app, 'port'))
    .map((port) => ({ port, rank: rankPort(port, wanted) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PORT_NAME_LIMIT)
    .map(({ port }) => port);
};

const normalizedName = (name: string) => name.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/**
 * GET isPunishState: a party is under the punish state when its ID number (USCC or ID card) or its exact
 * name (Chinese or English, spaces and bracket widths ignored) is on the insurer's list and today is
 * within the entry's validity.
 */
export const findPunishState = async (query: PunishStateQuery): Promise<PunishState> => {
  const today = todayInChina();
  const idNo = query.idNo?.toUpperCase();
  const name = query.name ? normalizedName(query.name).toLowerCase() : undefined;
  const entry = (await punishedPartyRecords()).find(
    (party) =>
      party.validFrom <= today &&
      (party.validUntil === null || today <= party.validUntil) &&
      ((idNo !== undefined && idNo !== '' && party.valueCode === idNo) ||
        (name !== undefined &&
          [party.valueChineseName, party.valueEnglishName].some(
            (partyName) => normalizedName(partyName).toLowerCase() === name,
          ))),
  );
  if (!entry) return { punishState: 'N', reasonCode: null, reason: null, validUntil: null };
  return {
    punishState: 'Y',
    reasonCode: entry.reasonCode,
    reason: translate(callerLanguage(), `insuring.punishReason.${entry.reasonCode}`),
    validUntil: entry.validUntil,
  };
};

/** GET cancelNumberType: the kinds of cancellation, from the domain code list. */
export const findCancelReasonTypes = (): BaseOption[] =>
  CANCEL_REASON_TYPES.map((type) => ({
    valueCode: type.code,
    valueChineseName: type.zh,
    valueEnglishName: type.en,
  }));

/**
 * The applicant and insured of a form under the punish state, as issues on their ID number fields: an
 * application naming such a party is refused at submission (drafts may still be saved).
 */
export const punishedPartyIssues = async (form: ApplicationForm): Promise<FieldIssue[]> => {
  const parties = [
    {
      name: form.applicant.appliName,
      idNo: form.applicant.appliIdNo,
      path: ['form', 'applicant', 'appliIdNo'],
    },
    {
      name: form.insured.insuredName,
      idNo: form.insured.insuredIdNo,
      path: ['form', 'insured', 'insuredIdNo'],
    },
  ];
  const issues: FieldIssue[] = [];
  for (const party of parties) {
    if (!party.name && !party.idNo) continue;
    const state = await findPunishState({ name: party.name ?? undefined, idNo: party.idNo ?? undefined });
    if (state.punishState === 'Y') {
      issues.push({
        path: party.path,
        messageKey: 'insuring.error.partyPunished',
        params: { reason: state.reason ?? '' },
      });
    }
  }
  return issues;
};

/** The goods categories a description suggests (cargoRiskDepictRecognition; the auto-insure rules read it too). */
export { recognizeGoods } from './goods-recognition.ts';
