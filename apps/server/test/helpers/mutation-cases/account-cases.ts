import { issueOneTimeToken } from '../../../src/modules/auth/one-time-tokens';
import { createAccount } from '../fixtures';
import { account, type MutationCase, PASSWORD, unique } from './case-tools';
import { accountEmailed, pictureForm } from './set-ups';

/** Signing up and in, accounts and audiences. */
export const ACCOUNT_CASES: Record<string, MutationCase> = {
  'auth.signUp': async ({ sendAs, world }) => {
    const email = `${unique('signup')}@example.test`;
    await sendAs(null, 'POST', '/auth/sign-up', { email, password: PASSWORD, firstName: 'Nueva' });
    const id = await accountEmailed(world.testApp, email);
    return account(id, 'auth.signed_up', id);
  },
  'auth.confirm': async ({ sendAs, world }) => {
    const { db } = world.testApp.database;
    const row = await createAccount(db, { confirmed: false });
    const token = await issueOneTimeToken(db, row.id, 'email_confirmation', new Date());
    await sendAs(null, 'POST', '/auth/confirm', { token });
    return account(row.id, 'auth.confirmed', row.id);
  },
  'auth.forgotPassword': async ({ sendAs, world }) => {
    const row = await createAccount(world.testApp.database.db);
    await sendAs(null, 'POST', '/auth/forgot-password', { email: row.email });
    return account(row.id, 'auth.password_reset_requested', row.id);
  },
  'auth.resetPassword': async ({ sendAs, world }) => {
    const { db } = world.testApp.database;
    const row = await createAccount(db);
    const token = await issueOneTimeToken(db, row.id, 'password_reset', new Date());
    await sendAs(null, 'POST', '/auth/reset-password', {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    return account(row.id, 'auth.password_reset', row.id);
  },
  'auth.signIntoAccount': async ({ sendAs, world }) => {
    const { admin, seller } = world.people;
    await sendAs(admin, 'GET', `/auth/sign-into-account/${seller.id}`);
    return { ...account(seller.id, 'auth.signed_into_account', seller.id), actingAccountId: admin.id };
  },

  'accounts.create': async ({ send }) => {
    const body = {
      email: `${unique('new')}@example.test`,
      role: 'seller',
      firstName: 'Sol',
      password: PASSWORD,
    };
    const created = await send('POST', '/accounts', body);
    return account(created.json<{ id: number }>().id, 'account.created');
  },
  'accounts.createAdvertiser': async ({ sendAs, world }) => {
    const body = { email: `${unique('adv')}@example.test`, firstName: 'Ana', password: PASSWORD };
    const created = await sendAs(world.people.seller, 'POST', '/accounts/advertisers', body);
    return account(created.json<{ id: number }>().id, 'account.created');
  },
  'accounts.update': async ({ send, world }) => {
    const { advertiser } = world.people;
    await send('PATCH', `/accounts/${advertiser.id}`, { firstName: unique('Renamed ') });
    return account(advertiser.id, 'account.updated');
  },
  'accounts.updateMe': async ({ sendAs, world }) => {
    const { seller } = world.people;
    await sendAs(seller, 'PATCH', '/accounts/me', { lastName: unique('Me ') });
    return account(seller.id, 'account.profile_updated');
  },
  'accounts.uploadAvatar': async ({ sendAs, world }) => {
    const { seller } = world.people;
    await sendAs(seller, 'POST', '/accounts/me/avatar', await pictureForm('avatar'));
    return account(seller.id, 'account.profile_updated');
  },
  'accounts.delete': async ({ send, world }) => {
    const row = await createAccount(world.testApp.database.db, { role: 'advertiser' });
    await send('DELETE', `/accounts/${row.id}`);
    return account(row.id, 'account.deleted');
  },

  'audiences.create': async ({ send }) => {
    const filters = { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } };
    const created = await send('POST', '/audiences', { name: unique('Lima '), filters });
    return {
      entityType: 'audience',
      entityId: created.json<{ _id: number }>()._id,
      action: 'audience.created',
    };
  },
  'audiences.update': async ({ sendAs, world }) => {
    // An admin signed into the seller's account: the row names both.
    const impersonated = { as: world.people.seller, actingFor: world.people.admin };
    await sendAs(impersonated, 'PATCH', `/audiences/${world.audienceId}`, { name: unique('Peru ') });
    return { entityType: 'audience', entityId: world.audienceId, action: 'audience.updated' };
  },
  'audiences.delete': async ({ send, setup }) => {
    const filters = { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } };
    const { _id: id } = (await setup('POST', '/audiences', { name: unique('Gone '), filters })).json<{
      _id: number;
    }>();
    await send('DELETE', `/audiences/${id}`);
    return { entityType: 'audience', entityId: id, action: 'audience.deleted' };
  },
};
