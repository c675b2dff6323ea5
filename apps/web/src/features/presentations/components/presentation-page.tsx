import type { CreatePresentationRequest } from '@adcontrol/domain/presentations/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { errorText, failedField } from '../../../lib/error-text';
import { useCreatePresentation } from '../api/create-presentation';
import { useDeckJob } from '../api/get-presentation';
import { useRecentDecks } from '../api/list-presentations';
import { DECK_FIELDS, DeckForm } from './deck-form';
import { DeckProgress } from './deck-progress';
import { RecentDecks } from './recent-decks';

/** `/presentation` (admins): a client deck of an advertiser's results, made while the bar moves (decision 039). */
export function PresentationPage() {
  const { t } = useTranslation();
  const create = useCreatePresentation();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useDeckJob(jobId);
  const recent = useRecentDecks();
  const finished = job.data?.status === 'done' || job.data?.status === 'failed';
  const { refetch } = recent;
  useEffect(() => {
    if (finished) void refetch();
  }, [finished, refetch]);

  const submit = (request: CreatePresentationRequest) =>
    create.mutate(request, { onSuccess: (created) => setJobId(created.id) });
  const error = create.error
    ? { field: failedField(create.error, DECK_FIELDS), text: errorText(create.error, t) }
    : null;
  const card = { sx: { mb: 3, minWidth: 0 }, variant: 'outlined' as const };

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <Typography variant="h1">{t('presentation.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('presentation.intro')}
      </Typography>
      <Card {...card} component="section" aria-labelledby="deck-form-title">
        <CardContent>
          <Typography id="deck-form-title" variant="h2" sx={{ mb: 2.5 }}>
            {t('presentation.form.title')}
          </Typography>
          <DeckForm isSubmitting={create.isPending} error={error} onSubmit={submit} />
        </CardContent>
      </Card>
      {job.data ? (
        <Card {...card} component="section" aria-labelledby="deck-progress-title">
          <CardContent>
            <Typography id="deck-progress-title" variant="h2" sx={{ mb: 2 }}>
              {t('presentation.progress.title')}
            </Typography>
            <DeckProgress job={job.data} />
          </CardContent>
        </Card>
      ) : null}
      <Card {...card} component="section" aria-labelledby="deck-recent-title">
        <CardContent>
          <Typography id="deck-recent-title" variant="h2" sx={{ mb: 1 }}>
            {t('presentation.recent.title')}
          </Typography>
          {recent.isError ? (
            <LoadError error={recent.error} isRetrying={recent.isFetching} onRetry={() => recent.refetch()} />
          ) : (
            <RecentDecks jobs={recent.data ?? []} />
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
