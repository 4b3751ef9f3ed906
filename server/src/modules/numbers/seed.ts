import type { Trx } from '../../db/retry';
import type { DemoContext } from '../../db/demo-data';

/** Demo data of this area (API.md "Demo data"), run once on an empty embedded database. */
export async function seedNumbersDemo(_trx: Trx, _ctx: DemoContext): Promise<void> {}
