import { type CampaignPreviewItem, previewCampaignCreatives } from '@adcontrol/domain/campaigns/contracts';
import type {
  PreviewBannerRequest,
  PreviewInterstitialRequest,
  PreviewResponse,
} from '@adcontrol/domain/creatives/contracts';
import {
  previewBanner,
  previewInterstitial,
  previewPush,
  previewVideo,
} from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { listCampaignCreatives } from '../campaigns/service';
import { actorOf } from '../scope/actor';
import { renderBanner, renderInterstitial, renderPush, renderVideo } from './render';
import { TagFetchError, withTagHtml } from './tag-html';

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

// A tag that is only an address shows the HTML there, or says it could not be fetched (decision 047).
const bannerPreview = async (body: PreviewBannerRequest) =>
  renderBanner(body.image?.trim() ? body : await withTagHtml(body));
const interstitialPreview = async (body: PreviewInterstitialRequest) =>
  renderInterstitial(
    body.vastString?.trim() || body.html?.trim() || body.image?.trim() ? body : await withTagHtml(body),
  );

/** A saved creative's preview, its tag's address read as the wizard's preview reads it (decision 047). */
async function previewOf(creative: Creative): Promise<PreviewResponse | null> {
  switch (creative.format) {
    case 'push':
      return renderPush({
        title: orUndefined(creative.title),
        subtitle: orUndefined(creative.subtitle),
        image: orUndefined(creative.image),
        logo: orUndefined(creative.logo),
      });
    case 'video':
      return creative.video ? renderVideo({ video: creative.video, link: orUndefined(creative.link) }) : null;
    case 'banner':
      return bannerPreview({
        image: orUndefined(creative.image),
        tag: orUndefined(creative.tag),
        link: orUndefined(creative.link),
        width: orUndefined(creative.width),
        height: orUndefined(creative.height),
      });
    case 'interstitial':
      return interstitialPreview({
        image: orUndefined(creative.image),
        html: orUndefined(creative.html),
        tag: orUndefined(creative.tag),
        link: orUndefined(creative.link),
        vastString: creative.vast ? orUndefined(creative.vastString) : undefined,
      });
  }
}

/** One creative's own result in the campaign's list: its preview, or why it has none (decision 047). */
async function listItemOf(creative: Creative, log: FastifyBaseLogger): Promise<CampaignPreviewItem> {
  const about = { creativeId: creative.id, format: creative.format };
  try {
    const preview = await previewOf(creative);
    if (preview) return { ...about, ...preview };
  } catch (error) {
    if (error instanceof TagFetchError) {
      return { ...about, error: { code: 'HTML_FETCH_FAILED', message: error.message } };
    }
    if (!(error instanceof AppError)) log.error({ err: error, creativeId: creative.id }, 'preview failed');
  }
  return { ...about, error: { code: 'NO_PREVIEW', message: 'This creative has nothing to preview yet' } };
}

/** SPEC 7's preview calls (docs/decisions/022). */
export async function previewRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { db } = database;
  router.route(previewPush, async ({ body }) => renderPush(body));
  router.route(previewVideo, async ({ body }) => renderVideo(body));
  router.route(previewBanner, async ({ body }) => bannerPreview(body));
  router.route(previewInterstitial, async ({ body }) => interstitialPreview(body));
  router.route(previewCampaignCreatives, async ({ params, caller, request }) => {
    const creatives = await listCampaignCreatives(db, await actorOf(db, request, caller), params.id);
    return Promise.all(creatives.map((creative) => listItemOf(creative, request.log)));
  });
}
