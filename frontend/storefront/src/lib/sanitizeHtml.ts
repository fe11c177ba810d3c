/**
 * Allow-list sanitiser for editor HTML (the config description is HTML, spec "Division page").
 * The server sanitises too; this keeps the browser safe whatever it receives.
 */

const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BLOCKQUOTE',
  'BR',
  'EM',
  'H2',
  'H3',
  'H4',
  'I',
  'LI',
  'OL',
  'P',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
  'UL',
]);
/** Dropped with their content. */
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function cleanChildren(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    if (DROPPED_TAGS.has(element.tagName)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (!ALLOWED_TAGS.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const href = element.tagName === 'A' ? element.getAttribute('href')?.trim() : undefined;
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    if (href && SAFE_HREF.test(href)) {
      element.setAttribute('href', href);
      if (/^https?:/i.test(href)) element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
