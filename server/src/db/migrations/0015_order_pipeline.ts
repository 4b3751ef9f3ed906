import { sql, type Kysely } from 'kysely';

// Order pipeline speed (docs/performance.md "Betting"). bet_shares.down_user_id names the
// account one step down the same bet line: it is the user_id of the line's share at depth - 1
// (null at depth 0), written by the same statement, and that user_id is checked by
// bet_shares_user_id_fkey; users are never deleted. Its own foreign key only repeated that check,
// 40 times an order of 10 lines (a key-share lock on an upline's users row each time), so it goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bet_shares DROP CONSTRAINT IF EXISTS bet_shares_down_user_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bet_shares ADD CONSTRAINT bet_shares_down_user_id_fkey
    FOREIGN KEY (down_user_id) REFERENCES users (id)`.execute(db);
}
