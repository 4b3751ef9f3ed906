import { sql, type Kysely } from 'kysely';

// ClaimPrizes per draw date and tree: company_id 0 is the operator's claim for every tree (the
// super admin, the demo seed; every claim made before this migration), a company id a company's
// claim for its own tree only (docs/settlement-rules.md "Results authority").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prize_claims ADD COLUMN company_id bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE prize_claims DROP CONSTRAINT prize_claims_pkey`.execute(db);
  await sql`ALTER TABLE prize_claims ADD PRIMARY KEY (draw_date, company_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM prize_claims WHERE company_id <> 0`.execute(db);
  await sql`ALTER TABLE prize_claims DROP CONSTRAINT prize_claims_pkey`.execute(db);
  await sql`ALTER TABLE prize_claims DROP COLUMN company_id`.execute(db);
  await sql`ALTER TABLE prize_claims ADD PRIMARY KEY (draw_date)`.execute(db);
}
