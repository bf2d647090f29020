import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isCallableAddress } from './outbound-address.ts';
import { checkTarget, postToTarget } from './outbound-target.ts';

const PRODUCTION = { allowHttpLoopback: false };
const DEVELOPMENT = { allowHttpLoopback: true };

describe('the addresses a webhook may call', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::7f00:1',
    '::ffff:0:7f00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::127.0.0.1',
  ])('refuses %s', (address) => {
    expect(isCallableAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isCallableAddress(address)).toBe(true);
    },
  );

  it('lets development call loopback, and only loopback', () => {
    expect(isCallableAddress('127.0.0.1', true)).toBe(true);
    expect(isCallableAddress('::1', true)).toBe(true);
    expect(isCallableAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isCallableAddress('10.0.0.1', true)).toBe(false);
    expect(isCallableAddress('169.254.169.254', true)).toBe(false);
    expect(isCallableAddress('::', true)).toBe(false);
  });
});

describe('checking a URL', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('asks for https outside development', async () => {
    expect(await checkTarget('http://example.com/hook', PRODUCTION)).toEqual({ refusal: 'httpsRequired' });
    expect(await checkTarget('ftp://example.com/hook', PRODUCTION)).toEqual({ refusal: 'urlInvalid' });
    expect(await checkTarget('https://user:pw@example.com/', PRODUCTION)).toEqual({ refusal: 'urlInvalid' });
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://localhost/hook',
  ])('refuses %s after resolving it', async (url) => {
    expect(await checkTarget(url, PRODUCTION)).toEqual({ refusal: 'addressRefused' });
  });

  it('refuses a name with one private address among public ones, and a name that does not resolve', async () => {
    expect(
      await checkTarget('https://hooks.example.com/', {
        ...PRODUCTION,
        resolve: resolvesTo('93.184.216.34', '10.0.0.7'),
      }),
    ).toEqual({ refusal: 'addressRefused' });
    expect(
      await checkTarget('https://nowhere.invalid/', {
        ...PRODUCTION,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toEqual({ refusal: 'hostUnresolved' });
  });

  it('answers the address it checked', async () => {
    const check = await checkTarget('https://hooks.example.com/in', {
      ...PRODUCTION,
      resolve: resolvesTo('93.184.216.34'),
    });
    expect(check).toMatchObject({ target: { address: '93.184.216.34', family: 4 } });
  });
});

describe('posting to a checked target', () => {
  it('connects to the checked address whatever the name, and keeps 2 KB of the answer', async () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push(`${request.headers.host} ${body}`);
        response.writeHead(202).end('x'.repeat(5000));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The name would resolve elsewhere (or nowhere): the connection goes to the address checked.
      const check = await checkTarget(`http://rebound.example:${port}/hook`, {
        ...DEVELOPMENT,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      if (!('target' in check)) throw new Error('refused');
      const answer = await postToTarget(check.target, {
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
        timeoutMs: 5000,
        maxBodyBytes: 2048,
      });
      expect(answer.status).toBe(202);
      expect(answer.body).toHaveLength(2048);
      expect(received).toEqual([`rebound.example:${port} {"a":1}`]);
    } finally {
      server.close();
    }
  });

  it('gives up after the timeout', async () => {
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const check = await checkTarget(`http://127.0.0.1:${port}/`, DEVELOPMENT);
      if (!('target' in check)) throw new Error('refused');
      await expect(
        postToTarget(check.target, { headers: {}, body: '{}', timeoutMs: 200, maxBodyBytes: 2048 }),
      ).rejects.toThrow();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
