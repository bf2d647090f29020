import {
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointOutput,
  fillPath,
  pathParameters,
} from '@cargo/domain/api/endpoint';
import { type DownloadedFile, downloadFile, fetchFile, uploadFile } from './files.ts';
import { appendQuery, gateway, type QueryParams, type QueryValue, type RequestOptions } from './request.ts';

/**
 * The web calls the gateway only through the endpoints declared in `packages/domain/src/api`: the path,
 * the method and the types of what goes and comes back are the server's own. In development every answer
 * is also parsed by the declared schema, so a drift between the two sides fails loudly at once.
 */

/** The arguments after the endpoint: the input may be left out when the endpoint takes none. */
type CallArguments<E extends EndpointDeclaration, O> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: O]
    : [input: EndpointInput<E>, options?: O];

/** The field names of a declared object schema (its `shape`); none for any other schema. */
const fieldsOf = (schema: EndpointDeclaration['query']): string[] => {
  const shape: unknown = schema !== undefined && 'shape' in schema ? schema.shape : undefined;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
};

/**
 * The path with its parameters filled in (and, for a POST or PUT with a declared query, the query string of
 * the fields its `query` declares: a POST with a query and no body, e.g. sendSbClaimDocEmail, sends them in
 * the query string too), and the rest of the input (body or query).
 */
const split = (endpoint: EndpointDeclaration, input: unknown) => {
  const values: Record<string, unknown> = { ...(input ?? {}) };
  const path = fillPath(endpoint.path, values);
  for (const name of pathParameters(endpoint.path)) delete values[name];
  if (endpoint.body === undefined && (endpoint.method === 'GET' || endpoint.method === 'DELETE'))
    return { path, rest: values };
  const query: QueryParams = {};
  for (const name of fieldsOf(endpoint.query)) {
    query[name] = values[name] as QueryValue;
    delete values[name];
  }
  return { path: appendQuery(path, query), rest: values };
};

const checked = <E extends EndpointDeclaration>(endpoint: E, data: unknown): EndpointOutput<E> => {
  if (import.meta.env.DEV) {
    const result = endpoint.response.safeParse(data);
    if (!result.success) {
      console.error(
        `The answer of ${endpoint.method} ${endpoint.path} does not match its declaration`,
        result.error,
      );
    }
  }
  return data as EndpointOutput<E>;
};

/** Calls an endpoint that answers an envelope; resolves with its `data`. */
export const call = async <E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: CallArguments<E, RequestOptions>
): Promise<EndpointOutput<E>> => {
  const { path, rest } = split(endpoint, input);
  switch (endpoint.method) {
    case 'GET':
      return checked(endpoint, await gateway.get(path, rest as QueryParams, options));
    case 'DELETE':
      return checked(endpoint, await gateway.delete(path, rest as QueryParams, options));
    case 'PUT':
      // A PUT without a declared body sends none (SPEC §7 putDefault/{id}).
      return checked(
        endpoint,
        await gateway.put(path, endpoint.body === undefined ? undefined : rest, options),
      );
    default:
      return checked(endpoint, await gateway.post(path, rest, options));
  }
};

/** Uploads one file (multipart field `file`) to an upload endpoint; the input goes as its query. */
export const upload = async <E extends EndpointDeclaration>(
  endpoint: E,
  file: Blob,
  ...[input, options]: CallArguments<E, RequestOptions & { fileName?: string }>
): Promise<EndpointOutput<E>> => {
  const { path, rest } = split(endpoint, input);
  return checked(endpoint, await uploadFile(path, file, { ...options, query: rest as QueryParams }));
};

type FileOptions = RequestOptions & { fallbackName?: string };

/** Fetches the file a download endpoint answers, without saving it. */
export const fetchDownload = <E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: CallArguments<E, FileOptions>
): Promise<DownloadedFile> => {
  const { path, rest } = split(endpoint, input);
  return fetchFile(path, rest as QueryParams, options);
};

/** Fetches the file a download endpoint answers and saves it. */
export const download = <E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: CallArguments<E, FileOptions>
): Promise<DownloadedFile> => {
  const { path, rest } = split(endpoint, input);
  return downloadFile(path, rest as QueryParams, options);
};
