import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect } from '@playwright/test';
import { generate } from 'otplib';
import { GATEWAY } from './login';

/**
 * The demo staff's TOTP secrets (apps/server/src/db/seed/demo.seed.ts `DEMO_STAFF_TOTP_SECRETS`, README "Demo
 * logins"; demo only): staff always sign in with TOTP, and the specs compute its codes with otplib.
 */
export const STAFF_TOTP_SECRETS: Record<string, string> = {
  underwriter: 'MNQXEZ3PFVSGK3LPFV2W4ZDFOJ3XE2LUMVZC25DP',
  claims: 'MNQXEZ3PFVSGK3LPFVRWYYLJNVZS25DPORYC2MRQ',
  operations: 'MNQXEZ3PFVSGK3LPFVXXAZLSMF2GS33OOMWXI33U',
  auditor: 'MNQXEZ3PFVSGK3LPFVQXKZDJORXXELLUN52HALJS',
  compliance: 'MNQXEZ3PFVSGK3LPFVRW63LQNRUWC3TDMUWW65DQ',
};

const PERIOD = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);
/** The step each secret last gave a code for in this worker: the server refuses a step used before (replay). */
const lastSteps = new Map<string, number>();

/**
 * A code of the secret for a step not used yet by this worker: the step before, now or after (the server
 * accepts one either way), waiting for the next step when all three were given.
 */
export const unusedTotpCode = async (secret: string): Promise<string> => {
  for (;;) {
    const now = stepNow();
    const step = Math.max(now - 1, (lastSteps.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      lastSteps.set(secret, step);
      return generate({ secret, epoch: step * PERIOD });
    }
    await sleep((now + 1) * PERIOD * 1000 - Date.now() + 100);
  }
};

/**
 * The staff login's second step through the API: the challenge of the password step's answer and a code of
 * the login's seeded secret. A code refused (a worker restarted after another used its step) is retried
 * once a step later.
 */
export const completeStaffLogin = async (
  request: APIRequestContext,
  login: Awaited<ReturnType<APIRequestContext['post']>>,
  account: string,
) => {
  const text = await login.text();
  expect(login.ok(), text).toBe(true);
  const { challenge } = (JSON.parse(text) as { data: { twoFactor: { challenge: string } } }).data.twoFactor;
  const secret = STAFF_TOTP_SECRETS[account];
  if (secret === undefined) throw new Error(`no seeded TOTP secret for ${account}`);
  for (let attempt = 0; ; attempt += 1) {
    const signedIn = await request.post(`${GATEWAY}/cargo/staff/login/twoFactor`, {
      data: { challenge, code: await unusedTotpCode(secret) },
    });
    if (signedIn.ok() || attempt === 1) {
      expect(signedIn.ok(), await signedIn.text()).toBe(true);
      return;
    }
    lastSteps.set(secret, stepNow() + 1);
  }
};
