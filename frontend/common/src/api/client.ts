/**
 * Fetch wrapper for the Bestellwerk JSON API (docs/api.md).
 *
 * Success bodies are `{"data": ...}` and are unwrapped; failures become an ApiError carrying the
 * server's `errors` list and the HTTP status. Unsafe methods send the CSRF token from the
 * `csrftoken` cookie, as Django expects.
 */

import { takePreloaded } from './preloaded';

export const UNKNOWN_ERROR_MESSAGE = 'Ein unbekannter Fehler ist aufgetreten.';

export interface ApiErrorItem {
  message: string;
  field?: string;
  code?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's errors, or the single unknown error when it reported none. */
  readonly errors: ApiErrorItem[];
  /**
   * Exactly what the server reported: empty on a network failure or a body without an `errors`
   * list, so callers can tell a server message from the generic fallback.
   */
  readonly serverErrors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? UNKNOWN_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.serverErrors = errors;
    this.errors = errors.length > 0 ? errors : [{ message: UNKNOWN_ERROR_MESSAGE }];
  }

  /** The messages of the errors reported for `field`. */
  fieldMessages(field: string): string[] {
    return this.errors.filter((error) => error.field === field).map((error) => error.message);
  }
}

export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
}

export interface ApiEnvelope<T> {
  data: T;
  meta?: ListMeta;
}

/** One query parameter value; undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** serialised as JSON */
  body?: unknown;
  /** appended as a query string; undefined and null values are left out, arrays repeat the key (`id=1&id=2`) */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set<HttpMethod>(['GET']);
const CSRF_COOKIE = 'csrftoken';

/** The value of a cookie of the current document, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function isErrorItem(value: unknown): value is ApiErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorItem).message === 'string';
}

function errorsOf(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter(isErrorItem) : [];
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers['X-CSRFToken'] = token;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // network failure: no status
    throw new ApiError(0, []);
  }
  return { response, body: await readJson(response) };
}

function envelopeOf<T>(response: Response, body: unknown): ApiEnvelope<T> {
  if (!response.ok) throw new ApiError(response.status, errorsOf(body));
  if (response.status === 204) return { data: undefined as T };
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError(response.status, []);
  return body as ApiEnvelope<T>;
}

/** Sends a request and returns the whole envelope (`data` and, for lists, `meta`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  if ((options.method ?? 'GET') === 'GET' && !options.headers) {
    const shipped = takePreloaded(buildUrl(path, options.query));
    if (shipped !== undefined) return shipped as ApiEnvelope<T>;
  }
  const { response, body } = await send(path, options);
  return envelopeOf<T>(response, body);
}

export type ConditionalResult<T> = { notModified: true } | { notModified: false; data: T; etag: string | null };

/**
 * A GET that sends `If-None-Match` with the ETag of the copy the caller holds: a 304 answers
 * `{notModified: true}`, anything else the new data and its ETag (for polling).
 */
export async function apiFetchConditional<T>(
  path: string,
  etag: string | null,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<ConditionalResult<T>> {
  const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers;
  const { response, body } = await send(path, { ...options, headers });
  if (response.status === 304) return { notModified: true };
  const { data } = envelopeOf<T>(response, body);
  return { notModified: false, data, etag: response.headers.get('ETag') };
}

/** Sends a request and returns the unwrapped `data`. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
