import { accountEndpoints } from '@cargo/domain/api/account';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { chooseAccount, getCargoAccountInfo, getUserInfo, updateCargoInfo } from './account.service.ts';
import { changePassword } from './password.service.ts';
import { bindPhone, sendBindingCode, verifyBindingCode } from './phone.service.ts';
import { endOneSession, endOtherSessions, listSessions } from './sessions.service.ts';

/** The user and its accounts: user info and menus, switching account, account management, phone binding. */
export const accountRoutes = async (app: FastifyInstance) => {
  serve(app, accountEndpoints.userInfo, ({ session, request }) => getUserInfo(app, session, request.ip));
  for (const endpoint of [accountEndpoints.chooseUser, accountEndpoints.chooseUserLegacy]) {
    serve(app, endpoint, ({ session, body }) => chooseAccount(app, session, body.accountName));
  }

  // Account management page (SPEC §2 /user-management/account).
  serve(app, accountEndpoints.companyInfo, ({ session }) => getCargoAccountInfo(app, session));
  serve(app, accountEndpoints.updateCompanyContacts, ({ session, body }) =>
    updateCargoInfo(app, session, body),
  );
  serve(app, accountEndpoints.updatePassword, ({ session, body, request }) =>
    changePassword(app, session, body, request.ip),
  );
  serve(app, accountEndpoints.sendBindingCode, ({ session, body }) =>
    sendBindingCode(app, session, body.mobile),
  );
  serve(app, accountEndpoints.verifyBindingCode, ({ session, body }) =>
    verifyBindingCode(app, session, body),
  );
  serve(app, accountEndpoints.bindPhone, ({ session, body }) => bindPhone(app, session, body));

  // The user's sessions (docs/business-rules.md "Sessions").
  serve(app, accountEndpoints.sessions, ({ session }) => listSessions(app, session));
  serve(app, accountEndpoints.endSession, ({ session, body }) => endOneSession(app, session, body.id));
  serve(app, accountEndpoints.endOtherSessions, ({ session }) => endOtherSessions(app, session));
};
