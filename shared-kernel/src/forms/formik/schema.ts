/**
 * yup schemas from the SPEC 5 rule descriptions of the kernel domain (domain/ruleEngine.ts). Every
 * rule becomes one yup test named after its kind that runs the domain's own check, so the message
 * a form shows and the one the server's plain checks give are the same by construction (and the
 * tests beside this file hold both to the same tables of values).
 */
import { array, lazy, mixed, object, type AnyObject, type ObjectSchema, type Schema } from 'yup';
// Through the domain index: the page's one shared instance of the rule engine.
import {
  RULE_MESSAGES,
  checkRule,
  isRowRules,
  validate,
  type FormRules,
  type Rule,
  type RowRules,
  type Siblings,
} from '../../domain';

const siblingsOf = (parent: unknown): Siblings | undefined =>
  parent && typeof parent === 'object' ? (parent as Siblings) : undefined;

/** A yup schema for one value: one test per rule, in order (empty values fail only `required`). */
// `mixed()` of anything: values stay as typed (amounts are text until submit), never cast.
export function fieldSchema(rules: readonly Rule[]): Schema<unknown> {
  let schema: Schema<unknown> = mixed().nullable();
  for (const r of rules) {
    schema = schema.test({
      name: r.kind,
      message: r.message ?? RULE_MESSAGES[r.kind],
      test(value, context) {
        const key = checkRule(value, r, siblingsOf(context.parent));
        return key === null ? true : context.createError({ message: key });
      },
    });
  }
  return schema;
}

/**
 * A rows field: the array's own rules first (required, at least n rows...); only when they pass are
 * the rows checked, each against `of` (a grid shows the array's message or the cells', not both).
 */
function rowsSchema(r: RowRules): Schema<unknown> {
  const own = fieldSchema(r.rules);
  const each = array().nullable().of(formSchema(r.of).nullable());
  return lazy((value: unknown, options) =>
    validate(value, r.rules, siblingsOf(options.parent)) === null && Array.isArray(value) ? each : own,
  ) as unknown as Schema<unknown>;
}

/** The yup object schema of a whole form (formik's `validationSchema`) from its rule description. */
export function formSchema(rules: FormRules): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema<unknown>> = {};
  for (const [field, r] of Object.entries(rules)) {
    shape[field] = isRowRules(r) ? rowsSchema(r) : fieldSchema(r);
  }
  return object(shape);
}
