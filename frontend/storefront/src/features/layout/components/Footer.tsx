import type { Config } from '@bestellwerk/common/api/types';

import { useFooterForms, useNavigation } from '../../../api/contentShell';
import buttonStyles from '../../../components/Button.module.css';
import { InstallAppButton } from '../../../components/InstallAppButton';
import { Link, useLocation } from '../../../lib/router';
import { telHref } from '../../../lib/tel';
import { messages } from '../../../messages';
import { footerLinks } from '../footerLinks';
import styles from './Footer.module.css';
import { NavigationList } from './NavigationList';
import { SeasonalThemePicker } from './SeasonalThemePicker';

interface FooterProps {
  config: Config | undefined;
  /** 'Datenschutzeinstellungen': opens the consent dialog */
  onConsentSettings: () => void;
  /** the kiosk (self-service mode) never offers 'App installieren' */
  isSelfService?: boolean;
}

export function Footer({ config, onConsentSettings, isSelfService = false }: FooterProps) {
  const links = footerLinks(config);
  const businessName = config?.businessName || config?.shopName;
  const cityLine = [config?.zipCode, config?.city].filter(Boolean).join(' ');
  // the ordering pages (menu, checkout, order status) keep their plain footer: no 'Noch Fragen?' there
  const { pathname } = useLocation();
  const isOrdering = /^\/(store|status)\//.test(pathname);
  const forms = useFooterForms(!isOrdering);
  const footerItems = useNavigation('footer');
  return (
    <footer className={styles.footer}>
      {!isOrdering && forms.length > 0 && (
        <section className={styles.questions} aria-labelledby="footer-questions">
          <h2 id="footer-questions">{messages.footer.questions}</h2>
          <p className={styles.formButtons}>
            {/* contract C3: the forms feature opens its overlay on '#formular-{id}' */}
            {forms.map((form) => (
              <a key={form.id} href={`#formular-${form.id}`} className={`${buttonStyles.button} ${styles.formButton}`}>
                {form.name}
              </a>
            ))}
          </p>
        </section>
      )}
      <div className={styles.columns}>
        {footerItems.length > 0 && (
          <nav aria-label={messages.footer.footerNavigation}>
            <NavigationList
              items={footerItems}
              className={styles.navList}
              classNames={{ item: styles.navItem, active: styles.active, childActive: '', children: styles.subList }}
            />
          </nav>
        )}
        {/* the business address itself stands in the bottom line, with the legal links */}
        {(config?.phone || config?.email) && (
          <address className={styles.address}>
            {config.phone && <a href={telHref(config.phone)}>{config.phone}</a>}
            {config.email && <a href={`mailto:${config.email}`}>{config.email}</a>}
          </address>
        )}
        <SeasonalThemePicker name="footer-theme" count={4} />
      </div>
      <div className={styles.inner}>
        {businessName && (
          <p className={styles.business}>{[businessName, config?.street, cityLine].filter(Boolean).join(', ')}</p>
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
        {/* 'App installieren' (spec §2): only with the PWA plugin, outside self-service, when the browser offers it */}
        <InstallAppButton isSelfService={isSelfService} className={styles.linkButton} />
      </div>
    </footer>
  );
}
