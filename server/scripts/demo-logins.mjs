// The demo logins the server seeds on an empty embedded database, for the start script to print.
import { readFileSync } from 'node:fs';

/** @type {ReadonlyArray<{ username: string, password: string, secondaryPassword?: string, role: string }>} */
export const DEMO_LOGINS = JSON.parse(
  readFileSync(new URL('../src/seed/demo-logins.json', import.meta.url), 'utf8'),
);
