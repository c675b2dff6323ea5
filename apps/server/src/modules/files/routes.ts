import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app';
import { sendEnvelope } from '../../plugins/errors';
import { createFileStorage } from './create-file-storage';
import { isPublicFolder } from './public-files';
import { isSafeKey } from './storage';

const fileParams = z.object({ folder: z.string(), name: z.string() });

/** Types a browser shows inline; anything else (work-order documents) is offered as a download. */
const INLINE_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'video/mp4', 'video/webm'];

/**
 * GET /api/files/:folder/:name serves the stored files of public folders (avatars, campaign uploads). A name is never reused
 * (a new upload gets a new one), so browsers may keep a file for a year; `nosniff` and a closed CSP keep a
 * file from ever being read as anything but its stored type.
 */
export function registerFileRoutes(api: FastifyInstance, { config }: Pick<AppDependencies, 'config'>): void {
  const storage = createFileStorage(config);
  api.get(
    '/files/:folder/:name',
    {
      schema: {
        tags: ['Files'],
        summary: 'A stored public file (avatars, campaign uploads), by the address an upload answered',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params as z.infer<typeof fileParams>;
      const key = `${folder}/${name}`;
      const file = isPublicFolder(folder) && isSafeKey(key) ? await storage.get(key) : null;
      if (!file)
        return sendEnvelope(reply, 404, { success: false, code: 'NOT_FOUND', message: 'File not found' });
      if (!INLINE_TYPES.includes(file.contentType)) reply.header('content-disposition', 'attachment');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
}
