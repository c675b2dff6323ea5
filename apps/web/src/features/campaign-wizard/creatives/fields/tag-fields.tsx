import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCreativeTags } from '../api/get-tags';

export interface TagsValue {
  topics?: string[] | undefined;
  products?: string[] | undefined;
}

interface TagFieldsProps {
  value: TagsValue;
  onChange: (patch: TagsValue) => void;
}

/** Topics and products: the network's known tags are offered, and any other can be typed (Enter adds it). */
export function TagFields({ value, onChange }: TagFieldsProps) {
  const tags = useCreativeTags();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TagPicker
        name="topics"
        options={tags.data?.topics ?? []}
        value={value.topics ?? []}
        onChange={(topics) => onChange({ topics })}
        isLoading={tags.isPending}
      />
      <TagPicker
        name="products"
        options={tags.data?.products ?? []}
        value={value.products ?? []}
        onChange={(products) => onChange({ products })}
        isLoading={tags.isPending}
      />
    </Stack>
  );
}

interface TagPickerProps {
  name: 'topics' | 'products';
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
  isLoading: boolean;
}

function TagPicker({ name, options, value, onChange, isLoading }: TagPickerProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      freeSolo
      fullWidth
      size="small"
      options={options}
      value={value}
      loading={isLoading}
      loadingText={t('common.loading')}
      onChange={(_, next) => onChange(uniqueTags(next))}
      renderValue={(chosen, getItemProps) =>
        chosen.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`campaigns.creatives.tags.${name}`)}
          helperText={t('campaigns.creatives.tags.help')}
        />
      )}
    />
  );
}

function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}
