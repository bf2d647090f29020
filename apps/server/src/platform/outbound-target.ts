import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isCallableAddress } from './outbound-address.ts';

/**
 * A customer's address the portal POSTs to (webhooks), checked against SSRF (docs/business-rules.md "Webhooks"):
 * https only (plain http, and loopback addresses, only where `allowHttpLoopback` is set: development and tests),
 * the host resolved by DNS and every address it resolves to callable (`outbound-address.ts`). The request then
 * connects to the address that was checked, whatever the DNS says a moment later (no rebinding in between).
 */

export type TargetRefusal = 'urlInvalid' | 'httpsRequired' | 'addressRefused' | 'hostUnresolved';

export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type TargetCheck = { target: CheckedTarget } | { refusal: TargetRefusal };

export interface TargetRules {
  allowHttpLoopback: boolean;
  /** DNS resolution; the system resolver unless a test gives its own. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const systemResolve = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

const parsed = (text: string): URL | undefined => {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.username !== '' || url.password !== '') return undefined;
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
};

/** Whether the portal may POST to this URL now, and at which address. */
export const checkTarget = async (text: string, rules: TargetRules): Promise<TargetCheck> => {
  const url = parsed(text);
  if (url === undefined) return { refusal: 'urlInvalid' };
  if (url.protocol !== 'https:' && !rules.allowHttpLoopback) return { refusal: 'httpsRequired' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (rules.resolve ?? systemResolve)(host);
    } catch {
      return { refusal: 'hostUnresolved' };
    }
  }
  if (addresses.length === 0) return { refusal: 'hostUnresolved' };
  // One refused address refuses the host: a name that resolves to a public and a private address could be
  // answered by either.
  if (!addresses.every((entry) => isCallableAddress(entry.address, rules.allowHttpLoopback)))
    return { refusal: 'addressRefused' };
  const [first] = addresses;
  return { target: { url, address: first!.address, family: first!.family === 6 ? 6 : 4 } };
};

/** What came back: the status, the first `maxBodyBytes` of the body, the headers. */
export interface PostAnswer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

export interface PostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Aborted when the instance stops: the attempt ends early. */
  stopping?: AbortSignal;
}

/** A lookup that answers the checked address, whatever the name: the connection goes where the check looked. */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

/** POSTs to a checked target; rejects on a connection error or when the whole exchange outlasts the timeout. */
export const postToTarget = (target: CheckedTarget, options: PostOptions): Promise<PostAnswer> =>
  new Promise((resolve, reject) => {
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target.url, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      lookup: pinnedLookup(target),
      signal: options.stopping
        ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.stopping])
        : AbortSignal.timeout(options.timeoutMs),
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept >= options.maxBodyBytes) return;
        chunks.push(chunk);
        kept += chunk.length;
        // Enough of it: the rest is not read (the connection is not kept).
        if (kept >= options.maxBodyBytes) response.destroy();
      });
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, options.maxBodyBytes).toString('utf8'),
          headers: response.headers,
        });
      response.on('end', done);
      response.on('close', done);
      response.on('error', reject);
    });
    request.end(options.body);
  });
