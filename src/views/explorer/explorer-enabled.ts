// Issue 6: the Explorer is on in development; in a production build the server says (FLOW_EXPLORER=1).
let answer: Promise<boolean> | undefined;

export function explorerEnabled(dev: boolean = import.meta.env.DEV, fetcher: typeof fetch = fetch): Promise<boolean> {
  // one promise for the page's lifetime: React's use() needs the same promise on every render
  answer ??= dev
    ? Promise.resolve(true)
    : fetcher('/api/flows/v1/config', { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ enabled?: unknown }>) : { enabled: false }))
        .then((body) => body.enabled === true)
        .catch(() => false);
  return answer;
}
