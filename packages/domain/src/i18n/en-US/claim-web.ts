import type zh from '../zh-CN/claim-web.ts';

/** Claims (claim-web): messages of this area. */
export default {
  'claimweb.placeholder': '',
} satisfies Record<keyof typeof zh, string>;
