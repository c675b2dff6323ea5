/**
 * The document creative previews are written into (docs/decisions/044): served with a policy of its own and
 * sandboxed, because a `srcdoc` frame would run the creative under the app's policy, which refuses inline
 * script. The web app frames it and posts the preview's HTML to it once it has loaded.
 */
export const PREVIEW_FRAME_PATH = '/api/preview-frame';

/** The one message the frame takes: the whole document to show. */
export interface PreviewFrameMessage {
  type: 'adcontrol:preview';
  html: string;
}
