import { Link } from '../../../lib/router';
import { telHref } from '../../../lib/tel';
import { messages } from '../messages';
import type { ContentLink as LinkData, PublicSite } from '../types';
import styles from './Content.module.css';

interface ContentLinkProps {
  link: LinkData;
  sites: readonly PublicSite[] | undefined;
  className?: string;
}

/** Where a link goes: null when its target is gone (an unpublished site, a missing file). */
export function linkTarget(link: LinkData, sites: readonly PublicSite[] | undefined): string | null {
  switch (link.type) {
    case 'site': {
      const site = sites?.find((candidate) => candidate.id === link.site);
      return site ? `/${site.path}${link.suffix ?? ''}` : null;
    }
    case 'internal':
      return link.to;
    case 'external':
      return link.href;
    case 'file':
      return link.file?.publicHash
        ? `/upload/${link.file.publicHash}/${link.file.id}-${link.file.version}.${link.file.extension}`
        : null;
    case 'email':
      return `mailto:${link.mailto}`;
    case 'phone':
      return telHref(link.phone);
    case 'form':
      // contract C3: the forms feature opens its overlay on this hash
      return `#formular-${link.form}`;
  }
}

function fallbackLabel(link: LinkData): string {
  switch (link.type) {
    case 'email':
      return link.mailto;
    case 'phone':
      return link.phone;
    case 'external':
      return link.href;
    default:
      return '';
  }
}

/** One of the seven link kinds (site, internal, external, file, email, phone, form). */
export function ContentLink({ link, sites, className = styles.linkButton }: ContentLinkProps) {
  const target = linkTarget(link, sites);
  const label = link.label || fallbackLabel(link);
  if (!target || !label) return null;
  if (link.type === 'site' || link.type === 'internal') {
    return (
      <Link to={target} className={className}>
        {label}
      </Link>
    );
  }
  const newTab = link.type === 'external' && link.target !== '_self';
  return (
    <a
      href={target}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(link.type === 'file' ? { download: '' } : {})}
    >
      {label}
      {newTab && <span className="visually-hidden"> {messages.blocks.externalLink}</span>}
      {link.type === 'file' && link.file && (
        <span className="visually-hidden"> {messages.blocks.download(link.file.extension)}</span>
      )}
    </a>
  );
}

export function LinkList({
  links,
  sites,
}: {
  links: readonly LinkData[] | undefined;
  sites: readonly PublicSite[] | undefined;
}) {
  if (!links?.length) return null;
  return (
    <p className={styles.links}>
      {links.map((link, index) => (
        <ContentLink key={index} link={link} sites={sites} />
      ))}
    </p>
  );
}
