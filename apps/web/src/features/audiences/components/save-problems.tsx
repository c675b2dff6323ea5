import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** What still stops the save, each line naming its field (SPEC 5: a name and a location or point). */
export function SaveProblems({ problems }: { problems: { field: string; message: string }[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('audience.builder.cannotSave')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem.field}>
            {problem.field}: {problem.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
