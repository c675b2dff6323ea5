import type { Role } from '@adcontrol/domain/shared/enum-values';
import { countAudiences, exportOneAudience, renameAudience, saveAudience } from './actions-audiences';
import { browseAccounts, browseControl, browseMine, openCampaign, openHome } from './actions-browse';
import { createOwnCampaign, editOwnCampaign, pauseOrResume, toggleCreative } from './actions-campaigns';
import { changeCapping, linkOrUnlink } from './actions-delivery';
import {
  downloadCampaignReport,
  expenses,
  exportActivityLog,
  requestDeck,
  scheduleReport,
} from './actions-reports';
import type { Action } from './user-state';

type Menu = readonly (readonly [Action, number])[];

/**
 * What each role does, and how often, as SPEC 2 and 6 give them their screens: admins run delivery (capping,
 * links, decks, the activity log), sellers sell (campaigns, audiences, reports), country managers oversee their
 * country, analysts study audiences and statistics, advertisers follow and adjust their own campaigns.
 */
export const MENUS: Record<Role, Menu> = {
  admin: [
    [browseControl, 3],
    [openCampaign, 2],
    [createOwnCampaign, 1.5],
    [editOwnCampaign, 0.5],
    [pauseOrResume, 2],
    [changeCapping, 2],
    [linkOrUnlink, 2],
    [toggleCreative, 1],
    [requestDeck, 0.4],
    [exportActivityLog, 0.4],
    [downloadCampaignReport, 0.6],
    [expenses, 0.3],
    [countAudiences, 0.5],
  ],
  super_seller: [
    [browseControl, 3],
    [openCampaign, 2],
    [createOwnCampaign, 1.5],
    [editOwnCampaign, 0.5],
    [pauseOrResume, 2],
    [linkOrUnlink, 2],
    [toggleCreative, 1],
    [countAudiences, 1],
    [saveAudience, 0.5],
    [downloadCampaignReport, 0.6],
    [expenses, 0.4],
  ],
  seller: [
    [browseControl, 3],
    [openCampaign, 2],
    [createOwnCampaign, 1.5],
    [editOwnCampaign, 1],
    [pauseOrResume, 2],
    [toggleCreative, 1],
    [countAudiences, 1],
    [saveAudience, 0.5],
    [exportOneAudience, 0.4],
    [downloadCampaignReport, 0.6],
    [expenses, 0.4],
  ],
  country_manager: [
    [browseControl, 3],
    [openCampaign, 2],
    [browseAccounts, 1],
    [createOwnCampaign, 1],
    [pauseOrResume, 2],
    [expenses, 1],
    [countAudiences, 1],
    [downloadCampaignReport, 0.5],
  ],
  analyst: [
    [countAudiences, 3],
    [saveAudience, 1],
    [renameAudience, 1],
    [exportOneAudience, 1],
    [browseControl, 2],
    [openCampaign, 1],
    [downloadCampaignReport, 1],
  ],
  advertiser: [
    [openHome, 2],
    [browseMine, 2],
    [openCampaign, 2],
    [createOwnCampaign, 1],
    [pauseOrResume, 1.5],
    [downloadCampaignReport, 1],
    [scheduleReport, 0.3],
  ],
};
