/**
 * The back office's adapter over the common API client (@bestellwerk/common/api/client), which does the
 * fetching, CSRF header, envelope and error parsing. This module only adds the `/api` prefix,
 * turns react-admin's filter values into query parameters and maps the client's ApiError to the
 * react-admin HttpError the providers throw.
 */
import { HttpError } from 'react-admin';
import { ApiError, apiRequest } from '@bestellwerk/common/api/client';
import type { ApiEnvelope, ApiErrorItem, HttpMethod, QueryValue } from '@bestellwerk/common/api/client';

export const API_URL = '/api';

/** How a failure is reported to react-admin. */
export interface FailureText {
  /** German text shown when the server reported no message, or always unless `serverMessage` is set. */
  fallback: string;
  /** Show the server's first error message instead of the fallback (writes). */
  serverMessage?: boolean;
  /** Pass the server's field errors to the form as `body.errors` (writes of forms). */
  fieldErrors?: boolean;
  /** The German label of a form field ('Name' for 'name'), to name the field in the summary message. */
  fieldLabel?: (field: string) => string | undefined;
  /**
   * The whole summary of an error in words of the screen (a content path named by its blocks and
   * labels); undefined leaves it to `fieldLabel` and the server's message.
   */
  describe?: (error: ApiErrorItem) => string | undefined;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** serialised as JSON */
  body?: unknown;
  /** query parameters; arrays repeat the key (`id=1&id=2`), empty values are left out */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** 'Preis: Bitte geben Sie eine Zahl an.': the first server message, naming its field when it has a label. */
export function summary(
  errors: readonly ApiErrorItem[],
  fieldLabel: ((field: string) => string | undefined) | undefined,
  describe?: (error: ApiErrorItem) => string | undefined,
): string | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const described = describe?.(first);
  if (described) return described;
  const label = first.field && fieldLabel ? fieldLabel(first.field) : undefined;
  return label ? `${label}: ${first.message}` : first.message;
}

/** Converts the API's error list into react-admin's server-side validation shape. */
export function toValidationErrors(
  errors: readonly ApiErrorItem[],
  fieldLabel?: (field: string) => string | undefined,
  describe?: (error: ApiErrorItem) => string | undefined,
): Record<string, unknown> | undefined {
  if (errors.length === 0) return undefined;
  const result: Record<string, unknown> = {};
  for (const error of errors) {
    if (error.field && !(error.field in result)) result[error.field] = error.message;
  }
  // react-admin notifies this text when the form is refused: it names the first failing field
  result.root = { serverError: summary(errors, fieldLabel, describe) };
  return result;
}

/** A react-admin HttpError for a failed API call; anything but an ApiError (e.g. an abort) is passed on. */
export function toHttpError(error: unknown, failure: FailureText): unknown {
  if (!(error instanceof ApiError)) return error;
  const reported = error.serverErrors;
  const message =
    (failure.serverMessage ? summary(reported, failure.fieldLabel, failure.describe) : undefined) ?? failure.fallback;
  const errors = failure.fieldErrors ? toValidationErrors(reported, failure.fieldLabel, failure.describe) : undefined;
  return new HttpError(message, error.status, errors ? { errors } : {});
}

function queryValue(value: unknown): QueryValue {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

function toQuery(params: Record<string, unknown> | undefined): Record<string, QueryValue | QueryValue[]> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(queryValue) : queryValue(value),
    ]),
  );
}

/**
 * Calls `/api<path>` and returns the envelope (`data` and, for lists, `meta`).
 * Failures (also network failures, status 0) reject with an HttpError worded by `failure`.
 */
export async function request<T>(
  path: string,
  failure: FailureText,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  try {
    return await apiRequest<T>(`${API_URL}${path}`, { ...options, query: toQuery(options.query) });
  } catch (error) {
    throw toHttpError(error, failure);
  }
}
