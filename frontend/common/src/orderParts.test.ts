import { describe, expect, it } from 'vitest';

import { partLines } from './orderParts';

describe('partLines', () => {
  it('names chosen options and texts per part and leaves out parts without a choice', () => {
    expect(
      partLines({
        parts: [
          { name: 'Beilage', type: 'select', options: [1], names: ['Pommes'] },
          { name: 'Extras', type: 'multiselect', options: [0, 2], names: ['Ketchup', 'Mayo'] },
          { name: 'Wunschtext', type: 'text', text: '  Alles Gute ' },
          { name: 'Soße', type: 'select', options: [], names: [] },
          { type: 'text', text: 'ohne Namen' },
        ],
      }),
    ).toEqual(['Beilage: Pommes', 'Extras: Ketchup, Mayo', 'Wunschtext: Alles Gute', 'ohne Namen']);
    expect(partLines({ parts: null })).toEqual([]);
  });
});
