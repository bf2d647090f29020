import { describe, expect, it } from 'vitest';
import { apiClient, apiKeyFor, apiRequest } from '../../test/api.fixtures.ts';
import { EXPORT_FORM_PREMIUM, exportForm } from '../../test/insuring.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';

const ctx = useTestApp();

const quoteRequest = () => ({ ...exportForm(), applicant: undefined });

describe('POST /api/v1/quotes', () => {
  it('prices through the portal’s quotation and stores it (money as decimal strings)', async () => {
    const key = await apiKeyFor(ctx.app);
    const { data: quote, response } = await apiClient(ctx.app, key.secret).POST('/quotes', {
      body: quoteRequest() as never,
    });
    expect(response.status).toBe(201);
    expect(quote).toMatchObject({
      premium: { amount: EXPORT_FORM_PREMIUM, currency: 'USD' },
      insuredAmount: { amount: '110000.00', currency: 'USD' },
      referrals: [],
    });
    expect(quote!.quotationNo).toMatch(/^Q0009\d{15}$/);
  });

  it('refuses a key without the quote scope', async () => {
    const key = await apiKeyFor(ctx.app, { scopes: ['declare', 'read'] });
    const answer = await apiRequest(ctx.app, 'POST', '/quotes', { key: key.secret, body: quoteRequest() });
    expect(answer.statusCode).toBe(403);
  });
});
