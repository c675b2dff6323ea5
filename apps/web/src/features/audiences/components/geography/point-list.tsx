import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinates, type IndexedPoint } from './geography-values';
import { RadiusField } from './radius-field';

/** A sheet can bring thousands of points: the list shows them a page at a time. */
const PAGE = 50;

interface PointListProps {
  points: IndexedPoint[];
  selected: number | null;
  onSelect: (point: IndexedPoint) => void;
  onRadius: (point: IndexedPoint, meters: number) => void;
  onIncluded: (index: number, included: boolean) => void;
  onRemove: (index: number) => void;
}

export function PointList({ points, selected, onSelect, onRadius, onIncluded, onRemove }: PointListProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  if (!points.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('audience.geography.points.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      <List dense disablePadding aria-label={t('audience.geography.points.label', { count: points.length })}>
        {points.slice(0, shown).map((point) => (
          <ListItem key={`${point.index}:${point.center.lat}:${point.center.lng}`} divider disablePadding>
            <Stack spacing={1} sx={{ width: '100%', py: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <ListItemButton
                  selected={selected === point.index}
                  onClick={() => onSelect(point)}
                  sx={{ borderRadius: 1, minWidth: 0 }}
                >
                  <PlaceOutlinedIcon
                    fontSize="small"
                    color={point.included ? 'success' : 'error'}
                    sx={{ mr: 1, flexShrink: 0 }}
                  />
                  <ListItemText
                    primary={point.name}
                    secondary={
                      point.name === formatCoordinates(point.center) ? undefined : (
                        // Coordinates read left to right in every language; the line still follows the page.
                        <bdi dir="ltr">{formatCoordinates(point.center)}</bdi>
                      )
                    }
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
                <IconButton
                  aria-label={t('audience.geography.points.remove', { name: point.name })}
                  onClick={() => onRemove(point.index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <Stack
                direction="row"
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 2 }}
              >
                <Box sx={{ width: 140, flexShrink: 0 }}>
                  <RadiusField
                    size="small"
                    label={t('audience.geography.points.radius')}
                    value={point.radius}
                    onChange={(meters) => onRadius(point, meters)}
                  />
                </Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={point.included}
                      color="success"
                      onChange={(event) => onIncluded(point.index, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('audience.geography.points.includedFor', { name: point.name }),
                        },
                      }}
                    />
                  }
                  label={
                    point.included
                      ? t('audience.geography.points.included')
                      : t('audience.geography.points.excluded')
                  }
                />
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
      {points.length > shown && (
        <Button onClick={() => setShown((count) => count + PAGE)} sx={{ m: 1 }}>
          {t('audience.geography.points.showMore', { count: Math.min(PAGE, points.length - shown) })}
        </Button>
      )}
    </Box>
  );
}
