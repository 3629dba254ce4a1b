// Issue 17: code chunks and catalogues arrive over the network after the first page; a dropped connection or a deploy that
// replaced the hashed files makes one fail. Such a load is tried once more; if it fails again it throws ResourceLoadError,
// which the route's error element shows as "could not load, reload the page" (src/views/app/load-error.tsx), never as
// the generic error page.

/** A chunk or catalogue that failed twice. */
export class ResourceLoadError extends Error {
  override readonly name = 'ResourceLoadError';
  constructor(
    readonly resource: string,
    override readonly cause: unknown,
  ) {
    super(`Could not load ${resource}`);
  }
}

export function isResourceLoadError(error: unknown): error is ResourceLoadError {
  return error instanceof ResourceLoadError;
}

/** how long to wait before the second try (a dropped connection often comes back within a moment) */
export const RETRY_DELAY_MS = 300;

/** Runs `load`; on failure waits `delayMs` and runs it once more; a second failure throws ResourceLoadError. */
export async function loadWithRetry<T>(
  resource: string,
  load: () => Promise<T>,
  delayMs: number = RETRY_DELAY_MS,
): Promise<T> {
  try {
    return await load();
  } catch {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      return await load();
    } catch (error) {
      throw new ResourceLoadError(resource, error);
    }
  }
}
