import type { ActivityEntry } from '@adcontrol/domain/activity/contracts';
import { formatCampaignDateTime } from '@adcontrol/domain/format/format';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import { entityPath, personWords, useActivityWords } from './activity-words';
import { ChangeDiff } from './change-diff';

const COLUMNS = 6;

/** Who made the change: the person; "as" the account they were signed into when impersonating. */
function Person({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const person = entry.actingAccount ?? entry.account;
  if (!person) return <>{t('activity.changes.nobody')}</>;
  return (
    <>
      <bdi>{personWords(t, person)}</bdi>
      {entry.actingAccount && entry.account && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('activity.changes.asAccount', { name: personWords(t, entry.account) })}
        </Typography>
      )}
    </>
  );
}

/** The object's kind, then what it is called (by its id only when nothing names it), a link where a screen shows it. */
function Entity({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const words = useActivityWords();
  const kind = words.entity(entry.entityType);
  const name =
    entry.entityName ?? (entry.entityId === null ? null : t('activity.changes.byId', { id: entry.entityId }));
  const to = entityPath(entry.entityType, entry.entityId);
  if (name === null) return kind;
  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {kind}
      </Typography>
      <bdi>
        {to ? (
          <Link component={RouterLink} to={to}>
            {name}
          </Link>
        ) : (
          name
        )}
      </bdi>
    </>
  );
}

function ChangeRow({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const words = useActivityWords();
  const [isOpen, setOpen] = useState(false);
  const detailsId = `activity-details-${entry.id}`;
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={t('activity.changes.showDetails', { action: words.action(entry.action) })}
            onClick={() => setOpen((open) => !open)}
          >
            <KeyboardArrowDownOutlined
              sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : undefined }}
            />
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <bdi>{formatCampaignDateTime(entry.createdAt)}</bdi>
        </TableCell>
        <TableCell>
          <Person entry={entry} />
        </TableCell>
        <TableCell sx={{ minWidth: 160, maxWidth: 280, overflowWrap: 'anywhere' }}>
          <Entity entry={entry} />
        </TableCell>
        <TableCell>{words.action(entry.action)}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          <bdi>{entry.ip ?? '—'}</bdi>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(isOpen ? {} : { borderBottom: 0 }) }}>
          <Collapse in={isOpen} unmountOnExit>
            <Box id={detailsId} sx={{ py: 2, px: { xs: 0, sm: 7 } }}>
              <ChangeDiff details={entry.details} names={entry.names ?? {}} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** The changes, newest first; a row opens to the fields before and after. */
export function ChangesTable({ items }: { items: readonly ActivityEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('activity.tabs.changes')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('activity.changes.details')}
              </Box>
            </TableCell>
            <TableCell>{t('activity.columns.when')}</TableCell>
            <TableCell>{t('activity.columns.person')}</TableCell>
            <TableCell>{t('activity.columns.entity')}</TableCell>
            <TableCell>{t('activity.columns.action')}</TableCell>
            <TableCell>{t('activity.columns.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <ChangeRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
