import type {
  PreviewBannerRequest,
  PreviewInterstitialRequest,
  PreviewPushRequest,
  PreviewResponse,
  PreviewVideoRequest,
} from '@adcontrol/domain/creatives/contracts';
import { isMediaAddress, MEDIA_ADDRESS_MESSAGE } from '@adcontrol/domain/rules/media-address';
import { AppError } from '@adcontrol/domain/shared/app-error';

/**
 * Creative previews (docs/decisions/022): whole HTML documents the web app shows only inside
 * `<iframe sandbox="allow-scripts" srcdoc>`, never in its own origin (ARCHITECTURE 9). Every value is escaped
 * except third-party markup (a banner's tag, an interstitial's HTML), which is the creative itself; addresses
 * must be http(s) or the app's own files, so `javascript:` and `data:` never reach an attribute.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);

/** An address allowed in src/href (the rule a campaign save applies too), escaped; a 400 naming the field otherwise. */
export function safeUrl(value: string | null | undefined, field: string): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!isMediaAddress(url)) {
    throw new AppError('VALIDATION_FAILED', `${field}: ${MEDIA_ADDRESS_MESSAGE}`, {
      field,
      key: 'validation.webAddressOrFile',
    });
  }
  return escapeHtml(url);
}

/** Pages built only from our markup and escaped values may load media from anywhere, and run nothing. */
const OWN_MARKUP_POLICY =
  "default-src 'none'; img-src * data: blob:; media-src * blob:; style-src 'unsafe-inline'; font-src 'none'";

function page(body: string, style: string, policy: string | null): string {
  const csp = policy ? `<meta http-equiv="Content-Security-Policy" content="${policy}">` : '';
  return `<!doctype html><html><head><meta charset="utf-8">${csp}<meta name="viewport" content="width=device-width,initial-scale=1"><style>html,body{margin:0;padding:0;overflow:hidden;font-family:Roboto,system-ui,sans-serif}${style}</style></head><body>${body}</body></html>`;
}

const PHONE = { width: 360, height: 640 };

/** A push as Android shows it in the notification shade: app icon and name, title, text, big picture. */
export function renderPush(push: PreviewPushRequest): PreviewResponse {
  const logo = safeUrl(push.logo, 'logo');
  const image = safeUrl(push.image, 'image');
  const title = push.title ? escapeHtml(push.title) : '';
  const subtitle = push.subtitle ? escapeHtml(push.subtitle) : '';
  const icon = logo ? `<img class="icon" src="${logo}" alt="">` : '<span class="icon blank"></span>';
  const body = `<div class="shade"><div class="bar"><span>9:41</span><span>▾ 5G ▮</span></div>
<div class="card"><div class="head">${icon}<span class="app">Ad</span><span class="dot">·</span><span>now</span></div>
${title ? `<div class="title">${title}</div>` : ''}${subtitle ? `<div class="text">${subtitle}</div>` : ''}
${image ? `<img class="picture" src="${image}" alt="">` : ''}</div></div>`;
  const style = `body{background:#101418;color:#e6e1e5}.shade{width:${PHONE.width}px;height:${PHONE.height}px;box-sizing:border-box;padding:8px 10px;background:linear-gradient(#1d2733,#0e1217)}
.bar{display:flex;justify-content:space-between;font-size:13px;color:#cfd8dc;padding:4px 6px 12px}
.card{background:#2b2f36;border-radius:22px;padding:14px 16px;box-shadow:0 2px 6px rgba(0,0,0,.4)}
.head{display:flex;align-items:center;gap:6px;font-size:12px;color:#b0bec5}.icon{width:20px;height:20px;border-radius:50%;object-fit:cover}
.blank{display:inline-block;background:#546e7a}.app{color:#e0e0e0}.title{font-weight:600;font-size:15px;margin-top:8px;word-wrap:break-word}
.text{font-size:14px;color:#cfd8dc;margin-top:2px;word-wrap:break-word}.picture{display:block;width:100%;max-height:180px;object-fit:cover;border-radius:12px;margin-top:10px}`;
  return { html: page(body, style, OWN_MARKUP_POLICY), ...PHONE };
}

