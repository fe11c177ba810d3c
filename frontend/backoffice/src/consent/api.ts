/** The consent endpoints of the back office (admin: configuration; staff: versions and summary). */
import type {
  ConsentConfiguration,
  ConsentConfigurationRequest,
  ConsentSummary,
  ConsentVersion,
} from '@bestellwerk/common/api/types';

import { request } from '../api/http';
import { consentMessages } from '../i18n/consent';

const { loadFailed, saveFailed } = consentMessages.messages;

export async function getConsentConfiguration(): Promise<ConsentConfiguration> {
  return (await request<ConsentConfiguration>('/consent/configuration', { fallback: loadFailed })).data;
}

export async function saveConsentConfiguration(body: ConsentConfigurationRequest): Promise<ConsentConfiguration> {
  const failure = { fallback: saveFailed, serverMessage: true, fieldErrors: true };
  return (await request<ConsentConfiguration>('/consent/configuration', failure, { method: 'PUT', body })).data;
}

export async function getConsentVersions(): Promise<ConsentVersion[]> {
  return (await request<ConsentVersion[]>('/consent/versions', { fallback: loadFailed })).data;
}

export async function getConsentSummary(): Promise<ConsentSummary> {
  return (await request<ConsentSummary>('/consent/summary', { fallback: loadFailed })).data;
}

/** The form's values as the API takes them: the read-only version fields left out, ttl as a number. */
export function toRequest(values: Record<string, unknown>): ConsentConfigurationRequest {
  const form = values as unknown as ConsentConfiguration;
  const entries = (list: { name: string; ttl: number | string; description?: string }[] | undefined | null) =>
    (list ?? []).map((entry) => ({
      name: entry.name ?? '',
      ttl: Number(entry.ttl ?? 0),
      description: entry.description ?? '',
    }));
  return {
    googleTagId: form.googleTagId ?? '',
    facebookPixelId: form.facebookPixelId ?? '',
    services: (form.services ?? []).map((service) => ({
      key: service.key ?? '',
      name: service.name ?? '',
      description: service.description ?? '',
      intents: service.intents ?? [],
      provider: service.provider ?? '',
      privacyPolicy: service.privacyPolicy ?? '',
      cookies: entries(service.cookies),
      localStorage: entries(service.localStorage),
      sessionStorage: entries(service.sessionStorage),
    })),
  };
}
