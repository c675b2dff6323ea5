import type { CountryCode, Currency } from '@adcontrol/domain/shared/enums';
import { ChoiceField, CurrenciesField } from '../../../components/choice-field';
import { CountryField } from '../../../components/country-field';
import { DateField } from '../../../components/date-field';
import { advertiserChoiceLabel, sellerChoiceLabel } from '../../../lib/account-names';
import { useSellerChoices } from '../api/get-accounts';
import { useAdvertiserChoices } from '../api/get-advertisers';

/** Whose campaigns, where, in which currencies and when: the filters Control and Programmatics share (SPEC 3). */
export interface ScopeFilter {
  advertiser?: number | undefined;
  seller?: number | undefined;
  country?: CountryCode | undefined;
  currencies?: Currency[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

interface ScopeFilterFieldsProps {
  filter: ScopeFilter;
  onChange: (change: ScopeFilter) => void;
  canPickAdvertiser: boolean;
  canPickSeller: boolean;
  /** Each field's label, and the choice that filters nothing. */
  labels: Record<
    'advertiser' | 'seller' | 'country' | 'currencies' | 'startDate' | 'endDate' | 'any',
    string
  >;
}

/** The shared fields, in the filter panel's grid; the advertisers and sellers to choose load only when offered. */
export function ScopeFilterFields({
  filter,
  onChange,
  canPickAdvertiser,
  canPickSeller,
  labels,
}: ScopeFilterFieldsProps) {
  const advertisers = useAdvertiserChoices(canPickAdvertiser);
  const sellers = useSellerChoices(canPickSeller);
  return (
    <>
      {canPickAdvertiser && (
        <ChoiceField
          label={labels.advertiser}
          anyLabel={labels.any}
          value={filter.advertiser}
          choices={(advertisers.data ?? []).map((advertiser) => ({
            value: advertiser.id,
            label: advertiserChoiceLabel(advertiser),
          }))}
          onChange={(advertiser) => onChange({ advertiser })}
        />
      )}
      {canPickSeller && (
        <ChoiceField
          label={labels.seller}
          anyLabel={labels.any}
          value={filter.seller}
          choices={(sellers.data?.items ?? []).map((seller) => ({
            value: seller.id,
            label: sellerChoiceLabel(seller),
          }))}
          onChange={(seller) => onChange({ seller })}
        />
      )}
      <CountryField
        size="small"
        label={labels.country}
        emptyLabel={labels.any}
        value={filter.country}
        onChange={(country) => onChange({ country })}
      />
      <CurrenciesField
        label={labels.currencies}
        anyLabel={labels.any}
        value={filter.currencies}
        onChange={(currencies) => onChange({ currencies })}
      />
      <DateField
        size="small"
        label={labels.startDate}
        value={filter.startDate}
        max={filter.endDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <DateField
        size="small"
        label={labels.endDate}
        value={filter.endDate}
        min={filter.startDate}
        onChange={(endDate) => onChange({ endDate })}
      />
    </>
  );
}
