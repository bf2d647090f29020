import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  acceptInvitation,
  disableSubUser,
  inviteSubUser,
  listSubUsers,
  myAccountRole,
  viewInvitation,
} from './user-admin.service.ts';

/** The invitation link opens the portal the administrator uses. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Sub-users of an account: its administrator lists, invites and disables them; invitees accept. */
export const userAdminRoutes = async (app: FastifyInstance) => {
  serve(app, userAdminEndpoints.myRole, ({ session }) => myAccountRole(app, session));
  serve(app, userAdminEndpoints.list, ({ session }) => listSubUsers(app, session));
  serve(app, userAdminEndpoints.invite, ({ session, body, request }) =>
    inviteSubUser(app, session, body, originOf(request)),
  );
  serve(app, userAdminEndpoints.disable, ({ session, body }) => disableSubUser(app, session, body.userId));
  serve(app, userAdminEndpoints.viewInvitation, ({ query }) => viewInvitation(app, query.token));
  serve(app, userAdminEndpoints.acceptInvitation, ({ body }) => acceptInvitation(app, body));
};
