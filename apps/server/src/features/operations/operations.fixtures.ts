import { randomUUID } from 'node:crypto';
import type { EndpointDeclaration, EndpointInput } from '@cargo/domain';
import type { operationsEndpoints } from '@cargo/domain/api/operations';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffAuditLog } from '../../db/schema/index.ts';
import { call } from '../../test/test-app.ts';

/** Test helpers of the operations desk. */

/** A call of an operations-desk endpoint with the session `cookie` (none: anonymous). */
export const opsCall = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  cookie: string | undefined,
  endpoint: E,
  input: EndpointInput<E>,
  lang: 'zh' | 'en' = 'en',
) => call(app, endpoint, input, { cookie, lang });

type NoticeInput = EndpointInput<typeof operationsEndpoints.publishNotice>;

/** A valid notice to every customer (fresh request key and titles). */
export const noticeBody = (overrides: Partial<NoticeInput> = {}): NoticeInput => {
  const tag = randomUUID().slice(0, 8);
  return {
    audience: 'all',
    titleZh: `测试公告 ${tag}`,
    titleEn: `Test notice ${tag}`,
    bodyZh: '系统将于周末升级。',
    bodyEn: 'The system will be upgraded at the weekend.',
    requestKey: randomUUID(),
    ...overrides,
  };
};

/** The latest audit rows of an object. */
export const auditRowsOf = (app: FastifyInstance, objectNo: string) =>
  app.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.objectNo, objectNo))
    .orderBy(desc(staffAuditLog.id));
