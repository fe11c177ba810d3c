/**
 * A cart item: the contract fields of an order item (contracts/README.md "Cart item") plus display
 * data kept beside them (product name, description and price at the time of adding, upload file
 * names). `toOrderItems` in features/cart strips the display data for POST /api/orders.
 */

/** An uploaded file as the item keeps it for display. */
export interface UploadedFile {
  id: number;
  filename: string;
  publicHash: string;
  version: number;
  extension: string;
  mimeType: string;
}

export type CartPartChoice = { options: number[] } | { text: string } | { uploads: number[]; files: UploadedFile[] };

export interface CartItem {
  product: number;
  /** decimal string in shortest notation ("1.5") */
  amount: string;
  unit: string | null;
  parts: CartPartChoice[];
  /** the product as it was when added; an item whose product changed is removed (spec §4 Cart) */
  name: string;
  description: string;
  price: string;
}

/** /upload/{publicHash}/preview/{id}-{version}.jpg */
export function uploadPreviewUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;
}
