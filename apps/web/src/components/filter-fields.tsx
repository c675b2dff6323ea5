import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  DISPLAY_STATUSES,
  type DisplayStatus,
} from '@adcontrol/domain/shared/enum-values';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

interface FilterFieldsetProps {
  legend: string;
  /** Said to screen readers only, where the button that opens the filters already names them. */
  isLegendHidden?: boolean;
  children: ReactNode;
}

/** A list's filters as one named group, laid out one a row on a phone, two on a tablet, four on a desktop. */
export function FilterFieldset({ legend, isLegendHidden = false, children }: FilterFieldsetProps) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        m: 0,
        p: 0,
        minWidth: 0,
        position: 'relative',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      <Box component="legend" sx={isLegendHidden ? visuallyHidden : { typography: 'subtitle2', mb: 1, p: 0 }}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}

/** What a campaign status filter holds: any status, one from the dates, or a raw status. */
export type StatusChoice = 'all' | DisplayStatus | CampaignStatus;

interface StatusFilterFieldProps {
  value: StatusChoice;
  onChange: (status: StatusChoice) => void;
  /** The screen's words: the field, "any", the two headings and each status. */
  texts: {
    label: string;
    all: string;
    byDates: string;
    byStatus: string;
    displayStatus: (status: DisplayStatus) => string;
    status: (status: CampaignStatus) => string;
  };
}

/** A campaign status filter (SPEC 3): any, then the statuses from the dates, then the raw ones, each under its heading. */
export function StatusFilterField({ value, onChange, texts }: StatusFilterFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={texts.label}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusChoice)}
    >
      <MenuItem value="all">{texts.all}</MenuItem>
      <ListSubheader>{texts.byDates}</ListSubheader>
      {DISPLAY_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {texts.displayStatus(status)}
        </MenuItem>
      ))}
      <ListSubheader>{texts.byStatus}</ListSubheader>
      {CAMPAIGN_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {texts.status(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The filters' last cell: the button that clears them, centred on the fields' line. */
export function ClearFiltersButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button onClick={onClick}>{children}</Button>
    </Box>
  );
}
