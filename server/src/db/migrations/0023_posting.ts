import { sql, type Kysely } from 'kysely';

// Posting and distribution (DOMAIN 13; docs/posting-rules.md):
// - unposted_amounts.distributed: what was placed at remote agents and accepted; carried: what a
//   void took back after it had been distributed (the company carries it). Invariant
//   distributed <= posted <= amount. A void of x: amount' = max(amount - x, distributed),
//   posted' = min(posted, amount'), carried += x - (amount - amount').
// - remote_invoices: one per remote ticket placed (or tried) at a remote agent. A row is written
//   'pending' with its order_key before the remote call; a row left pending is retried with the
//   same order_key, so the remote's idempotency never places twice. net: what we owe the remote
//   (its package rate x gross, per code); win_loss = payout - net (positive: the remote owes us).
// - remote_invoice_lines: per number and code, what was sent and what the remote accepted.
// - unposted_amounts.ibox (in the key): an ibox line's amount is laid off as ibox, never as a
//   straight bet; its row is keyed by the sorted digits of the number (the limit key rule, DOMAIN 10),
//   so every ibox of the same digits is one risk. remote_invoice_lines keep ibox in their key too.
// - tickets.api_account_id: the inbound API account (api_accounts is keyed by its user) that placed
//   the ticket; such tickets have source 'api'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE unposted_amounts
    ADD COLUMN distributed bigint NOT NULL DEFAULT 0 CHECK (distributed >= 0),
    ADD COLUMN carried bigint NOT NULL DEFAULT 0 CHECK (carried >= 0)`.execute(db);
  await sql`ALTER TABLE unposted_amounts ADD COLUMN ibox boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE unposted_amounts DROP CONSTRAINT unposted_amounts_pkey`.execute(db);
  await sql`ALTER TABLE unposted_amounts ADD PRIMARY KEY (company_id, draw_id, number, code, ibox)`.execute(
    db,
  );
  await sql`ALTER TABLE unposted_amounts
    ADD CONSTRAINT unposted_amounts_order_check CHECK (distributed <= posted AND posted <= amount)`.execute(
    db,
  );
  await sql`CREATE INDEX unposted_amounts_draw_idx ON unposted_amounts (draw_id, company_id)`.execute(db);

  await sql`
    CREATE TABLE remote_invoices (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES users (id),
      agent_id bigint NOT NULL REFERENCES remote_bet_agents (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      batch integer NOT NULL DEFAULT 1,
      order_key text NOT NULL UNIQUE,
      manual boolean NOT NULL DEFAULT false,
      bet_string text NOT NULL DEFAULT '',
      receipt_string text NOT NULL DEFAULT '',
      remote_ticket_no text,
      remote_xid text,
      gross bigint NOT NULL DEFAULT 0 CHECK (gross >= 0),
      net bigint NOT NULL DEFAULT 0,
      payout bigint,
      win_loss bigint,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'placed', 'voided', 'settled', 'paid', 'failed')),
      error text NOT NULL DEFAULT '',
      created_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      paid_by bigint REFERENCES users (id),
      payment_id bigint
    )`.execute(db);
  await sql`CREATE INDEX remote_invoices_company_draw_idx ON remote_invoices (company_id, draw_id)`.execute(
    db,
  );
  await sql`CREATE INDEX remote_invoices_draw_idx ON remote_invoices (draw_id)`.execute(db);
  await sql`CREATE INDEX remote_invoices_agent_idx ON remote_invoices (agent_id)`.execute(db);
  await sql`CREATE INDEX remote_invoices_status_idx ON remote_invoices (status)`.execute(db);

  await sql`
    CREATE TABLE remote_invoice_lines (
      invoice_id bigint NOT NULL REFERENCES remote_invoices (id),
      number text NOT NULL,
      code text NOT NULL,
      sent bigint NOT NULL DEFAULT 0 CHECK (sent >= 0),
      accepted bigint NOT NULL DEFAULT 0 CHECK (accepted >= 0),
      net bigint NOT NULL DEFAULT 0,
      payout bigint,
      ibox boolean NOT NULL DEFAULT false,
      PRIMARY KEY (invoice_id, number, code, ibox)
    )`.execute(db);

  await sql`ALTER TABLE tickets ADD COLUMN api_account_id bigint REFERENCES api_accounts (user_id)`.execute(
    db,
  );
  await sql`CREATE INDEX tickets_api_account_idx ON tickets (api_account_id) WHERE api_account_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS tickets_api_account_idx`.execute(db);
  await sql`ALTER TABLE tickets DROP COLUMN IF EXISTS api_account_id`.execute(db);
  await sql`DROP TABLE IF EXISTS remote_invoice_lines`.execute(db);
  await sql`DROP TABLE IF EXISTS remote_invoices`.execute(db);
  await sql`DROP INDEX IF EXISTS unposted_amounts_draw_idx`.execute(db);
  await sql`ALTER TABLE unposted_amounts DROP CONSTRAINT IF EXISTS unposted_amounts_order_check`.execute(db);
  await sql`ALTER TABLE unposted_amounts DROP COLUMN IF EXISTS carried, DROP COLUMN IF EXISTS distributed`.execute(
    db,
  );
  await sql`DELETE FROM unposted_amounts WHERE ibox`.execute(db);
  await sql`ALTER TABLE unposted_amounts DROP CONSTRAINT unposted_amounts_pkey`.execute(db);
  await sql`ALTER TABLE unposted_amounts DROP COLUMN ibox`.execute(db);
  await sql`ALTER TABLE unposted_amounts ADD PRIMARY KEY (company_id, draw_id, number, code)`.execute(db);
}
