import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logInByApi } from './claims';
import { DEMO, GATEWAY } from './login';
import { dataOf } from './staff';

/** The password every user invited by the e2e specs chooses. */
export const INVITEE_PASSWORD = 'Harbour#2027';

/** The path and query of the invitation link mailed to `email` (read from the development outbox). */
export const invitationLink = async (request: APIRequestContext, email: string) => {
  const response = await request.get(`${GATEWAY}/dev/outbox?channel=mail&recipient=${email}`);
  const mails = ((await response.json()) as { data: { body: string }[] }).data;
  const link = /https?:\/\/[^\s]+\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(mails[0]?.body ?? '')?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).pathname + new URL(link).search;
};

/**
 * A new user of SHOCEAN with no history of its own (no rating answered, no preference saved): invited by
 * demo, its administrator, with the role given (an operator unless told), and joined through the API.
 * Answers its login.
 */
export const joinedSubUser = async (
  baseURL: string,
  userName: string,
  grants: { accountName: string; role: 'admin' | 'operator' | 'viewer' }[] = [
    { accountName: 'SHOCEAN', role: 'operator' },
  ],
) => {
  const stamp = `${Date.now()}`;
  const email = `${userName.toLowerCase().replace(/\W/g, '')}.${stamp}@example.test`;
  const admin = await logInByApi(baseURL, DEMO.account, DEMO.password);
  try {
    await dataOf(
      await admin.post(`${GATEWAY}/cargo/user/subUser/invite`, { data: { email, userName, grants } }),
    );
    const token = new URL(await invitationLink(admin, email), baseURL).searchParams.get('token');
    expect(token).toBeTruthy();
    const loginName = `e2e${stamp.slice(-9)}`;
    await dataOf(
      await admin.post(`${GATEWAY}/cargo/public/invitation/accept`, {
        data: { token, loginName, password: INVITEE_PASSWORD },
      }),
    );
    return { account: loginName, password: INVITEE_PASSWORD };
  } finally {
    await admin.dispose();
  }
};

/**
 * A new user's first page of the portal (open on `page`) asks it, once, to bind a mobile and moves to the
 * account page: answered here, then the portal opens at `path`.
 */
export const openPastBindPhoneNotice = async (page: Page, path: string) => {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await page.goto(path);
};
