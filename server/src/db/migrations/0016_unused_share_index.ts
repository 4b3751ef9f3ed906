import { sql, type Kysely } from 'kysely';

// No query looks shares up by down_user_id (reports filter on user_id or draw_id and group by
// down_user_id), yet every order wrote one entry of bet_shares_down_idx per share: 50 an order of
// 10 lines (docs/performance.md "Betting").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bet_shares_down_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bet_shares_down_idx ON bet_shares (down_user_id, draw_date)`.execute(db);
}
