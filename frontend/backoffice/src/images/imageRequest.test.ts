import { describe, expect, it } from 'vitest';
import { toImageCreateRequest, toImageUpdateRequest } from './imageRequest';

const file = { data: 'data:image/png;base64,iVBORw==', filename: 'semmel.png' };

describe('image requests', () => {
  it('uploads the chosen file with its alt text', () => {
    expect(toImageCreateRequest({ alt: 'Frische Semmel', file })).toEqual({
      data: 'data:image/png;base64,iVBORw==',
      filename: 'semmel.png',
      alt: 'Frische Semmel',
    });
  });

  it('changes only the alt text unless a new file was chosen', () => {
    const record = { id: 4, version: 2, extension: 'png', alt: 'Semmel', url: '/image/4-2.png', file: null };
    expect(toImageUpdateRequest(record)).toEqual({ alt: 'Semmel' });
    expect(toImageUpdateRequest({ ...record, file })).toEqual({
      alt: 'Semmel',
      data: 'data:image/png;base64,iVBORw==',
      filename: 'semmel.png',
    });
  });
});
