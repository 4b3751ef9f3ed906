import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ESLint as ESLintClass } from 'eslint';
import { loadOutside } from '../../test/outsideJest';

// The server layout rule of eslint.config.mjs: another area is imported only through its index,
// and platform code (db, auth, http, jobs) never imports an area. ESLint loads its ESM config with
// import(), which Jest's sandbox refuses, so it is loaded by Node's own loader.
const repoRoot = join(__dirname, '..', '..', '..');
const modules = join(repoRoot, 'server', 'src', 'modules');

let eslint: ESLintClass;

beforeAll(() => {
  const { ESLint } = loadOutside<typeof import('eslint')>('eslint', join(repoRoot, 'eslint.config.mjs'));
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.mjs') });
});

async function layoutErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'drawdesk/server-layout').map((m) => m.message);
}

const uses = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('server layout lint rule', () => {
  it("refuses an import of another area's file", async () => {
    const errors = await layoutErrors(uses('../accounts/tree/users'), join(modules, 'betting', 'probe.ts'));
    expect(errors).toEqual([
      "Import the accounts area through its index ('../accounts'), not its file '../accounts/tree/users'.",
    ]);
  });

  it('refuses it from a sub-folder too, and in an export … from', async () => {
    const code = "export { x } from '../../pools/open';\n";
    const errors = await layoutErrors(code, join(modules, 'betting', 'inbox', 'probe.ts'));
    expect(errors).toHaveLength(1);
  });

  it("accepts another area's index, and files of its own area", async () => {
    const file = join(modules, 'betting', 'inbox', 'probe.ts');
    expect(await layoutErrors(uses('../../accounts'), file)).toEqual([]);
    expect(await layoutErrors(uses('../../accounts/index'), file)).toEqual([]);
    expect(await layoutErrors(uses('../placeOrder'), file)).toEqual([]);
  });

  it('refuses an area import from platform code', async () => {
    const file = join(repoRoot, 'server', 'src', 'db', 'probe.ts');
    expect(await layoutErrors(uses('../modules/accounts'), file)).toEqual([
      'db/ is platform code: it never imports modules/.',
    ]);
    expect(await layoutErrors(uses('../seed/demoData'), file)).toHaveLength(1);
  });
});

/** The folders of an area that hold its statements: queries.ts files and queries/ folders, at any depth. */
function queryModulesOf(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === 'queries') found.push(join(dir, entry.name));
      else found.push(...queryModulesOf(join(dir, entry.name)));
    } else if (entry.name === 'queries.ts') {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

describe('server areas', () => {
  // ARCHITECTURE.md 3: each area keeps its data access in queries.ts (or a queries/ folder);
  // services call those functions.
  it('each area has a queries module', () => {
    const areas = readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(areas.length).toBeGreaterThan(0);
    const without = areas
      .filter((a) => queryModulesOf(join(modules, a.name)).length === 0)
      .map((a) => a.name);
    expect(without).toEqual([]);
  });

  it('starts statements only in its queries modules', () => {
    // A Kysely builder statement or an executed sql`` template outside queries.ts / queries/.
    const statement =
      /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|`\)?\.execute\(/;
    const offenders: string[] = [];
    const visit = (dir: string, inQueries: boolean) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path, inQueries || entry.name === 'queries');
        else if (
          entry.name.endsWith('.ts') &&
          !entry.name.endsWith('.test.ts') &&
          !inQueries &&
          entry.name !== 'queries.ts' &&
          statement.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path.slice(modules.length + 1));
      }
    };
    for (const area of readdirSync(modules, { withFileTypes: true })) {
      if (area.isDirectory()) visit(join(modules, area.name), false);
    }
    expect(offenders).toEqual([]);
  });
});
