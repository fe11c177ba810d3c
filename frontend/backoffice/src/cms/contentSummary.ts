/** Small readings of stored content for lists (the full content is edited with ContentInput). */

/** How many blocks a content's body has (0 when none). */
export function bodyLength(content: unknown): number {
  const body = (content as { body?: unknown } | null | undefined)?.body;
  return Array.isArray(body) ? body.length : 0;
}

/** A node's display name: its content's name or title, else its identifier. */
export function nodeName(node: { identifier?: string; content?: unknown }): string {
  const content = (node.content ?? {}) as Record<string, unknown>;
  for (const key of ['name', 'title']) {
    if (typeof content[key] === 'string' && content[key]) return content[key] as string;
  }
  return node.identifier ?? '';
}
