import { ApiError, apiFetch } from '@bestellwerk/common/api/client';
import type {
  ConsentConfiguration,
  ConsentDecision,
  ConsentDecisionRequest,
  ConsentService,
} from '@bestellwerk/common/api/types';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { consentValue, isRequired, newConsentId, ttlLabel } from '../choices';
import { consentMessages as text } from '../messages';
import { type ConsentValue, readConsent } from '../consentState';
import { writeConsent } from '../consentWrite';
import { removeServerDialog } from '../serverDialog';
import { keepTabInside } from '../../../components/focusTrap';
// the storefront dialog's rules first, the consent dialog's differences after them
import dialogStyles from '../../../components/Dialog.module.css';
import styles from './ConsentDialog.module.css';

export type ConsentView = 'full' | 'detail' | 'minimized';

/** The server's code for a consent id that belongs to another browser (POST /api/consents, 403). */
const ID_TAKEN = 'consent_id_taken';

interface ConsentDialogProps {
  configuration: ConsentConfiguration;
  initialView: 'full' | 'detail';
  onDone: () => void;
}

function initialChoice(configuration: ConsentConfiguration): Record<string, boolean> {
  const stored = readConsent();
  return Object.fromEntries(
    configuration.services.map((service) => [
      service.key,
      isRequired(service) || (stored?.services[service.key] ?? false),
    ]),
  );
}

/**
 * The consent dialog: the full view (enable all, required only, change settings), the detail view (one
 * switch per service, save selection) and the minimized bar (maximize). Full and detail are modal: focus
 * stays inside, Escape minimizes (it never decides anything). A decision is recorded on the server
 * (POST /api/consents), stored in the `bw_consent` cookie and announced with `bw:consent`.
 */
