import { sql, type Kysely } from 'kysely';

// Results area: saved results per draw, their numbers normalized for set-based matching,
// settlement runs, per-bettor settlement and prize bookkeeping, prize claims per date and the
// report rollups of the win/loss report. Written for PostgreSQL 15: no syntax past 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Settlement rewrites win_loss (not indexed) on every share: free space on each page lets
  // PostgreSQL update in place (HOT) without touching the indexes.
  await sql`ALTER TABLE bet_shares SET (fillfactor = 85)`.execute(db);
  await sql`ALTER TABLE bet_lines SET (fillfactor = 85)`.execute(db);
  await sql`
    CREATE TABLE draw_results (
      draw_id bigint PRIMARY KEY REFERENCES draws (id),
      pool_id smallint NOT NULL,
      draw_date date NOT NULL,
      -- 4-digit prizes (DOMAIN 5): 1st, 2nd, 3rd, 10 starters, 10 consolations.
      first text NOT NULL,
      second text NOT NULL,
      third text NOT NULL,
      starters text[] NOT NULL,
      consolations text[] NOT NULL,
      -- Toto only: 5D 1st-3rd (5 digits) and 6D 1st (6 digits).
      five_d_first text,
      five_d_second text,
      five_d_third text,
      six_d_first text,
      -- Display only (cents): jackpot amounts, and the jackpot/payment detail text of the draw.
      jackpot1 bigint,
      jackpot2 bigint,
      payment_detail text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'saved' CHECK (status IN ('saved', 'validated')),
      -- Incremented on every save: a release settles one version; a later save is a correction.
      version integer NOT NULL DEFAULT 1,
      source text NOT NULL DEFAULT 'manual',
      saved_by bigint REFERENCES users (id),
      saved_at timestamptz NOT NULL DEFAULT now(),
      validated_by bigint REFERENCES users (id),
      validated_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX draw_results_date_idx ON draw_results (draw_date, pool_id)`.execute(db);

  // One row per prize position: game 4 (rank 1,2,3,7,8; idx 0-9 for starters/consolations),
  // game 5 (rank 1-3) and game 6 (rank 1). Rewritten with every save.
  await sql`
    CREATE TABLE result_numbers (
      draw_id bigint NOT NULL REFERENCES draws (id),
      game smallint NOT NULL CHECK (game IN (4, 5, 6)),
      rank smallint NOT NULL,
      idx smallint NOT NULL,
      number text NOT NULL,
      PRIMARY KEY (draw_id, game, rank, idx)
    )`.execute(db);

  await sql`
    CREATE TABLE settlement_runs (
      id bigserial PRIMARY KEY,
      draw_id bigint NOT NULL REFERENCES draws (id),
      result_version integer NOT NULL,
      actor_id bigint REFERENCES users (id),
      lines integer NOT NULL DEFAULT 0,
      winning_lines integer NOT NULL DEFAULT 0,
      winnings bigint NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX settlement_runs_draw_idx ON settlement_runs (draw_id, id DESC)`.execute(db);

  // What a release moved per bettor and draw (outstanding -> balance, the net cost) and the
  // winnings of the draw already credited to the balance (by ClaimPrizes or a later re-release).
  await sql`
    CREATE TABLE settlement_bettors (
      draw_id bigint NOT NULL REFERENCES draws (id),
      bettor_id bigint NOT NULL REFERENCES users (id),
      draw_date date NOT NULL,
      cost bigint NOT NULL DEFAULT 0,
      winnings bigint NOT NULL DEFAULT 0,
      credited bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (draw_id, bettor_id)
    )`.execute(db);
  await sql`CREATE INDEX settlement_bettors_date_idx ON settlement_bettors (draw_date, bettor_id)`.execute(
    db,
  );

  // ClaimPrizes: once per draw date.
  await sql`
    CREATE TABLE prize_claims (
      draw_date date PRIMARY KEY,
      claimed_by bigint REFERENCES users (id),
      claimed_at timestamptz NOT NULL DEFAULT now(),
      bettors integer NOT NULL DEFAULT 0,
      total bigint NOT NULL DEFAULT 0
    )`.execute(db);

  // Win/loss figures (DOMAIN 14) per viewer account, its direct downline, draw: rewritten per release.
  await sql`
    CREATE TABLE report_rollups (
      viewer_id bigint NOT NULL REFERENCES users (id),
      down_id bigint NOT NULL REFERENCES users (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      pool_id smallint NOT NULL,
      draw_date date NOT NULL,
      turnover bigint NOT NULL DEFAULT 0,
      net_amount bigint NOT NULL DEFAULT 0,
      commission bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      win_loss bigint NOT NULL DEFAULT 0,
      own_win_loss bigint NOT NULL DEFAULT 0,
      upline_win_loss bigint NOT NULL DEFAULT 0,
      ticket_count integer NOT NULL DEFAULT 0,
      line_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (viewer_id, down_id, draw_id),
      CHECK (win_loss + own_win_loss + upline_win_loss = 0)
    )`.execute(db);
  await sql`CREATE INDEX report_rollups_viewer_idx ON report_rollups (viewer_id, draw_date, pool_id)`.execute(
    db,
  );
  await sql`CREATE INDEX report_rollups_draw_idx ON report_rollups (draw_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_rollups',
    'prize_claims',
    'settlement_bettors',
    'settlement_runs',
    'result_numbers',
    'draw_results',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
