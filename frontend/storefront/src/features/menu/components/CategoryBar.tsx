import { useEffect, useState } from 'react';

import type { Category } from '../../../lib/catalogue';
import { menuMessages } from '../messages';
import styles from './CategoryBar.module.css';
import { categoryAnchor } from './ProductGroups';

/** The current category: the last group whose top lies above 25% of the viewport height (spec §9). */
export function currentCategory(groups: readonly HTMLElement[], viewportHeight: number): string | null {
  let current: string | null = null;
  for (const group of groups) {
    if (group.getBoundingClientRect().top < viewportHeight * 0.25) current = group.id;
  }
  return current;
}

/** A sticky bar of the categories; the one in view is marked, a click scrolls to its group. */
export function CategoryBar({ categories }: { categories: Category[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const groups = [...document.querySelectorAll<HTMLElement>('[data-category-group]')];
      setCurrent(currentCategory(groups, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <nav className={styles.bar} aria-label={menuMessages.categories}>
      <ul className={styles.list}>
        {categories.map((category) => {
          const anchor = categoryAnchor(category.id);
          return (
            <li key={category.id}>
              <a
                className={styles.link}
                href={`#${anchor}`}
                aria-current={current === anchor ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(anchor)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                  setCurrent(anchor);
                }}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
