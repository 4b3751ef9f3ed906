import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETUP_TIMEOUT, startTestApp, type TestApp } from '../test/harness';

/**
 * The API's calls do not depend on which area module serves them: the OpenAPI document lists
 * exactly the calls in openapi-routes.json (method and path), with the test clock call included.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

function documentedCalls(): string[] {
  const paths = (t.app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

test('the OpenAPI document lists the same calls', () => {
  const expected = JSON.parse(readFileSync(join(__dirname, 'openapi-routes.json'), 'utf8')) as string[];
  expect(documentedCalls()).toEqual(expected);
});
