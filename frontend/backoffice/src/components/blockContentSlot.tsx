/**
 * A slot for the website builder's block editor (cms/content), so an area that shows blocks (signage's scenes)
 * edits them with the same editor without importing cms: the app fills the slot (app/App.tsx), the area reads it.
 * Empty (in a test, or before the app set it): the area shows its own hint instead.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export interface BlockContentInputProps {
  /** the form field holding the blocks, e.g. 'content' */
  source: string;
  /** a message key or text heading the editor */
  label?: string;
}

/** Renders the block editor for a form field. */
export type RenderBlockContent = (props: BlockContentInputProps) => ReactNode;

export const BlockContentSlot = createContext<RenderBlockContent | null>(null);

/** The block editor the app lent, or null. */
export function useBlockContentInput(): RenderBlockContent | null {
  return useContext(BlockContentSlot);
}
