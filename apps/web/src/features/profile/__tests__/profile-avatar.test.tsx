import { updateMe, uploadAvatar } from '@adcontrol/domain/accounts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { failure, fake, json, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { fakeProfileApi } from './fake-profile-api';

resetBetweenTests();

const me = makeAccount({ id: 7, role: 'advertiser', firstName: 'Sofía', lastName: 'Lara' });
const STORED = '/api/files/avatars/7-0123456789abcdef0123456789abcdef.webp';
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/** The multipart body of the last call, as the page handed it to fetch. */
function sentForm(): FormData {
  const init = vi.mocked(fetch).mock.calls.findLast(([input]) => String(input).endsWith('/avatar'))?.[1];
  expect(init?.body).toBeInstanceOf(FormData);
  return init?.body as FormData;
}

const shellPicture = () => within(screen.getByRole('banner')).queryByRole('presentation');

describe('the profile photo', () => {
  it('uploads the chosen picture, shows it at once here and in the top bar, and says so', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeProfileApi(
      fake(
        uploadAvatar,
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');

    // The file's first render loads the route's code and texts: give it time on a busy machine.
    expect(
      await screen.findByRole('img', { name: 'Your profile photo' }, { timeout: 12_000 }),
    ).toHaveTextContent('SL');
    await user.upload(screen.getByLabelText('Upload photo'), photo());

    expect(await screen.findByRole('progressbar', { name: 'Uploading photo…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload photo/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    const file = sentForm().get('avatar');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect(api.callsTo('POST', '/api/accounts/me/avatar')[0]?.headers.get('content-type')).toBeNull();

    answer(json(200, { ...me, avatar: STORED }));
    expect(await screen.findByText('Your photo has been updated')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', STORED);
    expect(shellPicture()).toHaveAttribute('src', STORED);
    expect(sessionStore.get().account?.avatar).toBe(STORED);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it("shows the server's words under the buttons when it refuses the file, and keeps the old picture", async () => {
    fakeProfileApi(
      fake(uploadAvatar, () =>
        failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'avatar: must be a PNG, JPEG or WebP file', 'avatar'),
      ),
    );
    signInAs({ ...me, avatar: STORED });
    const user = userEvent.setup();
    renderApp('/profile');

    await user.upload(await screen.findByLabelText('Upload photo'), photo());

    expect(await screen.findByRole('alert')).toHaveTextContent('avatar: must be a PNG, JPEG or WebP file');
    expect(screen.getByRole('button', { name: /Upload photo/ })).toHaveAccessibleDescription(
      'avatar: must be a PNG, JPEG or WebP file',
    );
    expect(sessionStore.get().account?.avatar).toBe(STORED);
    expect(shellPicture()).toHaveAttribute('src', STORED);
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    const api = fakeProfileApi();
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });

    await user.upload(await screen.findByLabelText('Upload photo'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be 5 MB or smaller');
    // The page lists the scheduled reports too (docs/decisions/040); nothing touches the account.
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/accounts'))).toHaveLength(0);
  });

  it('offers only PNG, JPEG and WebP files', async () => {
    fakeProfileApi();
    signInAs(me);
    renderApp('/profile');
    expect(await screen.findByLabelText('Upload photo')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
    expect(screen.getByRole('button', { name: /Upload photo/ })).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, up to 5 MB. It is cropped to a square.',
    );
  });

  it('removes the picture, showing the initials again here and in the top bar', async () => {
    const api = fakeProfileApi(fake(updateMe, ({ body }) => ({ ...me, ...body })));
    signInAs({ ...me, avatar: STORED });
    const user = userEvent.setup();
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Your photo has been removed')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/me')[0]?.body).toEqual({ avatar: null });
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveTextContent('SL');
    expect(shellPicture()).toBeNull();
    expect(sessionStore.get().account?.avatar).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('has nothing to remove without a picture', async () => {
    fakeProfileApi();
    signInAs(me);
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('says why a removal failed', async () => {
    fakeProfileApi(fake(updateMe, () => failure(500, 'INTERNAL', 'Internal server error')));
    signInAs({ ...me, avatar: STORED });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error, please try again later'),
    );
    expect(sessionStore.get().account?.avatar).toBe(STORED);
  });
});
