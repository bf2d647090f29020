import type zh from '../zh-CN/claim-documents.ts';

/** Claims (claim-documents): messages of this area. */
export default {
  'claimdocuments.placeholder': '',
} satisfies Record<keyof typeof zh, string>;
