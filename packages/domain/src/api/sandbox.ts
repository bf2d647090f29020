import { ZSandboxStatus } from '../schemas/sandbox.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** The account's sandbox twin on the account page (docs/business-rules.md "The sandbox"). */
export const sandboxEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/cargo/sandbox/status',
    access: customerAccess.admin,
    response: ZSandboxStatus,
    summary: "The account's sandbox twin: whether it exists, when it was made and last reset",
  }),
  reset: endpoint({
    method: 'POST',
    path: '/cargo/sandbox/reset',
    access: customerAccess.admin,
    response: ZSandboxStatus,
    summary:
      "Empties the sandbox twin (declarations, policies, applications, claims, files, messages) and restores its open policies' copies with their whole balance",
  }),
};
