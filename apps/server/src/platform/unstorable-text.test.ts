import type { EndpointDeclaration } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { clientEndpoints } from '@cargo/domain/api/client';
import { describe, expect, it } from 'vitest';
import { data, refusalOf, useTestApp } from '../test/suite.ts';
import { call, callWithInvalidInput } from '../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

describe('text that is not well-formed Unicode (a lone half of a surrogate pair)', () => {
  it('is refused with a 400 naming the field, in claim drafts, application drafts and client records', async () => {
    const calls: [EndpointDeclaration, object][] = [
      [
        claimReportEndpoints.saveDraft,
        { requestKey: crypto.randomUUID(), form: { reporterName: '王\ud800' } },
      ],
      [applicationEndpoints.saveDraft, { productCode: 'MP09110008', goods: { cargoName: 'bad\udfff' } }],
      [clientEndpoints.saveApplicant, { clientName: '\ud800', clientType: 'group' }],
    ];
    for (const [endpoint, body] of calls) {
      const answer = await callWithInvalidInput(ctx.app, endpoint, body, { cookie: ctx.token, lang: 'en' });
      expect(answer.statusCode, endpoint.path).toBe(400);
      expect(answer.json().message, endpoint.path).toContain(
        'not valid text (an incomplete Unicode sequence)',
      );
      expect(answer.json().data.issues).toHaveLength(1);
    }
  });

  it('passes well-formed text, emoji included, to the route', async () => {
    const saved = data<{ draftId: number }>(
      await call(
        ctx.app,
        claimReportEndpoints.saveDraft,
        { requestKey: crypto.randomUUID(), form: { reporterName: '王明 😀' } },
        { cookie: ctx.token },
      ),
    );
    expect(saved.draftId).toBeGreaterThan(0);
  });
});

describe('the same in a key and in Chinese', () => {
  it('names the object whose key holds it', async () => {
    expect(
      await refusalOf(
        ctx,
        {
          endpoint: claimReportEndpoints.saveDraft,
          input: { requestKey: crypto.randomUUID(), form: { ['reporter\udfff']: 'x' } },
        },
        'zh',
      ),
    ).toContain('含有无法识别的字符（不完整的 Unicode 编码）');
  });
});
