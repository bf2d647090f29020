import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { acceptInvitation, inviteSubUser, viewInvitation } from './invitation.service.ts';
import { changeMemberRole, disableSubUser, listSubUsers, myAccountRole } from './user-admin.service.ts';

/** The invitation link opens the portal the administrator uses. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Members of an account and its subordinates: an administrator lists, invites, changes roles, disables. */
export const userAdminRoutes = async (app: FastifyInstance) => {
  serve(app, userAdminEndpoints.myRole, ({ session }) => myAccountRole(app, session));
  serve(app, userAdminEndpoints.list, ({ session }) => listSubUsers(app, session));
  serve(app, userAdminEndpoints.invite, ({ session, body, request }) =>
    inviteSubUser(app, session, body, originOf(request)),
  );
  serve(app, userAdminEndpoints.changeRole, ({ session, body }) => changeMemberRole(app, session, body));
  serve(app, userAdminEndpoints.disable, ({ session, body }) => disableSubUser(app, session, body));
  serve(app, userAdminEndpoints.viewInvitation, ({ query }) => viewInvitation(app, query.token));
  serve(app, userAdminEndpoints.acceptInvitation, ({ body }) => acceptInvitation(app, body));
};
