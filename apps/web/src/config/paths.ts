/** Every URL of the web app (SPEC section 2), built here and nowhere else. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  signUp: () => '/sign-up',
  confirm: (token: string) => `/confirm/${encodeURIComponent(token)}`,
  protected: () => '/protected',
  /** The shell and one card, for bench:web to measure beside every screen; no menu leads here (decision 073). */
  floor: () => '/floor',
  restricted: () => '/restricted',
  advertiser: () => '/advertiser',
  /** One advertiser's page, chosen (docs/decisions/029). */
  advertiserOverview: (advertiserId: number | string) => `/advertiser?advertiser=${advertiserId}`,
  creatives: (campaignId: number | string) => `/creatives/${campaignId}`,
  createCreative: (campaignId: number | string) => `/creatives/${campaignId}/create`,
  payments: () => '/payments',
  createPayment: () => '/payments/create',
  /** The expense report (docs/decisions/038), reached from Home: SPEC's side menu has no item for it. */
  expenses: () => '/expenses',
  /** The payment form with the advertiser and one campaign already chosen (docs/decisions/037). */
  createPaymentFor: (advertiserId: number, campaignId: number) =>
    `/payments/create?advertiser=${advertiserId}&campaign=${campaignId}`,
  profile: () => '/profile',
  audiences: () => '/audience',
  createAudience: () => '/audience/create',
  audienceDemo: () => '/create-audience-demo',
  editAudience: (id: number | string) => `/audience/${id}/edit`,
  exportAudience: (id: number | string) => `/audience/${id}/export`,
  campaigns: () => '/campaigns',
  programmatics: () => '/campaigns/programmatics',
  createCampaign: () => '/campaigns/create',
  campaign: (id: number | string) => `/campaigns/${id}`,
  /** The wizard opens a saved campaign for editing with `?edit={id}` (docs/decisions/023). */
  editCampaign: (id: number | string) => `/campaigns/create?edit=${id}`,
  simulator: () => '/simulator',
  activity: () => '/activity',
  presentation: () => '/presentation',
  accounts: () => '/accounts',
  createAccount: () => '/accounts/create',
  editAccount: (id: number | string) => `/accounts/${id}/edit`,
} as const;

/** Route patterns for the router, derived from the builders so the two cannot drift. */
export const routePatterns = {
  resetPassword: paths.resetPassword(':token').replace('%3Atoken', ':token'),
  confirm: paths.confirm(':token').replace('%3Atoken', ':token'),
  creatives: paths.creatives(':id'),
  createCreative: paths.createCreative(':id'),
  editAudience: paths.editAudience(':id'),
  exportAudience: paths.exportAudience(':id'),
  campaign: paths.campaign(':id'),
  editAccount: paths.editAccount(':id'),
} as const;
