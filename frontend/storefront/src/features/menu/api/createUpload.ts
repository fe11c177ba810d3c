import { apiFetch } from '@bestellwerk/common/api/client';

import type { Upload } from '../../../lib/catalogue';

export type UploadPurpose = 'image' | 'file';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/uploads with the file as a data URL: {data, filename, purpose} → {id, version, extension, publicHash, mimeType}. */
export async function createUpload(file: File, purpose: UploadPurpose): Promise<Upload> {
  const data = await readAsDataUrl(file);
  return apiFetch<Upload>('/api/uploads', { method: 'POST', body: { data, filename: file.name, purpose } });
}
