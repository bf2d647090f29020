import {
  DECLARATION_STATUS,
  type DeclarationDetail,
  type DeclarationPage,
  type DeclarationQuery,
  ERROR_CODES,
  type PendingDeclarationQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { toDeclarationDetail, toDeclarationRow } from './declaration.mappers.ts';
import {
  type DeclarationFilter,
  findDeclarationByNo,
  findDeclarationPage,
} from './declaration.repository.ts';

/** The account's declarations: the enquiry, the pending list (drafts and reviews) and one declaration. */

const page = async (
  app: FastifyInstance,
  filter: DeclarationFilter,
  query: { pageNo: number; pageSize: number },
): Promise<DeclarationPage> => {
  const { total, rows } = await findDeclarationPage(app.db, filter, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    list: rows.map(toDeclarationRow),
  };
};

/** POST /cargo/declaration/query: the account's declarations, newest first. */
export const queryDeclarations = (app: FastifyInstance, session: Session, query: DeclarationQuery) =>
  page(
    app,
    {
      accountId: session.accountId,
      policyNo: query.policyNo || undefined,
      number: query.certificateNo || undefined,
      statuses: query.status ? [query.status] : undefined,
      dateColumn: query.dateType,
      startDate: query.startDate?.slice(0, 10) || undefined,
      endDate: query.endDate?.slice(0, 10) || undefined,
      keyword: query.keyword || undefined,
    },
    query,
  );

/** POST /cargo/declaration/pending: drafts and declarations under review. */
export const queryPendingDeclarations = (
  app: FastifyInstance,
  session: Session,
  query: PendingDeclarationQuery,
) =>
  page(
    app,
    {
      accountId: session.accountId,
      policyNo: query.policyNo || undefined,
      statuses: [DECLARATION_STATUS.draft, DECLARATION_STATUS.review],
    },
    query,
  );

export const requireDeclaration = async (app: FastifyInstance, session: Session, declarationNo: string) => {
  const found = await findDeclarationByNo(app.db, session.accountId, declarationNo);
  if (!found) throw new AppError(ERROR_CODES.notFound);
  return found;
};

export const getDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
): Promise<DeclarationDetail> => toDeclarationDetail(await requireDeclaration(app, session, declarationNo));
