/**
 * The PWA plugin in the browser: registers the service worker (/sw.js, served by Django) while
 * config.enablePluginPWA is on and unregisters every worker while it is off; keeps the browser's
 * install prompt (beforeinstallprompt) for the 'App installieren' button and remembers an installation.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALLED_KEY = 'pwa.installed';
const listeners = new Set<() => void>();
let deferred: InstallPromptEvent | null = null;

function notify() {
  listeners.forEach((listener) => listener());
}

function markInstalled() {
  deferred = null;
  try {
    window.localStorage.setItem(INSTALLED_KEY, '1');
  } catch {
    // not remembered; the browser stops offering the prompt itself
  }
  notify();
}

/** Call once at start: the browser fires beforeinstallprompt early, before any button is mounted. */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', markInstalled);
}

export function syncServiceWorker(enabled: boolean, nav: Navigator = navigator): void {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  if (enabled) {
    container.register('/sw.js', { scope: '/' }).catch(() => undefined);
    return;
  }
  container
    .getRegistrations()
    .then((registrations) => registrations.forEach((registration) => void registration.unregister()))
    .catch(() => undefined);
}

export interface InstallConditions {
  pluginOn: boolean;
  selfService: boolean;
  standalone: boolean;
  /** the browser offered an install prompt (beforeinstallprompt) */
  supported: boolean;
  installed: boolean;
}

/** Spec §2: 'App installieren' shows if the PWA plugin is on, not self-service, not standalone, supported and not yet installed. */
export function canOfferInstall(state: InstallConditions): boolean {
  return state.pluginOn && !state.selfService && !state.standalone && state.supported && !state.installed;
}

export function isStandalone(target: Window = window): boolean {
  const nav = target.navigator as Navigator & { standalone?: boolean };
  return target.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

function isInstalled(): boolean {
  try {
    return window.localStorage.getItem(INSTALLED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Shows the browser's install dialog; true when the visitor installed the app. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') markInstalled();
  return outcome === 'accepted';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offered the prompt and whether the app was installed from here. */
export function useInstallState(): { supported: boolean; installed: boolean } {
  const supported = useSyncExternalStore(subscribe, () => deferred !== null);
  const installed = useSyncExternalStore(subscribe, isInstalled);
  return { supported, installed };
}
