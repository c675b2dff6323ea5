import { CSV_SEPARATORS, type CsvSeparator, csvSeparatorFor } from '@adcontrol/domain/shared/csv-cell';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type ControlFilter, updateFilter } from '../hooks/control-store';
import { ControlFilters } from './control-filters';
import { ControlSearch } from './control-search';

interface ControlToolbarProps {
  filter: ControlFilter;
  canExport: boolean;
  onExport: (format: 'csv' | 'xlsx', separator?: CsvSeparator) => void;
  onChooseColumns: () => void;
}

/** Search, the filters (a collapsible panel, open on its own when some are set), columns and export. */
export function ControlToolbar({ filter, canExport, onExport, onChooseColumns }: ControlToolbarProps) {
  const { t, i18n } = useTranslation();
  // The separator the reader's spreadsheet expects comes first; the other is there for a program set otherwise.
  const usual = csvSeparatorFor(i18n.resolvedLanguage ?? i18n.language);
  const separators = [usual, ...CSV_SEPARATORS.filter((separator) => separator !== usual)];
  const panelId = useId();
  const activeFilters = activeFilterCount(filter);
  const [isOpen, setIsOpen] = useState(false);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const onSearch = useCallback((search: string | undefined) => updateFilter({ search }), []);
  const choose = (format: 'csv' | 'xlsx', separator?: CsvSeparator) => {
    setExportAnchor(null);
    onExport(format, separator);
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <ControlSearch search={filter.search} onSearch={onSearch} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ms: 'auto' }}>
          <Button
            variant="outlined"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
            startIcon={
              <Badge badgeContent={activeFilters} color="primary">
                <FilterListOutlined />
              </Badge>
            }
          >
            {t('control.filters.title')}
          </Button>
          <Button variant="outlined" startIcon={<ViewColumnOutlined />} onClick={onChooseColumns}>
            {t('control.chooser.open')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!canExport}
            aria-haspopup="menu"
            onClick={(event) => setExportAnchor(event.currentTarget)}
          >
            {t('control.export.open')}
          </Button>
          <Menu anchorEl={exportAnchor} open={exportAnchor !== null} onClose={() => setExportAnchor(null)}>
            <MenuItem onClick={() => choose('xlsx')}>{t('control.export.xlsx')}</MenuItem>
            {separators.map((separator) => (
              <MenuItem key={separator} onClick={() => choose('csv', separator)}>
                {t(`control.export.csv.${separator}`)}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      </Box>
      <Collapse in={isOpen} id={panelId} unmountOnExit>
        <ControlFilters filter={filter} />
      </Collapse>
    </Box>
  );
}
