import type { HomeSummary } from '@adcontrol/domain/home/summary';
import { signIn, storedSession } from './session';

export interface PageUnderTest {
  /** Short name, for `BENCH_PAGES` and the tables. */
  key: string;
  name: string;
  path: string;
  /** Fresh localStorage for each load: signing in again keeps every run's tokens unused and valid. */
  storage: (baseUrl: string) => Promise<Record<string, string>>;
  /** The floor peer is measured beside the screens, not held to the budget. */
  isFloor?: boolean;
}

const ADMIN = 'admin@demo.adcontrol.test';
const PASSWORD = 'demo-password';

const signedIn = async (baseUrl: string) => storedSession(await signIn(baseUrl, ADMIN, PASSWORD));

/** The demo's campaign with most impressions in the admin's scope, as Home's top list has it. */
async function demoCampaignId(baseUrl: string): Promise<number> {
  const { authToken } = await signIn(baseUrl, ADMIN, PASSWORD);
  const response = await fetch(`${baseUrl}/api/home/summary`, {
    headers: { authorization: `Bearer ${authToken}` },
  });
  const id = response.ok ? ((await response.json()) as HomeSummary).top[0]?.id : undefined;
  if (!id) throw new Error(`no demo campaign with delivery (GET /api/home/summary: ${response.status})`);
  return id;
}

/**
 * The screens held to Lighthouse's 90 (decision 073), signed in as the demo admin but /login, and the floor:
 * the same build's shell with one card (`/floor`), what every signed-in screen costs at least.
 * `BENCH_PAGES=control,campaign` measures some of them (the floor always).
 */
export async function pagesUnderTest(baseUrl: string): Promise<PageUnderTest[]> {
  const wanted = process.env.BENCH_PAGES?.split(',').map((key) => key.trim());
  const all: PageUnderTest[] = [
    { key: 'floor', name: 'floor (shell + one card)', path: '/floor', storage: signedIn, isFloor: true },
    { key: 'login', name: '/login (signed out)', path: '/login', storage: async () => ({}) },
    { key: 'home', name: 'Home', path: '/', storage: signedIn },
    { key: 'control', name: 'Control', path: '/campaigns', storage: signedIn },
    {
      key: 'campaign',
      name: 'campaign page',
      path: `/campaigns/${await demoCampaignId(baseUrl)}`,
      storage: signedIn,
    },
    { key: 'audience', name: 'audience builder', path: '/audience/create', storage: signedIn },
  ];
  return all.filter((page) => page.isFloor || !wanted || wanted.includes(page.key));
}
