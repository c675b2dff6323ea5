import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { expect } from 'vitest';
import { campaigns } from '../../src/db/schema';
import type { TestApp } from './build-test-app';
import { call, type Person } from './callers';

/**
 * Cases of `POST /campaigns` for the SPEC 5 rules: a valid mixed campaign with one creative of each list, one
 * change to it, sent for a new campaign or as an edit of a saved one, and what the answer must be.
 */
export interface SaveCaseContext {
  testApp: TestApp;
  /** Who saves: a caller that may create campaigns for `advertiserId` and read `audienceId`. */
  who: Person;
  advertiserId: number;
  audienceId: number;
}

export type Lists = 'pushs' | 'banners' | 'interstitials' | 'videosWeb';
export type Item = Record<string, unknown>;
export const LISTS: readonly Lists[] = ['pushs', 'banners', 'interstitials', 'videosWeb'];

export interface Change {
  general?: Item;
  /** A creative of the list, the valid one with these fields changed; the other lists keep their valid creatives. */
  creative?: { list: Lists; with: Item };
  /** Any other top-level field of the payload. */
  rest?: Item;
  /** In an edit, the saved creative each list's creative updates. */
  ids?: Partial<Record<Lists, number>>;
}

export type Mode = 'create' | 'edit';

const FORMAT_OF: Record<Lists, string> = {
  pushs: 'push',
  banners: 'banner',
  interstitials: 'interstitial',
  videosWeb: 'video',
};

/** The saved creative of a list (the payload has one of each). */
export const creativeOf = (campaign: Campaign, list: Lists) =>
  campaign.creatives?.find((creative) => creative.format === FORMAT_OF[list]);

let counter = 0;
/** The general data of a valid new campaign: a 30-day CPM flight in Chile. */
export function validGeneral(name: string, advertiserId: number) {
  return {
    campaign_name: name,
    advertiser_id: advertiserId,
    campaign_days: 30,
    campaign_total_budget: 1_000_000,
    campaign_start_date: '2030-01-01T03:00:00.000Z',
    campaign_end_date: '2030-01-31T03:00:00.000Z',
    campaign_purchase_model: 'CPM',
    currency: 'CLP',
    unit_price: 2_000,
    country: 'CL',
    action: 'create',
  } as const;
}

export const uniqueName = (base = 'Validation') => `${base} ${++counter}`;

/** The cases' calls; `context` is read at call time, so it can be filled in `beforeAll`. */
export function saveCases(context: () => SaveCaseContext) {
  /** A creative of each list that every rule takes; a case changes one field of it (undefined leaves it out). */
  const valid = (list: Lists): Item => {
    const { audienceId } = context();
    switch (list) {
      case 'pushs':
        return { title: 'Hola', subtitle: 'Ofertas', link: 'https://shop.example/cl' };
      case 'banners':
        return { audienceId, image: '/api/files/campaign-uploads/1-a.png', link: 'https://shop.example' };
      case 'interstitials':
        return { image: '/api/files/campaign-uploads/1-b.png', link: 'https://shop.example' };
      case 'videosWeb':
        return { audienceId, video: '/api/files/campaign-uploads/1-v.mp4', link: 'https://shop.example' };
    }
  };

  /** A mixed campaign (it carries all four formats) with one valid creative of each list, plus the change. */
  function payload(change: Change = {}) {
    const lists = Object.fromEntries(
      LISTS.map((list) => [
        list,
        [
          {
            ...(change.ids?.[list] === undefined ? {} : { id: change.ids[list] }),
            ...valid(list),
            ...(change.creative?.list === list ? change.creative.with : {}),
          },
        ],
      ]),
    );
    return {
      timezone: 'America/Santiago',
      general: {
        ...validGeneral(uniqueName(), context().advertiserId),
        format: 'mixed',
        ...change.general,
      },
      ...lists,
      ...change.rest,
    };
  }

  const as = (method: 'GET' | 'POST', path: string, body?: object) =>
    call(context().testApp, context().who, method, path, body);
  const save = (body: object) => as('POST', '/campaigns', body);

  async function isNameFree(name: string) {
    const response = await as('GET', `/campaigns/name-available?name=${encodeURIComponent(name)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ available: boolean }>().available;
  }

  async function savedCampaign() {
    const response = await save(payload());
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Campaign>();
  }

  async function details(id: number) {
    const response = await as('GET', `/campaigns/${id}/details`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Campaign>();
  }

  /**
   * The change as an edit of `campaign`: its own name as the old name, a new one where the case renames, and each
   * creative updating the saved one of its format.
   */
  function asEdit(campaign: Campaign, change: Change): Change {
    const { campaign_name: renamed, ...general } = change.general ?? {};
    const ids = Object.fromEntries(LISTS.map((list) => [list, creativeOf(campaign, list)?.id]));
    return {
      ...change,
      ids,
      general: {
        ...general,
        action: 'edit',
        id: campaign.id,
        campaign_name: campaign.name,
        ...(renamed === undefined ? {} : { new_campaign_name: renamed }),
      },
    };
  }

  const campaignCount = async () => (await context().testApp.database.db.select().from(campaigns)).length;

  /**
   * A change sent for a new campaign, or as an edit of a saved one (where a new name travels in
   * `new_campaign_name`): the answer, the field an error names, and a check that a refused change wrote nothing.
   */
  const modes = {
    async create(change: Change) {
      const body = payload(change);
      const name = String(body.general.campaign_name).trim();
      const countBefore = await campaignCount();
      const response = await save(body);
      return {
        response,
        field: (field: string) => field,
        async expectNothingWritten() {
          if (name !== '' && name.length <= 150) expect(await isNameFree(name)).toBe(true);
          expect(await campaignCount()).toBe(countBefore);
        },
      };
    },
    async edit(change: Change) {
      const campaign = await savedCampaign();
      const before = await details(campaign.id);
      const response = await save(payload(asEdit(campaign, change)));
      return {
        response,
        field: (field: string) => (field === 'general.campaign_name' ? 'general.new_campaign_name' : field),
        async expectNothingWritten() {
          expect(await details(campaign.id)).toEqual(before);
        },
      };
    },
  } satisfies Record<Mode, unknown>;

  /** 400 with the envelope naming the field (its message starting with it), and nothing written. */
  async function expectRefused(mode: Mode, change: Change, field: string, message?: RegExp) {
    const result = await modes[mode](change);
    const named = result.field(field);
    expect(result.response.statusCode, result.response.body).toBe(400);
    const body = result.response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: named });
    expect(body.message.startsWith(`${named}: `), body.message).toBe(true);
    if (message) expect(body.message).toMatch(message);
    await result.expectNothingWritten();
  }

  async function expectTaken(mode: Mode, change: Change): Promise<Campaign> {
    const { response } = await modes[mode](change);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Campaign>();
  }

  return { payload, save, savedCampaign, details, asEdit, expectRefused, expectTaken };
}
