import { z } from 'zod';
import { ZFeedbackRequest, ZFeedbackResponse } from '../schemas/feedback.ts';
import { ZGuaranteePolicyView, ZGuaranteeQueryRequest } from '../schemas/guarantee.ts';
import { endpoint, MEDIA_TYPES } from './endpoint.ts';
import { USAGE_GUIDE_PATH } from './usage-guide.ts';

/** What the public pages need from the server (SPEC §2 "Public"): no session. */
export const publicEndpoints = {
  feedback: endpoint({
    method: 'POST',
    path: '/cargo/public/feedback',
    access: 'public',
    body: ZFeedbackRequest,
    response: ZFeedbackResponse,
    // Beside the business rule (5 new feedbacks per IP an hour): retries and repeats, 20 a minute.
    rateLimit: { max: 20, timeWindowSeconds: 60 },
    summary: 'Records a feedback (idempotent by request key) and tells the service desk',
  }),
  guaranteeQuery: endpoint({
    method: 'POST',
    path: '/cargo/public/guaranteeQuery',
    access: 'public',
    body: ZGuaranteeQueryRequest,
    response: ZGuaranteePolicyView,
    // Number and credit code together cannot be guessed; the limit keeps anyone from trying in bulk.
    rateLimit: { max: 10, timeWindowSeconds: 60 },
    summary: 'A guarantee policy found by its number and the applicant credit code (404 otherwise)',
  }),
  usageGuide: endpoint({
    method: 'GET',
    path: USAGE_GUIDE_PATH,
    access: 'public',
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    rateLimit: { max: 30, timeWindowSeconds: 60 },
    summary: 'The portal usage guide, PDF in the caller language',
  }),
};
