import type { PageViewRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { insertPageView } from './tracking.repository.ts';

/** Only the route path is kept: a query string or hash may carry tokens or personal data. */
export const toTrackedPath = (path: string) => path.split(/[?#]/, 1)[0] || '/';

/** Records a page view (SPEC §2: each page change is tracked), with the user and account when logged in. */
export const recordPageView = async (
  app: FastifyInstance,
  session: Session | null,
  view: PageViewRequest,
) => {
  await insertPageView(app.db, {
    userId: session?.userId ?? null,
    accountId: session?.accountId ?? null,
    path: toTrackedPath(view.path),
  });
};
