/**
 * What a decision in the consent dialog stores: the complete services and the intents they grant
 * (the server checks the same rule, consent.configuration.intents_for).
 */
import type { ConsentConfiguration, ConsentDecision } from '@bestellwerk/common/api/types';

import { type ConsentIntent, type ConsentValue, INTENTS } from './consentState';

export const GOOGLE_TAG_SERVICE = 'google-tag';
export const META_PIXEL_SERVICE = 'meta-pixel';

type Configuration = Pick<ConsentConfiguration, 'services' | 'version'>;

export function isRequired(service: { intents: readonly string[] }): boolean {
  return service.intents.includes('required');
}

/** The services a decision switches on: every one ('all'), the required ones, or the chosen ones plus the required. */
export function servicesFor(
  configuration: Configuration,
  decision: ConsentDecision,
  chosen: Record<string, boolean> = {},
): Record<string, boolean> {
  return Object.fromEntries(
    configuration.services.map((service) => [
      service.key,
      decision === 'all' || isRequired(service) || (decision === 'custom' && chosen[service.key] === true),
    ]),
  );
}

/** An intent is granted when a switched-on service serves it ('all' grants every intent); 'required' always. */
export function intentsFor(
  configuration: Configuration,
  services: Record<string, boolean>,
  everything: boolean,
): Record<ConsentIntent, boolean> {
  const granted = Object.fromEntries(INTENTS.map((intent) => [intent, everything])) as Record<ConsentIntent, boolean>;
  granted.required = true;
  for (const service of configuration.services) {
    if (services[service.key]) for (const intent of service.intents) granted[intent] = true;
  }
  return granted;
}

export function consentValue(
  configuration: Configuration,
  decision: ConsentDecision,
  chosen: Record<string, boolean>,
  id: string,
): ConsentValue {
  const services = servicesFor(configuration, decision, chosen);
  return {
    id,
    version: configuration.version,
    consent: true,
    googleTag: services[GOOGLE_TAG_SERVICE] === true,
    facebookPixel: services[META_PIXEL_SERVICE] === true,
    intents: intentsFor(configuration, services, decision === 'all'),
    services,
  };
}

/** A random UUID (version 4), also where crypto.randomUUID is missing (plain http outside localhost). */
export function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 'Läuft nach 730 Tagen ab' style labels for a storage entry's lifetime. */
export function ttlLabel(days: number): string {
  if (days <= 0) return 'bis zum Schließen des Browsers';
  return days === 1 ? '1 Tag' : `${days} Tage`;
}
