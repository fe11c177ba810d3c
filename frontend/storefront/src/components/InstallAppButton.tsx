import { useConfig } from '../api/config';
import { canOfferInstall, isStandalone, promptInstall, useInstallState } from '../lib/pwa';
import buttonStyles from './Button.module.css';

export const INSTALL_APP = 'App installieren';

interface InstallAppButtonProps {
  /** the storefront runs as a kiosk (self-service mode): never offered there */
  isSelfService: boolean;
  /** defaults to the storefront's button style */
  className?: string;
}

/**
 * 'App installieren' (spec §2): shown only if the PWA plugin is on, outside self-service, not already
 * running as an installed app, when the browser offers installation and the app is not installed yet.
 */
export function InstallAppButton({ isSelfService, className = buttonStyles.button }: InstallAppButtonProps) {
  const { data: config } = useConfig();
  const { supported, installed } = useInstallState();
  const shown = canOfferInstall({
    pluginOn: config?.enablePluginPWA === true,
    selfService: isSelfService,
    standalone: isStandalone(),
    supported,
    installed,
  });
  if (!shown) return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      {INSTALL_APP}
    </button>
  );
}
