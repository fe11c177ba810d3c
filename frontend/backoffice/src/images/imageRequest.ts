import type { LibraryImage } from '../api/types';

/** A file chosen in the form, read as a data URL. */
export interface ChosenFile {
  data: string;
  filename: string;
}

export type ImageFormValues = Partial<LibraryImage> & { alt?: string; file?: ChosenFile | null };

/** POST /api/images: the file and its alt text. */
export function toImageCreateRequest(values: ImageFormValues) {
  return { data: values.file?.data ?? '', filename: values.file?.filename ?? '', alt: values.alt ?? '' };
}

/** PUT /api/images/{id}: the alt text, and the new file only when one was chosen (its version goes up). */
export function toImageUpdateRequest(values: ImageFormValues) {
  const alt = values.alt ?? '';
  return values.file ? { alt, data: values.file.data, filename: values.file.filename } : { alt };
}
