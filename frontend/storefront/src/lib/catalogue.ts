/**
 * Catalogue shapes of the public menu (generated OpenAPI types) and the URLs of their images
 * (spec §2 "Files and images", §9 image widths).
 */
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { PricedProduct } from '@bestellwerk/common/rules/pricing';

type Schemas = components['schemas'];

export type Product = Schemas['PublicProduct'];
export type Category = Schemas['Category'];
export type PublicMenu = Schemas['PublicMenu'];
export type CatalogEntry = Schemas['PublicCatalogEntry'];
export type Image = Schemas['Image'];
export type Upload = Schemas['Upload'];
export type DeliveryAreaDto = Schemas['DeliveryArea'];

/** Widths of the resized variants in pixels (spec §9). */
export const IMAGE_WIDTHS = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

function fileName(image: Image): string {
  return `${image.id}-${image.version}.${image.extension}`;
}

/** /image/product/{id}-{version}.{ext} */
export function productImageUrl(image: Image): string {
  return `/image/product/${fileName(image)}`;
}

/** /image/category/{id}-{version}.{ext} */
export function categoryImageUrl(image: Image): string {
  return `/image/category/${fileName(image)}`;
}

/** /image/{size}/{id}-{version}.{ext} */
export function resizedImageUrl(image: Image, size: ImageSize): string {
  return `/image/${size}/${fileName(image)}`;
}

/** A srcset of the resized variants up to `largest`, for the browser to pick by width. */
export function imageSrcSet(image: Image, largest: ImageSize = 'medium'): string {
  const sizes = (Object.keys(IMAGE_WIDTHS) as ImageSize[]).filter(
    (size) => IMAGE_WIDTHS[size] <= IMAGE_WIDTHS[largest],
  );
  return sizes.map((size) => `${resizedImageUrl(image, size)} ${IMAGE_WIDTHS[size]}w`).join(', ');
}

/** The product as the ordering rules read it (the API leaves `unit` optional; its default is piece). */
export function pricedProduct(product: Product): PricedProduct {
  return { ...product, unit: product.unit || 'piece' } as PricedProduct;
}

/** Every product of the menu by id (a product in several categories appears once). */
export function menuProducts(menu: PublicMenu | undefined): Map<number, Product> {
  const products = new Map<number, Product>();
  for (const entry of menu?.catalog ?? []) {
    for (const product of entry.products) products.set(product.id, product);
  }
  return products;
}
