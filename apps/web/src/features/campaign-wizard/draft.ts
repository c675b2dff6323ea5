import type { UploadedFile } from '@adcontrol/domain/campaigns/draft-contracts';
import type {
  BannerCreative,
  InterstitialCreative,
  PushCreative,
  VideoCreative,
} from '@adcontrol/domain/creatives/creative';
import type { CampaignFormat, CountryCode, Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';

/**
 * A creative while it is edited: the fields the campaign save sends (SPEC 3, Creative), plus `key`, which
 * identifies the item in the draft for React and for error messages and never leaves the browser.
 */
export type DraftItem<T> = Partial<T> & { readonly key: string };
export type PushItem = DraftItem<PushCreative>;
export type BannerItem = DraftItem<BannerCreative>;
export type InterstitialItem = DraftItem<InterstitialCreative>;
export type VideoItem = DraftItem<VideoCreative>;

/** The creatives part of a draft: one list per format, and the saved creatives removed during an edit. */
export interface DraftCreatives {
  readonly pushs: readonly PushItem[];
  readonly banners: readonly BannerItem[];
  readonly interstitials: readonly InterstitialItem[];
  readonly videos: readonly VideoItem[];
  /** Ids of saved creatives the user removed (sent as `deleted` when an edit is saved). */
  readonly deleted: readonly number[];
}

/**
 * SPEC 3, Campaign draft: everything the campaign wizard holds between steps. It is kept in local storage, so
 * a reload continues where the user was; starting over or finishing resets it. Numbers the user types stay
 * text (`budget`, `price`, `conversionRate`, `ctr`) so what was typed comes back exactly as typed; they are
 * parsed when sent (SPEC 5: budget text with thousand dots and a decimal comma).
 */
export interface CampaignDraft extends DraftCreatives {
  readonly id: number | null;
  readonly step: number;
  readonly action: 'create' | 'edit';
  readonly name: string;
  /** The saved name of the campaign being edited (sent as `campaign_name`, the new one as `new_campaign_name`). */
  readonly oldName: string | null;
  readonly format: CampaignFormat | null;
  readonly model: PurchaseModel | null;
  readonly budget: string;
  readonly price: string;
  readonly advertiserId: number | null;
  readonly currency: Currency | null;
  readonly country: CountryCode | null;
  readonly seller: number | null;
  readonly premium: boolean;
  readonly conversionRate: string;
  readonly ctr: string;
  readonly timezone: string;
  /** ISO dates (YYYY-MM-DD) of the flight, start and end included. */
  readonly date: { readonly start: string | null; readonly end: string | null };
  readonly notificationCount: number;
  /** Work-order documents already uploaded (SPEC draft `odt`). */
  readonly odt: readonly UploadedFile[];
}
