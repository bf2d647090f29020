import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { deleteDraft, getDraft, listDrafts, saveClaimDraft } from './claim-draft.service.ts';
import { highQualityCustomer, submitReport } from './claim-report.service.ts';
import { checkSubmitReport } from './claim-report-check.ts';
import { accidentCauseOptions, lossTypeOptions, reportablePolicy } from './claim-subject.service.ts';

/** Reporting a loss (SPEC §7 "Claims": selfServiceReport…, verify/checkSubmitReport, submit/reportInfo). */
export const claimReportRoutes = async (app: FastifyInstance) => {
  const endpoints = claimReportEndpoints;
  serve(app, endpoints.reportablePolicy, ({ session, body }) =>
    reportablePolicy(app, session, body.policyNo),
  );
  serve(app, endpoints.lossTypes, ({ session, body }) => lossTypeOptions(app, session, body.policyNo));
  serve(app, endpoints.level1AccidentCauses, async ({ query }) => accidentCauseOptions(query, 1));
  serve(app, endpoints.level2AccidentCauses, async ({ query }) => accidentCauseOptions(query, 2));
  serve(app, endpoints.highQualityCustomer, ({ session }) => highQualityCustomer(app, session));
  serve(app, endpoints.checkSubmitReport, ({ session, body }) => checkSubmitReport(app, session, body));
  serve(app, endpoints.checkFastTrackClaims, ({ session, body }) => checkSubmitReport(app, session, body));
  serve(app, endpoints.submitReport, async ({ session, body, say }) => {
    const { answer, message } = await submitReport(app, session, body, false);
    say(message);
    return answer;
  });
  serve(app, endpoints.submitFastReport, async ({ session, body, say }) => {
    const { answer, message } = await submitReport(app, session, body, true);
    say(message);
    return answer;
  });
  serve(app, endpoints.saveDraft, ({ session, body }) => saveClaimDraft(app, session, body));
  serve(app, endpoints.listDrafts, ({ session, body }) => listDrafts(app, session, body));
  serve(app, endpoints.getDraft, ({ session, body }) => getDraft(app, session, body.draftId));
  serve(app, endpoints.deleteDraft, ({ session, body }) => deleteDraft(app, session, body.draftId));
};
