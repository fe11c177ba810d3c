import type { Block } from '../../types';
import styles from '../Content.module.css';
import { useFrame } from '../Media';
import { Picture } from '../Picture';

type Of<K extends Block['type']> = Extract<Block, { type: K }>;

/** Logos per category, running as a band (CSS; still with reduced motion, then it wraps). */
export function LogoScroller({ block }: { block: Of<'logoScroller'> }) {
  const categories = (block.categories ?? []).filter((category) => category.logos?.length);
  if (!categories.length) return null;
  return (
    <div className={styles.logoScroller}>
      {categories.map((category, index) => (
        <section key={index} className={styles.logoCategory} aria-label={category.label || undefined}>
          {category.label && <h2 className={styles.logoLabel}>{category.label}</h2>}
          <div className={styles.logoViewport}>
            <ul className={styles.logoTrack}>
              {[...category.logos!, ...category.logos!].map((logo, logoIndex) => (
                <li key={logoIndex} aria-hidden={logoIndex >= category.logos!.length || undefined}>
                  <Picture image={logo} size="tiny" ratio={[3, 2]} contain />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}

/** The main word with the secondary words changing beside it (every 2 s; still with reduced motion). */
export function ClaimScroller({ block }: { block: Of<'claimScroller'> }) {
  const words = (block.secondaryWords ?? []).filter(Boolean);
  const frame = useFrame(words.length, 2000);
  return (
    <p className={styles.claim}>
      <span className={styles.claimMain}>{block.mainWord}</span>{' '}
      {words.length > 0 && (
        <>
          <span className={styles.claimWord} aria-hidden="true" key={frame}>
            {words[frame]}
          </span>
          <span className="visually-hidden">{words.join(', ')}</span>
        </>
      )}
    </p>
  );
}
