import { apiFetch } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';

import type { ConversionAction } from '../conversions';

type PublicNode = components['schemas']['PublicNode'];
export type FormSubmitted = components['schemas']['FormSubmitted'];

export type FormFieldType = 'text' | 'textarea' | 'email' | 'select' | 'boolean';

export interface FormField {
  type: FormFieldType;
  subtype?: 'text' | 'email' | 'textarea';
  fieldId?: string;
  label?: string;
  isRequired?: boolean;
  options?: { value?: string }[];
}

export interface ContentForm {
  id: number;
  name: string;
  description: string;
  thankYou: string;
  fields: FormField[];
  /** only the actions the browser needs (the server hides the others) */
  actions: ConversionAction[];
}

export type FormValue = string | boolean;

/** The key a field's value is sent under: its id, else its position (spec storefront §7). */
export function fieldKey(field: FormField, index: number): string {
  return field.fieldId?.trim() || String(index);
}

function formOf(node: PublicNode): ContentForm {
  const content = node.content as Record<string, unknown>;
  return {
    id: node.id,
    name: typeof content.name === 'string' ? content.name : '',
    description: typeof content.description === 'string' ? content.description : '',
    thankYou: typeof content.thankYou === 'string' ? content.thankYou : '',
    fields: Array.isArray(content.fields) ? (content.fields as FormField[]) : [],
    actions: Array.isArray(content.actions) ? (content.actions as ConversionAction[]) : [],
  };
}

/** A public form node; 404 for a missing, private or other node. */
export async function getForm(id: number, signal?: AbortSignal): Promise<ContentForm> {
  const node = await apiFetch<PublicNode>(`/api/public/nodes/${id}`, { signal });
  if (node.type !== 'form') throw new Error('not a form');
  return formOf(node);
}

export function submitForm(id: number, values: Record<string, FormValue>): Promise<FormSubmitted> {
  return apiFetch<FormSubmitted>(`/api/custom/form/${id}`, { method: 'POST', body: values });
}
