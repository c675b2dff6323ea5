/** `/campaigns/:id/status` with `{ id: 7 }` gives `/campaigns/7/status`. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Query text for a client call; objects and arrays travel as JSON, matching `jsonParam` on the server. */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}
