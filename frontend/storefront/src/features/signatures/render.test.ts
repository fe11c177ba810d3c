import { describe, expect, it } from 'vitest';

import { clampWidth, fontStylesheetUrl, signatureHtml } from './render';

describe('the signature HTML', () => {
  it('is between 820 and 1400 pixels wide', () => {
    expect(clampWidth(100)).toBe(820);
    expect(clampWidth(900)).toBe(948);
    expect(clampWidth(5000)).toBe(1400);
  });

  it('loads the font from the shop (cms Font)', () => {
    expect(fontStylesheetUrl('DejaVu Sans Mono')).toBe('/fonts/google/DejaVu+Sans+Mono/style-regular.embed.css');
  });

  it('puts the image and the links into a table of that width, escaped', () => {
    const html = signatureHtml(
      { id: 1, name: 'Huber & <Söhne>', email: 'office@example.com', phone: '+43 1 2345678' },
      { src: 'data:image/png;base64,AAA', width: 820, height: 112 },
    );

    expect(html).toBe(
      '<table cellpadding="0" cellspacing="0" border="0" width="820" style="width:820px;border-collapse:collapse">' +
        '<tr><td><img src="data:image/png;base64,AAA" width="820" height="112" alt="Huber &#38; &#60;Söhne&#62;" ' +
        'style="display:block;width:820px;height:112px;border:0"></td></tr>' +
        '<tr><td style="padding:4px 24px;font-family:Arial,sans-serif;font-size:14px">' +
        '<a href="mailto:office@example.com">office@example.com</a> · <a href="tel:+4312345678">+43 1 2345678</a>' +
        '</td></tr></table>',
    );
  });
});
