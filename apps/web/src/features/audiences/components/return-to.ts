/**
 * Campaign creation opens the builder to make an audience and expects to get it back. It says where to return
 * with `state.returnTo` (a router navigation) or `?returnTo=` (a link); only paths of this app are followed.
 */
export function returnTargetOf(location: { state: unknown; search: string }): string | null {
  const state = location.state as { returnTo?: unknown } | null;
  const target =
    typeof state?.returnTo === 'string'
      ? state.returnTo
      : new URLSearchParams(location.search).get('returnTo');
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** The return path with the new audience's id added: `/campaigns/create?audienceId=42`. */
export function withAudienceId(target: string, id: number): string {
  const url = new URL(target, 'http://app.invalid');
  url.searchParams.set('audienceId', String(id));
  return `${url.pathname}${url.search}${url.hash}`;
}
