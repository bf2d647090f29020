import type { MessageRow } from '@cargo/domain';

/**
 * The portal page that shows the object a message is about (SPEC §2 routes), or none (a notice is read in
 * the message centre itself).
 */
export const messageLink = (
  message: Pick<MessageRow, 'kind' | 'subjectKind' | 'subjectNo'>,
): string | null => {
  const number = encodeURIComponent(message.subjectNo);
  switch (message.subjectKind) {
    case 'application':
      return '/pending-task/application';
    case 'policy':
      return `/policy-query-download?policyNo=${number}`;
    case 'correction':
      return '/pending-task/correcting';
    case 'declaration':
      // Still under review: the pending declarations; decided: the enquiry with its certificate.
      return message.kind === 'declarationReferred'
        ? '/transport-declaration/correcting'
        : '/transport-declaration/temporary';
    case 'claim':
      return `/claim-query/claim-detail?reportNo=${number}`;
    case 'settlement':
      return '/pending-task/settlement';
    case 'webhook':
      return '/user-management/webhooks';
    default:
      return null;
  }
};
