import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and safe links', () => {
    expect(
      sanitizeHtml(
        '<p class="x">Frisch <strong>gebacken</strong> <a href="https://example.com" onclick="x()">hier</a></p>',
      ),
    ).toBe('<p>Frisch <strong>gebacken</strong> <a href="https://example.com" rel="noopener noreferrer">hier</a></p>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    expect(
      sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a>'),
    ).toBe('<a>x</a>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><section>Text</section></div>')).toBe('Text');
  });
});
