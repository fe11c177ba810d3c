import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { holidayRegionChoices } from './holidayRegions';

describe('holiday regions of a branch', () => {
  it('offers the nine Bundesländer by their codes, in German', () => {
    expect(holidayRegionChoices.map((choice) => [choice.id, i18nProvider.translate(choice.name)])).toEqual([
      ['1', 'Burgenland'],
      ['2', 'Kärnten'],
      ['3', 'Niederösterreich'],
      ['4', 'Oberösterreich'],
      ['5', 'Salzburg'],
      ['6', 'Steiermark'],
      ['7', 'Tirol'],
      ['8', 'Vorarlberg'],
      ['9', 'Wien'],
    ]);
    expect(i18nProvider.translate('resources.branches.fields.isPatronDayOff')).toBe('Landespatron arbeitsfrei');
  });
});
