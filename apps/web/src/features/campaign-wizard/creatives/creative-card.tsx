import type { CountryCode, CreativeFormat } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import { type ComponentType, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerEditor } from './banner-editor';
import { CardHeaderRow } from './card-header-row';
import type { ItemOf } from './creative-list';
import { creativeProblems } from './creative-problems';
import type { EditorProps } from './editor-props';
import type { RenderAudienceBuilder } from './fields/audience-picker';
import { InterstitialEditor } from './interstitial-editor';
import { PreviewDialog } from './preview/preview-dialog';
import { fieldErrors, problemText } from './problem-text';
import { PushEditor } from './push-editor';
import { VideoEditor } from './video-editor';

const EDITORS: { [F in CreativeFormat]: ComponentType<EditorProps<F>> } = {
  push: PushEditor,
  banner: BannerEditor,
  interstitial: InterstitialEditor,
  video: VideoEditor,
};

export interface CreativeCardProps<F extends CreativeFormat> {
  format: F;
  /** Its place in the draft's list of its format (the preview endpoints' `{n}`). */
  index: number;
  item: ItemOf[F];
  onChange: (item: ItemOf[F]) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  showErrors: boolean;
  country: CountryCode | null;
  renderAudienceBuilder?: RenderAudienceBuilder | undefined;
}

/** One creative: its name, status and validity always in view; its editor folds away. */
export function CreativeCard<F extends CreativeFormat>(props: CreativeCardProps<F>) {
  const { format, index, item, onChange, showErrors } = props;
  const { t } = useTranslation();
  const bodyId = useId();
  const problems = useMemo(() => creativeProblems(format, item), [format, item]);
  // A new creative opens to be filled in; saved ones stay folded until wanted, unless they must be fixed.
  const mustFix = showErrors && problems.length > 0;
  const [isOpen, setIsOpen] = useState(item.id === undefined || mustFix);
  const [isPreviewing, setIsPreviewing] = useState(false);
  useEffect(() => {
    if (mustFix) setIsOpen(true);
  }, [mustFix]);
  const errors = useMemo(
    () => (showErrors ? fieldErrors(t, format, problems) : new Map<string, string>()),
    [showErrors, t, format, problems],
  );
  const Editor = EDITORS[format] as ComponentType<EditorProps<F>>;
  const patch = (fields: Partial<Omit<ItemOf[F], 'key'>>) => onChange({ ...item, ...fields });

  return (
    <Card variant="outlined" component="article" aria-labelledby={`${bodyId}-name`}>
      <CardHeaderRow
        nameId={`${bodyId}-name`}
        bodyId={bodyId}
        name={item.name ?? ''}
        isOpen={isOpen}
        onToggle={() => setIsOpen(!isOpen)}
        isActive={(item.status ?? 0) === 0}
        onActiveChange={(isActive) => patch({ status: isActive ? 0 : 1 } as Partial<Omit<ItemOf[F], 'key'>>)}
        isValid={problems.length === 0}
        onPreview={() => setIsPreviewing(true)}
        onDuplicate={props.onDuplicate}
        onRemove={props.onRemove}
      />
      <Collapse in={isOpen} id={bodyId}>
        <CardContent sx={{ pt: 0 }}>
          {mustFix && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('campaigns.creatives.problems.title')}
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((problem) => (
                  <li key={problem.field}>
                    {t('campaigns.creatives.problems.item', {
                      field: t(`campaigns.creatives.fields.${problem.field}`),
                      problem: problemText(t, format, problem),
                    })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <Editor
            item={item}
            onChange={patch}
            errors={errors}
            country={props.country}
            renderAudienceBuilder={props.renderAudienceBuilder}
          />
        </CardContent>
      </Collapse>
      {isPreviewing && (
        <PreviewDialog
          open
          onClose={() => setIsPreviewing(false)}
          format={format}
          index={index}
          item={item}
        />
      )}
    </Card>
  );
}
