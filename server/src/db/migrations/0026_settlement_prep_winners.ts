import { sql, type Kysely } from 'kysely';

// The preparation of a draw also works out its winners for the result it finds saved
// (docs/settlement-rules.md "Preparing and releasing a draw"): once the first result is saved the
// prepare-settlement job matches the lines, writes the winning shares' win_loss and the report
// reads of the results family (read for released draws only), and keeps what the release needs:
// - settlement_prep.result_key: a digest of the result numbers the winners were worked out for;
//   the release prepares the winners again when the draw's result_numbers no longer give it
//   (a correction), NULL for draws prepared before this migration;
// - settlement_prep_hits: each winning line of that result with its matched ranks, the bettor's
//   winnings and the bettor;
// - settlement_prep_wins: the payout terms of the rollups per viewer, downline and demo flag.
// The preparation also adds its winners to settlement_winners (a release takes out those that win
// nothing by then, so after a release it lists the released winners, as before).
// The release then writes the winning lines, the tickets, the bettors and the rollups only.
// The preparation also writes each bettor's settlement_bettors row (nothing moved yet), which the
// release updates in place: fillfactor 50 leaves room on each page for that update (HOT).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settlement_prep ADD COLUMN result_key text`.execute(db);
  await sql`ALTER TABLE settlement_bettors SET (fillfactor = 50)`.execute(db);
  await sql`
    CREATE TABLE settlement_prep_hits (
      draw_id bigint NOT NULL REFERENCES draws (id),
      line_id bigint NOT NULL,
      bettor_id bigint NOT NULL,
      ranks smallint[] NOT NULL,
      win bigint NOT NULL,
      PRIMARY KEY (draw_id, line_id)
    )`.execute(db);
  await sql`
    CREATE TABLE settlement_prep_wins (
      draw_id bigint NOT NULL REFERENCES draws (id),
      viewer_id bigint NOT NULL,
      down_id bigint NOT NULL,
      demo boolean NOT NULL,
      payout bigint NOT NULL,
      upline_payout bigint NOT NULL,
      own_payout bigint NOT NULL,
      win_lines integer NOT NULL,
      win_stake bigint NOT NULL,
      PRIMARY KEY (draw_id, viewer_id, down_id, demo)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS settlement_prep_wins`.execute(db);
  await sql`DROP TABLE IF EXISTS settlement_prep_hits`.execute(db);
  await sql`ALTER TABLE settlement_bettors RESET (fillfactor)`.execute(db);
  await sql`ALTER TABLE settlement_prep DROP COLUMN IF EXISTS result_key`.execute(db);
}
