import type { ErrorIssue } from '@cargo/domain';
import { isSessionEnd, issuesOf } from './gateway-rules.ts';

/** A failed gateway call: HTTP status 0 means no answer (network failure or the 60 s timeout). */
export class GatewayError extends Error {
  readonly code: string;
  readonly traceId: string;
  readonly httpStatus: number;
  /** The envelope's `data` of the failed answer (undefined when there was no envelope). */
  readonly data: unknown;
  /** The fields the server named (`data.issues` of an HTTP 400), each with its "Field: reason" text. */
  readonly issues: readonly ErrorIssue[];

  constructor(input: { message: string; code: string; traceId: string; httpStatus: number; data?: unknown }) {
    super(input.message);
    this.name = 'GatewayError';
    this.code = input.code;
    this.traceId = input.traceId;
    this.httpStatus = input.httpStatus;
    this.data = input.data;
    this.issues = issuesOf(input.data);
  }

  get isSessionEnd(): boolean {
    return isSessionEnd(this.httpStatus, this.code);
  }
}

export const isGatewayError = (error: unknown): error is GatewayError => error instanceof GatewayError;