/** A video creative: the player, and the button its link opens. */
export function renderVideo(video: PreviewVideoRequest): PreviewResponse {
  const source = safeUrl(video.video, 'video');
  const link = safeUrl(video.link, 'link');
  const size = { width: 360, height: 640 };
  const body = `<div class="stage"><video src="${source}" controls playsinline preload="metadata"></video>
${link ? `<a class="cta" href="${link}" target="_blank" rel="noopener noreferrer">Learn more</a>` : ''}</div>`;
  const style = `body{background:#000}.stage{width:${size.width}px;height:${size.height}px;display:flex;flex-direction:column;justify-content:center;gap:12px}
video{width:100%;max-height:560px;background:#000}.cta{align-self:center;background:#1976d2;color:#fff;text-decoration:none;padding:10px 22px;border-radius:20px;font-size:15px}`;
  return { html: page(body, style, OWN_MARKUP_POLICY), ...size };
}

function pictureAd(image: string, link: string | null, width: number, height: number): string {
  // The link's only content is the picture: its alt text is what a screen reader says of the ad.
  const picture = `<img src="${image}" alt="Advertisement" style="width:${width}px;height:${height}px;object-fit:contain;display:block">`;
  return link ? `<a href="${link}" target="_blank" rel="noopener noreferrer">${picture}</a>` : picture;
}

/** A banner at its size: its image (with its link), or its third-party tag as it is. */
export function renderBanner(banner: PreviewBannerRequest): PreviewResponse {
  const width = banner.width ?? 320;
  const height = banner.height ?? 50;
  const image = safeUrl(banner.image, 'image');
  const link = safeUrl(banner.link, 'link');
  const style = `body{width:${width}px;height:${height}px;background:#fff}`;
  if (image)
    return { html: page(pictureAd(image, link, width, height), style, OWN_MARKUP_POLICY), width, height };
  if (banner.tag?.trim()) return { html: page(banner.tag, style, null), width, height };
  throw new AppError('VALIDATION_FAILED', 'image: a banner preview needs an image or a tag', {
    field: 'image',
    key: 'creatives.bannerPreviewNeedsImage',
  });
}

/** The media file of a VAST document, if it names one over http(s). */
export function vastMediaFile(vast: string): string | null {
  const match = /<MediaFile\b[^>]*>\s*(?:<!\[CDATA\[)?\s*([^\s<\]]+)\s*(?:\]\]>)?\s*<\/MediaFile>/i.exec(
    vast,
  );
  return match?.[1] ?? null;
}

const INTERSTITIAL = { width: 320, height: 480 };

/** A full-screen interstitial: its VAST video, its HTML, its image or its tag, as the creative shows. */
export function renderInterstitial(item: PreviewInterstitialRequest): PreviewResponse {
  const { width, height } = INTERSTITIAL;
  const style = `body{width:${width}px;height:${height}px;background:#fff}`;
  if (item.vastString?.trim()) {
    const media = vastMediaFile(item.vastString);
    const source = media ? safeUrl(media, 'vastString') : null;
    const body = source
      ? `<video src="${source}" controls playsinline style="width:${width}px;height:${height}px;background:#000"></video>`
      : `<p style="padding:16px;font-size:14px;color:#333">This VAST document names no media file that can be played here; the ad server will read it as it is.</p>`;
    return { html: page(body, style, OWN_MARKUP_POLICY), width, height };
  }
  if (item.html?.trim()) return { html: page(item.html, style, null), width, height };
  const image = safeUrl(item.image, 'image');
  if (image) {
    const link = safeUrl(item.link, 'link');
    return { html: page(pictureAd(image, link, width, height), style, OWN_MARKUP_POLICY), width, height };
  }
  if (item.tag?.trim()) return { html: page(item.tag, style, null), width, height };
  throw new AppError(
    'VALIDATION_FAILED',
    'image: an interstitial preview needs an image, HTML, a tag or VAST',
    { field: 'image', key: 'creatives.interstitialPreviewNeedsContent' },
  );
}
