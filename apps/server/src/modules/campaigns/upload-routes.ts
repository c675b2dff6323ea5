import {
  CAMPAIGN_UPLOADS,
  uploadFile,
  uploadVideo,
  uploadVideoRequest,
  uploadWorkOrder,
  uploadWorkOrderRequest,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { issueMessage } from '@adcontrol/domain/shared/issue-message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../auth/tokens';
import { readUpload } from '../files/multipart';
import { actorOf } from '../scope/actor';
import * as uploads from './uploads';

const { image, video, workOrder } = CAMPAIGN_UPLOADS;

/** The text fields of a multipart request, checked against the contract's schema (400 naming the field). */
function textFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue?.path[0] ?? '');
  throw new AppError('VALIDATION_FAILED', `${field}: ${issue?.message ?? 'is invalid'}`, {
    field,
    ...(issue ? issueMessage(issue) : { key: 'validation.invalid' }),
  });
}

/** The creative and work-order uploads of the campaign steps (docs/decisions/020). */
export async function campaignUploadRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, storage: files } = api;
  /** The account the files are named after: the one signed in (or impersonated), as stored now. */
  const owner = async (request: FastifyRequest, caller: Caller) =>
    (await actorOf(database.db, request, caller)).accountId;

  router.route(uploadFile, async ({ caller, request }) => {
    const { files: parts } = await readUpload(request, {
      maxBytes: { [image.field]: image.maxBytes },
      maxFiles: 1,
    });
    const [part] = parts;
    if (!part)
      throw new AppError('VALIDATION_FAILED', `${image.field}: is required`, {
        field: image.field,
        key: 'validation.required',
      });
    return uploads.uploadCreativeImage({ files, log: request.log }, await owner(request, caller), part);
  });

  router.route(uploadVideo, async ({ caller, request }) => {
    const upload = await readUpload(request, { maxBytes: { [video.field]: video.maxBytes }, maxFiles: 1 });
    const { kind } = textFields(uploadVideoRequest, upload.fields);
    const [part] = upload.files;
    if (!part)
      throw new AppError('VALIDATION_FAILED', `${video.field}: is required`, {
        field: video.field,
        key: 'validation.required',
      });
    return uploads.uploadCreativeVideo({ files, log: request.log }, await owner(request, caller), part, kind);
  });

  router.route(uploadWorkOrder, async ({ caller, request }) => {
    const upload = await readUpload(request, {
      maxBytes: { [workOrder.field]: workOrder.maxBytes, [video.field]: video.maxBytes },
      maxFiles: workOrder.maxFiles,
    });
    textFields(uploadWorkOrderRequest, upload.fields);
    const store = { files, log: request.log };
    const videos = upload.files.filter((part) => part.field === video.field);
    const [clip] = videos;
    if (!clip) return uploads.uploadWorkOrderDocuments(store, await owner(request, caller), upload.files);
    if (videos.length !== upload.files.length || videos.length > 1) {
      throw new AppError('VALIDATION_FAILED', `${video.field}: send one video alone, or documents in odt`, {
        field: video.field,
        key: 'campaigns.videoAlone',
      });
    }
    return [await uploads.uploadCreativeVideo(store, await owner(request, caller), clip, 'video')];
  });
}
