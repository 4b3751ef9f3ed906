import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { MAX_REQUEST_INTEGER, TEXT_KEYWORD, type TextKind } from '@drawdesk/shared-kernel/contract';
import { amountKeyword } from './amount';

/**
 * Request validation (API.md: bad input is a 400 naming the field, never a 500, never coerced).
 *
 * - JSON bodies are checked exactly as their schema says: no type coercion (null or false is not
 *   0, "10" is not 10, a lone value is not a list, a one-element list is not a string), and an
 *   object of a body accepts only the fields its schema lists (an unknown one is a 400 naming it)
 *   unless its schema says otherwise.
 * - Query strings, path parameters and headers are text by nature: their values are coerced to the
 *   schema's types, and unknown query fields are ignored.
 * - In every part: an integer without a bound of its own stays within ±MAX_REQUEST_INTEGER (safe in
 *   JavaScript and in PostgreSQL bigint), a number likewise and finite, and a string refuses
 *   control characters (TEXT_KEYWORD: a multi-line text allows tab, CR and LF).
 *
 * The route schemas themselves stay as written (the OpenAPI document shows them); the validator
 * compiles a copy with these rules added.
 */

type SchemaObject = Record<string, unknown>;
type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

const TEXT_MESSAGE: Record<TextKind, string> = {
  line: 'must not contain control characters',
  multiline: 'must not contain control characters other than tab and line breaks',
};
// Control characters of C0, DEL and C1; a multi-line text may hold \t \n \r. Matching them is
// the point of these expressions.
/* eslint-disable no-control-regex */
const LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}
interface TextValidate {
  (kind: TextKind, value: string): boolean;
  errors?: KeywordError[];
}
/** The part of Ajv's interface the text keyword uses. */
interface AjvLike {
  addKeyword(definition: {
    keyword: string;
    type: 'string';
    schemaType: 'string';
    errors: true;
    validate: TextValidate;
  }): unknown;
}

/** Ajv plugin: TEXT_KEYWORD refuses control characters in a string ('line' or 'multiline'). */
export function textKeyword<A extends AjvLike>(ajv: A): A {
  const validate: TextValidate = (kind, value) => {
    const forbidden = kind === 'multiline' ? MULTILINE_FORBIDDEN : LINE_FORBIDDEN;
    if (!forbidden.test(value)) return true;
    validate.errors = [{ keyword: TEXT_KEYWORD, message: TEXT_MESSAGE[kind], params: {} }];
    return false;
  };
  ajv.addKeyword({ keyword: TEXT_KEYWORD, type: 'string', schemaType: 'string', errors: true, validate });
  return ajv;
}

const FINITE_KEYWORD = 'x-finite';
interface FiniteValidate {
  (enabled: boolean, value: unknown): boolean;
  errors?: KeywordError[];
}

/**
 * Ajv plugin: FINITE_KEYWORD refuses Infinity. A query value such as "1e999" is coerced to Infinity,
 * and Ajv checks a number's bounds only when it is finite, so the bound alone lets it through.
 */
export function finiteKeyword(ajv: {
  addKeyword(definition: {
    keyword: string;
    schemaType: 'boolean';
    errors: true;
    validate: FiniteValidate;
  }): unknown;
}): void {
  const validate: FiniteValidate = (enabled, value) => {
    if (!enabled || typeof value !== 'number' || Number.isFinite(value)) return true;
    validate.errors = [{ keyword: FINITE_KEYWORD, message: 'must be a finite number', params: {} }];
    return false;
  };
  ajv.addKeyword({ keyword: FINITE_KEYWORD, schemaType: 'boolean', errors: true, validate });
}

function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(schema: SchemaObject): readonly unknown[] {
  const type = schema.type;
  return Array.isArray(type) ? type : [type];
}

// Keywords whose value is one schema, and those whose value is a list or a map of schemas.
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions'];

