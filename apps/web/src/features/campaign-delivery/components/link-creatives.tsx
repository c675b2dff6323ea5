import type { Creative } from '@adcontrol/domain/creatives/creative';
import { can } from '@adcontrol/domain/rules/permissions';
import type { CappingSource, Role } from '@adcontrol/domain/shared/enums';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isRuled, statusAfterLink } from '../hooks/link-preview';

interface LinkCreativesProps {
  creatives: readonly Creative[];
  role: Role | null;
  source: CappingSource;
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/**
 * Which creatives go active on the server. Where SPEC 4 decides (a super seller, or a link to both servers)
 * the list only shows the outcome; for one server an admin picks them.
 */
export function LinkCreatives({ creatives, role, source, chosen, onChange }: LinkCreativesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const ruled = isRuled(role, source);
  const note = ruled
    ? t(can(role, 'campaigns.linkActivatesAll') ? 'delivery.link.ruleSuperSeller' : 'delivery.link.ruleAll')
    : t(chosen.length === 0 ? 'delivery.link.noneChosen' : 'delivery.link.pick');
  return (
    <Box
      component="fieldset"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      <Typography id={titleId} component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('delivery.link.creatives')}
      </Typography>
      <FormHelperText id={noteId} sx={{ mx: 0, mb: 1 }}>
        {note}
      </FormHelperText>
      {creatives.length === 0 && (
        <Typography color="text.secondary">{t('delivery.link.noCreatives')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {creatives.map((creative) => {
          const isActive = statusAfterLink(creative, role, source, chosen) === 0;
          return (
            <Box
              component="li"
              key={creative.id}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <FormControlLabel
                // Locked by the rule, the names still read as the list's subject, not as greyed out.
                sx={{
                  minWidth: 0,
                  mr: 0,
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                }}
                control={
                  <Checkbox
                    checked={ruled ? isActive : chosen.includes(creative.id)}
                    disabled={ruled}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, creative.id]
                          : chosen.filter((id) => id !== creative.id),
                      )
                    }
                  />
                }
                label={
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {creative.name}
                  </Box>
                }
              />
              <Chip
                size="small"
                variant={isActive ? 'filled' : 'outlined'}
                color={isActive ? 'success' : 'default'}
                label={t(isActive ? 'delivery.creatives.active' : 'delivery.creatives.paused')}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
