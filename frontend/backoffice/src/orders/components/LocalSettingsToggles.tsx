import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LocalSettingName, LocalSettings } from '../localSettings';
import { readLocalSettings, writeLocalSetting } from '../localSettings';

/** The local settings and a setter that also stores them (localStorage, spec §9). */
export function useLocalSettings(): [LocalSettings, (name: LocalSettingName, shown: boolean) => void] {
  const [settings, setSettings] = useState(readLocalSettings);
  const change = (name: LocalSettingName, shown: boolean) => {
    writeLocalSetting(name, shown);
    setSettings((previous) => ({ ...previous, [name]: shown }));
  };
  return [settings, change];
}

interface LocalSettingsTogglesProps {
  settings: LocalSettings;
  onChange: (name: LocalSettingName, shown: boolean) => void;
}

export function LocalSettingsToggles({ settings, onChange }: LocalSettingsTogglesProps) {
  const translate = useTranslate();
  return (
    <FormGroup row aria-label={translate('resources.orders.settings.title')}>
      {(['showProductData', 'showCustomerData'] as const).map((name) => (
        <FormControlLabel
          key={name}
          control={<Switch checked={settings[name]} onChange={(event) => onChange(name, event.target.checked)} />}
          label={translate(`resources.orders.settings.${name}`)}
        />
      ))}
    </FormGroup>
  );
}
