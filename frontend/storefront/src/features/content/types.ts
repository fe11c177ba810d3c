/** The content documents of the website builder as the public API answers them (backend/cms/schema.py, camelCase). */
import type { components } from '@bestellwerk/common/api/schema.gen';

export type PublicSite = components['schemas']['PublicSite'];
export type PublicNode = components['schemas']['PublicNode'];

export interface ImageRef {
  id: number;
  version: number;
  extension: string;
  alt?: string;
}

export interface FileRef extends ImageRef {
  publicHash?: string;
}

export type ContentLink =
  | { type: 'site'; label?: string; site: number; suffix?: string }
  | { type: 'internal'; label?: string; to: string }
  | { type: 'external'; label?: string; href: string; target?: '_self' | '_blank' }
  | { type: 'file'; label?: string; file: FileRef | null }
  | { type: 'email'; label?: string; mailto: string }
  | { type: 'phone'; label?: string; phone: string }
  | { type: 'form'; label?: string; form: number };

export type Media =
  | { type: 'image'; image: ImageRef | null }
  | {
      type: 'video';
      video: FileRef | null;
      poster?: ImageRef | null;
      isAutoplay?: boolean;
      isMuted?: boolean;
      isControllable?: boolean;
      isLooped?: boolean;
    }
  | { type: 'gif'; interval?: number; images?: ImageRef[] }
  | {
      type: 'screenshots';
      interval?: number;
      images?: ImageRef[];
      animationStyle?: 'slide' | 'fade';
      backgroundColor?: string;
      borderColor?: string;
    }
  | {
      type: 'slices';
      interval?: number;
      images?: ImageRef[];
      columns?: number;
      rows?: number;
      colorFrom?: string;
      colorTo?: string;
    };

export interface Column {
  wysiwyg?: string;
  image?: ImageRef | null;
  links?: ContentLink[];
  body?: Block[];
}

export interface MapMarker {
  title: string;
  description?: string;
  lat: number;
  lng: number;
  videos?: FileRef[];
  images?: ImageRef[];
}

export interface LeadStory {
  shortTitle?: string;
  title?: string;
  introduction?: string;
  media?: Media[];
  reference?: number | null;
}

export type Block =
  | { type: 'gallery'; variant?: number | string; images?: ImageRef[] }
  | { type: 'logoScroller'; categories?: { label?: string; logos?: ImageRef[] }[] }
  | { type: 'claimScroller'; mainWord: string; secondaryWords?: string[] }
  | { type: 'numberFact'; label: string; value: string }
  | {
      type: 'columns';
      layout?: { flexDirection?: string; alignItems?: string };
      columns?: Column[];
    }
  | { type: 'accordion'; items?: { title: string; content?: string }[] }
  | { type: 'map'; geolocation?: unknown; markers?: MapMarker[] }
  | {
      type: 'mashup';
      variant?: 'mediaLeft' | 'mediaRight';
      wysiwyg?: string;
      links?: ContentLink[];
      media?: Media | null;
    }
  | { type: 'leadArticlesOverview'; stories?: LeadStory[] }
  | { type: 'storiesOverview'; title?: string; tags?: number[] }
  | { type: 'tagsOverview'; title?: string }
  | { type: 'hr' }
  | { type: 'spacer'; size?: number }
  | { type: 'negativeSpacer'; size?: number }
  | { type: 'block'; block: number };

export type StoryAttribute =
  | { type: 'client'; name: string; city?: string; country?: string }
  | { type: 'partner'; name: string; city?: string; country?: string }
  | { type: 'customText'; label?: string; value: string }
  | { type: 'customLinks'; label?: string; links?: ContentLink[] };

export interface StoryContent {
  shortTitle?: string;
  title?: string;
  introduction?: string;
  thumbnailImage?: ImageRef | null;
  titleImage?: ImageRef | null;
  weight?: number;
  tags?: number[];
  storyAttributes?: StoryAttribute[];
  body?: Block[];
}

export interface TagContent {
  name: string;
  image?: ImageRef | null;
  weight?: number;
  wysiwyg?: string;
  body?: Block[];
}

export interface FormContent {
  name: string;
  isInFooter?: boolean;
}

export function storyContent(site: Pick<PublicSite, 'content'>): StoryContent {
  return site.content as StoryContent;
}

export function tagContent(node: Pick<PublicNode, 'content'>): TagContent {
  return node.content as unknown as TagContent;
}
