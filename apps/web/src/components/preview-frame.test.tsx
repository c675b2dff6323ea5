import { PREVIEW_FRAME_PATH } from '@adcontrol/domain/creatives/preview-frame';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreviewFrame } from './preview-frame';

const AD = '<script>document.body.textContent = "ad"</script>';

describe('PreviewFrame', () => {
  it('frames the sandboxed preview document, not a srcdoc that would inherit the page policy', () => {
    render(<PreviewFrame html={AD} width={320} height={50} title="Preview" />);
    const frame = screen.getByTitle('Preview');
    expect(frame).toHaveAttribute('src', PREVIEW_FRAME_PATH);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).not.toHaveAttribute('srcdoc');
  });

  it('posts the HTML once the frame has loaded, once', () => {
    render(<PreviewFrame html={AD} width={320} height={50} title="Preview" />);
    const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
    const postMessage = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(postMessage.mock.calls).toEqual([[{ type: 'adcontrol:preview', html: AD }, '*']]);
  });
});
