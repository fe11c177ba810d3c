import { readCookie } from '@bestellwerk/common/api/client';
import { useId, useState } from 'react';

import { type CurrentUser, formattedName } from '../currentUser';
import { staffToolbarMessages as text } from '../messages';
import styles from './StaffToolbar.module.css';

const LINKS = [
  { href: '/backend#/sites', label: text.sites },
  { href: '/backend#/dashboard', label: text.statistics },
  { href: '/backend#/navigations', label: text.navigations },
];

interface StaffToolbarProps {
  user: Pick<CurrentUser, 'fullName' | 'email'>;
  version: string;
  /** 'prod' (the server's APP_ENVIRONMENT), shown beside the version */
  environment?: string;
}

/**
 * The toolbar logged-in staff see above the storefront: links into the back office (new tab), the user
 * menu ('Ins Backend wechseln', 'Abmelden' as a POST with the CSRF token, like the back office) and the
 * app version with the environment.
 */
export function StaffToolbar({ user, version, environment = '' }: StaffToolbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <nav className={styles.toolbar} aria-label={text.label}>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener">
              {link.label}
              <span className="visually-hidden"> {text.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <span className={styles.version}>{text.version(version, environment)}</span>
      <div
        className={styles.user}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <button
          type="button"
          className={styles.userButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {formattedName(user)}
        </button>
        <ul id={menuId} className={styles.menu} hidden={!open} aria-label={text.userMenu}>
          <li>
            <a href="/backend">{text.backend}</a>
          </li>
          <li>
            <form method="post" action="/backend/logout">
              <input type="hidden" name="csrfmiddlewaretoken" value={readCookie('csrftoken') ?? ''} />
              <button type="submit" className={styles.menuButton}>
                {text.logout}
              </button>
            </form>
          </li>
        </ul>
      </div>
    </nav>
  );
}
