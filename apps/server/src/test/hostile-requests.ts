import { type EndpointDeclaration, fillPath, GATEWAY_PREFIX, pathParameters } from '@cargo/domain';
import { z } from 'zod';

/**
 * Hostile requests for one declared endpoint, made from its schemas: a plausible input (each field given a
 * value its JSON schema allows where that is easy) with one field at a time replaced by a hostile value,
 * then whole-request faults (bodies that do not parse, wrong content types, broken multipart). Used by
 * `platform/route-fuzz.test.ts`: no answer may be a 5xx.
 */

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly minLength?: number;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
}

/** JSON cannot say 1e400; this string in a body is replaced by the bare number in the request's text. */
const HUGE_NUMBER = '__1e400__';

const STRING_CANDIDATES = ['a', '1', '2026-01-15', '12345678901234567890', 'A1', 'a@b.cn', '13800000000'];

const sampleString = (schema: JsonSchema): string => {
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T08:00:00.000Z';
  if (schema.format === 'email') return 'a@b.cn';
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const fitting = STRING_CANDIDATES.find((candidate) => pattern?.test(candidate) ?? true) ?? 'a';
  return fitting.padEnd(schema.minLength ?? 0, fitting.slice(-1));
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type)
    ? schema.type.find((type) => type !== 'null')
    : (schema.type as string | undefined);

/** A value the schema probably takes (every property filled in, one item per array). */
const sample = (schema: JsonSchema, root: JsonSchema, depth = 0): unknown => {
  if (depth > 8) return null;
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return sample(root.$defs?.[name] ?? {}, root, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices !== undefined) {
    const chosen = choices.find((choice) => typeOf(choice) !== 'null' && choice.type !== 'null');
    return sample(chosen ?? {}, root, depth + 1);
  }
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sample(property, root, depth + 1),
        ]),
      );
    case 'array':
      if (schema.prefixItems !== undefined)
        return schema.prefixItems.map((item) => sample(item, root, depth + 1));
      return [sample(schema.items ?? {}, root, depth + 1)];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
};

const sampleOf = (schema: z.ZodType | undefined): unknown => {
  if (schema === undefined) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sample(json, json);
};

type Path = readonly (string | number)[];

/** Every primitive inside a value, with its path. */
const leaves = (value: unknown, path: Path = []): { path: Path; value: unknown }[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return path.length === 0 ? [] : [{ path, value }];
};

const replaced = (value: unknown, path: Path, by: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, by) };
};

export const NUL_TEXT = 'a\u0000b';
const LONG_TEXT = 'x'.repeat(100_000);
const HOSTILE_FOR_STRING: readonly unknown[] = [NUL_TEXT, LONG_TEXT, '\ud800', 12345, {}, []];
const HOSTILE_FOR_NUMBER: readonly unknown[] = [
  2 ** 31,
  2 ** 53 + 1,
  1e21,
  1e9,
  -1,
  1.5,
  HUGE_NUMBER,
  '1.5',
  'abc',
  NUL_TEXT,
  {},
  [],
];
const HOSTILE_FOR_OTHER: readonly unknown[] = ['abc', {}, NUL_TEXT];
/** Text for a query or path parameter (whatever the field's type). */
const HOSTILE_TEXT: readonly string[] = [
  NUL_TEXT,
  LONG_TEXT,
  '2147483648',
  '9007199254740993',
  '1e21',
  '1000000000',
  '-1',
  '1e400',
  '1.5',
  'abc',
  '',
];

const hostileFor = (value: unknown) =>
  typeof value === 'string'
    ? HOSTILE_FOR_STRING
    : typeof value === 'number'
      ? HOSTILE_FOR_NUMBER
      : HOSTILE_FOR_OTHER;

/** One request as `app.inject` takes it, with what it tries. */
export interface HostileRequest {
  readonly label: string;
  readonly method: EndpointDeclaration['method'];
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: string;
}

const jsonText = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE_NUMBER}"`, '1e400');

