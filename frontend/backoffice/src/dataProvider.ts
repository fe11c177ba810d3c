/**
 * react-admin data provider for the Bestellwerk API (docs/api.md).
 *
 * Lists: GET /api/<res>?page=&pageSize=&ordering=&q=&<filters> → {data, meta.total}.
 * Failures become react-admin HttpErrors carrying a German message: on writes the server's first
 * error message (generic entity text otherwise), on reads the load-failure text of the resource.
 * Field errors travel as `body.errors` ({field: message, root: {serverError}}) so forms mark fields.
 */
import { HttpError } from 'react-admin';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
/* eslint-disable @typescript-eslint/no-explicit-any -- react-admin's provider methods are generic over the record type. */
import { ApiRequestError, apiRequest, toQueryString } from './api/http';
import type { ApiError } from './api/http';
import { de } from './i18n/de';
import { failureMessage } from './i18n/failureMessages';
import type { Operation } from './i18n/failureMessages';
import type { Branch, Config, ConfigRequest, InitEntry, ResourceName, ResourceRecords } from './resources/types';

/** Fields the server computes; they are never sent back on update. */
const READ_ONLY_FIELDS: { [R in ResourceName]?: readonly (keyof ResourceRecords[R])[] } = {
  users: ['fullName', 'lastLogin'],
  branches: ['apiKey'],
  logs: ['user', 'action', 'entity', 'entityId', 'entityLabel', 'changes', 'createdAt'],
};

/** Converts the API's error list into react-admin's server-side validation shape. */
export function toValidationErrors(errors: ApiError[]): Record<string, unknown> | undefined {
  if (errors.length === 0) return undefined;
  const result: Record<string, unknown> = {};
  for (const error of errors) {
    if (error.field && !(error.field in result)) result[error.field] = error.message;
  }
  result.root = { serverError: errors[0].message };
  return result;
}

function toHttpError(error: unknown, resource: string, operation: Operation): Error {
  if (!(error instanceof ApiRequestError)) return error as Error;
  const isWrite = operation === 'create' || operation === 'update' || operation === 'delete';
  const message =
    isWrite && error.errors.length > 0 ? error.errors[0].message : failureMessage(resource, operation);
  const errors = isWrite ? toValidationErrors(error.errors) : undefined;
  return new HttpError(message, error.status, errors ? { errors } : {});
}

async function call<T>(
  resource: string,
  operation: Operation,
  path: string,
  options: Parameters<typeof apiRequest>[1] = {},
) {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    throw toHttpError(error, resource, operation);
  }
}

function withoutReadOnly(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const readOnly = new Set<string>(['id', ...(READ_ONLY_FIELDS[resource as ResourceName] ?? [])]);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !readOnly.has(key)));
}

const encodeId = (id: Identifier) => encodeURIComponent(String(id));

/** Our data provider: react-admin's CRUD methods plus the few calls of custom screens. */
export interface BestellwerkDataProvider extends DataProvider {
  getConfig(): Promise<Config>;
  saveConfig(config: ConfigRequest): Promise<Config>;
  getInit(): Promise<InitEntry[]>;
  regenerateApiKey(branchId: Identifier): Promise<Branch>;
}

export const dataProvider: BestellwerkDataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = params.sort;
    const query = toQueryString({
      ...params.filter,
      page,
      pageSize: perPage,
      ordering: sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined,
    });
    const response = await call<any[]>(resource, 'load', `/${resource}${query}`, { signal: params.signal });
    const data = response.data ?? [];
    return { data, total: response.meta?.total ?? data.length };
  },

  async getOne(resource, params) {
    const response = await call<any>(resource, 'loadOne', `/${resource}/${encodeId(params.id)}`, {
      signal: params.signal,
    });
    return { data: response.data };
  },

  async getMany(resource, params) {
    if (params.ids.length === 0) return { data: [] };
    const query = toQueryString({ id: params.ids, pageSize: Math.min(params.ids.length, 1000) });
    const response = await call<any[]>(resource, 'load', `/${resource}${query}`, { signal: params.signal });
    return { data: response.data ?? [] };
  },

  async getManyReference(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query = toQueryString({
      ...params.filter,
      [params.target]: params.id,
      page,
      pageSize: perPage,
      ordering: params.sort?.field ? `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}` : undefined,
    });
    const response = await call<any[]>(resource, 'load', `/${resource}${query}`, { signal: params.signal });
    const data = response.data ?? [];
    return { data, total: response.meta?.total ?? data.length };
  },

  async create(resource, params) {
    const response = await call<RaRecord>(resource, 'create', `/${resource}`, {
      method: 'POST',
      body: withoutReadOnly(resource, params.data as Record<string, unknown>),
    });
    return { data: response.data } as never;
  },

  async update(resource, params) {
    const response = await call<RaRecord>(resource, 'update', `/${resource}/${encodeId(params.id)}`, {
      method: 'PUT',
      body: withoutReadOnly(resource, params.data as Record<string, unknown>),
    });
    return { data: response.data } as never;
  },

  async updateMany(resource, params) {
    // Sequential on purpose: the API has no bulk endpoint and the server serialises writes anyway.
    for (const id of params.ids) {
      await call(resource, 'update', `/${resource}/${encodeId(id)}`, {
        method: 'PUT',
        body: withoutReadOnly(resource, params.data as Record<string, unknown>),
      });
    }
    return { data: params.ids };
  },

  async delete(resource, params) {
    await call(resource, 'delete', `/${resource}/${encodeId(params.id)}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    const deleted: Identifier[] = [];
    for (const id of params.ids) {
      await call(resource, 'delete', `/${resource}/${encodeId(id)}`, { method: 'DELETE' });
      deleted.push(id);
    }
    return { data: deleted };
  },

  async getConfig() {
    try {
      return (await apiRequest<Config>('/config')).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      throw new HttpError(de.resources.config.messages.loadFailed, error.status, {});
    }
  },

  async saveConfig(config) {
    try {
      return (await apiRequest<Config>('/config', { method: 'POST', body: config })).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const errors = toValidationErrors(error.errors);
      throw new HttpError(
        error.errors[0]?.message ?? de.resources.config.messages.saveFailed,
        error.status,
        errors ? { errors } : {},
      );
    }
  },

  async getInit() {
    try {
      return (await apiRequest<InitEntry[]>('/init')).data ?? [];
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      throw new HttpError(de.bestellwerk.errors.init, error.status, {});
    }
  },

  async regenerateApiKey(branchId) {
    try {
      return (await apiRequest<Branch>(`/branches/${encodeId(branchId)}/regenerate-api-key`, { method: 'POST' }))
        .data;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      throw new HttpError(
        error.errors[0]?.message ?? de.resources.branches.actions.regenerateApiKeyFailed,
        error.status,
        {},
      );
    }
  },
};
