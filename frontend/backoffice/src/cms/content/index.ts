/** Contract C1: the schema-driven content editor of the website builder. */
// loaded when shown (LazyContentInput.tsx); its tests import ./ContentInput itself
export { ContentInput } from './LazyContentInput';
export type { ContentInputProps } from './ContentInput';
export { useContentSchema } from './useContentSchema';
export type { ContentFieldSpec, ContentSchema, UnionKind } from './types';
export { emptyGroup, newUnionItem, withDefaults } from './values';
export { describeContentError, describeContentPath } from './describePath';
export {
  blockFields,
  nodeFields,
  siteFields,
  useDescribeContentError,
  type DescribeError,
} from './useDescribeContentError';
