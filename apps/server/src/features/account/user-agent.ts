/**
 * The browser and system a User-Agent header names, for the list of sessions on the account page. A short
 * reading of the common headers, not a full parser: what it does not know stays unnamed. Brand names are the
 * same in both languages.
 */
export interface DeviceNames {
  browser?: string;
  system?: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

// iPhone and iPad before macOS ("like Mac OS X"), Android before Linux.
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, candidates: readonly (readonly [RegExp, string])[]) =>
  candidates.find(([pattern]) => pattern.test(userAgent))?.[1];

export const deviceNames = (userAgent: string): DeviceNames => {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  return { ...(browser && { browser }), ...(system && { system }) };
};
