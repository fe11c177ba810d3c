/**
 * Page titles and descriptions by the spec's rules ("Page titles"). Django renders the same values
 * into index.html for the first load; these keep them current on client-side navigation.
 */
import type { Branch, Config } from '@bestellwerk/common/api/types';
import { useEffect } from 'react';

import { messages } from '../messages';

type TitleFields = Pick<Config, 'seoTitle' | 'title' | 'shopName'>;
type DescriptionFields = Pick<Config, 'seoDescription' | 'description'>;

/** seoTitle, then title, then shopName. */
export function shopTitle(config: TitleFields | undefined): string {
  if (!config) return '';
  return config.seoTitle?.trim() || config.title?.trim() || config.shopName?.trim() || '';
}

/** seoDescription, then description (markup stripped). */
export function shopDescription(config: DescriptionFields | undefined): string {
  if (!config) return '';
  return stripMarkup(config.seoDescription?.trim() || config.description?.trim() || '');
}

export function divisionPageTitle(config: TitleFields | undefined): string {
  return shopTitle(config);
}

/** '{branch name} - {shop title}' */
export function branchPageTitle(branch: Pick<Branch, 'name'>, config: TitleFields | undefined): string {
  return messages.titles.page(branch.name, shopTitle(config));
}

/** '{legal page title} - {shop title}' */
export function legalPageTitle(title: string, config: TitleFields | undefined): string {
  return messages.titles.page(title, shopTitle(config));
}

export function notFoundPageTitle(config: TitleFields | undefined): string {
  return messages.titles.page(messages.notFound.title, shopTitle(config));
}

export function stripMarkup(html: string): string {
  if (!html.includes('<')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function setMeta(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/** Sets document.title (and the description meta tags Django rendered) while a page is shown. */
export function useDocumentHead(title: string, description?: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:description"]', description);
    setMeta('meta[name="twitter:description"]', description);
  }, [description]);
}
