import type { Kysely } from 'kysely';

// Booking by species and short manage links (docs/behaviour.md#booking-rules).
// - Each staff member carries the species they see, as a JSON list of booking's species names;
//   '[]' (every account before this, and anyone not set) sees every species. The demo doctors of
//   a site seeded before get the species their pages describe, found by their demo addresses.
// - Each booking may carry the SHA-256 of its short manage token (the link in text messages);
//   null for bookings made before, which keep their long link.

const DEMO_SPECIES: Record<string, string[]> = {
  'wanjiru.kamau@mifugovet.co.ke': ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'],
  'david.otieno@mifugovet.co.ke': ['Cattle', 'Goat or sheep'],
  'grace.mutua@mifugovet.co.ke': ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('species', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  for (const [email, species] of Object.entries(DEMO_SPECIES)) {
    await db
      .updateTable('staff')
      .set({ species: JSON.stringify(species) })
      .where('email', '=', email)
      .where('is_doctor', '=', 1)
      .execute();
  }
  await db.schema.alterTable('bookings').addColumn('short_token_hash', 'text').execute();
  await db.schema
    .createIndex('bookings_short_token_hash')
    .on('bookings')
    .column('short_token_hash')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_short_token_hash').execute();
  await db.schema.alterTable('bookings').dropColumn('short_token_hash').execute();
  await db.schema.alterTable('staff').dropColumn('species').execute();
}
