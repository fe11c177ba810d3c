/** A link for a website as entered ("www.example.com" gets https://); null when it does not look like one. */
export function websiteHref(website: string): string | null {
  if (/^https?:\/\//i.test(website)) return website;
  return /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(website) ? `https://${website}` : null;
}
