import Box from '@mui/material/Box';

/** The widest a preview is drawn: a 375 px phone screen less the dialog's padding on both sides. */
export const PREVIEW_FIT_WIDTH = 343;

/** How much a creative of this width shrinks to fit; never enlarged. */
export function previewScale(width: number, fitWidth = PREVIEW_FIT_WIDTH): number {
  return width > fitWidth ? fitWidth / width : 1;
}

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
        title={title}
        sandbox="allow-scripts"
        srcDoc={html}
        width={width}
        height={height}
        referrerPolicy="no-referrer"
        style={{ border: 0, display: 'block', transform: `scale(${scale})`, transformOrigin: 'top left' }}
      />
    </Box>
  );
}
