import type { Config } from '@bestellwerk/common/api/types';
import { lazy, Suspense, useState } from 'react';

import { checkoutMessages } from '../messages';
import styles from './Checkout.module.css';
import fieldStyles from '../../../components/Field.module.css';

const text = checkoutMessages.legal;
// the text dialog loads when a customer opens it
const LegalText = lazy(() => import('./LegalText'));

interface LegalDocument {
  slug: string;
  title: string;
  linkText: string;
  url: string;
  hasText: boolean;
}

function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(url);
}

/** The document's name: a button opening its text when the config holds it, else a link to the URL. */
function DocumentLink({ document }: { document: LegalDocument }) {
  const [isOpen, setOpen] = useState(false);
  if (document.hasText) {
    return (
      <>
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          {document.linkText}
        </button>
        {isOpen && (
          <Suspense fallback={null}>
            <LegalText slug={document.slug} title={document.title} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }
  if (isSafeUrl(document.url)) {
    return (
      <a href={document.url} target="_blank" rel="noreferrer">
        {document.linkText}
      </a>
    );
  }
  return <>{document.linkText}</>;
}

interface LegalConsentsProps {
  config: Config;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  errors: Record<string, string[]>;
  onChange: (field: 'legalInstructions' | 'privacyPolicy', value: boolean) => void;
}

/** The terms and privacy checkboxes (required; the server reports a missing one by field name). */
export function LegalConsents({ config, legalInstructions, privacyPolicy, errors, onChange }: LegalConsentsProps) {
  const rows = [
    {
      field: 'legalInstructions' as const,
      checked: legalInstructions,
      before: text.termsBefore,
      after: text.after,
      document: {
        slug: 'terms-and-conditions',
        title: text.termsTitle,
        linkText: text.terms,
        url: config.termsAndConditions?.trim() ?? '',
        hasText: Boolean(config.termsAndConditionsText?.trim()),
      },
    },
    {
      field: 'privacyPolicy' as const,
      checked: privacyPolicy,
      before: text.privacyBefore,
      after: text.privacyAfter,
      document: {
        slug: 'privacy',
        title: text.privacyTitle,
        linkText: text.privacy,
        url: config.privacyPolicy?.trim() ?? '',
        hasText: Boolean(config.privacyPolicyText?.trim()),
      },
    },
  ];
  return (
    <div className={styles.consents}>
      {rows.map((row) => {
        const id = `checkout-${row.field}`;
        const rowErrors = errors[row.field] ?? [];
        return (
          <div key={row.field} className={styles.consent}>
            <input
              id={id}
              type="checkbox"
              checked={row.checked}
              aria-labelledby={`${id}-label`}
              aria-invalid={rowErrors.length ? true : undefined}
              aria-describedby={rowErrors.length ? `${id}-error` : undefined}
              onChange={(event) => onChange(row.field, event.target.checked)}
            />
            <span id={`${id}-label`}>
              <label htmlFor={id}>{row.before}</label>
              <DocumentLink document={row.document} />
              <label htmlFor={id}>{row.after} *</label>
            </span>
            {rowErrors.length > 0 && (
              <p id={`${id}-error`} className={`${fieldStyles.fieldError} ${styles.consentError}`}>
                {rowErrors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
