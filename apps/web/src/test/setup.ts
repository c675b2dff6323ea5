import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../app/i18n';
import accounts from '../locales/en/accounts.json';
import audience from '../locales/en/audience.json';
import campaignDetail from '../locales/en/campaignDetail.json';
import campaigns from '../locales/en/campaigns.json';
import delivery from '../locales/en/delivery.json';
import home from '../locales/en/home.json';
import profile from '../locales/en/profile.json';
import shell from '../locales/en/shell.json';

// Route tests load screens lazily and switch sessions; under a full parallel run 1 s is too tight a wait.
configure({ asyncUtilTimeout: 4000 });

// The router loads these with their screens; tests that render a feature's component alone need them at once.
i18n.addResourceBundle(
  'en',
  'translation',
  { accounts, audience, campaignDetail, campaigns, delivery, home, profile },
  true,
  true,
);
i18n.addResourceBundle('en', 'translation', shell, true, true);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
