import { type ActivityEntry, referenceOf } from '@adcontrol/domain/activity/contracts';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldWords, valueWords } from './activity-words';

type Fields = Record<string, unknown>;

/** An id (or a list of ids) the row's `names` know, as those names; anything else as it was recorded. */
function namedValue(value: unknown, kind: string | null, names: Record<string, string>): unknown {
  if (!kind) return value;
  const nameOf = (id: unknown) => names[`${kind}:${String(id)}`] ?? id;
  return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
}
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A change's fields as "field: before → after", then anything else the row recorded; ids by their names. */
export function ChangeDiff({ details, names = {} }: Pick<ActivityEntry, 'details' | 'names'>) {
  const { t } = useTranslation();
  const { before, after, ...rest } = details ?? {};
  const shown = (field: string, value: unknown, part: Fields) =>
    valueWords(t, namedValue(value, referenceOf(field, { kind: rest.kind, ...part }), names));
  const was = isFields(before) ? before : {};
  const now = isFields(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const others = Object.entries(rest);
  if (fields.length === 0 && others.length === 0) {
    return <Typography color="text.secondary">{t('activity.changes.noDetails')}</Typography>;
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: 'max-content 1fr' } }}
    >
      {fields.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {fieldWords(t, field)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minWidth: 0 }}
          >
            <Box component="del" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
              {shown(field, was[field], was)}
            </Box>
            <ArrowForwardOutlined
              fontSize="inherit"
              aria-label={t('activity.changes.becomes')}
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
            <Box
              component="ins"
              sx={{ color: 'success.main', textDecoration: 'none', overflowWrap: 'anywhere' }}
            >
              {shown(field, now[field], now)}
            </Box>
          </Typography>
        </Box>
      ))}
      {others.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {fieldWords(t, key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {shown(key, value, rest)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
