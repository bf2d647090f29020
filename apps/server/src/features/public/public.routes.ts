import { publicEndpoints } from '@cargo/domain/api/public';
import type { FastifyInstance } from 'fastify';
import { inlineDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { submitFeedback } from './feedback.service.ts';
import { queryGuaranteePolicy } from './guarantee.service.ts';
import { usageGuidePdf } from './usage-guide.ts';

/** What the public pages need (SPEC §2 "Public"): feedback, the guarantee query, the usage guide. No session. */
export const publicRoutes = async (app: FastifyInstance) => {
  serve(app, publicEndpoints.feedback, ({ body, request, session }) =>
    submitFeedback(app, body, { ip: request.ip, accountId: session?.accountId ?? null }),
  );

  serve(app, publicEndpoints.guaranteeQuery, ({ body }) => queryGuaranteePolicy(app, body));

  serve(app, publicEndpoints.usageGuide, async ({ reply }) => {
    const guide = usageGuidePdf();
    const content = await guide.content;
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', content.length)
        // Opened in the browser's viewer from the toolbar link; the name is used when the reader saves it.
        .header('content-disposition', inlineDisposition(guide.fileName, guide.fallbackName))
        // The language comes from the cookie: a shared cache must not hand one language to the other.
        .header('cache-control', 'private, max-age=3600')
        .header('vary', 'Cookie, Accept-Language')
        .send(content)
    );
  });
};
