import {
  CAMPAIGN_UPLOADS,
  type UploadedFile,
  type UploadedVideo,
  uploadFile,
  uploadVideo,
} from '@adcontrol/domain/campaigns/draft-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import type { VideoKind } from '@adcontrol/domain/rules/video';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

/** A creative image, logo or GIF (field `file`): the server checks it by content and re-encodes it. */
export function uploadCreativeImage(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append(CAMPAIGN_UPLOADS.image.field, file);
  // The contract declares no text fields, so its request type has no body; the file still travels as one.
  return callEndpoint(uploadFile, { body } as unknown as RequestOf<typeof uploadFile>);
}

/** A creative video (field `video`); `kind` sets the length limit the server applies (13 s push, 2 min video). */
export function uploadCreativeVideo(file: File, kind: VideoKind): Promise<UploadedVideo> {
  const body = new FormData();
  body.append('kind', kind);
  body.append(CAMPAIGN_UPLOADS.video.field, file);
  return callEndpoint(uploadVideo, { body });
}

/** What an upload field takes: a picture, or a video with the limit of its kind. */
export type MediaKind = 'image' | VideoKind;

export function useMediaUpload(kind: MediaKind) {
  return useMutation({
    mutationKey: [kind === 'image' ? uploadFile.operationId : uploadVideo.operationId, kind],
    mutationFn: (file: File): Promise<UploadedFile | UploadedVideo> =>
      kind === 'image' ? uploadCreativeImage(file) : uploadCreativeVideo(file, kind),
  });
}
