import { EVALUATION_BAD, EVALUATION_GOOD, ZSatisfactionAnswer } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../api/gateway-error.ts';
import { describeIssue } from '../../i18n/index.ts';
import { ratingIssuesOf, serverRatingIssuesOf } from './rating-issues.ts';

const refusal = (issues: { path: string[]; message: string }[]) =>
  new GatewayError({ message: 'Invalid', code: '400', traceId: 't', httpStatus: 400, data: { issues } });

describe('the rating panel’s issues', () => {
  it('puts a bad rating without a comment on the comment, worded in the language shown', () => {
    const parsed = ZSatisfactionAnswer.safeParse({
      evaluationType: EVALUATION_BAD,
      evaluationContent: '   ',
    });
    expect(parsed.success).toBe(false);
    const issues = ratingIssuesOf(parsed.error?.issues ?? []);
    expect(Object.keys(issues)).toEqual(['evaluationContent']);
    const issue = issues.evaluationContent;
    if (issue === undefined || typeof issue === 'string') throw new Error('a schema issue was expected');
    expect(describeIssue('en-US', issue)).toContain('Comment');
    expect(describeIssue('zh-CN', issue)).toContain('意见');
  });

  it('puts a missing choice on the choice, and nothing on a good rating', () => {
    const missing = ZSatisfactionAnswer.safeParse({});
    expect(Object.keys(ratingIssuesOf(missing.error?.issues ?? []))).toEqual(['evaluationType']);
    expect(ZSatisfactionAnswer.safeParse({ evaluationType: EVALUATION_GOOD }).success).toBe(true);
  });

  it('keeps the server’s first text per field of the panel, and nothing else', () => {
    const error = refusal([
      { path: ['evaluationContent'], message: 'Comment: too long' },
      { path: ['evaluationContent'], message: 'Comment: second' },
      { path: ['other'], message: 'Other: ignored' },
    ]);
    expect(serverRatingIssuesOf(error)).toEqual({ evaluationContent: 'Comment: too long' });
  });

  it('says a refusal naming none of its fields, or another failure, is not about the fields', () => {
    expect(serverRatingIssuesOf(refusal([{ path: ['other'], message: 'x' }]))).toBeUndefined();
    expect(serverRatingIssuesOf(new Error('network'))).toBeUndefined();
  });
});
