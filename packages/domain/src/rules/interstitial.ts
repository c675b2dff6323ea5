/** What an interstitial can show (SPEC 3: image, tag, HTML, or VAST with its flag). */
export type InterstitialContent = {
  readonly image?: string | null;
  readonly tag?: string | null;
  readonly html?: string | null;
  readonly vast?: boolean;
  readonly vastString?: string | null;
};
export type InterstitialKind = 'vast' | 'html' | 'image' | 'tag';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * SPEC 5: the interstitial's image, HTML and VAST decide what is sent. It shows one kind of content, the first it
 * has of VAST (the flag and its XML), HTML, image and tag (docs/decisions/021); null when it has none, and VAST XML
 * without the flag is not content.
 */
export function interstitialKindOf(item: InterstitialContent): InterstitialKind | null {
  if (item.vast && filled(item.vastString)) return 'vast';
  if (filled(item.html)) return 'html';
  if (filled(item.image)) return 'image';
  if (filled(item.tag)) return 'tag';
  return null;
}
