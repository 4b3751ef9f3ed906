import { sql, type Kysely } from 'kysely';

/**
 * Data migration: the lucky-bet master template (kind 3, template type 1 master) with
 * SPEC 9's table as its items, so every database has it. One item per bet amount; payload in cents:
 * { amount, big, small, a3, c3 } (4A is always 0).
 */
export const LUCKY_BET_ROWS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [100, 25, 25, 25, 25],
  [200, 50, 50, 50, 50],
  [300, 100, 100, 50, 50],
  [400, 100, 100, 100, 100],
  [500, 200, 100, 100, 100],
  [600, 200, 200, 200, 200],
  [800, 200, 200, 200, 200],
  [1000, 300, 300, 200, 200],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const inserted = await sql<{ id: string }>`
    INSERT INTO master_templates (name, kind, template_type, status)
    VALUES ('Lucky bet', 3, 1, 1)
    RETURNING id`.execute(db);
  const templateId = inserted.rows[0]?.id;
  if (templateId === undefined) throw new Error('lucky-bet template not inserted');
  for (const [amount, big, small, a3, c3] of LUCKY_BET_ROWS) {
    const payload = JSON.stringify({ amount, big, small, a3, c3 });
    await sql`
      INSERT INTO master_template_items (template_id, category, value, operator, payload)
      VALUES (${templateId}, 'luckyBet', 10000, 1, ${payload}::jsonb)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM master_templates WHERE kind = 3 AND name = 'Lucky bet'`.execute(db);
}
