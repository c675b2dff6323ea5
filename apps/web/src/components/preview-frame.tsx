import { PREVIEW_FRAME_PATH, type PreviewFrameMessage } from '@adcontrol/domain/creatives/preview-frame';
import Box from '@mui/material/Box';

/** The widest a preview is drawn: a 375 px phone screen less the dialog's padding on both sides. */
export const PREVIEW_FIT_WIDTH = 343;

/** How much a creative of this width shrinks to fit; never enlarged. */
export function previewScale(width: number, fitWidth = PREVIEW_FIT_WIDTH): number {
  return width > fitWidth ? fitWidth / width : 1;
}

/** Frames whose preview was posted: the written document fires `load` again, and is not posted to twice. */
const posted = new WeakSet<HTMLIFrameElement>();

interface PreviewFrameProps {
  html: string;
  width: number;
  height: number;
  title: string;
  /** The room the frame has; a phone's outline leaves less than the screen. */
  fitWidth?: number | undefined;
}

/**
 * Third-party HTML, drawn at its own size in a sandboxed frame (ARCHITECTURE 9): scripts may run, but without
 * `allow-same-origin` the frame is an opaque origin and reaches nothing of the app (session, storage, cookies).
 * The frame is the server's preview document, which has a policy of its own (a `srcdoc` frame would inherit the
 * app's, which refuses inline script, decision 044); the HTML is posted to it once it has loaded, and a new
 * HTML loads a new frame.
 */
export function PreviewFrame({
  html,
  width,
  height,
  title,
  fitWidth = PREVIEW_FIT_WIDTH,
}: PreviewFrameProps) {
  const scale = previewScale(width, fitWidth);
  return (
    <Box dir="ltr" sx={{ width: width * scale, height: height * scale, overflow: 'hidden', mx: 'auto' }}>
      <iframe
        key={html}
        title={title}
        sandbox="allow-scripts"
        src={PREVIEW_FRAME_PATH}
        data-html={html}
        onLoad={(event) => {
          const frame = event.currentTarget;
          if (posted.has(frame)) return;
          posted.add(frame);
          const message: PreviewFrameMessage = { type: 'adcontrol:preview', html };
          // An opaque origin has no name to address: '*', to the one window this element holds.
          frame.contentWindow?.postMessage(message, '*');
        }}
        width={width}
        height={height}
        referrerPolicy="no-referrer"
        style={{ border: 0, display: 'block', transform: `scale(${scale})`, transformOrigin: 'top left' }}
      />
    </Box>
  );
}
