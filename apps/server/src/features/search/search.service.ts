import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  DECLARATION_STATUSES,
  labelOf,
  POLICY_STATUSES,
  type SearchHit,
  type SearchHits,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  findApplicationByVoucherNo,
  findDeclarationByNo,
  findOpenPolicyByNo,
  findPolicyByNo,
} from './search.repository.ts';

type Found<T> = T extends Promise<infer R> ? NonNullable<R> : never;

const say = (key: string) => translate(callerLanguage(), key);

/** A policy's state: its SPEC §4 status, else in force or expired by its last day. */
const policyStatusName = (status: string | null, endDate: string) => {
  if (status !== null) return labelOf(POLICY_STATUSES, status, callerLanguage());
  return say(endDate < todayInChina() ? 'search.status.expired' : 'search.status.inForce');
};

const policyHit = (row: Found<ReturnType<typeof findPolicyByNo>>): SearchHit => ({
  kind: 'policy',
  number: row.policyNo,
  description: row.insuredName,
  statusName: policyStatusName(row.policyStatus, row.endDate),
  path: `/policy-query-download?policyNo=${encodeURIComponent(row.policyNo)}`,
});

const openPolicyHit = (row: Found<ReturnType<typeof findOpenPolicyByNo>>): SearchHit => ({
  kind: 'openPolicy',
  number: row.policyNo,
  description: row.insuredName,
  statusName: policyStatusName(null, row.endDate),
  path: `/fill-transport-declaration?policyNo=${encodeURIComponent(row.policyNo)}`,
});

/** A draft opens in its form, an application sent back for modification in its form, others in the list. */
const applicationPath = (row: Found<ReturnType<typeof findApplicationByVoucherNo>>) => {
  if (row.status === APPLICATION_STATUS.draft) return `/quotation?draft=${row.id}`;
  if (row.status === APPLICATION_STATUS.pendingModification) return `/quotation?application=${row.id}`;
  return `/pending-task/application?voucherNo=${encodeURIComponent(row.voucherNo)}`;
};

const applicationHit = (row: Found<ReturnType<typeof findApplicationByVoucherNo>>): SearchHit => ({
  kind: 'application',
  number: row.voucherNo,
  description: row.insuredName,
  statusName: labelOf(APPLICATION_STATUSES, row.status, callerLanguage()),
  path: applicationPath(row),
});

/** A draft declaration continues in its form; a declared one opens in the declaration enquiry. */
const certificateHit = (row: Found<ReturnType<typeof findDeclarationByNo>>): SearchHit => ({
  kind: 'certificate',
  number: row.certificateNo ?? row.declarationNo,
  description: row.goodsDescription || row.policyNo,
  statusName: labelOf(DECLARATION_STATUSES, row.status, callerLanguage()),
  path:
    row.certificateNo === null
      ? `/fill-transport-declaration?policyNo=${encodeURIComponent(row.policyNo)}&draftNo=${encodeURIComponent(row.declarationNo)}`
      : `/transport-declaration/temporary?certificateNo=${encodeURIComponent(row.certificateNo)}`,
});

/** POST web/policyInfo/globalSearch: a policy, open policy, application or certificate of the account. */
export const searchPolicies = async (
  app: FastifyInstance,
  session: Session,
  keyword: string,
): Promise<SearchHits> => {
  const number = keyword.toUpperCase();
  const [policy, openPolicy, application, declaration] = await Promise.all([
    findPolicyByNo(app.db, session.accountId, number),
    findOpenPolicyByNo(app.db, session.accountId, number),
    findApplicationByVoucherNo(app.db, session.accountId, number),
    findDeclarationByNo(app.db, session.accountId, number),
  ]);
  const hits: SearchHit[] = [];
  if (policy) hits.push(policyHit(policy));
  if (openPolicy) hits.push(openPolicyHit(openPolicy));
  if (application) hits.push(applicationHit(application));
  if (declaration) hits.push(certificateHit(declaration));
  return { hits };
};
