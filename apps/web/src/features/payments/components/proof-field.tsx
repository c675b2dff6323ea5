import { PAYMENT_PROOF } from '@adcontrol/domain/payments/payment-values';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const PROOF_MAX_MB = PAYMENT_PROOF.maxBytes / (1024 * 1024);
const ACCEPT = [...PAYMENT_PROOF.extensions, ...PAYMENT_PROOF.types].join(',');

/** Why a chosen file is refused before it is sent (the server judges the content again). */
export function proofProblem(file: File): 'invalid' | 'tooLarge' | null {
  const named = PAYMENT_PROOF.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));
  const typed = !file.type || (PAYMENT_PROOF.types as readonly string[]).includes(file.type);
  if (!named || !typed) return 'invalid';
  return file.size > PAYMENT_PROOF.maxBytes ? 'tooLarge' : null;
}

interface ProofFieldProps {
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
}

/** The proof of payment: one PDF, XLSX or DOCX, named with the types it accepts. */
export function ProofField({ file, error, onChoose }: ProofFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1 }}
      aria-describedby={hintId}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('payments.fields.proof')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
          {file ? t('payments.fields.replaceProof') : t('payments.fields.chooseProof')}
          <input
            hidden
            type="file"
            name="proof"
            accept={ACCEPT}
            aria-label={t('payments.fields.proof')}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <DescriptionOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} ({Math.max(1, Math.round(file.size / 1024))} kB)
            </Typography>
          </Box>
        )}
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('payments.fields.proofHint', { max: PROOF_MAX_MB })}
      </FormHelperText>
    </Box>
  );
}
