import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@bestellwerk/common/themes';
import type { ThemeName } from '@bestellwerk/common/themes';
import { readThemeName, writeThemeName } from './themeStorage';

interface ThemeNameState {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeNameContext = createContext<ThemeNameState | null>(null);

/** Holds the theme name; follows changes made in other tabs (storefront or back office). */
export function ThemeNameProvider({ children }: { children: ReactNode }) {
  const [themeName, setState] = useState<ThemeName>(readThemeName);

  const setThemeName = useCallback((name: ThemeName) => {
    writeThemeName(name);
    setState(readThemeName());
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setState(readThemeName());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ themeName, setThemeName }), [themeName, setThemeName]);
  return <ThemeNameContext.Provider value={value}>{children}</ThemeNameContext.Provider>;
}

export function useThemeName(): ThemeNameState {
  const state = useContext(ThemeNameContext);
  if (!state) throw new Error('useThemeName must be used inside ThemeNameProvider');
  return state;
}
