import type { Trx } from '../db/retry';
import type { DemoContext } from './context';

/** Demo data of this area (API.md "Demo data"), run once on an empty embedded database. */
export async function seedInboxDemo(_trx: Trx, _ctx: DemoContext): Promise<void> {}
