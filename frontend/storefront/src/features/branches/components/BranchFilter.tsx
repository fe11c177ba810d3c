import type { Branch } from '@bestellwerk/common/api/types';
import { useId } from 'react';

import { divisionMessages } from '../messages';
import styles from './BranchFilter.module.css';

interface BranchFilterProps {
  search: { term: string; onChange: (term: string) => void } | null;
  tags: { available: Branch['tags']; selected: number | null; onToggle: (id: number) => void } | null;
  shown: number;
  total: number;
}

/** Search box ('PLZ / Ort'), tag filter and the result line of the branch list. */
export function BranchFilter({ search, tags, shown, total }: BranchFilterProps) {
  const searchId = useId();
  return (
    <div className={styles.filter}>
      {search && (
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.label}>
            {divisionMessages.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            placeholder={divisionMessages.searchPlaceholder}
            value={search.term}
            onChange={(event) => search.onChange(event.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {tags && tags.available.length > 0 && (
        <div role="group" aria-label={divisionMessages.tagFilter} className={styles.tags}>
          {tags.available.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className={styles.tag}
              aria-pressed={tags.selected === tag.id}
              onClick={() => tags.onToggle(tag.id)}
            >
              {tag.name}
            </button>
          ))}
        </div>
      )}
      <p className={styles.result} role="status">
        {shown === 0 ? divisionMessages.noResults : divisionMessages.resultLine(shown, total)}
      </p>
    </div>
  );
}
