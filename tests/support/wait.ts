/** A change shows on the public pages within 5 seconds, with no rebuild and no restart (docs/requirements.md#public-pages). */
export const PUBLIC_WITHIN_MS = 5000;

/**
 * Polls `condition` every 50 ms until it holds; fails naming `what` when it still does not after `timeoutMs`
 * (by default the public pages' 5 s).
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = PUBLIC_WITHIN_MS,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
