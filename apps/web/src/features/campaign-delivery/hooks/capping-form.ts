import type { Capping } from '@adcontrol/domain/campaigns/campaign';
import type { CappingValues } from '@adcontrol/domain/rules/capping';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import type { CappingField, CappingFormValues, CappingMode, SourceChoice } from './capping-plan';

type TextValues = { impressions: string; clicks: string };

/** The modal's inputs as typed: figures stay text until submitted, so nothing typed is lost or reformatted. */
export interface CappingFormText {
  source: SourceChoice;
  mode: CappingMode;
  newton: TextValues;
  sinew: TextValues;
  total: TextValues;
}

const text = (values: CappingValues): TextValues => ({
  impressions: String(values.impressions),
  clicks: String(values.clicks),
});

export function cappingFormText(capping: Capping, source: CappingSource | null): CappingFormText {
  return {
    source: source ?? 'all',
    mode: 'servers',
    newton: text(capping.newton),
    sinew: text(capping.sinew),
    total: text({ impressions: capping.impressions, clicks: capping.clicks }),
  };
}

/** Figures of the text; an empty input counts as 0 for the live preview. */
export function cappingFormValues(form: CappingFormText): CappingFormValues {
  const figures = (values: TextValues): CappingValues => ({
    impressions: Number(values.impressions || 0),
    clicks: Number(values.clicks || 0),
  });
  return {
    source: form.source,
    // A total is split between both servers; one server's capping is typed as it is.
    mode: form.source === 'all' ? form.mode : 'servers',
    newton: figures(form.newton),
    sinew: figures(form.sinew),
    total: figures(form.total),
  };
}

/** The inputs in use for a source and mode: one server's, both servers', or the total to split. */
export function fieldsInUse(form: Pick<CappingFormText, 'mode' | 'source'>): CappingField[] {
  const both = (group: 'newton' | 'sinew' | 'total'): CappingField[] => [
    `${group}.impressions`,
    `${group}.clicks`,
  ];
  if (form.mode === 'split' && form.source === 'all') return both('total');
  if (form.source === 'all') return [...both('newton'), ...both('sinew')];
  return both(form.source);
}

/**
 * The inputs in use a server's 400 names (`capping.impressions`, `capping.newton.clicks`): the same figure in the
 * form, or, for a total the form does not show, the inputs that make it. None when the form does not draw it.
 */
export function formFieldsOf(
  serverField: string,
  form: Pick<CappingFormText, 'mode' | 'source'>,
): CappingField[] {
  const [root, second, third] = serverField.split('.');
  if (root !== 'capping') return [];
  const inUse = fieldsInUse(form);
  if ((second === 'newton' || second === 'sinew') && (third === 'impressions' || third === 'clicks'))
    return inUse.filter((field) => field === `${second}.${third}`);
  if (second !== 'impressions' && second !== 'clicks') return [];
  return inUse.filter((field) => field.endsWith(`.${second}`));
}
