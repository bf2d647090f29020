import { describe, expect, it } from 'vitest';
import { messageLink } from './message-link.ts';

describe('messageLink', () => {
  it('opens the page of the object a message is about', () => {
    expect(
      messageLink({ kind: 'policyIssued', subjectKind: 'policy', subjectNo: '60110009202600000018' }),
    ).toBe('/policy-query-download?policyNo=60110009202600000018');
    expect(
      messageLink({ kind: 'claimStatusChanged', subjectKind: 'claim', subjectNo: '12345678901234567890' }),
    ).toBe('/claim-query/claim-detail?reportNo=12345678901234567890');
    expect(messageLink({ kind: 'declarationReferred', subjectKind: 'declaration', subjectNo: 'D1' })).toBe(
      '/transport-declaration/correcting',
    );
    expect(messageLink({ kind: 'declarationApproved', subjectKind: 'declaration', subjectNo: 'C1' })).toBe(
      '/transport-declaration/temporary',
    );
    expect(messageLink({ kind: 'applicationApproved', subjectKind: 'application', subjectNo: 'A1' })).toBe(
      '/pending-task/application',
    );
    expect(messageLink({ kind: 'settlementDue', subjectKind: 'settlement', subjectNo: 'ST1' })).toBe(
      '/pending-task/settlement',
    );
  });

  it('has no page for a notice', () => {
    expect(messageLink({ kind: 'notice', subjectKind: 'notice', subjectNo: '3' })).toBeNull();
  });
});
