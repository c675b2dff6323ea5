/**
 * The tags creatives are described with (SPEC 7 `campaigns/tags`): the network's shipped catalogue of topics
 * (IAB-style content categories), product lines and audience segments. What advertisers have typed besides
 * is added from their creatives.
 */
export const TAG_CATALOGUE = {
  topics: [
    'Automotive',
    'Banking',
    'Beauty',
    'Education',
    'Entertainment',
    'Fashion',
    'Food and drink',
    'Games',
    'Health',
    'Home and garden',
    'Insurance',
    'News',
    'Pets',
    'Real estate',
    'Retail',
    'Sports',
    'Technology',
    'Telecommunications',
    'Travel',
  ],
  products: [
    'App install',
    'Credit card',
    'Delivery',
    'E-commerce',
    'Loan',
    'Mobile plan',
    'Prepaid top-up',
    'Streaming',
    'Subscription',
    'Ticketing',
  ],
  audiences: [
    'Bargain hunters',
    'Business travellers',
    'Commuters',
    'Gamers',
    'New parents',
    'Sports fans',
    'Students',
    'Tech enthusiasts',
  ],
} as const;

/** Catalogue first, then what is in use, each once (in any case), in the order met. */
export function mergeTags(catalogue: readonly string[], used: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...catalogue, ...used].filter((tag) => {
    const key = tag.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * SPEC 7 `campaigns/vastTag`: a VAST 4.2 inline document to start an interstitial video from. The media file,
 * click-through and tracking addresses are placeholders the user replaces (the [ASSETURI]-style macros ad
 * servers expand are left as they are).
 */
export const VAST_TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST">
  <Ad id="adcontrol-interstitial">
    <InLine>
      <AdSystem version="1.0">adcontrol</AdSystem>
      <AdTitle>Interstitial video</AdTitle>
      <Impression id="impression"><![CDATA[https://example.com/impression?cb=[CACHEBUSTING]]]></Impression>
      <Creatives>
        <Creative id="video" sequence="1">
          <Linear>
            <Duration>00:00:15</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[https://example.com/start]]></Tracking>
              <Tracking event="firstQuartile"><![CDATA[https://example.com/first-quartile]]></Tracking>
              <Tracking event="midpoint"><![CDATA[https://example.com/midpoint]]></Tracking>
              <Tracking event="thirdQuartile"><![CDATA[https://example.com/third-quartile]]></Tracking>
              <Tracking event="complete"><![CDATA[https://example.com/complete]]></Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="click"><![CDATA[https://example.com/landing]]></ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="320" height="480" bitrate="800">
                <![CDATA[https://example.com/video.mp4]]>
              </MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
