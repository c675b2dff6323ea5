import { formatDay } from '@adcontrol/domain/format/format';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  type Day,
  type DayRange,
  isWithin,
  type Month,
  monthGrid,
  monthOf,
  networkToday,
  pickDay,
} from '../state/calendar';
import { updateDraft, type WizardState } from '../state/draft-store';
import { FlightSummary } from './flight-summary';
import { useLanguage } from './use-language';

/** A Monday (5 Jan 2026) and the six days after it, for the weekday heading in the reader's language. */
const WEEK = Array.from({ length: 7 }, (_, index) => Date.UTC(2026, 0, 5 + index));
const utcOf = (day: Day) => Date.parse(`${day}T00:00:00Z`);

function MonthView({
  month,
  range,
  earliest,
  onPick,
}: {
  month: Month;
  range: DayRange;
  earliest: Day | null;
  onPick: (day: Day) => void;
}) {
  const language = useLanguage();
  const titleId = useId();
  const title = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(month.year, month.month - 1, 1),
  );
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
  const grid = monthGrid(month);
  const days = grid.filter((day): day is Day => day !== null);
  const leading = grid.length - days.length;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography
        id={titleId}
        sx={{
          textAlign: 'center',
          fontWeight: 600,
          mb: 1,
          '&::first-letter': { textTransform: 'uppercase' },
        }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.5 }}>
        {WEEK.map((instant) => (
          <Typography
            key={instant}
            aria-hidden
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', pb: 0.5 }}
          >
            {weekday.format(instant)}
          </Typography>
        ))}
        {days.map((day, index) => {
          const isEdge = day === range.start || day === range.end;
          const isInside = isWithin(range, day);
          const isDisabled = earliest !== null && day < earliest;
          return (
            <ButtonBase
              key={day}
              disabled={isDisabled}
              aria-pressed={isEdge || isInside}
              aria-label={longDay.format(utcOf(day))}
              onClick={() => onPick(day)}
              sx={(theme) => ({
                gridColumnStart: index === 0 ? leading + 1 : 'auto',
                height: 36,
                borderRadius: 1,
                typography: 'body2',
                color: isEdge ? 'primary.contrastText' : isDisabled ? 'text.disabled' : 'text.primary',
                bgcolor: isEdge ? 'primary.main' : isInside ? 'action.selected' : 'transparent',
                fontWeight: isEdge ? 700 : 400,
                '&:hover': { bgcolor: isEdge ? 'primary.dark' : 'action.hover' },
                '&.Mui-focusVisible': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 1,
                },
              })}
            >
              {Number(day.slice(8))}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * SPEC 2's "set date preview" modal: the flight picked on a calendar (first day, then last), previewed with what
 * it buys (campaign days, targets, the daily capping estimate) before it is applied to the draft. A new campaign
 * starts today at the earliest; days are network days at -03:00 (SPEC 9).
 */
export function SetDatesDialog({
  draft,
  open,
  onClose,
}: {
  draft: WizardState;
  open: boolean;
  onClose: () => void;
}) {
  return open ? <OpenDialog draft={draft} onClose={onClose} /> : null;
}

function OpenDialog({ draft, onClose }: { draft: WizardState; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const isNarrow = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const today = networkToday();
  const [range, setRange] = useState<DayRange>({ start: draft.date.start, end: draft.date.end });
  const [first, setFirst] = useState<Month>(monthOf(draft.date.start ?? today));
  const months = isNarrow ? [first] : [first, addMonths(first, 1)];
  const earliest = draft.action === 'create' ? today : null;
  const preview: WizardState = { ...draft, date: { start: range.start, end: range.end } };
  const apply = () => {
    updateDraft({ date: { start: range.start, end: range.end } });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isNarrow}>
      <DialogTitle id={titleId}>{t('campaigns.wizard.dates.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('campaigns.wizard.dates.help')}</DialogContentText>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <IconButton
            aria-label={t('campaigns.wizard.dates.previous')}
            onClick={() => setFirst((month) => addMonths(month, -1))}
          >
            <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
          {months.map((month) => (
            <MonthView
              key={`${month.year}-${month.month}`}
              month={month}
              range={range}
              earliest={earliest}
              onPick={(day) => setRange((current) => pickDay(current, day))}
            />
          ))}
          <IconButton
            aria-label={t('campaigns.wizard.dates.next')}
            onClick={() => setFirst((month) => addMonths(month, 1))}
          >
            <ChevronRight
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          </IconButton>
        </Stack>
        <Typography sx={{ mt: 2, mb: 1.5, fontWeight: 600 }} aria-live="polite" data-testid="dates-chosen">
          {range.start && range.end
            ? t('campaigns.wizard.dates.chosen', { start: formatDay(range.start), end: formatDay(range.end) })
            : range.start
              ? t('campaigns.wizard.dates.pickEnd', { start: formatDay(range.start) })
              : t('campaigns.wizard.dates.pickStart')}
        </Typography>
        <FlightSummary draft={preview} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button variant="contained" disabled={!range.start || !range.end} onClick={apply}>
          {t('campaigns.wizard.dates.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
