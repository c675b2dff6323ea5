import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'adcontrol-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@demo.adcontrol.test', password: 'demo-password' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { authToken: string; refreshToken: string };
}

describe('restarting the app', () => {
  it('keeps its data: a session made before the restart still refreshes after it', async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toContain('Demo accounts');
    const session = await signIn(first.baseUrl);
    await first.stop();

    const second = await startServer(dataDir);
    try {
      const health = await (await fetch(`${second.baseUrl}/api/health`)).json();
      expect(health.database).toMatchObject({ driver: 'pglite', migrationsPending: 0 });

      const refreshed = await fetch(`${second.baseUrl}/api/auth/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      expect(refreshed.status).toBe(200);
      expect((await refreshed.json()).refreshToken).not.toBe(session.refreshToken);
    } finally {
      await second.stop();
    }
  });
});
