import { parseBudgetText } from '@adcontrol/domain/rules/budget';
import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import type { ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { forecastQueryOptions } from '../api/forecast';
import { requestOf, type ScenarioForm } from '../state/scenario-form';
import { removeScenario, type SavedScenario, updateForm } from '../state/scenarios-store';
import { FIGURE_KEYS, formatFigure } from './forecast-figures';

/** The figures' names stay in view while a phone scrolls the scenarios sideways. */
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'inherit',
} as const;

interface ScenarioComparisonProps {
  scenarios: readonly SavedScenario[];
  onCreateCampaign?: (form: ScenarioForm) => void;
}

/** The kept scenarios side by side: what each buys and what each is forecast to deliver. */
export function ScenarioComparison({ scenarios, onCreateCampaign }: ScenarioComparisonProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const results = useQueries({
    queries: scenarios.map((scenario) => forecastQueryOptions(requestOf(scenario.form))),
  });
  const cell = (index: number, render: (result: ForecastResponse) => ReactNode) => {
    const query = results[index];
    if (query?.data) return render(query.data);
    if (query?.isError) return t('simulator.compare.failed');
    return <Skeleton width={80} />;
  };
  const money = (form: ScenarioForm, value: number | null, typed: string) =>
    form.country && value !== null ? format.currency(value, COUNTRY_CURRENCY[form.country]) : typed;
  const header = (label: string) => (
    <TableCell component="th" scope="row" sx={{ ...STICKY, color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {label}
    </TableCell>
  );

  return (
    <SectionCard title={t('simulator.compare.title')} subtitle={t('simulator.compare.subtitle')}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('simulator.compare.title')}
          sx={{ minWidth: 160 + scenarios.length * 180 }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={STICKY}>{t('simulator.compare.figure')}</TableCell>
              {scenarios.map((scenario, index) => (
                <TableCell key={scenario.key} component="th" scope="col">
                  <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                    {t('simulator.compare.scenario', { number: index + 1 })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[
                      scenario.form.country,
                      scenario.form.format && t(`simulator.formats.${scenario.form.format}`),
                      scenario.form.model,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {header(t('simulator.fields.budget'))}
              {scenarios.map(({ key, form }) => (
                <TableCell key={key}>
                  <Figure>{money(form, parseBudgetText(form.budget), form.budget)}</Figure>
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {header(t('simulator.fields.price'))}
              {scenarios.map(({ key, form }) => (
                <TableCell key={key}>
                  <Figure>{money(form, parseBudgetText(form.price), form.price)}</Figure>
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {header(t('simulator.compare.flight'))}
              {scenarios.map(({ key, form }) => (
                <TableCell key={key}>
                  <Figure>{`${format.day(form.start)} – ${format.day(form.end)}`}</Figure>
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {header(t('simulator.fields.audience'))}
              {scenarios.map(({ key, form }) => (
                <TableCell key={key}>{form.audience?.name ?? t('simulator.compare.noAudience')}</TableCell>
              ))}
            </TableRow>
            {FIGURE_KEYS.map((figure) => (
              <TableRow key={figure}>
                {header(t(`simulator.figures.${figure}`))}
                {scenarios.map(({ key }, index) => (
                  <TableCell key={key}>
                    {cell(index, (result) => {
                      const range = result[figure];
                      if (!range) return t('simulator.result.noReach');
                      const render = (value: number) => formatFigure(figure, value, result, format);
                      return (
                        <>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            <Figure>{render(range.expected)}</Figure>
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            <Figure>{`${render(range.low)} – ${render(range.high)}`}</Figure>
                          </Typography>
                        </>
                      );
                    })}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              {header(t('simulator.compare.basis'))}
              {scenarios.map(({ key }, index) => (
                <TableCell key={key}>
                  {cell(index, (result) =>
                    t(`simulator.compare.tiers.${result.basis.tier}`, { count: result.basis.peers }),
                  )}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell sx={STICKY} />
              {scenarios.map((scenario, index) => {
                const name = t('simulator.compare.scenario', { number: index + 1 });
                return (
                  <TableCell key={scenario.key}>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      {onCreateCampaign && (
                        <Button
                          size="small"
                          variant="contained"
                          startIcon={<CampaignOutlined />}
                          onClick={() => onCreateCampaign(scenario.form)}
                          aria-label={t('simulator.compare.createFrom', { name })}
                        >
                          {t('simulator.actions.createCampaign')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        startIcon={<EditOutlined />}
                        onClick={() => updateForm(scenario.form)}
                        aria-label={t('simulator.compare.editFrom', { name })}
                      >
                        {t('simulator.compare.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        startIcon={<DeleteOutline />}
                        onClick={() => removeScenario(scenario.key)}
                        aria-label={t('simulator.compare.removeNamed', { name })}
                      >
                        {t('simulator.compare.remove')}
                      </Button>
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
