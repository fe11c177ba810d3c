/**
 * Names for the image templates' shapes (docs/imaging.md), taken from the generated OpenAPI types
 * (frontend/common/src/api/schema.gen.ts); never hand-written.
 */
import type { components } from '@bestellwerk/common/api/schema.gen';

type Schemas = components['schemas'];

export type ImageTemplate = Schemas['ImageTemplate'];
/** A layer (bottom first in `layers`): the box, rotation and opacity of every kind, and its kind's fields. */
export type Layer = Schemas['ImageTemplateLayer'];
export type ImageLayer = Schemas['ImageLayer'];
export type TextLayer = Schemas['TextLayer'];
export type ShapeLayer = Schemas['ShapeLayer'];
export type LayerKind = Layer['kind'];
/** How an image layer names its library image ({id}, version and extension when the server knows them). */
export type LayerImage = Schemas['ImageRef'];

/** What the preview renders: the template as the form holds it, saved or not. */
export interface TemplateDraft {
  width: number;
  height: number;
  /** '#rrggbb' */
  background: string;
  /** bottom first, at most 30 */
  layers: Layer[];
}

/** POST /api/image-templates/{id}/generate; the answer is the new library image. */
export type GenerateRequest = Schemas['GenerateRequest'];
/** POST /api/image-templates/{id}/batches: a category's products or 1 to 200 products. */
export type BatchRequest = Schemas['BatchRequest'];
/** Typed values of the placeholders ({name}, {price}, …; `image`: a library image's id). */
export type PlaceholderValues = NonNullable<GenerateRequest['values']>;

/** A background job (GET /api/jobs/{id}); a batch's result lists the new library images' ids. */
export type Job = Schemas['Job'];
export type JobStatus = Schemas['JobStatusEnum'];
