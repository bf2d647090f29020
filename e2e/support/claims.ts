import { type APIRequestContext, expect, request } from '@playwright/test';
import { GATEWAY, solvedImageCode } from './login';
import { dataOf } from './staff';
import { completeStaffLogin } from './totp';

const gateway = GATEWAY;

/** The demo claims handler the server seeds (apps/server/src/db/seed/demo.seed.ts, README). */
export const CLAIMS_HANDLER = { account: 'claims', password: 'Settle#2026' } as const;

/** The demo underwriter (the staff login). */
export const UNDERWRITER = { account: 'underwriter', password: 'Claims#2026' } as const;

/** A China calendar day ('YYYY-MM-DD') `offsetDays` from now, whatever the zone the browser runs in. */
export const chinaDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** '1234567.8' → '1,234,567.8', as the portal shows amounts. */
export const grouped = (amount: string): string => {
  const [whole = '', fraction] = amount.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
};

/** A small valid PDF (one empty page), with `label` inside so that two files differ. */
export const pdfFile = (name: string, label: string) => {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${label}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
};

/** A 1×1 PNG. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/**
 * A request context of its own (its own cookie jar) logged in as `account`, through the image code, at the
 * customer login or (`entry` = 'staff') the staff login.
 */
export const logInByApi = async (
  baseURL: string,
  account: string,
  password: string,
  entry: 'customer' | 'staff' = 'customer',
): Promise<APIRequestContext> => {
  const context = await request.newContext({ baseURL });
  const { captchaId, verifyCode } = await solvedImageCode(context);
  const login = await context.post(`${gateway}${entry === 'staff' ? '/cargo/staff/login' : '/epa-login'}`, {
    data: { account, password, captchaId, verifyCode },
  });
  // Staff sign in with TOTP: the seeded secret's code completes the login.
  if (entry === 'staff') await completeStaffLogin(context, login, account);
  else expect(login.ok(), await login.text()).toBe(true);
  return context;
};

/** Runs `steps` with a request context logged in as the demo underwriter, disposed of afterwards. */
const asUnderwriter = async <T>(baseURL: string, steps: (underwriter: APIRequestContext) => Promise<T>) => {
  const underwriter = await logInByApi(baseURL, CLAIMS_HANDLER.account, CLAIMS_HANDLER.password, 'staff');
  try {
    return await steps(underwriter);
  } finally {
    await underwriter.dispose();
  }
};

const HANDLING = `${gateway}/cargo/backoffice/claim`;

/** The adjuster asks the customer for a document of a type, with a note. */
export const requestDocumentAsUnderwriter = (
  baseURL: string,
  reportNo: string,
  typeCode: string,
  note: string,
) =>
  asUnderwriter(baseURL, async (underwriter) => {
    const { version } = await dataOf<{ version: number }>(await underwriter.get(`${HANDLING}/${reportNo}`));
    return dataOf<{ status: string }>(
      await underwriter.post(`${HANDLING}/${reportNo}/requestDocuments`, {
        data: { documents: [{ typeCode, note }], version },
      }),
    );
  });

/**
 * The insurer settles the claim through the API (the back-office screens come later): every goods line
 * assessed at its claimed loss. Answers the settlement as the server calculated it.
 */
export const settleAsUnderwriter = (baseURL: string, reportNo: string) =>
  asUnderwriter(baseURL, async (underwriter) => {
    const claim = await dataOf<{ version: number; goodsLines: { lineNo: number; claimedLoss: string }[] }>(
      await underwriter.get(`${HANDLING}/${reportNo}`),
    );
    expect(claim.goodsLines.length).toBeGreaterThan(0);
    return dataOf<{ payable: string; currencyCode: string; deductible: string }>(
      await underwriter.post(`${HANDLING}/${reportNo}/settle`, {
        data: {
          lines: claim.goodsLines.map((line) => ({ lineNo: line.lineNo, assessedLoss: line.claimedLoss })),
          note: 'e2e: assessed as claimed',
          version: claim.version,
        },
      }),
    );
  });
