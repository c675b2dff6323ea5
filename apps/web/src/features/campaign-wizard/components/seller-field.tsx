import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerChoices } from '../../../entities/accounts/api/get-accounts';

/**
 * The seller a campaign is booked to (SPEC 3 draft `seller`), for those who book for others: admins, country
 * managers and super sellers. Choosing an advertiser proposes the seller it hangs from, when that is a seller;
 * left empty, the server makes the same choice (decision 021).
 */
export function SellerField({
  value,
  advertiserParentId,
  onChange,
}: {
  value: number | null;
  advertiserParentId: number | null;
  onChange: (seller: number | null) => void;
}) {
  const { t } = useTranslation();
  const sellers = useSellerChoices(true);
  const choices = sellers.data?.items ?? [];
  const chosen = choices.find((choice) => choice.id === value) ?? null;
  // A seller already in the draft (a reload, an edit) was chosen for this advertiser: it is kept.
  const offered = useRef<number | null>(value !== null ? advertiserParentId : null);
  const parentIsSeller = choices.some((choice) => choice.id === advertiserParentId);
  useEffect(() => {
    if (!parentIsSeller || offered.current === advertiserParentId) return;
    offered.current = advertiserParentId;
    onChange(advertiserParentId);
  }, [parentIsSeller, advertiserParentId, onChange]);
  return (
    <Autocomplete
      options={choices}
      value={chosen}
      loading={sellers.isPending}
      getOptionLabel={(option) =>
        [option.company || option.firstName || option.email, t(`common.roles.${option.role}`)].join(' · ')
      }
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_, choice) => onChange(choice?.id ?? null)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="seller"
          label={t('campaigns.wizard.fields.seller')}
          helperText={t('campaigns.wizard.general.sellerHint')}
        />
      )}
    />
  );
}
