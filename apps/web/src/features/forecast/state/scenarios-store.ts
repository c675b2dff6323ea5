import { CAMPAIGN_FORMATS, COUNTRY_CURRENCY, PURCHASE_MODELS } from '@adcontrol/domain/shared/enum-values';
import { createPersistentStore, useStore } from '../../../lib/persistent-store';
import { emptyForm, type ScenarioForm } from './scenario-form';

/** Scenarios compared side by side, at most (docs/decisions/036). */
export const MAX_SCENARIOS = 3;

export interface SavedScenario {
  /** Stable within the browser: React keys and removal. */
  readonly key: string;
  readonly form: ScenarioForm;
}

export interface SimulatorState {
  /** The scenario being edited. */
  readonly form: ScenarioForm;
  readonly scenarios: readonly SavedScenario[];
}

const initial: SimulatorState = { form: emptyForm, scenarios: [] };

const oneOf = (values: readonly string[], value: unknown) =>
  value === null || values.includes(value as string);

function isForm(value: unknown): value is ScenarioForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = { ...emptyForm, ...(value as Partial<ScenarioForm>) };
  return (
    oneOf(Object.keys(COUNTRY_CURRENCY), form.country) &&
    oneOf(CAMPAIGN_FORMATS, form.format) &&
    oneOf(PURCHASE_MODELS, form.model) &&
    [form.budget, form.price, form.start, form.end].every((text) => typeof text === 'string') &&
    typeof form.premium === 'boolean' &&
    (form.audience === null ||
      (typeof form.audience?.id === 'number' && typeof form.audience.name === 'string'))
  );
}

/** A stored state of the current shape, or nothing: what an older version kept is dropped, not trusted. */
function validate(stored: unknown): SimulatorState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { form, scenarios } = stored as Partial<SimulatorState>;
  if (!isForm(form) || !Array.isArray(scenarios)) return null;
  const kept = scenarios.filter(
    (scenario): scenario is SavedScenario => typeof scenario?.key === 'string' && isForm(scenario.form),
  );
  return { form: { ...emptyForm, ...form }, scenarios: kept.slice(0, MAX_SCENARIOS) };
}

/** The scenarios survive a reload, in local storage like the campaign draft. */
export const SIMULATOR_STORAGE_KEY = 'adcontrol.simulator';
export const simulatorStore = createPersistentStore<SimulatorState>(SIMULATOR_STORAGE_KEY, initial, validate);

export function useSimulator(): SimulatorState {
  return useStore(simulatorStore);
}

export function updateForm(changes: Partial<ScenarioForm>): void {
  simulatorStore.set((current) => ({ ...current, form: { ...current.form, ...changes } }));
}

/** Keeps the form as a scenario to compare; nothing when MAX_SCENARIOS are kept already. */
export function keepScenario(form: ScenarioForm): void {
  simulatorStore.set((current) =>
    current.scenarios.length >= MAX_SCENARIOS
      ? current
      : { ...current, scenarios: [...current.scenarios, { key: crypto.randomUUID(), form }] },
  );
}

export function removeScenario(key: string): void {
  simulatorStore.set((current) => ({
    ...current,
    scenarios: current.scenarios.filter((scenario) => scenario.key !== key),
  }));
}
