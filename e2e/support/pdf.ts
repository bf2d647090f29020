import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Picks a print language in a PDF button's menu and answers the downloaded file (polled when dispatched). */
export const downloadPdf = async (page: Page, testId: string, language: 'zh' | 'en') => {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-${language}`).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), bytes };
};
