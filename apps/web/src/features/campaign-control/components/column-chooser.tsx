import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from '../hooks/control-store';

interface ColumnChooserProps {
  open: boolean;
  columns: readonly ColumnChoice[];
  onChange: (columns: ColumnChoice[]) => void;
  onReset: () => void;
  onClose: () => void;
}

function moved(columns: readonly ColumnChoice[], from: number, to: number): ColumnChoice[] {
  const next = [...columns];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/** Which columns show and in what order; each change applies (and is stored) at once. */
export function ColumnChooser({ open, columns, onChange, onReset, onClose }: ColumnChooserProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const visibleCount = columns.filter((column) => column.isVisible).length;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('control.chooser.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense aria-label={t('control.chooser.title')}>
          {columns.map((column, index) => {
            const name = t(`control.columns.${column.id}`);
            return (
              <ListItem
                key={column.id}
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('control.chooser.moveUp', { name })}
                      onClick={() => onChange(moved(columns, index, index - 1))}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === columns.length - 1}
                      aria-label={t('control.chooser.moveDown', { name })}
                      onClick={() => onChange(moved(columns, index, index + 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <FormControlLabel
                  label={name}
                  control={
                    <Checkbox
                      size="small"
                      checked={column.isVisible}
                      // The campaign's name always stays, or no row could be told from another.
                      disabled={column.id === 'campaign' || (column.isVisible && visibleCount === 1)}
                      onChange={(event) =>
                        onChange(
                          columns.map((item) =>
                            item.id === column.id ? { ...item, isVisible: event.target.checked } : item,
                          ),
                        )
                      }
                    />
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{t('control.chooser.reset')}</Button>
        <Button onClick={onClose} variant="contained">
          {t('control.chooser.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
