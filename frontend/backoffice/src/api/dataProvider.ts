/**
 * react-admin data provider for the Bestellwerk API (docs/api.md).
 *
 * Lists: GET /api/<res>?page=&pageSize=&ordering=&q=&<filters> → {data, meta.total}.
 * Failures become react-admin HttpErrors carrying a German message: on writes the server's first
 * error message (generic entity text otherwise), on reads the load-failure text of the resource.
 * Field errors travel as `body.errors` ({field: message, root: {serverError}}) so forms mark fields.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
/* eslint-disable @typescript-eslint/no-explicit-any -- react-admin's provider methods are generic over the record type. */
import { request } from './http';
import type { RequestOptions } from './http';
import type { ApiErrorItem } from '@bestellwerk/common/api/client';
import { de } from '../i18n/de';
import { loadResourceTexts } from '../i18n/areaTexts';
import { failureMessage, fieldLabel } from '../i18n/failureMessages';
import type { Operation } from '../i18n/failureMessages';
import type { Branch, Config, ConfigRequest, InitEntry, ResourceName, ResourceRecords } from './types';

/** Fields the server computes; they are never sent back on update. */
const READ_ONLY_FIELDS: { [R in ResourceName]?: readonly (keyof ResourceRecords[R])[] } = {
  users: ['fullName', 'lastLogin'],
  branches: ['apiKey'],
  logs: ['user', 'action', 'entity', 'entityId', 'entityLabel', 'changes', 'createdAt'],
};

/**
 * A screen's wording of a write's first error, passed as `meta.describeError` of the mutation (e.g. the
 * website builder names a content path by its blocks: 'Inhalt, Block 5 „Karte“, …'); gets the body sent.
 */
export type DescribeWriteError = (error: ApiErrorItem, body: unknown) => string | undefined;

function describeOf(meta: unknown, body: unknown): ((error: ApiErrorItem) => string | undefined) | undefined {
  const describe = (meta as { describeError?: DescribeWriteError } | undefined)?.describeError;
  return typeof describe === 'function' ? (error) => describe(error, body) : undefined;
}

/** A CRUD call: writes report the server's message and field errors, reads the resource's load text. */
async function call<T>(
  resource: string,
  operation: Operation,
  path: string,
  options: RequestOptions = {},
  describe?: (error: ApiErrorItem) => string | undefined,
) {
  const isWrite = operation === 'create' || operation === 'update' || operation === 'delete';
  // a list of another area's resource (a reference) names its failures with that area's texts
  await loadResourceTexts(resource);
  return request<T>(
    path,
    {
      fallback: failureMessage(resource, operation),
      serverMessage: isWrite,
      fieldErrors: isWrite,
      fieldLabel: (field) => fieldLabel(resource, field),
      describe,
    },
    options,
  );
}

const ordering = (sort: { field?: string; order?: string } | undefined) =>
  sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;

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
    const query = { ...params.filter, page, pageSize: perPage, ordering: ordering(params.sort) };
    const response = await call<any[]>(resource, 'load', `/${resource}`, { query, signal: params.signal });
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
    const query = { id: params.ids, pageSize: Math.min(params.ids.length, 1000) };
    const response = await call<any[]>(resource, 'load', `/${resource}`, { query, signal: params.signal });
    return { data: response.data ?? [] };
  },

  async getManyReference(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query = {
      ...params.filter,
      [params.target]: params.id,
      page,
      pageSize: perPage,
      ordering: ordering(params.sort),
    };
    const response = await call<any[]>(resource, 'load', `/${resource}`, { query, signal: params.signal });
    const data = response.data ?? [];
    return { data, total: response.meta?.total ?? data.length };
  },

  async create(resource, params) {
    const body = withoutReadOnly(resource, params.data as Record<string, unknown>);
    const response = await call<RaRecord>(
      resource,
      'create',
      `/${resource}`,
      { method: 'POST', body },
      describeOf(params.meta, body),
    );
    return { data: response.data } as never;
  },

  async update(resource, params) {
    const body = withoutReadOnly(resource, params.data as Record<string, unknown>);
    const path = `/${resource}/${encodeId(params.id)}`;
    const response = await call<RaRecord>(
      resource,
      'update',
      path,
      { method: 'PUT', body },
      describeOf(params.meta, body),
    );
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
    const { configMessages } = await import('../i18n/configTexts');
    return (await request<Config>('/config', { fallback: configMessages.messages.loadFailed })).data;
  },

  async saveConfig(config) {
    const { configMessages } = await import('../i18n/configTexts');
    const failure = { fallback: configMessages.messages.saveFailed, serverMessage: true, fieldErrors: true };
    return (await request<Config>('/config', failure, { method: 'POST', body: config })).data;
  },

  async getInit() {
    return (await request<InitEntry[]>('/init', { fallback: de.bestellwerk.errors.init })).data ?? [];
  },

  async regenerateApiKey(branchId) {
    const { organisationMessages } = await import('../i18n/organisation');
    const failure = { fallback: organisationMessages.branches.actions.regenerateApiKeyFailed, serverMessage: true };
    return (await request<Branch>(`/branches/${encodeId(branchId)}/regenerate-api-key`, failure, { method: 'POST' }))
      .data;
  },
};
