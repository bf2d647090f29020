import { applicationEndpoints } from '@cargo/domain/api/application';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  cancelApplication,
  deleteDraft,
  loadApplication,
  saveDraft,
  submitApplication,
} from './application.service.ts';
import { listDrafts, listSubmittedApplications } from './application-enquiry.service.ts';
import { decideReview, listReviewRecords, withdrawApplication } from './application-review.service.ts';

/** Drafts, applications, their enquiries and the underwriting decision (SPEC §7 "Applications", "Queries"). */
export const applicationRoutes = async (app: FastifyInstance) => {
  serve(app, applicationEndpoints.saveDraft, ({ session, body, language }) =>
    saveDraft(app, session, body, language),
  );
  serve(app, applicationEndpoints.submitApplication, ({ session, body, language }) =>
    submitApplication(app, session, body, language),
  );
  for (const load of [applicationEndpoints.loadDraft, applicationEndpoints.loadApplication]) {
    serve(app, load, ({ session, body, language }) => loadApplication(app, session, body.id, language));
  }
  serve(app, applicationEndpoints.deleteDraft, ({ session, body }) => deleteDraft(app, session, body.id));
  serve(app, applicationEndpoints.cancelApplication, ({ session, body, language }) =>
    cancelApplication(app, session, body.id, language),
  );
  serve(app, applicationEndpoints.withdrawApplication, ({ session, params, language }) =>
    withdrawApplication(app, session, params.id, language),
  );
  serve(app, applicationEndpoints.listDrafts, ({ session, body, language }) =>
    listDrafts(app, session, body, language),
  );
  serve(app, applicationEndpoints.listSubmittedApplications, ({ session, body, language }) =>
    listSubmittedApplications(app, session, body, language),
  );
  serve(app, applicationEndpoints.listReviewRecords, ({ session, params, language }) =>
    listReviewRecords(app, session, params.id, language),
  );
  serve(app, applicationEndpoints.decideReview, ({ session, params, body, language }) =>
    decideReview(app, session, params.id, body, language),
  );
};
