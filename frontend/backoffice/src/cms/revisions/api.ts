/** The revisions of a website-builder row (GET …/{id}/revisions) and their restore (POST …/restore). */
import { request } from '../../api/http';
import type { Identifier } from 'react-admin';
import type { components } from '@bestellwerk/common/api/schema.gen';

export type Revision = components['schemas']['Revision'];

const base = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}/revisions`;

export async function fetchRevisions(resource: string, id: Identifier, failed: string): Promise<Revision[]> {
  return (await request<Revision[]>(base(resource, id), { fallback: failed })).data;
}

export async function restoreRevision(resource: string, id: Identifier, revision: Identifier, failed: string) {
  const path = `${base(resource, id)}/${encodeURIComponent(String(revision))}/restore`;
  return (await request<unknown>(path, { fallback: failed, serverMessage: true }, { method: 'POST' })).data;
}