/** A copy of `schema` with the rules above for `part` added at every level. */
export function strictRequestSchema(schema: unknown, part: HttpPart): unknown {
  if (Array.isArray(schema)) return schema.map((s) => strictRequestSchema(s, part));
  if (!isSchemaObject(schema)) return schema;
  const out: SchemaObject = { ...schema };
  for (const key of SCHEMA_KEYWORDS) {
    if (isSchemaObject(out[key]) || Array.isArray(out[key])) out[key] = strictRequestSchema(out[key], part);
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    if (Array.isArray(out[key])) out[key] = strictRequestSchema(out[key], part);
  }
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = out[key];
    if (isSchemaObject(map)) {
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, strictRequestSchema(sub, part)]),
      );
    }
  }
  const types = typesOf(out);
  if (types.includes('integer') || types.includes('number')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = MAX_REQUEST_INTEGER;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -MAX_REQUEST_INTEGER;
    out[FINITE_KEYWORD] = true;
  }
  if (types.includes('string') && out[TEXT_KEYWORD] === undefined) out[TEXT_KEYWORD] = 'line';
  if (
    part === 'body' &&
    types.includes('object') &&
    out.additionalProperties === undefined &&
    out.patternProperties === undefined
  ) {
    out.additionalProperties = false;
  }
  return out;
}

const COMMON_AJV_OPTIONS = { allErrors: true, useDefaults: true, strictNumbers: true } as const;

/** What Fastify passes a validator compiler (the typings of @fastify/ajv-compiler name only the schema). */
interface RouteSchemaDef {
  schema: unknown;
  httpPart?: string;
}
type RouteValidator = ((data: unknown) => boolean) & { errors?: unknown };
type CompileRoute = (route: RouteSchemaDef) => RouteValidator;
interface PoolOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}
type Pool = (externalSchemas: Record<string, unknown>, options?: PoolOptions) => CompileRoute;

/**
 * A validator that never throws. Some checks can be made to fail on the input itself: Ajv's
 * uniqueItems compares objects through their own `valueOf`, which a body can replace
 * (`[{}, {"valueOf": 0}]` threw a TypeError, a 500). Such input is refused as invalid (400).
 */
function neverThrowing(validate: RouteValidator): RouteValidator {
  const safe = ((data: unknown) => {
    try {
      const valid = validate(data);
      safe.errors = validate.errors;
      return valid;
    } catch {
      safe.errors = [
        {
          keyword: 'unreadable',
          instancePath: '',
          schemaPath: '#',
          params: {},
          message: 'the input cannot be read',
        },
      ];
      return false;
    }
  }) as RouteValidator;
  return safe;
}

/**
 * Fastify's validator compiler factory: a strict Ajv (no coercion, unknown fields refused) for
 * bodies, a coercing one for the other parts, each compiling the strict copy of a route's schema.
 */
export function requestValidatorFactory(): BuildCompilerFromPool {
  // The pools take and give what Fastify passes at run time (see RouteSchemaDef).
  const bodyPool = AjvCompiler() as unknown as Pool;
  const textPool = AjvCompiler() as unknown as Pool;
  const factory: Pool = (externalSchemas, options) => {
    const plugins = [...(options?.plugins ?? []), amountKeyword, textKeyword, finiteKeyword];
    const customOptions = { ...options?.customOptions, ...COMMON_AJV_OPTIONS };
    const compilers = {
      body: bodyPool(externalSchemas, {
        customOptions: { ...customOptions, coerceTypes: false, removeAdditional: false },
        plugins,
      }),
      text: textPool(externalSchemas, {
        customOptions: { ...customOptions, coerceTypes: 'array', removeAdditional: true },
        plugins,
      }),
    };
    // Each schema object compiled once per kind: many calls share a schema, some as body and query.
    const compiled = {
      body: new WeakMap<object, RouteValidator>(),
      text: new WeakMap<object, RouteValidator>(),
    };
    return (route) => {
      const part = (route.httpPart ?? 'body') as HttpPart;
      const kind = part === 'body' ? 'body' : 'text';
      const schema = route.schema as object;
      let validate = compiled[kind].get(schema);
      if (!validate) {
        validate = neverThrowing(compilers[kind]({ ...route, schema: strictRequestSchema(schema, part) }));
        compiled[kind].set(schema, validate);
      }
      return validate;
    };
  };
  return factory as unknown as BuildCompilerFromPool;
}
