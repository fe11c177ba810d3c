/**
 * The image templates' contract (docs/imaging.md), written by hand while the backend app `imaging` is built:
 * replace by the generated shapes (`components['schemas']['ImageTemplate']`, …) once openapi.yaml has them.
 */
import type { components } from '@bestellwerk/common/api/schema.gen';

export type LayerKind = 'image' | 'text' | 'shape';
export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** What every layer has: the editor's key, a name, the box in template pixels, rotation and opacity. */
export interface LayerBase {
  /** 1 to 40 characters, unique in the template */
  id: string;
  kind: LayerKind;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** degrees −360 to 360, about the box's centre */
  rotation: number;
  /** 0 to 100 % */
  opacity: number;
}

export interface ImageLayer extends LayerBase {
  kind: 'image';
  /** a library image's id, or null */
  image: number | null;
  /** 'image': filled when generating (the library image is the stand-in) */
  placeholder: '' | 'image';
  fit: 'cover' | 'contain';
}

export interface TextLayer extends LayerBase {
  kind: 'text';
  /** may hold placeholders in braces: 'Nur {price}' */
  text: string;
  /** a website builder font's id, or null for the bundled DejaVu Sans */
  font: number | null;
  /** px, 8 to 400 */
  size: number;
  color: string;
  align: 'left' | 'center' | 'right';
  /** % of the size, 80 to 300 */
  lineHeight: number;
  shrinkToFit: boolean;
}

export interface ShapeLayer extends LayerBase {
  kind: 'shape';
  shape: 'rectangle' | 'circle';
  color: string;
  /** rounded corners of a rectangle, px */
  radius: number;
}

export type Layer = ImageLayer | TextLayer | ShapeLayer;

/** What the preview renders: the template as the form holds it, saved or not. */
export interface TemplateDraft {
  width: number;
  height: number;
  /** '#rrggbb' */
  background: string;
  /** bottom first, at most 30 */
  layers: Layer[];
}

export interface ImageTemplate extends TemplateDraft {
  id: number;
  identifier: string;
  name: string;
  format: ImageFormat;
}

/** Typed values of the placeholders ({name}, {price}, …; `image`: a library image's id). */
export type PlaceholderValues = Record<string, string | number>;

/** POST /api/image-templates/{id}/generate */
export interface GenerateRequest {
  product?: number;
  site?: number;
  values?: PlaceholderValues;
  alt?: string;
}

/** POST /api/image-templates/{id}/batches: a category's products or 1 to 200 products. */
export type BatchRequest = { category: number } | { products: number[] };

/** A background job (GET /api/jobs/{id}); a batch's result lists the new library images' ids. */
export type Job = components['schemas']['Job'];
export type JobStatus = components['schemas']['JobStatusEnum'];
