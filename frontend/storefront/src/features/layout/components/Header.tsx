import { useEffect, useId, useRef, useState } from 'react';

import { useNavigation } from '../../../api/contentShell';
import { Link, useLocation } from '../../../lib/router';
import { trackEvent } from '../../../lib/analytics';
import { telHref } from '../../../lib/tel';
import { messages } from '../../../messages';
import styles from './Header.module.css';
import { NavigationList } from './NavigationList';
import { SeasonalThemePicker } from './SeasonalThemePicker';

/** A media library image: {id, version, extension}. */
interface LogoRef {
  id: number;
  version: number;
  extension: string;
}

interface HeaderProps {
  shopName: string;
  phone: string;
  /** the config's logo; without one the header shows the shop name */
  logo?: LogoRef | null;
}

/** The logo's box in CSS pixels (11rem × 2.75rem, the height of the menu button): the image is fitted
 * inside it, so nothing shifts when it loads (the server paints the same box, backend/web/meta.py). */
const LOGO_WIDTH = 176;
const LOGO_HEIGHT = 44;

function Logo({ logo, alt }: { logo: LogoRef; alt: string }) {
  const file = `${logo.id}-${logo.version}.${logo.extension}`;
  return (
    <img
      src={`/image/tiny/${file}`}
      srcSet={`/image/tiny/${file} 256w, /image/small/${file} 640w`}
      sizes={`${LOGO_WIDTH}px`}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      alt={alt}
      className={styles.logoImage}
    />
  );
}

export function Header({ shopName, phone, logo }: HeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const mainItems = useNavigation('main');

  // another page closes the menu (adjusted while rendering, not in an effect)
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* no empty link while the config loads; the placeholder keeps the layout */}
        {shopName ? (
          <Link to="/" className={styles.logo}>
            {logo ? <Logo logo={logo} alt={shopName} /> : shopName}
          </Link>
        ) : (
          <span className={styles.logo} />
        )}
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => {
            trackEvent('Menu', isMenuOpen ? 'Hide' : 'Show');
            setMenuOpen(!isMenuOpen);
          }}
        >
          {isMenuOpen ? messages.header.menuClose : messages.header.menuOpen}
        </button>
        <div id={menuId} className={`${styles.menu} ${isMenuOpen ? styles.menuOpen : ''}`}>
          <nav aria-label={messages.header.mainNavigation} className={styles.navigation}>
            <NavigationList
              items={mainItems}
              className={styles.navList}
              classNames={{
                item: styles.navItem,
                active: styles.active,
                childActive: styles.childActive,
                children: styles.subList,
              }}
            />
          </nav>
          {phone && (
            <a href={telHref(phone)} className={styles.phone} aria-label={messages.header.phone(phone)}>
              {phone}
            </a>
          )}
          <SeasonalThemePicker />
        </div>
      </div>
    </header>
  );
}
