/**
 * The words of a server error about a screen's content document, for the save's and the draft's
 * notification ('Inhalt, Block 5 „Karte“, Markierung 1, Breitengrad: Bitte geben Sie eine Zahl an.').
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiErrorItem } from '@bestellwerk/common/api/client';
import { describeContentError } from './describePath';
import type { ContentFieldSpec, ContentSchema } from './types';
import { useContentSchema } from './useContentSchema';
import { isObject } from './values';

/** The body sent (a save's or a draft's), with the document in `content`. */
export type DescribeError = (error: ApiErrorItem, body: unknown) => string | undefined;

/** The document's fields for a body: the site's or node's type, or the block's. */
export type FieldsOf = (
  schema: ContentSchema,
  body: Record<string, unknown>,
) => readonly ContentFieldSpec[] | undefined;

export const siteFields: FieldsOf = (schema, body) =>
  schema.sites[typeof body.type === 'string' ? body.type : 'default'];
export const nodeFields: FieldsOf = (schema, body) =>
  typeof body.type === 'string' ? schema.nodes[body.type] : undefined;
export const blockFields: FieldsOf = (schema) => schema.block;

/**
 * Describes errors of `content` of `resource` ('sites', 'nodes', 'blocks'), named by the resource's label
 * of its content; other errors are left to the usual summary (undefined).
 */
export function useDescribeContentError(resource: string, fieldsOf: FieldsOf): DescribeError {
  const translate = useTranslate();
  const { data: schema } = useContentSchema();
  const label = translate(`resources.${resource}.fields.content`);
  return useCallback(
    (error, body) => {
      const field = error.field ?? '';
      if (!schema || (field !== 'content' && !field.startsWith('content.'))) return undefined;
      const values = isObject(body) ? body : {};
      const fields = fieldsOf(schema, values);
      return fields ? describeContentError(error, values.content, { fields, unions: schema.unions }, label) : undefined;
    },
    [schema, fieldsOf, label],
  );
}
