/**
 * Hidden from sight, not from assistive technology: a legend, a caption, a table read beside its chart. Sizes in
 * pixels as text: in `sx` a bare 1 means 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
