import { MAX_DECK_CAMPAIGNS, MAX_DECK_DAYS } from '@adcontrol/domain/presentations/contracts';
import { languageSchema } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * What the deck form holds: an advertiser (always, to list its campaigns), maybe some of its campaigns, the days
 * and the language. Messages are translation keys; the request is `createPresentationRequest`.
 */
export const deckFormSchema = z
  .object({
    advertiserId: z
      .number()
      .int()
      .positive()
      .nullable()
      .refine((id) => id !== null, { message: 'presentation.form.advertiserRequired' }),
    campaignIds: z.array(z.number().int().positive()).max(MAX_DECK_CAMPAIGNS),
    from: z.iso.date({ message: 'presentation.form.dayRequired' }),
    to: z.iso.date({ message: 'presentation.form.dayRequired' }),
    language: languageSchema,
  })
  .refine((values) => values.from <= values.to, {
    message: 'presentation.form.endBeforeStart',
    path: ['from'],
  })
  .refine((values) => daysBetween(values.from, values.to) + 1 <= MAX_DECK_DAYS, {
    message: 'presentation.form.tooLong',
    path: ['to'],
  });
export type DeckFormInput = z.input<typeof deckFormSchema>;
export type DeckFormValues = z.output<typeof deckFormSchema>;
