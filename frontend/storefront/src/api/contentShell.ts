/**
 * What the shell shows of the website builder's content on every page: the navigations (main in the
 * header, footer in the footer; the server resolves each item's address as `href`) and the forms flagged
 * for the footer ('Noch Fragen?', opened by the forms feature on '#formular-{id}', contract C3).
 */
import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import { useQuery } from '@tanstack/react-query';

export interface NavigationItem {
  type: 'home' | 'site' | 'branch' | 'link' | 'other';
  label: string;
  href?: string;
  children?: NavigationItem[];
}

export interface PublicNavigation {
  id: number;
  identifier: string;
  items: NavigationItem[];
}

export interface FooterForm {
  id: number;
  name: string;
}

const NAVIGATIONS = '/api/public/navigations';

export function useNavigation(identifier: 'main' | 'footer'): NavigationItem[] {
  const { data } = useQuery({
    queryKey: ['public', 'navigations'],
    queryFn: ({ signal }) => apiFetch<PublicNavigation[]>(NAVIGATIONS, { signal }),
    initialData: () => preloadedData<PublicNavigation[]>(NAVIGATIONS),
    staleTime: 5 * 60_000,
  });
  return data?.find((navigation) => navigation.identifier === identifier)?.items ?? [];
}

/** Fisher–Yates; the footer's forms come in random order (spec), drawn once per page load. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The public forms flagged isInFooter, in random order. */
export function useFooterForms(enabled = true): FooterForm[] {
  const { data } = useQuery({
    queryKey: ['public', 'nodes', 'form', 'footer'],
    queryFn: async ({ signal }) => {
      const nodes = await apiFetch<{ id: number; content: { name?: string; isInFooter?: boolean } }[]>(
        '/api/public/nodes?type=form',
        { signal },
      );
      return shuffle(
        nodes.filter((node) => node.content.isInFooter).map((node) => ({ id: node.id, name: node.content.name ?? '' })),
      );
    },
    staleTime: Infinity,
    enabled,
  });
  return data ?? [];
}
