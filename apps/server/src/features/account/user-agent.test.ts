import { describe, expect, it } from 'vitest';
import { deviceNames } from './user-agent.ts';

describe('deviceNames', () => {
  it('names the browser and system of common User-Agent headers', () => {
    const cases: [string, { browser?: string; system?: string }][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        { browser: 'Edge', system: 'Windows' },
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        { browser: 'Safari', system: 'macOS' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        { browser: 'Chrome', system: 'Android' },
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
        { browser: 'Chrome', system: 'iPad' },
      ],
      [
        'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        { browser: 'Firefox', system: 'Linux' },
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        { browser: 'Chrome', system: 'Linux' },
      ],
      ['curl/8.5.0', {}],
      ['', {}],
    ];
    for (const [userAgent, expected] of cases) expect(deviceNames(userAgent), userAgent).toEqual(expected);
  });
});
