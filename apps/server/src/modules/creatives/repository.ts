import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatives } from '../../db/schema';

/* The creatives module's writes; a creative is read with its campaign's scope through the campaigns module. */

export type CreativeValues = Partial<typeof creatives.$inferInsert>;

export async function updateCreative(tx: Db, id: number, values: CreativeValues): Promise<void> {
  await tx.update(creatives).set(values).where(eq(creatives.id, id));
}

/** Adds a creative; resolves to its id. */
export async function insertCreative(tx: Db, values: typeof creatives.$inferInsert): Promise<number> {
  const [row] = await tx.insert(creatives).values(values).returning({ id: creatives.id });
  return (row as { id: number }).id;
}
