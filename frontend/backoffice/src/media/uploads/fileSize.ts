const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** "512 Byte", "12,3 KB", "4,5 MB" (1 KB = 1024 Byte). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
