import { API_V1_ENDPOINTS, API_V1_PREFIX } from '@cargo/domain/api/v1/index';

/**
 * The customer API's human page (`/api/v1/docs`): the conventions written once (authentication, money, pagination,
 * idempotency, rate limits, errors), every operation with its scope, and curl examples. The machine-readable
 * contract is `/api/v1/openapi.json`. Written for developers, in English (the API's field names are English).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

const operations = () =>
  API_V1_ENDPOINTS.map((endpoint) => {
    const scope =
      typeof endpoint.access === 'object' && 'apiKey' in endpoint.access ? endpoint.access.apiKey : '';
    const path = `${API_V1_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    return `<tr><td><code>${endpoint.method} ${escapeHtml(path)}</code></td><td><code>${scope}</code></td><td>${escapeHtml(endpoint.summary)}</td></tr>`;
  }).join('\n');

const SHIPMENT_EXAMPLE = `curl -X POST "$BASE${API_V1_PREFIX}/shipments" \\
  -H "Authorization: Bearer $CARGO_API_KEY" \\
  -H "Idempotency-Key: booking-4711" \\
  -H "Content-Type: application/json" \\
  -H "Accept-Language: en-US" \\
  -d '{ "policyNo": "…", "insuredName": "…", "goodsDescription": "Machine parts",
        "invoiceNo": "INV-4711", "invoiceCurrency": "03", "invoiceAmount": "12345.67", … }'`;

const LIST_EXAMPLE = `curl "$BASE${API_V1_PREFIX}/declarations?limit=50" -H "Authorization: Bearer $CARGO_API_KEY"
curl "$BASE${API_V1_PREFIX}/declarations?limit=50&cursor=NTA0" -H "Authorization: Bearer $CARGO_API_KEY"`;

const PROBLEM_EXAMPLE = `HTTP/1.1 403 Forbidden
Content-Type: application/problem+json

{ "type": "${API_V1_PREFIX}/docs#problem-403000", "title": "Forbidden", "status": 403,
  "detail": "The API key does not have the scope \\"declare\\"", "code": "403000",
  "instance": "k3f9-000042" }`;

const SIGNATURE_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// raw: the request body exactly as received; header: the Cargo-Signature header.
export const isFromCargoPortal = (secret, header, raw) => {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${raw}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};`;

export const apiDocsPage = (): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cargo Portal API v1</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.55 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
pre{background:#f5f5f5;padding:.8rem;overflow:auto}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}table{border-collapse:collapse}</style>
</head><body><main>
<h1>Cargo Portal API v1</h1>
<p>货运险客户 API：贵司系统凭账户管理员在门户“API 密钥”页面创建的密钥调用。The contract is
<a href="${API_V1_PREFIX}/openapi.json">${API_V1_PREFIX}/openapi.json</a> (OpenAPI 3.1); a typed TypeScript client is generated from it.</p>
<h2 id="authentication">Authentication</h2>
<p>Send the key as <code>Authorization: Bearer cp_live_…</code>. Keys are created, shown once and revoked by the account's
administrator (Account → API keys). A key acts on its own account only and holds scopes:
<code>quote</code>, <code>declare</code>, <code>read</code>, <code>claims</code>, <code>documents</code>, <code>webhooks</code>.
A missing, unknown, revoked or expired key is answered 401; a key without the operation's scope 403. A sandbox key
(<code>cp_test_…</code>) acts on the account's sandbox twin: the same rules and screens (the administrator switches into
it in the portal), copies of the open policies, documents stamped SPECIMEN, nothing billed, reset by the administrator.
Every call is listed in the account's recent calls.</p>
<h2 id="money">Money</h2>
<p>Amounts are <code>{ "amount": "12345.67", "currency": "CNY" }</code>: the amount an exact decimal <em>string</em> with the
currency's ISO 4217 decimals (none for JPY and KRW), the currency its ISO letter code. Never parse amounts as floating point.
Request bodies take the portal's own fields (the invoice amount as a decimal string, the currency by the portal's code).</p>
<h2 id="pagination">Pagination</h2>
<p>Lists take <code>?limit=</code> (1–100, default 20) and <code>?cursor=</code>, and answer <code>{ "data": [...], "nextCursor": "…" }</code>;
pass <code>nextCursor</code> back for the next page; it is <code>null</code> on the last page. Declarations come newest first.</p>
<pre>${escapeHtml(LIST_EXAMPLE)}</pre>
<h2 id="idempotency">Idempotency</h2>
<p>Every POST takes an <code>Idempotency-Key</code> header (up to 255 visible characters, unique per request you mean).
The same key with the same body within 24 hours answers the first answer again, with <code>Idempotent-Replayed: true</code>;
the same key with another body is refused (422); while the first request still runs, a repeat gets 409 with
<code>Retry-After</code>. A request is never executed twice. An answer of 5xx frees the key for a retry.</p>
<h2 id="rate-limits">Rate limits</h2>
<p>Each key has a number of calls per window, shared by all servers. Every answer carries <code>RateLimit-Limit</code>,
<code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds); past the limit the answer is 429 with <code>Retry-After</code>.</p>
<h2 id="errors">Errors</h2>
<p>Errors are RFC 9457 problem details (<code>application/problem+json</code>): <code>type</code>, <code>title</code>, <code>status</code>,
<code>detail</code> (in the language of <code>Accept-Language</code>: <code>zh-CN</code> or <code>en-US</code>), <code>code</code> (the portal's
error code), <code>instance</code> (the trace id to quote to support) and, for invalid fields, <code>errors</code>
(<code>[{ "path": [...], "message": "…" }]</code>).</p>
<pre>${escapeHtml(PROBLEM_EXAMPLE)}</pre>
<h2 id="operations">Operations</h2>
<table><thead><tr><th>Operation</th><th>Scope</th><th>What it does</th></tr></thead><tbody>
${operations()}
</tbody></table>
<h2 id="example">Declaring a shipment</h2>
<p>The open policy's auto-insure rules (set by the account's administrator in the portal; without a matching rule
the policy's default applies, which holds the shipment unless the administrator chose otherwise) decide first:
a shipment they hold is answered <code>held</code> (HTTP 202) and waits in the portal's pending declarations;
one they refuse is a 422 problem naming the rule. Otherwise the shipment is declared with the portal's rules
(balance, per-shipment limit, underwriting self-check, sanctions screening). The answer is the declaration:
<code>declared</code> with its certificate number and <code>certificateUrl</code> (HTTP 201), <code>under_review</code>
with its reasons (201), or <code>refused</code> with the <code>reason</code> and nothing recorded (200).</p>
<h2 id="webhooks">Webhooks</h2>
<p>Register an https endpoint (<code>POST /webhook-endpoints</code>, scope <code>webhooks</code>, or Account → Webhooks in
the portal) for the events you want. Each event is POSTed as <code>{ "id", "type", "createdAt", "data" }</code> with
<code>Cargo-Event-Id</code> (de-duplicate on it: delivery is at least once) and
<code>Cargo-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of "&lt;t&gt;.&lt;raw body&gt;" with the endpoint's secret&gt;</code>;
compare in constant time and refuse a <code>t</code> older than 5 minutes. Events of one object arrive in order;
a non-2xx answer is retried with backoff for 24 hours, after which the endpoint is switched off and the account told.</p>
<pre>${escapeHtml(SIGNATURE_EXAMPLE)}</pre>
<pre>${escapeHtml(SHIPMENT_EXAMPLE)}</pre>
</main></body></html>
`;
