import type { EndpointDeclaration, EndpointInput } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { passwordResetEndpoints } from '@cargo/domain/api/password-reset';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { STEADY_ANSWER_MS } from '../features/password-reset/steady-pace.ts';
import { setSwitch } from '../features/switch/switch.service.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../test/auth.fixtures.ts';
import { answerAsSeen, callFromIp, freshImageCode, messagesTo } from '../test/password-reset.fixtures.ts';
import { useTestApp } from '../test/suite.ts';
import { logInWithPassword } from '../test/test-app.ts';

/**
 * Neutral answers (issue 44; docs/business-rules.md "Neutral answers"): every public call that names a login
 * name, an e-mail or a mobile answers a stranger byte for byte alike (status, headers, body; only the trace id
 * differs) whether that identity exists or not. Each pair is asked from two fresh addresses, in both languages.
 */

const ctx = useTestApp();

const BOUND_MOBILE = '13730000001';
const FREE_MOBILE = '13730000009';
const WRONG_PASSWORD = 'Not-The-Password-42';

beforeAll(async () => {
  await setSwitch(ctx.app, 'phoneLogin', 'Y');
  // One user named three ways: its budgets are spent by every pair below, and still answer alike.
  await createShoceanUser(ctx.app, 'exists', { phone: BOUND_MOBILE, isRealName: 'Y' });
  // A live reset code for the bound mobile, so the wrong code below meets a real one.
  await callFromIp(ctx.app, passwordResetEndpoints.forgotPasswordBySms, {
    mobile: BOUND_MOBILE,
    ...(await freshImageCode(ctx.app)),
  });
});

type Ask = (lang: 'zh' | 'en') => Promise<ReturnType<typeof answerAsSeen>>;

/** A call of `endpoint` with `input` (its image code filled in fresh when `captcha`), as a stranger. */
const asking =
  <E extends EndpointDeclaration>(
    endpoint: E,
    input: () => Omit<EndpointInput<E>, 'captchaId' | 'verifyCode'>,
    options: { captcha?: boolean; session?: () => string } = {},
  ): Ask =>
  async (lang) => {
    const captcha = options.captcha ? await freshImageCode(ctx.app) : {};
    const body = { ...input(), ...captcha } as EndpointInput<E>;
    const cookie = options.session?.();
    return answerAsSeen(await callFromIp(ctx.app, endpoint, body, { lang, ...(cookie ? { cookie } : {}) }));
  };

const PAIRS: [string, Ask, Ask][] = [
  [
    'login by login name (wrong password)',
    asking(authEndpoints.accountLogin, () => ({ account: 'exists', password: WRONG_PASSWORD }), {
      captcha: true,
    }),
    asking(authEndpoints.accountLogin, () => ({ account: 'exists-not', password: WRONG_PASSWORD }), {
      captcha: true,
    }),
  ],
  [
    'login by e-mail (wrong password)',
    asking(
      authEndpoints.emailLogin,
      () => ({ email: 'exists@cargo-portal.test', password: WRONG_PASSWORD }),
      {
        captcha: true,
      },
    ),
    asking(
      authEndpoints.emailLogin,
      () => ({ email: 'nobody@cargo-portal.test', password: WRONG_PASSWORD }),
      {
        captcha: true,
      },
    ),
  ],
  [
    'staff login (wrong password)',
    asking(staffEndpoints.staffLogin, () => ({ account: 'underwriter', password: WRONG_PASSWORD }), {
      captcha: true,
    }),
    asking(staffEndpoints.staffLogin, () => ({ account: 'overwriter', password: WRONG_PASSWORD }), {
      captcha: true,
    }),
  ],
  [
    'mobile login: send code',
    asking(authEndpoints.sendLoginSms, () => ({ mobile: BOUND_MOBILE }), { captcha: true }),
    asking(authEndpoints.sendLoginSms, () => ({ mobile: FREE_MOBILE }), { captcha: true }),
  ],
  [
    'mobile login: wrong code',
    asking(authEndpoints.loginByPhone, () => ({ mobile: BOUND_MOBILE, code: '000000' })),
    asking(authEndpoints.loginByPhone, () => ({ mobile: FREE_MOBILE, code: '000000' })),
  ],
  [
    'forgot password by login name',
    asking(passwordResetEndpoints.forgotPassword, () => ({ identifier: 'exists' }), { captcha: true }),
    asking(passwordResetEndpoints.forgotPassword, () => ({ identifier: 'exists-not' }), { captcha: true }),
  ],
  [
    'forgot password by e-mail',
    asking(passwordResetEndpoints.forgotPassword, () => ({ identifier: 'exists@cargo-portal.test' }), {
      captcha: true,
    }),
    asking(passwordResetEndpoints.forgotPassword, () => ({ identifier: 'nobody@cargo-portal.test' }), {
      captcha: true,
    }),
  ],
  [
    'forgot password by SMS',
    asking(passwordResetEndpoints.forgotPasswordBySms, () => ({ mobile: BOUND_MOBILE }), { captcha: true }),
    asking(passwordResetEndpoints.forgotPasswordBySms, () => ({ mobile: FREE_MOBILE }), { captcha: true }),
  ],
  [
    'reset by SMS (wrong code)',
    asking(passwordResetEndpoints.resetPasswordBySms, () => ({
      mobile: BOUND_MOBILE,
      code: '000000',
      newPassword: 'Tidewater-Ledger-58',
    })),
    asking(passwordResetEndpoints.resetPasswordBySms, () => ({
      mobile: FREE_MOBILE,
      code: '000000',
      newPassword: 'Tidewater-Ledger-58',
    })),
  ],
];

describe.each(['zh', 'en'] as const)('in %s', (lang) => {
  it.each(PAIRS)(
    '%s answers alike for an existing and an unknown identity',
    async (_name, existing, unknown) => {
      const [a, b] = [await existing(lang), await unknown(lang)];
      expect(a).toBe(b);
    },
  );

  it('binding a mobile that another user bound answers as for a free one (logged in)', async () => {
    // One binding code per user a minute: each call from a user of its own.
    const bind = async (loginName: string, mobile: string) => {
      await createShoceanUser(ctx.app, loginName);
      const session = await logInWithPassword(ctx.app, loginName, TEST_USER_PASSWORD);
      return asking(accountEndpoints.sendBindingCode, () => ({ mobile }), { session: () => session })(lang);
    };
    expect(await bind(`binder-a-${lang}`, BOUND_MOBILE)).toBe(await bind(`binder-b-${lang}`, '13730000008'));
  });
});

describe('the time of an answer', () => {
  it('takes at least the steady time for an existing and an unknown name alike', async () => {
    const timed = async (identifier: string) => {
      const input = { identifier, ...(await freshImageCode(ctx.app)) };
      const started = performance.now();
      await callFromIp(ctx.app, passwordResetEndpoints.forgotPassword, input);
      return performance.now() - started;
    };
    await createShoceanUser(ctx.app, 'timed');
    const existing = await timed('timed');
    const unknown = await timed('exists-not');
    expect(existing).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    expect(unknown).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    expect(Math.abs(existing - unknown)).toBeLessThan(STEADY_ANSWER_MS);
    // And the existing user did get its link.
    expect(await messagesTo(ctx.app, 'mail', 'timed@cargo-portal.test')).toHaveLength(1);
  });
});
