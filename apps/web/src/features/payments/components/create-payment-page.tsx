import { keepMoneyText, normalizeBudgetText, validateBudgetText } from '@adcontrol/domain/rules/budget';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { can } from '@adcontrol/domain/rules/permissions';
import { CURRENCIES } from '@adcontrol/domain/shared/enum-values';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field';
import { paths } from '../../../config/paths';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';
import { ApiError } from '../../../lib/api-client';
import { errorText, failedField, isRefusal } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useCreatePayment } from '../api/create-payment';
import { usePayableCampaigns } from '../api/get-payable-campaigns';
import { usePaymentMethods } from '../api/get-payment-methods';
import { CampaignsField } from './campaigns-field';
import { advertiserLabel, useMethodName } from './payment-labels';
import { PROOF_MAX_MB, ProofField, proofProblem } from './proof-field';

interface PaymentFormValues {
  advertiserId: string;
  amount: string;
  currency: string;
  methodId: string;
  paidOn: string;
  campaignIds: number[];
  proof: File | null;
}

const FIELDS = ['advertiserId', 'amount', 'currency', 'methodId', 'paidOn', 'campaignIds', 'proof'] as const;
/** SPEC 5: an amount is typed as a budget is, digits with thousand dots and a decimal comma. */

/** /payments/create: an advertiser's payment, the campaigns it covers and its proof; input survives an error. */
export function CreatePaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { role, account } = useSession();
  const [params] = useSearchParams();
  const isAdvertiser = can(role, 'advertisers.actAsSelf');
  const advertisers = useAdvertiserChoices(!isAdvertiser);
  const methods = usePaymentMethods();
  const methodName = useMethodName();
  const create = useCreatePayment();
  const preset = Number(params.get('campaign')) || null;
  const form = useForm<PaymentFormValues>({
    defaultValues: {
      advertiserId: isAdvertiser ? String(account?.id ?? '') : (params.get('advertiser') ?? ''),
      amount: '',
      currency: '',
      methodId: '',
      paidOn: networkDay(new Date()),
      campaignIds: preset ? [preset] : [],
      proof: null,
    },
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const [advertiserId, currency, campaignIds] = useWatch({
    control,
    name: ['advertiserId', 'currency', 'campaignIds'],
  });
  const chosenAdvertiser = advertiserId ? Number(advertiserId) : null;
  // An advertiser pays for itself and is shown no advertiser field: a refusal of it goes above the form.
  const drawnFields = isAdvertiser ? FIELDS.filter((name) => name !== 'advertiserId') : FIELDS;
  const campaigns = usePayableCampaigns(chosenAdvertiser);

  // One advertiser in scope: it is the one.
  useEffect(() => {
    const only = advertisers.data?.length === 1 ? advertisers.data[0] : undefined;
    if (only && !form.getValues('advertiserId')) setValue('advertiserId', String(only.id));
  }, [advertisers.data, form, setValue]);

  // The currency follows the campaign asked for, else the advertiser's first campaign, until the user picks one.
  useEffect(() => {
    if (!campaigns.data || form.getValues('currency')) return;
    const wanted = campaigns.data.find((campaign) => campaign.id === preset) ?? campaigns.data[0];
    if (wanted) setValue('currency', wanted.currency);
  }, [campaigns.data, form, preset, setValue]);

  const fieldText = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message;

  const submit = handleSubmit(async (values) => {
    if (!values.proof) return;
    try {
      await create.mutateAsync({
        advertiserId: Number(values.advertiserId),
        campaignIds: values.campaignIds,
        amount: normalizeBudgetText(values.amount),
        currency: values.currency,
        methodId: Number(values.methodId),
        paidOn: values.paidOn,
        proof: values.proof,
      });
      enqueueSnackbar(t('payments.form.saved'), { variant: 'success' });
      navigate(paths.payments());
    } catch (error) {
      if (error instanceof ApiError && error.status === 415) {
        setError('proof', { message: t('messages.files.invalidFile') }, { shouldFocus: false });
        return;
      }
      if (isRefusal(error, 'files.tooLargeToRead')) {
        setError('proof', { message: t('messages.files.tooLargeToRead') }, { shouldFocus: false });
        return;
      }
      const field = failedField(error, drawnFields);
      if (field) setError(field, { message: errorText(error, t) });
      else setError('root', { message: errorText(error, t) });
    }
  });

  const required = t('payments.form.required');
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" gutterBottom>
        {t('screens.createPayment')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('payments.form.intro')}
      </Typography>
      <Card
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
      >
        {formState.errors.root && (
          <Alert severity="error" role="alert">
            {formState.errors.root.message}
          </Alert>
        )}
        {!isAdvertiser && (
          <Controller
            control={control}
            name="advertiserId"
            rules={{ required }}
            render={({ field }) => (
              <TextField
                select
                label={t('payments.fields.advertiser')}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  setValue('campaignIds', []);
                  setValue('currency', '');
                }}
                error={Boolean(fieldText('advertiserId'))}
                helperText={fieldText('advertiserId')}
              >
                {(advertisers.data ?? []).map((advertiser) => (
                  <MenuItem key={advertiser.id} value={String(advertiser.id)}>
                    {advertiserLabel(advertiser)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={control}
            name="amount"
            rules={{
              validate: (text) =>
                validateBudgetText(text) === null ||
                (text.trim() === '' ? required : t('payments.form.amountInvalid')),
            }}
            render={({ field }) => (
              <TextField
                label={t('payments.fields.amount')}
                {...field}
                onChange={(event) => field.onChange(keepMoneyText(event.target.value))}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                error={Boolean(fieldText('amount'))}
                helperText={fieldText('amount') ?? t('payments.fields.amountHint')}
              />
            )}
          />
          <Controller
            control={control}
            name="currency"
            rules={{ required }}
            render={({ field }) => (
              <TextField
                select
                label={t('payments.fields.currency')}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  setValue(
                    'campaignIds',
                    campaignIds.filter(
                      (id) => campaigns.data?.find((c) => c.id === id)?.currency === event.target.value,
                    ),
                  );
                }}
                error={Boolean(fieldText('currency'))}
                helperText={fieldText('currency')}
              >
                {CURRENCIES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={control}
            name="methodId"
            rules={{ required }}
            render={({ field }) => (
              <TextField
                select
                label={t('payments.fields.method')}
                {...field}
                error={Boolean(fieldText('methodId'))}
                helperText={fieldText('methodId')}
              >
                {(methods.data ?? [])
                  .filter((method) => method.isActive)
                  .map((method) => (
                    <MenuItem key={method.id} value={String(method.id)}>
                      {methodName(method)}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="paidOn"
            rules={{
              required,
              validate: (day) => day <= networkDay(new Date()) || t('payments.form.futureDate'),
            }}
            render={({ field }) => (
              <DateField
                name={field.name}
                label={t('payments.fields.paidOn')}
                value={field.value}
                max={networkDay(new Date())}
                onChange={(day) => field.onChange(day ?? '')}
                error={Boolean(fieldText('paidOn'))}
                helperText={fieldText('paidOn')}
              />
            )}
          />
        </Box>
        <Controller
          control={control}
          name="campaignIds"
          rules={{ validate: (ids) => ids.length > 0 || t('payments.form.pickCampaign') }}
          render={({ field }) => (
            <CampaignsField
              campaigns={campaigns.data}
              isLoading={campaigns.isLoading}
              hasAdvertiser={chosenAdvertiser !== null}
              currency={currency}
              selected={field.value}
              error={fieldText('campaignIds')}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="proof"
          rules={{
            validate: (file) => {
              if (!file) return required;
              const problem = proofProblem(file);
              if (problem === 'invalid') return t('messages.files.invalidFile');
              return problem === 'tooLarge' ? t('payments.form.proofTooLarge', { max: PROOF_MAX_MB }) : true;
            },
          }}
          render={({ field }) => (
            <ProofField
              file={field.value}
              error={fieldText('proof')}
              onChoose={(file) => {
                field.onChange(file);
                void form.trigger('proof');
              }}
            />
          )}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button component={Link} to={paths.payments()}>
            {t('payments.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('payments.form.submit')}
          </Button>
        </Box>
      </Card>
    </Container>
  );
}
