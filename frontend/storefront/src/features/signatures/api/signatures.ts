import { apiFetch } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';

type PublicNode = components['schemas']['PublicNode'];

export interface Signature {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function getSignatures(signal?: AbortSignal): Promise<Signature[]> {
  const nodes = await apiFetch<PublicNode[]>('/api/public/nodes', { query: { type: 'signature' }, signal });
  return nodes.map((node) => {
    const content = node.content as Record<string, unknown>;
    return { id: node.id, name: text(content.name), email: text(content.email), phone: text(content.phone) };
  });
}

/** Mails the rendered signature to its own address (POST /api/custom/send-signature). */
export function sendSignature(email: string, signature: string): Promise<unknown> {
  return apiFetch('/api/custom/send-signature', { method: 'POST', body: { email, signature } });
}
