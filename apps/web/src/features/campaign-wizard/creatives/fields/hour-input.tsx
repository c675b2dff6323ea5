import { validateHour } from '@adcontrol/domain/rules/hours';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC 5 'Hour input': a whole number from 0 to 23 that is not chosen yet, or the key of what is wrong. */
export function hourProblem(text: string, chosen: readonly number[]): string | null {
  const problem = validateHour(text, chosen);
  return problem ? `messages.${problem}` : null;
}

interface HourInputProps {
  hours: readonly number[];
  onAdd: (hour: number) => void;
}

export function HourInput({ hours, onAdd }: HourInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const refused = hourProblem(text, hours);
    setProblem(refused);
    if (refused) return;
    onAdd(Number(text));
    setText('');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('campaigns.creatives.delivery.hour')}
        value={text}
        size="small"
        type="number"
        slotProps={{ htmlInput: { min: 0, max: 23, step: 1, inputMode: 'numeric' } }}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        error={problem !== null}
        helperText={problem ? t(problem) : t('campaigns.creatives.delivery.hourHelp')}
        sx={{ width: 180 }}
      />
      <Button variant="outlined" onClick={add} sx={{ mt: 1 / 4 }}>
        {t('campaigns.creatives.delivery.addHour')}
      </Button>
    </Stack>
  );
}
