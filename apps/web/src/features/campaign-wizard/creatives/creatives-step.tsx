import { CREATIVES_ALLOWED } from '@adcontrol/domain/rules/campaign-creatives';
import type { CampaignFormat, CountryCode, CreativeFormat } from '@adcontrol/domain/shared/enums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftCreatives } from '../draft';
import { CreativeCard } from './creative-card';
import {
  addCreative,
  duplicateCreative,
  type ItemOf,
  itemsOf,
  removeCreative,
  replaceCreative,
} from './creative-list';
import type { RenderAudienceBuilder } from './fields/audience-picker';

export interface CreativesStepProps {
  /** The campaign's format: it decides which creative formats can be added (CREATIVES_ALLOWED). */
  format: CampaignFormat;
  creatives: DraftCreatives;
  onChange: (next: DraftCreatives) => void;
  /** Whether each creative lists what it misses (after the user tried to continue). */
  showErrors: boolean;
  country: CountryCode | null;
  renderAudienceBuilder?: RenderAudienceBuilder | undefined;
  /** Names the campaign's saved creatives already use, which a new one never takes. */
  takenNames?: readonly string[] | undefined;
}

/** The wizard's creatives step: the creatives of each format the campaign carries, added, edited and removed. */
export function CreativesStep(props: CreativesStepProps): JSX.Element {
  const { t } = useTranslation();
  const allowed = CREATIVES_ALLOWED[props.format];
  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {allowed.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => props.onChange(addCreative(props.creatives, format, props.takenNames))}
          >
            {t(`campaigns.creatives.add.${format}`)}
          </Button>
        ))}
      </Stack>
      {allowed.map((format) => (
        <FormatList key={format} {...props} creativeFormat={format} />
      ))}
    </Stack>
  );
}

function FormatList(props: CreativesStepProps & { creativeFormat: CreativeFormat }) {
  const { t } = useTranslation();
  const { creatives, onChange, creativeFormat: format } = props;
  const items = itemsOf(creatives, format);
  return (
    <Stack spacing={2} component="section" aria-labelledby={`creatives-${format}`}>
      <Typography id={`creatives-${format}`} variant="h6" component="h2">
        {t(`campaigns.creatives.formats.${format}`)} ({items.length})
      </Typography>
      {items.length === 0 && (
        <Typography color="text.secondary">{t(`campaigns.creatives.empty.${format}`)}</Typography>
      )}
      {items.map((item, index) => (
        <CreativeCard
          key={item.key}
          format={format}
          index={index}
          item={item}
          onChange={(next: ItemOf[typeof format]) => onChange(replaceCreative(creatives, format, next))}
          onDuplicate={() => onChange(duplicateCreative(creatives, format, item.key, props.takenNames))}
          onRemove={() => onChange(removeCreative(creatives, format, item.key))}
          showErrors={props.showErrors}
          country={props.country}
          renderAudienceBuilder={props.renderAudienceBuilder}
        />
      ))}
    </Stack>
  );
}
