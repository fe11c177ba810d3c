/** Thin fetch wrapper for our JSON API: same-origin cookies, CSRF header, envelope and error parsing. */

export const API_URL = '/api';

/** One entry of the API's `{"errors": [...]}` failure body. */
export interface ApiError {
  message: string;
  field?: string;
  code?: string;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  meta?: { total?: number; page?: number; pageSize?: number };
}

/** A failed call: HTTP status plus the parsed error list (empty when the body had none). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[], message?: string) {
    super(message ?? errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads a cookie of the current document (Django puts the CSRF token in `csrftoken`). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie ? document.cookie.split(';') : []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function parseErrors(body: unknown): ApiError[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is ApiError =>
      !!error && typeof error === 'object' && typeof (error as ApiError).message === 'string',
  );
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns the unwrapped `data` (and `meta`) of a success body.
 * Throws ApiRequestError on network failure (status 0) or any non-2xx answer.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = readCookie('csrftoken');
    if (token) headers['X-CSRFToken'] = token;
  }

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiRequestError(0, []);
  }

  const text = response.status === 204 ? '' : await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }

  if (!response.ok) {
    throw new ApiRequestError(response.status, parseErrors(body));
  }
  const envelope = (body ?? {}) as { data?: T; meta?: ApiResponse<T>['meta'] };
  return { status: response.status, data: envelope.data as T, meta: envelope.meta };
}

/** Builds a query string; arrays become repeated parameters (`id=1&id=2`), empty values are left out. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
