import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendEnvelope } from '../../plugins/errors';
import { parseRangeHeader, resolveRange } from './byte-range';
import { isPublicFolder } from './public-files';
import { isSafeKey } from './storage';

const fileParams = z.object({ folder: z.string(), name: z.string() });

/** Types a browser shows inline; anything else (work-order documents) is offered as a download. */
const INLINE_TYPES = [
  'image/webp',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
];

/**
 * GET /api/files/:folder/:name serves the stored files of public folders (avatars, campaign uploads). A name is
 * never reused (a new upload gets a new one), so browsers may keep a file for a year; `nosniff` and a closed CSP keep a
 * file from ever being read as anything but its stored type. One byte range (`Range: bytes=a-b`) is answered
 * with 206, so a video can be played and sought in every browser.
 */
export async function fileRoutes(api: FastifyInstance): Promise<void> {
  const { storage } = api;
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
      const wanted = parseRangeHeader(request.headers.range);
      const pick = wanted ? (size: number) => resolveRange(wanted, size) : undefined;
      const file = isPublicFolder(folder) && isSafeKey(key) ? await storage.get(key, pick) : null;
      if (!file)
        return sendEnvelope(reply, 404, {
          success: false,
          code: 'NOT_FOUND',
          message: 'File not found',
          key: 'errors.fileNotFound',
        });
      if (!INLINE_TYPES.includes(file.contentType)) reply.header('content-disposition', 'attachment');
      reply.header('accept-ranges', 'bytes');
      if (wanted && !file.range) {
        file.body.destroy();
        reply.header('content-range', `bytes */${file.size}`);
        return sendEnvelope(reply, 416, {
          success: false,
          code: 'BAD_REQUEST',
          message: 'The requested range is outside the file',
          key: 'errors.rangeOutsideFile',
        });
      }
      if (file.range) {
        const { start, end } = file.range;
        reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      }
      const length = file.range ? file.range.end - file.range.start + 1 : file.size;
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(length))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
}
