import { useState } from 'react';

import { Link } from '../../../lib/router';
import { messages } from '../messages';
import { collapsedTags } from '../tags';
import { type PublicNode, tagContent } from '../types';
import styles from './Content.module.css';

/** Tags as links to their pages; with a limit the list starts collapsed ('+ N Weitere' expands it). */
export function TagList({
  tags,
  limit,
  label = messages.tag.tagsLabel,
}: {
  tags: readonly PublicNode[];
  limit?: number;
  label?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (!tags.length) return null;
  const { shown, hidden } = limit && !expanded ? collapsedTags(tags, limit) : { shown: [...tags], hidden: 0 };
  return (
    <ul className={styles.tags} aria-label={label}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <Link to={`/tags/${tag.identifier}`} className={styles.tag}>
            {tagContent(tag).name}
          </Link>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            className={styles.tagMore}
            onClick={() => setExpanded(true)}
            aria-label={messages.tag.moreLabel(hidden)}
          >
            {messages.tag.more(hidden)}
          </button>
        </li>
      )}
    </ul>
  );
}
