import { ChristmasToggle } from '../../../components/ChristmasToggle';
import { useChristmasSeason } from '../../../lib/christmas';
import { ThemePicker } from './ThemePicker';

/** The theme picker; inside the Christmas window (lib/christmas) the Christmas toggle takes its place (spec §4). */
export function SeasonalThemePicker(props: { name?: string; count?: number }) {
  return useChristmasSeason() ? <ChristmasToggle /> : <ThemePicker {...props} />;
}
