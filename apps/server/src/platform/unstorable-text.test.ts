import { describe, expect, it } from 'vitest';
import { data, useTestApp } from '../test/suite.ts';
import { post, call } from '../test/test-app.ts';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';

const ctx = useTestApp({ logIn: 'demo' });

describe('text that is not well-formed Unicode (a lone half of a surrogate pair)', () => {
  it('is refused with a 400 naming the field, in claim drafts, application drafts and client records', async () => {
    const calls: [string, object][] = [
      [
        '/cargo/selfServiceReport/draft/save',
        { requestKey: crypto.randomUUID(), form: { reporterName: '王\ud800' } },
      ],
      ['/cargo/apply/tempApply', { productCode: 'MP09110008', goods: { cargoName: 'bad\udfff' } }],
      ['/cargo/client/saveCargoFrequencyApplicantInfo', { clientName: '\ud800', clientType: 'group' }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(ctx.app, path, body, { cookie: ctx.token, lang: 'en' });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().message, path).toContain('not valid text (an incomplete Unicode sequence)');
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
    const answer = await call(
      ctx.app,
      claimReportEndpoints.saveDraft,
      { requestKey: crypto.randomUUID(), form: { ['reporter\udfff']: 'x' } },
      { cookie: ctx.token, lang: 'zh' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('含有无法识别的字符（不完整的 Unicode 编码）');
  });
});
