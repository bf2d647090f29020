import type zh from '../zh-CN/claim-report-web.ts';

/** Claims (claim-report-web): messages of this area. */
export default {
  'claimreportweb.placeholder': '',
} satisfies Record<keyof typeof zh, string>;
