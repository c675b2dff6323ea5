import { previewCampaignCreatives } from '@adcontrol/domain/campaigns/contracts';
import type { PreviewResponse } from '@adcontrol/domain/creatives/contracts';
import {
  previewBanner,
  previewInterstitial,
  previewPush,
  previewVideo,
} from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { listCampaignCreatives } from '../campaigns/service';
import { actorOf } from '../scope/actor';
import { renderBanner, renderInterstitial, renderPush, renderVideo } from './render';
import { withTagHtml } from './tag-html';

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

/** A saved creative's preview; one that cannot show (a video without its file) has none. */
function previewOf(creative: Creative): PreviewResponse | null {
  try {
    switch (creative.format) {
      case 'push':
        return renderPush({
          title: orUndefined(creative.title),
          subtitle: orUndefined(creative.subtitle),
          image: orUndefined(creative.image),
          logo: orUndefined(creative.logo),
        });
      case 'video':
        return creative.video
          ? renderVideo({ video: creative.video, link: orUndefined(creative.link) })
          : null;
      case 'banner':
        return renderBanner({
          image: orUndefined(creative.image),
          tag: orUndefined(creative.tag),
          link: orUndefined(creative.link),
          width: orUndefined(creative.width),
          height: orUndefined(creative.height),
        });
      case 'interstitial':
        return renderInterstitial({
          image: orUndefined(creative.image),
          html: orUndefined(creative.html),
          tag: orUndefined(creative.tag),
          link: orUndefined(creative.link),
          vastString: creative.vast ? orUndefined(creative.vastString) : undefined,
        });
    }
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** SPEC 7's preview calls (docs/decisions/022). */
export function registerPreviewRoutes(router: ContractRouter, { database }: AppDependencies): void {
  const { db } = database;
  router.route(previewPush, async ({ body }) => renderPush(body));
  router.route(previewVideo, async ({ body }) => renderVideo(body));
  // A tag that is only an address shows the HTML there, or says it could not be fetched (decision 047).
  router.route(previewBanner, async ({ body }) =>
    renderBanner(body.image?.trim() ? body : await withTagHtml(body)),
  );
  router.route(previewInterstitial, async ({ body }) =>
    renderInterstitial(
      body.vastString?.trim() || body.html?.trim() || body.image?.trim() ? body : await withTagHtml(body),
    ),
  );
  router.route(previewCampaignCreatives, async ({ params, caller, request }) => {
    const creatives = await listCampaignCreatives(db, await actorOf(db, request, caller), params.id);
    return creatives.flatMap((creative) => {
      const preview = previewOf(creative);
      return preview ? [{ ...preview, creativeId: creative.id, format: creative.format }] : [];
    });
  });
}
