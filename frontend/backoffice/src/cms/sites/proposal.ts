/** A page draft's proposal (contentai) taken into the form's content: one block at a time, never more. */
import type { ProposedBlock } from '../../api/contentAi';

type Content = Record<string, unknown>;

/** The content with the proposed block in place of the block at its index, or appended when that is past the end;
 * the page's own fields (index null) replace only the fields the proposal names. */
export function applyProposal(content: Content | null | undefined, proposal: ProposedBlock): Content {
  const current = content ?? {};
  if (proposal.index === null) return { ...current, ...proposal.content };
  const body = Array.isArray(current.body) ? [...current.body] : [];
  const block = { ...proposal.content, type: proposal.type };
  if (proposal.index < body.length) body[proposal.index] = block;
  else body.push(block);
  return { ...current, body };
}

const TAGS = /<[^>]*>/g;

/** The texts of a proposal in reading order, without markup, for a short preview (at most `limit` characters). */
export function proposalText(value: unknown, limit = 400): string {
  const texts: string[] = [];
  const visit = (item: unknown, key?: string) => {
    if (typeof item === 'string') {
      if (key === 'type') return;
      const clean = item.replace(TAGS, ' ').replace(/\s+/g, ' ').trim();
      if (clean) texts.push(clean);
    } else if (Array.isArray(item)) item.forEach((child) => visit(child));
    else if (item && typeof item === 'object') Object.entries(item).forEach(([name, child]) => visit(child, name));
  };
  visit(value);
  const joined = texts.join(' · ');
  return joined.length > limit ? `${joined.slice(0, limit - 1)}…` : joined;
}
