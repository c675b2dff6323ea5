import type { PlaystoreAppsResponse } from '@adcontrol/domain/playstore/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupPicker, useLookupTerm } from '../../../components/lookup-picker';
import { useAppSearch, useAppsNamed } from '../api/search-apps';
import { useCategoryLabel } from './categories';
import type { LookupMode } from './geography/geography-section';

const LOOKUP_DELAY_MS = 300;

interface AppPickerProps {
  label: string;
  helperText?: string;
  /** Package names. */
  value: string[];
  onChange: (packages: string[]) => void;
  mode: LookupMode;
  countries: readonly string[];
  /** Apps chosen in the other list: offered, but not choosable, with the reason. */
  takenBy?: { packages: readonly string[]; reason: string };
}

/** A multiple choice of Play Store apps, searched as the user types, each shown with package and category. */
export function AppPicker({ label, helperText, value, onChange, mode, countries, takenBy }: AppPickerProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const lookup = useLookupTerm(LOOKUP_DELAY_MS);
  const search = useAppSearch(mode, lookup.query, countries, { enabled: lookup.isOpen });
  // Every app the lookups have shown, so a chip still names an app picked from an earlier search.
  const known = useRef(new Map<string, PlaystoreAppsResponse[number]>());
  // An audience opened for editing names its apps by package: their titles are asked once.
  const named = useAppsNamed(
    mode,
    value.filter((packageName) => !known.current.has(packageName)),
  );
  for (const app of [...(named.data ?? []), ...(search.data ?? [])]) known.current.set(app.packageName, app);
  const taken = new Set(takenBy?.packages);

  const options = useMemo(() => (search.data ?? []).map((app) => app.packageName), [search.data]);
  const appOf = (packageName: string) => known.current.get(packageName);

  return (
    <LookupPicker
      lookup={lookup}
      results={search}
      texts={{ none: t('audience.builder.noApps'), failed: t('audience.builder.lookupFailed') }}
      options={options}
      value={value}
      onChange={onChange}
      getOptionLabel={(packageName) => appOf(packageName)?.title ?? packageName}
      getOptionDisabled={(packageName) => taken.has(packageName)}
      renderOption={({ key, ...props }, packageName) => {
        const app = appOf(packageName);
        return (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {app?.title ?? packageName}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{packageName}</bdi>
                {app ? ` · ${categoryLabel(app.category)}` : ''}
              </Typography>
              {taken.has(packageName) && takenBy && (
                <Typography variant="caption" component="p" color="text.secondary">
                  {takenBy.reason}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderValue={(packages, getItemProps) =>
        packages.map((packageName, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={appOf(packageName)?.title ?? packageName} {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
