import { relations } from 'drizzle-orm';
import { accountAdvertiserLinks, accounts, audiences, campaigns, creatives, payments } from './schema';

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  parent: one(accounts, { fields: [accounts.parentId], references: [accounts.id], relationName: 'tree' }),
  children: many(accounts, { relationName: 'tree' }),
  advertiserLinks: many(accountAdvertiserLinks, { relationName: 'linker' }),
  campaigns: many(campaigns, { relationName: 'advertiser' }),
}));

export const accountAdvertiserLinksRelations = relations(accountAdvertiserLinks, ({ one }) => ({
  account: one(accounts, {
    fields: [accountAdvertiserLinks.accountId],
    references: [accounts.id],
    relationName: 'linker',
  }),
  advertiser: one(accounts, { fields: [accountAdvertiserLinks.advertiserId], references: [accounts.id] }),
}));

export const audiencesRelations = relations(audiences, ({ one }) => ({
  owner: one(accounts, { fields: [audiences.ownerId], references: [accounts.id] }),
}));

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  advertiser: one(accounts, {
    fields: [campaigns.advertiserId],
    references: [accounts.id],
    relationName: 'advertiser',
  }),
  seller: one(accounts, { fields: [campaigns.sellerId], references: [accounts.id] }),
  creatives: many(creatives),
}));

export const creativesRelations = relations(creatives, ({ one }) => ({
  campaign: one(campaigns, { fields: [creatives.campaignId], references: [campaigns.id] }),
  audience: one(audiences, { fields: [creatives.audienceId], references: [audiences.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  advertiser: one(accounts, { fields: [payments.advertiserId], references: [accounts.id] }),
}));
