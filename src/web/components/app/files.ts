/** Browser-side helpers of the file pickers (no DOM needed except `readAsDataUrl`). */

/** Whether a chosen file has one of the accepted types and holds 1 to `maxBytes` bytes. */
export function checkFile(
  file: { type: string; size: number },
  types: readonly string[],
  maxBytes: number,
): boolean {
  return types.includes(file.type) && file.size > 0 && file.size <= maxBytes;
}

/** 'at most 300 KB' / 'at most 5 MB': a size limit as the hints under the pickers say it. */
export function sizeLimit(maxBytes: number): string {
  const mb = maxBytes / 1024 / 1024;
  return mb >= 1 ? `at most ${mb} MB` : `at most ${Math.round(maxBytes / 1024)} KB`;
}

/** The line over an upload's progress bar: 'Uploading… 42%' until every byte is sent, then 'Saving…'. */
export function uploadLabel(progress: number): string {
  return progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Saving…';
}

/** Reads a chosen file as a `data:<mime>;base64,...` URL, the form uploads travel in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