const queryText = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A request built from the endpoint's plausible parts, some of them replaced. */
const requestOf = (
  endpoint: EndpointDeclaration,
  label: string,
  parts: { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> },
): HostileRequest => {
  const json = parts.body !== undefined && endpoint.method !== 'GET' && endpoint.upload !== true;
  return {
    label,
    method: endpoint.method,
    url: `${GATEWAY_PREFIX}${fillPath(endpoint.path, parts.params ?? {})}${queryText(parts.query ?? {})}`,
    ...(json ? { headers: { 'content-type': 'application/json' }, payload: jsonText(parts.body) } : {}),
  };
};

const fieldFaults = (endpoint: EndpointDeclaration): HostileRequest[] => {
  const body = sampleOf(endpoint.body);
  const query = asRecord(sampleOf(endpoint.query));
  const params = Object.fromEntries(pathParameters(endpoint.path).map((name) => [name, '1']));
  const base = { body: endpoint.upload === true ? undefined : body, query, params };
  const requests: HostileRequest[] = [requestOf(endpoint, 'plausible input', base)];
  if (base.body !== undefined) {
    for (const leaf of leaves(base.body)) {
      for (const value of hostileFor(leaf.value)) {
        const label = `body ${leaf.path.join('.')} = ${String(value).slice(0, 20)}`;
        requests.push(requestOf(endpoint, label, { ...base, body: replaced(base.body, leaf.path, value) }));
      }
    }
  }
  for (const [part, values] of [
    ['query', query],
    ['params', params],
  ] as const) {
    for (const key of Object.keys(values)) {
      for (const text of HOSTILE_TEXT) {
        const label = `${part} ${key} = ${JSON.stringify(text.slice(0, 20))}`;
        requests.push(requestOf(endpoint, label, { ...base, [part]: { ...values, [key]: text } }));
      }
    }
  }
  return requests;
};

const BOUNDARY = 'fuzzboundary';
const multipartFile = (fileName: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 fuzz',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');

/** Whole-request faults: the body as a whole, its content type, multipart framing. */
const requestFaults = (endpoint: EndpointDeclaration): HostileRequest[] => {
  const plausible = requestOf(endpoint, '', {
    query: asRecord(sampleOf(endpoint.query)),
    params: Object.fromEntries(pathParameters(endpoint.path).map((name) => [name, '1'])),
  });
  const withBody = (label: string, contentType: string, payload: string): HostileRequest => ({
    ...plausible,
    label,
    headers: { 'content-type': contentType },
    payload,
  });
  const faults = [
    withBody('JSON that does not parse', 'application/json', '{"a":'),
    withBody('JSON array body', 'application/json', '[1,2]'),
    withBody('JSON string body', 'application/json', '"text"'),
    withBody('JSON null body', 'application/json', 'null'),
    withBody('JSON with 1e400', 'application/json', '{"id":1e400,"pageSize":1e400}'),
    withBody('JSON nested 50k deep', 'application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`),
    withBody('JSON with a NUL in a key', 'application/json', '{"a\\u0000b":1,"pageNo":1}'),
    withBody('JSON with a lone surrogate', 'application/json', '{"name":"\\ud800","keyword":"\\udfff"}'),
    withBody('text/plain body', 'text/plain', 'hello'),
    withBody('unknown content type', 'application/x-fuzz', 'hello'),
    withBody('multipart without boundary', 'multipart/form-data', multipartFile('a.pdf')),
    withBody('multipart with a broken boundary', 'multipart/form-data; boundary=', multipartFile('a.pdf')),
    withBody(
      'multipart with another boundary',
      'multipart/form-data; boundary=other',
      multipartFile('a.pdf'),
    ),
    withBody('multipart with an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''),
    withBody(
      'multipart cut short',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Dis`,
    ),
  ];
  if (endpoint.upload === true) {
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    faults.push(
      withBody('multipart file name with NUL', type, multipartFile('a\u0000b.pdf')),
      withBody('multipart file name of 10k characters', type, multipartFile(`${'x'.repeat(10_000)}.pdf`)),
      withBody('multipart file name with a path', type, multipartFile('../../etc/passwd')),
    );
  }
  return faults;
};

/** Every hostile request for an endpoint. */
export const hostileRequests = (endpoint: EndpointDeclaration): HostileRequest[] => [
  ...fieldFaults(endpoint),
  ...requestFaults(endpoint),
];
