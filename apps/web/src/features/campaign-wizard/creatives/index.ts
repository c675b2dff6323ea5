/*
 * What a page outside the wizard can reuse (adding creatives to a running campaign): the step itself, one
 * format's editor, the card around it and the draft-list helpers. The wizard's route imports creatives-step.
 */
export { BannerEditor } from './banner-editor';
export { CreativeCard, type CreativeCardProps } from './creative-card';
export {
  addCreative,
  duplicateCreative,
  type ItemOf,
  itemsOf,
  removeCreative,
  replaceCreative,
} from './creative-list';
export { type CreativeProblem, creativeProblems } from './creative-problems';
export { CreativesStep, type CreativesStepProps } from './creatives-step';
export type { EditorProps } from './editor-props';
export type { RenderAudienceBuilder } from './fields/audience-picker';
export { InterstitialEditor } from './interstitial-editor';
export { PreviewDialog } from './preview/preview-dialog';
export { PushEditor } from './push-editor';
export { VideoEditor } from './video-editor';
