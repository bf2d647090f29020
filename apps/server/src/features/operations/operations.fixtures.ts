import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffAuditLog } from '../../db/schema/index.ts';
import { post } from '../../test/test-app.ts';

/** Test helpers of the operations desk. */

export const OPERATIONS = '/cargo/backoffice/operations';

export const opsCall = (
  app: FastifyInstance,
  cookie: string | undefined,
  path: string,
  body: object = {},
  lang: 'zh' | 'en' = 'en',
) => post(app, `${OPERATIONS}/${path}`, body, { cookie, lang });

/** A valid notice to every customer (fresh request key and titles). */
export const noticeBody = (overrides: object = {}) => {
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
