/** A file's (or a disk's) size as a person reads it: `340KB`, `2.4MB`, `20MB`, `82.5GB` (at least 1KB). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  if (bytes < 1024 ** 3) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')}MB`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')}GB`;
}
