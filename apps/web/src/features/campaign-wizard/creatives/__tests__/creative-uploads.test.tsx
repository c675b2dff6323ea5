import { type UploadedFile, uploadFile, uploadVideo } from '@adcontrol/domain/campaigns/draft-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../app/i18n';
import { failure, fake, resetBetweenTests } from '../../../../test/app';
import type { DraftCreatives } from '../../draft';
import { fakeCreativesApi, fileOf, NO_CREATIVES, renderStep } from './creatives-harness';

resetBetweenTests();

const banner: DraftCreatives = { ...NO_CREATIVES, banners: [{ key: 'b1', name: 'banner_1', status: 0 }] };
const video: DraftCreatives = { ...NO_CREATIVES, videos: [{ key: 'v1', name: 'video_1', status: 0 }] };
const push: DraftCreatives = { ...NO_CREATIVES, pushs: [{ key: 'p1', name: 'push_1', status: 0 }] };

const uploaded = (url: string): UploadedFile => ({ url, name: 'oferta.png', size: 2048, type: 'image/png' });

function fileInput(label: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][aria-label="${label}"]`);
  if (!input) throw new Error(`no upload field ${label}`);
  return input;
}

describe('creative uploads', () => {
  it('refuses a picture over 10 MB, and a file of another type, before sending it', async () => {
    const api = fakeCreativesApi();
    const { user } = renderStep({ creatives: banner });
    await user.upload(fileInput('Image'), fileOf('huge.png', 'image/png', 11 * 1024 * 1024));
    expect(await screen.findByText('The file exceeds the maximum size of 10 MB')).toBeInTheDocument();

    await user.upload(fileInput('Image'), fileOf('notes.txt', 'text/plain', 200));
    expect(
      screen.getByText('Invalid file, please read the supported formats carefully.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/maximum size/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/file')).toHaveLength(0);
  });

  it('states the 50 MB limit of a video', async () => {
    const api = fakeCreativesApi();
    const { user } = renderStep({ creatives: video });
    await user.upload(fileInput('Video'), fileOf('spot.mp4', 'video/mp4', 51 * 1024 * 1024));
    expect(await screen.findByText('The file exceeds the maximum size of 50 MB')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/video')).toHaveLength(0);
  });

  it('sends a picture, then shows it with a button to remove it', async () => {
    const api = fakeCreativesApi(fake(uploadFile, () => uploaded('/api/files/campaign-uploads/9-abc.png')));
    const { user, draft } = renderStep({ creatives: banner });
    await user.upload(fileInput('Image'), fileOf('oferta.png', 'image/png', 2048));

    expect(await screen.findByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      '/api/files/campaign-uploads/9-abc.png',
    );
    expect(draft().banners[0]?.image).toBe('/api/files/campaign-uploads/9-abc.png');
    const [call] = api.callsTo('POST', '/api/campaigns/file');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.queryByRole('img', { name: 'Image' })).not.toBeInTheDocument();
    expect(draft().banners[0]?.image).toBeNull();
  });

  it("fills a banner's size from the picture, and leaves a size the user typed", async () => {
    // jsdom loads no pictures: this one says it is 320 × 50 once its address is set.
    class Picture {
      naturalWidth = 320;
      naturalHeight = 50;
      onload: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', Picture);
    fakeCreativesApi(fake(uploadFile, () => uploaded('/api/files/campaign-uploads/9-abc.png')));
    const { user, draft } = renderStep({ creatives: banner });
    await user.upload(fileInput('Image'), fileOf('oferta.png', 'image/png', 2048));
    await vi.waitFor(() => expect(draft().banners[0]).toMatchObject({ width: 320, height: 50 }));
    // The form draws the draft's new size in its next render, which a loaded machine may not have reached yet.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('320'));

    await user.clear(screen.getByRole('textbox', { name: 'Width' }));
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '300');
    await user.upload(fileInput('Image'), fileOf('otra.png', 'image/png', 2048));
    await screen.findByRole('img', { name: 'Image' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(draft().banners[0]).toMatchObject({ width: 300, height: 50 });
    vi.unstubAllGlobals();
  });

  it("fills a video's timer with its length, rounded", async () => {
    fakeCreativesApi(
      fake(uploadVideo, () => ({
        ...uploaded('/api/files/campaign-uploads/9-abc.mp4'),
        durationSeconds: 12.6,
      })),
    );
    const { user, draft } = renderStep({ creatives: video });
    await user.upload(fileInput('Video'), fileOf('spot.mp4', 'video/mp4', 2048));
    await vi.waitFor(() => expect(draft().videos[0]?.timer).toBe(13));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Timer/ })).toHaveValue('13'));
  });

  it("shows the server's refusal by its message, in the reader's language", async () => {
    fakeCreativesApi(
      fake(uploadFile, () => failure(400, 'VALIDATION_FAILED', 'Invalid GIF format.', 'file')),
    );
    const { user, draft } = renderStep({ creatives: banner });
    await user.upload(fileInput('Image'), fileOf('anim.gif', 'image/gif', 4096));
    expect(await screen.findByText('Invalid GIF format.')).toBeInTheDocument();
    expect(draft().banners[0]?.image).toBeUndefined();

    await i18n.changeLanguage('es');
    expect(await screen.findByText('Formato GIF inválido.')).toBeInTheDocument();
  });

  it('sends a push video with its kind, and shows the 13-second refusal', async () => {
    const api = fakeCreativesApi(
      fake(uploadVideo, () =>
        failure(400, 'VALIDATION_FAILED', 'The video can last at most 13 seconds', 'video'),
      ),
    );
    const { user } = renderStep({ creatives: push });
    await user.upload(fileInput('Video'), fileOf('spot.mp4', 'video/mp4', 1024));
    expect(await screen.findByText('The video can last at most 13 seconds')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/video')).toHaveLength(1);
    const sent = api.callsTo('POST', '/api/campaigns/video')[0]?.form;
    expect(sent?.get('kind')).toBe('push');
    expect(sent?.get('video')).toMatchObject({ name: 'spot.mp4' });
  });

  it('says so when the upload fails on the server', async () => {
    fakeCreativesApi(
      fake(uploadFile, () => failure(500, 'INTERNAL', 'Unexpected error uploading file, please try again')),
    );
    const { user } = renderStep({ creatives: push });
    const logo = screen.getByText('Logo', { selector: 'p' }).parentElement as HTMLElement;
    await user.upload(fileInput('Logo'), fileOf('logo.png', 'image/png', 1024));
    expect(
      await within(logo).findByText('Unexpected error uploading file, please try again'),
    ).toBeInTheDocument();
  });
});

describe('an upload on its way', () => {
  it('shows its progress, blocks a second file, and keeps the edits made meanwhile', async () => {
    let answer: (file: UploadedFile) => void = () => {};
    fakeCreativesApi(
      fake(
        uploadFile,
        () =>
          new Promise<UploadedFile>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const { user, draft } = renderStep({ creatives: banner });
    await user.upload(fileInput('Image'), fileOf('oferta.png', 'image/png', 2048));
    expect(await screen.findByRole('progressbar', { name: 'Uploading Image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeDisabled();

    // What is typed meanwhile stays when the answer comes.
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://tienda.example');

    answer(uploaded('/api/files/campaign-uploads/9-def.png'));
    expect(await screen.findByRole('img', { name: 'Image' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(draft().banners[0]).toMatchObject({
      image: '/api/files/campaign-uploads/9-def.png',
      link: 'https://tienda.example',
    });
  });
});
