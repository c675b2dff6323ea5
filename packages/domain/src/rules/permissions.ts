import type { Role } from '../shared/enum-values';

/*
 * Who may do what, written once (docs/decisions/058). The endpoints' access lists are `rolesFor(action)`, and the
 * web's menus, route guards, buttons and columns ask `can(role, action)`, so the server's gate and what the screen
 * offers come from the same line. Plain data, no zod: the web app's entry reads it (decision 013).
 *
 * An action is named by what people do. Where the roles differ in what they are shown rather than in what they
 * may do (an advertiser is not shown the advertiser column), that difference is an action too, so no role name is
 * typed anywhere else: scripts/check-role-literals.mjs fails the check when one is.
 */
export const PERMISSIONS = {
  // Reading
  /** Home and the advertiser page (SPEC 2; analysts have neither, decision 029). */
  'home.read': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'],
  /** Campaigns, their creatives and statistics: everyone, analysts included (ARCHITECTURE 6). */
  'campaigns.read': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'],
  'statistics.read': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'],
  /** The Control list of campaigns: the Campaigns menu's roles and advertisers, who follow their own there. */
  'campaigns.follow': ['admin', 'country_manager', 'seller', 'super_seller', 'advertiser'],
  /** The expense report (decision 038). */
  'expenses.read': ['admin', 'country_manager', 'super_seller', 'seller'],
  /** The whole network's statistics and audiences, not a scope's: analysts (ARCHITECTURE 6, decision 025). */
  'network.readAll': ['analyst'],
  /** The activity log and the sign-in events (SPEC 6: admin only). */
  'activity.read': ['admin'],

  // Doing
  /** Create, edit and change the status of campaigns and their creatives: everyone but analysts, who only read. */
  'campaigns.create': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'],
  /** Approve a campaign pending approval by activating it, or pause it (decision 041). */
  'campaigns.approve': ['admin'],
  /** Link a campaign to the delivery servers (newton, sinew) and see its delivery section (SPEC 6). */
  'campaigns.link': ['admin', 'super_seller'],
  /** Capping, source, optimisation, boosting, report switches, creative variants and pretargeting (SPEC 1). */
  'campaigns.tuneDelivery': ['admin'],
  /** The audience screens (SPEC 2 menu). */
  'audiences.manage': ['admin', 'analyst', 'country_manager', 'seller', 'super_seller'],
  /** The audience and places calls: the audience screens' roles plus advertisers, who target their own campaigns. */
  'audiences.target': ['admin', 'analyst', 'country_manager', 'seller', 'super_seller', 'advertiser'],
  /** Count an audience without the per-country multiplier (decision 019). */
  'audiences.ignoreMultiplier': ['admin'],
  /** Users: list, create, change and delete accounts below one's own (decision 008). */
  'accounts.manage': ['admin', 'country_manager', 'seller', 'super_seller'],
  /** Sign into another account and return (SPEC 6; scope narrows whom, decision 008). */
  impersonate: ['admin', 'super_seller', 'country_manager'],
  'programmatics.manage': ['admin', 'country_manager', 'seller'],
  'simulator.use': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'],
  'presentations.create': ['admin'],
  /** Pay for campaigns and follow payments. */
  'payments.make': ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'],
  /** Approve or reject payments and keep the payment methods. */
  'payments.review': ['admin'],
  'expenses.setRates': ['admin'],

  // Differences of view
  /** Pick the campaign's seller (wizard, Control filter). */
  'campaigns.pickSeller': ['admin', 'country_manager', 'super_seller'],
  /** Pick the seller in the programmatics filter. */
  'programmatics.pickSeller': ['admin', 'country_manager'],
  /** The campaign's advertiser is shown and can be chosen; an advertiser's data is only its own. */
  'campaigns.seeAdvertiser': ['admin', 'seller', 'super_seller', 'country_manager', 'analyst'],
  /** The account is the advertiser: its campaigns, overview and payments are its own. */
  'advertisers.actAsSelf': ['advertiser'],
  /** Read any advertiser's campaigns through the advertiser's own list (SPEC 6), links aside. */
  'advertisers.readAny': ['admin'],
  /** A campaign's whole report, whatever the admin's switches hide from its advertiser (SPEC 7). */
  'campaigns.seeFullReport': ['admin', 'seller', 'super_seller', 'country_manager', 'analyst'],
  /** Activating a link turns every creative on, support ones included (SPEC 4). */
  'campaigns.linkActivatesAll': ['super_seller'],
  /** Be named a campaign's seller. */
  'campaigns.sell': ['seller', 'super_seller'],
  /** A new campaign names its creator as seller. */
  'campaigns.sellOwn': ['seller'],
  /** Carry linked advertisers (SPEC advertisersLinked). */
  'accounts.linkAdvertisers': ['seller', 'super_seller'],
  /** Manage only the accounts of one's own branch (the accounts hanging below one's own). */
  'accounts.stayInBranch': ['seller', 'super_seller'],
  /** Manage only the accounts of one's own country, which one's new accounts take by default. */
  'accounts.stayInCountry': ['country_manager'],
  /** Special admins (SPEC 6) also manage and sign into admin accounts. */
  'accounts.manageAdmins': ['admin'],

  // Menus (SPEC 2)
  /** The single Campaigns item. */
  'menu.campaignsItem': ['super_seller'],
  /** The Campaigns group with Control and Programmatics. */
  'menu.campaignsGroup': ['admin', 'country_manager', 'seller'],
  /** The alternative horizontal menu (only Home). */
  'menu.horizontal': ['admin', 'advertiser'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

/** The roles allowed to do an action, in the table's order: what an endpoint declares as its access. */
export function rolesFor<A extends Action>(action: A): (typeof PERMISSIONS)[A] {
  return PERMISSIONS[action];
}

/** Whether a role may do an action; no role (signed out) may do none. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

/** The roles below each role: whose accounts it creates, changes and deletes (decision 008). */
const MANAGED: Record<Role, readonly Role[]> = {
  admin: ['advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'],
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: ['advertiser'],
  advertiser: [],
  analyst: [],
};

/** The roles each role may sign into (decision 008); sellers sign into no one. */
const SIGN_INTO: Record<Role, readonly Role[]> = {
  admin: ['country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'],
  country_manager: ['super_seller', 'seller', 'advertiser'],
  super_seller: ['seller', 'advertiser'],
  seller: [],
  advertiser: [],
  analyst: [],
};

/** The sales tree's shape: the roles a parent of each role may have. Roles with none are always roots. */
const PARENT_ROLES: Record<Role, readonly Role[]> = {
  advertiser: ['seller', 'super_seller'],
  seller: ['super_seller'],
  super_seller: [],
  country_manager: [],
  analyst: [],
  admin: [],
};

/** Whether an account of `role` may hang under an account of `parentRole` (or under nobody). */
export function mayHangUnder(role: Role, parentRole: Role | null): boolean {
  return parentRole === null || PARENT_ROLES[role].includes(parentRole);
}

const ADMIN_ROLES: readonly Role[] = rolesFor('accounts.manageAdmins');

function withAdmins(role: Role, isSpecialAdmin: boolean, roles: readonly Role[]): readonly Role[] {
  return isSpecialAdmin && can(role, 'accounts.manageAdmins') ? [...roles, ...ADMIN_ROLES] : roles;
}

/** The roles of the accounts a role manages; a special admin manages admins as well, listed last. */
export function managedRoles(role: Role, isSpecialAdmin: boolean): readonly Role[] {
  return withAdmins(role, isSpecialAdmin, MANAGED[role]);
}

/** The roles of the accounts a role may sign into; a special admin also into admins, listed last. */
export function signIntoRoles(role: Role, isSpecialAdmin: boolean): readonly Role[] {
  return withAdmins(role, isSpecialAdmin, SIGN_INTO[role]);
}
