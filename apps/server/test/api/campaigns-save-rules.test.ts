import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { campaignSaving, uniqueName } from './campaigns-save-fixtures';

/**
 * Who creates for whom, the audiences and work orders a caller may use, the name already taken and the launch
 * rules; a refused save writes nothing. The rules on each value are in the campaigns-validation tests.
 */
const saving = campaignSaving();
const { people, audiences, payload, save } = saving;

describe('POST /campaigns: creating', () => {
  it("takes the advertiser's seller when an admin names none", async () => {
    const campaign = (await save(people.admin, payload())).json<Campaign>();
    expect(campaign.sellerId).toBe(people.seller.id);
  });

  it('lets an advertiser create for itself only', async () => {
    const banners = [
      {
        audienceId: audiences.advertiser,
        image: '/api/files/campaign-uploads/1-x.png',
        link: 'https://x.example',
      },
    ];
    await save(people.advertiser, payload({ banners }));
    const other = await save(
      people.advertiser,
      payload({ general: { advertiser_id: people.loner.id }, banners }),
      400,
    );
    expect(other.json()).toMatchObject({ field: 'general.advertiser_id' });
  });

  it('refuses an advertiser outside the seller’s branch, naming the field', async () => {
    const response = await save(people.stranger, payload(), 400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'general.advertiser_id' });
  });

  it('refuses an audience the caller cannot read', async () => {
    const body = payload({
      banners: [
        {
          audienceId: audiences.stranger,
          image: '/api/files/campaign-uploads/1-x.png',
          link: 'https://x.example',
        },
      ],
    });
    const response = await save(people.seller, body, 400);
    expect(response.json()).toMatchObject({ field: 'banners.0.audienceId' });
  });

  it("answers 'Campaign already exists' for a name taken in any case", async () => {
    const name = uniqueName('Winter');
    await save(people.seller, payload({ general: { campaign_name: name } }));
    const response = await save(
      people.boss,
      payload({ general: { campaign_name: name.toUpperCase() } }),
      409,
    );
    expect(response.json()).toMatchObject({
      message: MESSAGES['campaigns.alreadyExists'].en,
      field: 'general.campaign_name',
    });
  });

  it('refuses creatives the campaign format does not carry', async () => {
    const response = await save(
      people.seller,
      payload({ general: { format: 'push' }, pushs: [{ title: 'x' }] }),
      400,
    );
    expect(response.json()).toMatchObject({ field: 'banners.0' });
  });

  it.each([
    ['push', { banners: [] }, 'campaigns.needsPushOrVideo'],
    ['video', { banners: [] }, 'campaigns.needsBannerInterstitialOrVideo'],
    [
      'banner',
      {
        banners: [],
        videosWeb: [
          { audienceId: 1, video: '/api/files/campaign-uploads/1-v.mp4', link: 'https://x.example' },
        ],
      },
      'campaigns.launchNeedsBannerOrInterstitial',
    ],
  ] as const)('a %s campaign %o is refused with %s', async (format, rest, key) => {
    const response = await save(people.admin, payload({ general: { format }, ...rest }), 400);
    expect(response.json()).toMatchObject({ message: MESSAGES[key].en, field: 'creatives' });
  });

  it('names the missing field of an incomplete creative', async () => {
    const banner = await save(people.admin, payload({ banners: [{ link: 'https://x.example' }] }), 400);
    expect(banner.json()).toMatchObject({ field: 'banners.0.audienceId' });
    const push = await save(
      people.admin,
      payload({ general: { format: 'push' }, banners: [], pushs: [{}] }),
      400,
    );
    expect(push.json()).toMatchObject({ field: 'pushs.0.title' });
  });

  it('writes nothing when one creative of the payload is invalid', async () => {
    const name = uniqueName('Half');
    const body = payload({
      general: { campaign_name: name, format: 'mixed' },
      pushs: [{ title: 'ok' }],
      banners: [
        {
          audienceId: audiences.seller,
          image: '/api/files/campaign-uploads/1-x.png',
          link: 'https://x.example',
          name: 'video_9',
        },
      ],
    });
    const response = await save(people.seller, body, 400);
    expect(response.json()).toMatchObject({ field: 'banners.0.name' });
    const rows = await saving.testApp.database.db.select().from(campaigns).where(eq(campaigns.name, name));
    expect(rows).toHaveLength(0);
  });

  it('refuses a work order that was not uploaded by the caller', async () => {
    const response = await save(people.seller, payload({ odt: ['https://evil.example/order.pdf'] }), 400);
    expect(response.json()).toMatchObject({ field: 'odt.0' });
    const own = `/api/files/campaign-uploads/${people.seller.id}-abc123.pdf`;
    const campaign = (await save(people.seller, payload({ odt: [own] }))).json<Campaign>();
    const [row] = await saving.testApp.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(row?.workOrderFiles.map((file) => file.key)).toEqual([
      `campaign-uploads/${people.seller.id}-abc123.pdf`,
    ]);
  });
});
