import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('file sizes in German', () => {
  it.each([
    [0, '0 Byte'],
    [1023, '1023 Byte'],
    [1024, '1 KB'],
    [12_595, '12,3 KB'],
    [4_718_592, '4,5 MB'],
  ])('%i bytes are %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
