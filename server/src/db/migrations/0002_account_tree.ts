import type { Kysely } from 'kysely';

// Reserved for the tree area of issue 3 (accounts, roles and credit). Fill in up() and down().
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
