import {
  type ClientAgreement,
  type ClientAgreements,
  findMainClause,
  labelOf,
  mainClausesFor,
  PRODUCTS,
  type ProductTerm,
  type TermText,
  type TermUrl,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  findAccountOpenPolicies,
  findAccountProductCodes,
  findPortalAgreements,
  findProductTerms,
} from './agreement.repository.ts';

/** The page of the agreement management screen that shows a term (SPEC §7 getViewTermUrlByTermCode). */
export const termPagePath = (termCode: string) =>
  `/user-management/protocol?term=${encodeURIComponent(termCode)}`;

const productName = (code: string) => labelOf(PRODUCTS, code, callerLanguage());

/**
 * The clauses of the products the account insures or declares under (its products and its open policies'),
 * each with the products it serves, in clause order; only clauses whose text the portal holds.
 */
const accountTerms = async (app: FastifyInstance, accountId: number) => {
  const [productCodes, openPolicies] = await Promise.all([
    findAccountProductCodes(app.db, accountId),
    findAccountOpenPolicies(app.db, accountId),
  ]);
  const byClause = new Map<string, Set<string>>();
  const add = (clause: string, product: string) =>
    byClause.set(clause, (byClause.get(clause) ?? new Set()).add(product));
  for (const product of productCodes) for (const clause of mainClausesFor(product)) add(clause.code, product);
  for (const policy of openPolicies) for (const clause of policy.mainClauses) add(clause, policy.productCode);
  const texts = await findProductTerms(app.db, [...byClause.keys()]);
  return texts.map((text) => ({ text, productCodes: [...(byClause.get(text.termCode) ?? [])] }));
};

const clauseTitle = (termCode: string) => {
  const clause = findMainClause(termCode);
  if (!clause) return termCode;
  return callerLanguage() === 'en-US' ? clause.en : clause.zh;
};

/** POST getClientAgreement. */
export const clientAgreements = async (app: FastifyInstance, session: Session): Promise<ClientAgreements> => {
  const language = callerLanguage();
  const [portal, openPolicies, terms] = await Promise.all([
    findPortalAgreements(app.db),
    findAccountOpenPolicies(app.db, session.accountId),
    accountTerms(app, session.accountId),
  ]);
  const agreements: ClientAgreement[] = [
    ...portal.map((row) => ({
      code: row.code,
      kind: 'portal' as const,
      title: language === 'en-US' ? row.titleEn : row.titleZh,
      version: row.version,
      effectiveDate: row.effectiveDate,
      endDate: null,
      productName: null,
    })),
    ...openPolicies.map((policy) => ({
      code: policy.policyNo,
      kind: 'openPolicy' as const,
      title: translate(language, 'agreement.openPolicyTitle', { policyNo: policy.policyNo }),
      version: policy.policyNo,
      effectiveDate: policy.effectiveDate,
      endDate: policy.endDate,
      productName: productName(policy.productCode),
    })),
  ];
  const productTerms: ProductTerm[] = terms
    .map(({ text, productCodes }) => ({
      termCode: text.termCode,
      title: clauseTitle(text.termCode),
      productNames: productCodes.map(productName),
      version: text.version,
    }))
    .sort((a, b) => a.termCode.localeCompare(b.termCode));
  return { agreements, terms: productTerms };
};

/** A clause of the account's products; any other code is "not found". */
const accountTerm = async (app: FastifyInstance, session: Session, code: string) => {
  const term = (await accountTerms(app, session.accountId)).find(({ text }) => text.termCode === code);
  if (term === undefined) throw notFound();
  return term.text;
};

/** GET getViewTermUrlByTermCode/{code}. */
export const termUrl = async (app: FastifyInstance, session: Session, code: string): Promise<TermUrl> => {
  const term = await accountTerm(app, session, code);
  return { termCode: term.termCode, url: termPagePath(term.termCode) };
};

/** GET term/viewTerm/{code}: the clause's text in the caller's language. */
export const termText = async (app: FastifyInstance, session: Session, code: string): Promise<TermText> => {
  const term = await accountTerm(app, session, code);
  const body = callerLanguage() === 'en-US' ? term.bodyEn : term.bodyZh;
  return {
    termCode: term.termCode,
    title: clauseTitle(term.termCode),
    version: term.version,
    effectiveDate: term.effectiveDate,
    paragraphs: body.split('\n').filter((line) => line.trim() !== ''),
  };
};
