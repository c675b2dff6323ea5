import type { Audience } from '@adcontrol/domain/audiences/audience';
import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import { listTags } from '@adcontrol/domain/campaigns/draft-contracts';
import type { CampaignFormat } from '@adcontrol/domain/shared/enums';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../../../app/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import campaigns from '../../../../locales/en/campaigns.json';
import { fake, mockApi, type Route } from '../../../../test/app';
import { makeAccount, signInAs } from '../../../../test/fixtures';
import type { DraftCreatives } from '../../draft';
import { CreativesStep } from '../creatives-step';
import type { RenderAudienceBuilder } from '../fields/audience-picker';

// The wizard's route loads these texts with its screen; this file renders the step alone.
i18n.addResourceBundle('en', 'translation', { campaigns }, true, true);

export const NO_CREATIVES: DraftCreatives = {
  pushs: [],
  banners: [],
  interstitials: [],
  videos: [],
  deleted: [],
};

export function makeAudience(id: number, name: string, countryCode?: 'CL' | 'AR'): Audience {
  const coordinates = countryCode ? [{ type: 'country' as const, countryCode }] : [];
  return {
    _id: id,
    name,
    filters: audienceFilters.parse({ geolocalization: { coordinates } }),
    options: { ignoreMultiplier: false },
    size: 1000,
    ownerId: 1,
    ownerName: 'Ana Pérez',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  };
}

const AUDIENCES = [makeAudience(3, 'Buenos Aires jóvenes', 'AR'), makeAudience(7, 'Santiago centro', 'CL')];

/** The lookups every creative makes (audiences, tags), after the routes a test adds, which answer first. */
export function fakeCreativesApi(...routes: Route[]) {
  return mockApi(
    ...routes,
    fake(listAudiences, () => ({ items: AUDIENCES, total: AUDIENCES.length })),
    fake(listTags, () => ({ topics: ['Deportes', 'Noticias'], products: ['Planes móviles'], audiences: [] })),
  );
}

interface StepOptions {
  format?: CampaignFormat;
  creatives?: DraftCreatives;
  showErrors?: boolean;
  renderAudienceBuilder?: RenderAudienceBuilder;
}

interface WizardProps extends Required<Pick<StepOptions, 'format' | 'showErrors'>> {
  initial: DraftCreatives;
  renderAudienceBuilder?: RenderAudienceBuilder | undefined;
  onDraft: (next: DraftCreatives) => void;
}

/** The step as the wizard holds it: the draft in state. */
function Wizard({ initial, onDraft, ...props }: WizardProps) {
  const [creatives, setCreatives] = useState(initial);
  return (
    <CreativesStep
      {...props}
      creatives={creatives}
      onChange={(next) => {
        onDraft(next);
        setCreatives(next);
      }}
      country="CL"
    />
  );
}

/** Renders the step signed in as an advertiser; `draft()` is the creatives as the wizard last received them. */
export function renderStep(options: StepOptions = {}) {
  signInAs(makeAccount({ role: 'advertiser', id: 9 }));
  let latest = options.creatives ?? NO_CREATIVES;
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <Wizard
        initial={latest}
        format={options.format ?? 'mixed'}
        showErrors={options.showErrors ?? false}
        renderAudienceBuilder={options.renderAudienceBuilder}
        onDraft={(next) => {
          latest = next;
        }}
      />
    </AppProviders>,
  );
  return { ...view, user, draft: () => latest };
}

/** A file of a given size without allocating it. */
export function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