export function ConsentDialog({ configuration, initialView, onDone }: ConsentDialogProps) {
  const [view, setView] = useState<ConsentView>(initialView);
  const [chosen, setChosen] = useState(() => initialChoice(configuration));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const introId = useId();
  // reopened from the footer with a current decision: Escape simply closes, nothing is pending
  const decided = readConsent()?.version === configuration.version;

  // this dialog takes the place of the one the server painted with a first visit's HTML, in the same frame
  useLayoutEffect(removeServerDialog, []);

  useEffect(() => {
    if (view === 'minimized') {
      panel.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // the dialog itself takes focus: its title and text are read first; Tab reaches the first button
    panel.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [view]);

  async function record(value: ConsentValue, decision: ConsentDecision) {
    const body: ConsentDecisionRequest = {
      consentId: value.id,
      version: value.version,
      decision,
      intents: value.intents,
      services: value.services,
    };
    await apiFetch('/api/consents', { method: 'POST', body });
  }

  async function decide(decision: ConsentDecision) {
    let value = consentValue(configuration, decision, chosen, readConsent()?.id ?? newConsentId());
    setSaving(true);
    setError(null);
    try {
      try {
        await record(value, decision);
      } catch (failure) {
        // the id is bound to another browser's secret cookie (or predates that binding): a new id for this one
        if (!(failure instanceof ApiError && failure.serverErrors[0]?.code === ID_TAKEN)) throw failure;
        value = { ...value, id: newConsentId() };
        await record(value, decision);
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        // the configuration changed meanwhile: show the new one and let the visitor decide again
        setError(failure.message);
        setSaving(false);
        await queryClient.invalidateQueries({ queryKey: ['consent'] });
        return;
      }
      // recording is the proof for the business; the visitor's choice is respected even if it failed
    }
    writeConsent(value);
    setSaving(false);
    onDone();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (decided) onDone();
      else setView('minimized');
      return;
    }
    if (panel.current) keepTabInside(event, panel.current);
  }

  if (view === 'minimized') {
    return (
      <section ref={panel} className={styles.minimized} aria-label={text.title} data-testid="consent-minimized">
        <p className={styles.minimizedText}>{text.minimizedText}</p>
        <button type="button" className={styles.primary} onClick={() => setView('full')}>
          {text.maximize}
        </button>
      </section>
    );
  }

  const decisionButtons = (
    <>
      <button type="button" className={styles.primary} disabled={saving} onClick={() => void decide('all')}>
        {text.acceptAll}
      </button>
      <button type="button" className={styles.primary} disabled={saving} onClick={() => void decide('required')}>
        {text.requiredOnly}
      </button>
    </>
  );

  return (
    <div className={`${dialogStyles.backdrop} ${styles.backdrop}`}>
      <div
        ref={panel}
        className={`${dialogStyles.panel} ${styles.panel}`}
        role="dialog"
        aria-modal="true"
        aria-label={text.title}
        aria-describedby={introId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-view={view}
      >
        <header className={`${dialogStyles.head} ${styles.head}`}>
          <h2 className={`${dialogStyles.title} ${styles.title}`}>{text.heading}</h2>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => (decided ? onDone() : setView('minimized'))}
          >
            {decided ? text.close : text.minimize}
          </button>
        </header>
        <div className={dialogStyles.body}>
          {view === 'detail' && initialView === 'full' && (
            <button type="button" className={styles.back} disabled={saving} onClick={() => setView('full')}>
              {text.back}
            </button>
          )}
          <p id={introId} className={styles.intro}>
            {view === 'full' ? text.intro : text.detailIntro}
          </p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          {view === 'full' ? (
            <IntentOverview configuration={configuration} />
          ) : (
            <ul className={styles.services} aria-label={text.servicesHeading}>
              {configuration.services.map((service) => (
                <ServiceItem
                  key={service.key}
                  service={service}
                  checked={isRequired(service) || chosen[service.key] === true}
                  onChange={(on) => setChosen((current) => ({ ...current, [service.key]: on }))}
                />
              ))}
            </ul>
          )}
        </div>
        <footer className={styles.actions}>
          {view === 'full' ? (
            <>
              {decisionButtons}
              <button
                type="button"
                className={`${styles.secondary} ${styles.wide}`}
                disabled={saving}
                onClick={() => setView('detail')}
              >
                {text.changeSettings}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={`${styles.primary} ${styles.wide}`}
                disabled={saving}
                onClick={() => void decide('custom')}
              >
                {text.saveSelection}
              </button>
              {decisionButtons}
            </>
          )}
          {saving && (
            <span className={styles.saving} role="status">
              {text.saving}
            </span>
          )}
        </footer>
      </div>
    </div>
  );
}

/** The full view's short overview: which services serve which intent. */
function IntentOverview({ configuration }: { configuration: ConsentConfiguration }) {
  const rows = (['required', 'functional', 'analytics', 'marketing'] as const)
    .map((intent) => ({
      intent,
      names: configuration.services.filter((service) => service.intents.includes(intent)).map((s) => s.name),
    }))
    .filter((row) => row.names.length > 0);
  return (
    <dl className={styles.overview}>
      {rows.map((row) => (
        <div key={row.intent} className={styles.overviewRow}>
          <dt>{text.intentLabels[row.intent]}</dt>
          <dd>{row.names.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ServiceItemProps {
  service: ConsentService;
  checked: boolean;
  onChange: (on: boolean) => void;
}

function ServiceItem({ service, checked, onChange }: ServiceItemProps) {
  const id = useId();
  const required = isRequired(service);
  const entries = [
    ...(service.cookies ?? []).map((entry) => ({ ...entry, kind: text.storageKinds.cookies })),
    ...(service.localStorage ?? []).map((entry) => ({ ...entry, kind: text.storageKinds.localStorage })),
    ...(service.sessionStorage ?? []).map((entry) => ({ ...entry, kind: text.storageKinds.sessionStorage })),
  ];
  const external = /^https?:\/\//.test(service.privacyPolicy);
  return (
    <li className={styles.service}>
      <div className={styles.serviceHead}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          disabled={required}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className={styles.serviceName}>
          {service.name}
          {required && <span className={styles.badge}>{text.alwaysActive}</span>}
        </label>
      </div>
      {service.description && (
        <p id={`${id}-description`} className={styles.description}>
          {service.description}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{text.intents}</dt>
          <dd>{service.intents.map((intent) => text.intentLabels[intent]).join(', ')}</dd>
        </div>
        {service.provider && (
          <div>
            <dt>{text.provider}</dt>
            <dd>{service.provider}</dd>
          </div>
        )}
        {service.privacyPolicy && (
          <div>
            <dt>{text.privacyPolicy}</dt>
            <dd>
              <a href={service.privacyPolicy} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {text.privacyPolicyOf(service.name)}
                {external && <span className="visually-hidden"> {text.externalLink}</span>}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {entries.length > 0 ? (
        <details className={styles.storage}>
          <summary>{text.storage(entries.length)}</summary>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={`${entry.kind}-${entry.name}`} className={styles.entry}>
                <span className={styles.entryName}>{entry.name}</span>
                <span className={styles.entryMeta}>
                  {entry.kind} · {text.lifetime}: {ttlLabel(entry.ttl)}
                </span>
                {entry.description && <span className={styles.entryDescription}>{entry.description}</span>}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className={styles.noStorage}>{text.noStorage}</p>
      )}
    </li>
  );
}
