import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { branchListLabel } from './branchLabel';

const names = new Map([
  [1, 'Kornfeld Wirtshaus Mariahilf'],
  [4, 'Kornfeld Online-Shop'],
]);
const others = (count: number) => i18nProvider.translate('bestellwerk.otherBranches', { smart_count: count });

describe('branch names in lists', () => {
  it('names the branches in reach and gives the others a neutral label, never a raw id', () => {
    expect(branchListLabel([1, 2], names, others)).toBe('Kornfeld Wirtshaus Mariahilf, Andere Filiale');
    expect(branchListLabel([3, 4, 5], names, others)).toBe('Kornfeld Online-Shop, 2 andere Filialen');
    expect(branchListLabel([4, 1], names, others)).toBe('Kornfeld Online-Shop, Kornfeld Wirtshaus Mariahilf');
    expect(branchListLabel([], names, others)).toBe('');
  });
});
