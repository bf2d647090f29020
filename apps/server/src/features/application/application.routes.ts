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
  serve(app, applicationEndpoints.saveDraft, ({ session, body }) => saveDraft(app, session, body));
  serve(app, applicationEndpoints.submitApplication, ({ session, body }) =>
    submitApplication(app, session, body),
  );
  for (const load of [applicationEndpoints.loadDraft, applicationEndpoints.loadApplication]) {
    serve(app, load, ({ session, body }) => loadApplication(app, session, body.id));
  }
  serve(app, applicationEndpoints.deleteDraft, ({ session, body }) => deleteDraft(app, session, body.id));
  serve(app, applicationEndpoints.cancelApplication, ({ session, body }) =>
    cancelApplication(app, session, body.id),
  );
  serve(app, applicationEndpoints.withdrawApplication, ({ session, params }) =>
    withdrawApplication(app, session, params.id),
  );
  serve(app, applicationEndpoints.listDrafts, ({ session, body }) => listDrafts(app, session, body));
  serve(app, applicationEndpoints.listSubmittedApplications, ({ session, body }) =>
    listSubmittedApplications(app, session, body),
  );
  serve(app, applicationEndpoints.listReviewRecords, ({ session, params }) =>
    listReviewRecords(app, session, params.id),
  );
  serve(app, applicationEndpoints.decideReview, ({ session, params, body }) =>
    decideReview(app, session, params.id, body),
  );
};
