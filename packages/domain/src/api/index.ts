import { accountEndpoints } from './account.ts';
import { agreementEndpoints } from './agreement.ts';
import { apiKeyEndpoints } from './api-key.ts';
import { applicationBatchEndpoints, applicationEndpoints } from './application.ts';
import { authEndpoints } from './auth.ts';
import { autoInsureEndpoints } from './auto-insure.ts';
import { basedataEndpoints } from './basedata.ts';
import { claimEndpoints } from './claim.ts';
import { claimHandlingEndpoints } from './claim-handling.ts';
import { claimReportEndpoints } from './claim-report.ts';
import { clientEndpoints } from './client.ts';
import { correctionEndpoints } from './correction.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { declarationEndpoints } from './declaration.ts';
import { documentEndpoints } from './document.ts';
import { embargoEndpoints } from './embargo.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import { fileEndpoints } from './file.ts';
import { invoiceEndpoints } from './invoice.ts';
import { limitEndpoints } from './limit.ts';
import { messageEndpoints } from './message.ts';
import { operationsEndpoints } from './operations.ts';
import { outboxEndpoints } from './outbox.ts';
import { passwordResetEndpoints } from './password-reset.ts';
import { paymentEndpoints } from './payment.ts';
import { policyEndpoints } from './policy.ts';
import { preferenceEndpoints } from './preference.ts';
import { publicEndpoints } from './public.ts';
import { quotationEndpoints } from './quotation.ts';
import { reservationEndpoints } from './reservation.ts';
import { sanctionsEndpoints } from './sanctions.ts';
import { sandboxEndpoints } from './sandbox.ts';
import { searchEndpoints } from './search.ts';
import { settlementEndpoints } from './settlement.ts';
import { staffEndpoints } from './staff.ts';
import { surveyEndpoints } from './survey.ts';
import { featureSwitchEndpoints } from './switch.ts';
import { trackingEndpoints } from './tracking.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { userAdminEndpoints } from './user-admin.ts';
import { webhookEndpoints } from './webhook.ts';

/**
 * Every endpoint of the gateway, feature by feature. The server serves exactly these (a test compares its
 * routes with this list); the web imports the feature files it needs, never this index (it would pull
 * every schema into one chunk).
 */
export const ENDPOINT_GROUPS = {
  outbox: outboxEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  basedata: basedataEndpoints,
  switch: featureSwitchEndpoints,
  limit: limitEndpoints,
  reservation: reservationEndpoints,
  public: publicEndpoints,
  tracking: trackingEndpoints,
  declaration: declarationEndpoints,
  autoInsure: autoInsureEndpoints,
  file: fileEndpoints,
  quotation: quotationEndpoints,
  application: applicationEndpoints,
  applicationBatch: applicationBatchEndpoints,
  payment: paymentEndpoints,
  policy: policyEndpoints,
  client: clientEndpoints,
  settlement: settlementEndpoints,
  invoice: invoiceEndpoints,
  correction: correctionEndpoints,
  dashboard: dashboardEndpoints,
  claimReport: claimReportEndpoints,
  claim: claimEndpoints,
  claimHandling: claimHandlingEndpoints,
  operations: operationsEndpoints,
  document: documentEndpoints,
  survey: surveyEndpoints,
  message: messageEndpoints,
  staff: staffEndpoints,
  sanctions: sanctionsEndpoints,
  embargo: embargoEndpoints,
  preference: preferenceEndpoints,
  agreement: agreementEndpoints,
  search: searchEndpoints,
  userAdmin: userAdminEndpoints,
  passwordReset: passwordResetEndpoints,
  twoFactor: twoFactorEndpoints,
  sandbox: sandboxEndpoints,
  apiKey: apiKeyEndpoints,
  webhook: webhookEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly EndpointDeclaration[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): EndpointDeclaration[] => Object.values(group),
);
