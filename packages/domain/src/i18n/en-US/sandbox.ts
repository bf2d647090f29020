import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/sandbox.ts';

export default {
  'sandbox.label': 'Sandbox',
  'sandbox.banner': 'Sandbox — test data, nothing here is insured',
  'sandbox.specimen': 'SPECIMEN — not valid / 样本 — 无效',
  'sandbox.tab': 'Sandbox',
  'sandbox.intro':
    "The sandbox is this account's test twin: the same rules and screens, copies of the open policies with their whole balance; nothing declared there is insured or billed, and every document is stamped SPECIMEN — not valid.",
  'sandbox.status.label': 'Status',
  'sandbox.status.exists': 'Created',
  'sandbox.status.none': 'Not created yet (made on the first switch into it, or by the first sandbox key)',
  'sandbox.createdAt': 'Created at',
  'sandbox.lastResetAt': 'Last reset',
  'sandbox.never': 'Never',
  'sandbox.openPolicies': 'Open policy copies',
  'sandbox.enter': 'Switch to the sandbox',
  'sandbox.reset': 'Reset sandbox',
  'sandbox.resetConfirmTitle': 'Reset the sandbox?',
  'sandbox.resetConfirm':
    "This deletes every declaration, certificate, batch upload, application, policy, payment record, endorsement, claim, file, message and print job in the sandbox, and copies this account's open policies again with their whole balance. The live account's data is untouched. This cannot be undone.",
  'sandbox.cancel': 'Cancel',
  'sandbox.resetDone': 'The sandbox is reset',
  'sandbox.verifySpecimen': 'This is a specimen from a sandbox: it is not a valid document',
  'sandbox.error.noBilling': 'Nothing in the sandbox is settled, invoiced or paid',
  'sandbox.error.notInSandbox': 'A sandbox account has no sandbox of its own',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
