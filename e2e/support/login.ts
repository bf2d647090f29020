import type { APIRequestContext, Page } from '@playwright/test';

const gateway = '/gateway/icore-aaas.cloudInsuranceService';

/** Reads the text of an image code from the dev outbox (what a tester would read off the image). */
export const readImageCode = async (request: APIRequestContext, captchaId: string): Promise<string> => {
  const response = await request.get(`${gateway}/dev/outbox?channel=captcha&recipient=${captchaId}`);
  const body = (await response.json()) as { data: { body: string }[] };
  const message = body.data[0];
  if (!message) throw new Error(`no image code in the outbox for ${captchaId}`);
  return message.body;
};

/** Waits for the login page's image code to load and returns its captchaId. */
export const waitForImageCode = async (page: Page): Promise<string> => {
  const response = await page.waitForResponse((r) => r.url().endsWith('/epa-getVerifyCode') && r.ok());
  const body = (await response.json()) as { data: { captchaId: string } };
  return body.data.captchaId;
};
