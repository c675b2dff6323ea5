import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Role } from '@adcontrol/domain/shared/enums';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

export type Part = { field: string; bytes: Uint8Array; name: string; type?: string };

export const picture = (width = 64, height = 48, background = '#ff0000') =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * The app and an advertiser who uploads, with the multipart post, the stored upload folder and the file
 * server's answers. It registers the file's `beforeAll` and `afterAll`; `testApp` is set once they ran.
 */
export function campaignUploads() {
  const me = { id: 0, role: 'advertiser' as Role };
  const uploads = {
    testApp: undefined as unknown as TestApp,

    async post(url: string, parts: Part[], fields: Record<string, string> = {}) {
      const settings = { secret: uploads.testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
      const token = await signAccessToken(settings, {
        accountId: me.id,
        role: me.role,
        actingAccountId: null,
      });
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const part of parts) {
        body.append(
          part.field,
          new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
          part.name,
        );
      }
      const options: InjectOptions = {
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body as unknown as InjectOptions['payload'],
      };
      return uploads.testApp.app.inject(options);
    },

    uploadsDir: () => join(uploads.testApp.config.dataDir, 'uploads', 'campaign-uploads'),
    stored: async () =>
      existsSync(uploads.uploadsDir()) ? (await readdir(uploads.uploadsDir())).sort() : [],
    served: (url: string) => uploads.testApp.app.inject({ method: 'GET', url }),
    urlPattern: (ext: string) => new RegExp(`^/api/files/campaign-uploads/${me.id}-[0-9a-f]{32}\\.${ext}$`),
  };

  beforeAll(async () => {
    uploads.testApp = await buildTestApp();
    me.id = (await createAccount(uploads.testApp.database.db, { role: 'advertiser' })).id;
  });
  afterAll(() => uploads.testApp.close());

  return uploads;
}
