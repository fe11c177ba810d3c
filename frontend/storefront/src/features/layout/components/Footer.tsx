import type { Config } from '@bestellwerk/common/api/types';

import { Link } from '../../../lib/router';
import { messages } from '../../../messages';
import { footerLinks } from '../footerLinks';
import styles from './Footer.module.css';

interface FooterProps {
  config: Config | undefined;
  /** 'Datenschutzeinstellungen': opens the consent dialog */
  onConsentSettings: () => void;
}

export function Footer({ config, onConsentSettings }: FooterProps) {
  const links = footerLinks(config);
  const businessName = config?.businessName || config?.shopName;
  const cityLine = [config?.zipCode, config?.city].filter(Boolean).join(' ');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {businessName && (
          <p className={styles.business}>
            {[businessName, config?.street, cityLine].filter(Boolean).join(', ')}
          </p>
        )}
        <nav aria-label={messages.footer.legalNavigation}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.key}>
                {link.kind === 'internal' ? (
                  <Link to={link.to}>{link.label}</Link>
                ) : (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> {messages.footer.externalLink}</span>
                  </a>
                )}
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={onConsentSettings}>
                {messages.footer.consentSettings}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
