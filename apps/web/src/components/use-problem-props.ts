import { limitMessageValues } from '@adcontrol/domain/rules/limits';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import { useTranslation } from 'react-i18next';

/**
 * What a field shows of its problem, a message of the shared catalogue, when the form says it is time: the
 * field marked and the words under it. Spread on the field.
 */
export function useProblemProps<F extends string>(problems: Partial<Record<F, MessageKey>>) {
  const { t } = useTranslation();
  return (field: F, isShown: boolean) => {
    const problem = problems[field];
    return problem && isShown
      ? { error: true, helperText: t(`messages.${problem}`, limitMessageValues()) }
      : { error: false };
  };
}
