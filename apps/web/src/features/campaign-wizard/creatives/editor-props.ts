import type { CountryCode, CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { ItemOf } from './creative-list';
import type { RenderAudienceBuilder } from './fields/audience-picker';

/** What every format's editor takes: the creative, a way to change some of its fields, and what to flag. */
export interface EditorProps<F extends CreativeFormat> {
  item: ItemOf[F];
  onChange: (patch: Partial<Omit<ItemOf[F], 'key'>>) => void;
  /** Words under each field that keeps the creative from being sent; empty until errors are shown. */
  errors: ReadonlyMap<string, string>;
  country: CountryCode | null;
  renderAudienceBuilder?: RenderAudienceBuilder | undefined;
}
