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
  onExport: (format: 'csv' | 'xlsx') => void;
  onChooseColumns: () => void;
}

/** Search, the filters (a collapsible panel, open on its own when some are set), columns and export. */
export function ControlToolbar({ filter, canExport, onExport, onChooseColumns }: ControlToolbarProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const activeFilters = activeFilterCount(filter);
  const [isOpen, setIsOpen] = useState(false);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const onSearch = useCallback((search: string | undefined) => updateFilter({ search }), []);
  const choose = (format: 'csv' | 'xlsx') => {
    setExportAnchor(null);
    onExport(format);
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
            <MenuItem onClick={() => choose('csv')}>{t('control.export.csv')}</MenuItem>
          </Menu>
        </Box>
      </Box>
      <Collapse in={isOpen} id={panelId} unmountOnExit>
        <ControlFilters filter={filter} />
      </Collapse>
    </Box>
  );
}
