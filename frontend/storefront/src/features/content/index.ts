export { useSiteLookup, useTags } from './api/sites';
export { Blocks } from './components/Blocks';
export { SitePage } from './components/SitePage';
export { TagPage } from './components/TagPage';
export { siteDescription, siteHeading } from './pageHead';
export { tagPageTitle } from './tags';
export { tagContent } from './types';
export type { Block, PublicSite } from './types';
