/** Node types (spec: tag, form, socialAsset, signature, other). */
export const NODE_TYPES = ['tag', 'form', 'socialAsset', 'signature', 'other'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const nodeTypeChoices = NODE_TYPES.map((type) => ({ id: type, name: `resources.nodes.types.${type}` }));
