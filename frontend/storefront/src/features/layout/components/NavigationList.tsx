import type { NavigationItem } from '../../../api/contentShell';
import { Link, useLocation } from '../../../lib/router';
import { messages } from '../../../messages';
import { internalPath, itemState } from '../navigation';

interface NavigationListProps {
  items: readonly NavigationItem[];
  className?: string;
  classNames: { item?: string; active?: string; childActive?: string; children?: string };
}

/** One navigation's items with their children nested; home, site and branch go inside the app, links open a new tab. */
export function NavigationList({ items, className, classNames }: NavigationListProps) {
  const { pathname } = useLocation();
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const state = itemState(item, pathname);
        const stateClass =
          state === 'active' ? classNames.active : state === 'childActive' ? classNames.childActive : '';
        const path = internalPath(item.href);
        return (
          <li key={index} className={`${classNames.item ?? ''} ${stateClass ?? ''}`}>
            {path !== null ? (
              <Link to={item.href!} aria-current={state === 'active' ? 'page' : undefined}>
                {item.label}
              </Link>
            ) : item.href ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <span className="visually-hidden"> {messages.footer.externalLink}</span>
              </a>
            ) : (
              <span>{item.label}</span>
            )}
            {item.children && item.children.length > 0 && (
              <NavigationList items={item.children} className={classNames.children} classNames={classNames} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
