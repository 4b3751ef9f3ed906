import { MAX_REQUEST_INTEGER, MultilineText, TEXT_KEYWORD } from '@drawdesk/shared-kernel/contract';
import { Type } from '@sinclair/typebox';
import { strictRequestSchema } from './validation';

describe('strictRequestSchema', () => {
  const schema = Type.Object({
    id: Type.Integer({ minimum: 1 }),
    level: Type.Integer({ minimum: 1, maximum: 5 }),
    rate: Type.Number(),
    name: Type.String(),
    remark: MultilineText(),
    nested: Type.Object({ x: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) }),
    map: Type.Record(Type.String({ pattern: '^[A-Z]+$' }), Type.Number()),
    list: Type.Array(Type.String()),
  });

  it('closes body objects, bounds numbers and marks strings, leaving the schema as written', () => {
    const before = JSON.stringify(schema);
    const strict = strictRequestSchema(schema, 'body') as typeof schema;
    expect(JSON.stringify(schema)).toBe(before);
    expect(strict.additionalProperties).toBe(false);
    expect(strict.properties.nested.additionalProperties).toBe(false);
    expect(strict.properties.id).toMatchObject({ minimum: 1, maximum: MAX_REQUEST_INTEGER });
    expect(strict.properties.level).toMatchObject({ minimum: 1, maximum: 5 });
    expect(strict.properties.rate).toMatchObject({
      minimum: -MAX_REQUEST_INTEGER,
      maximum: MAX_REQUEST_INTEGER,
    });
    expect(strict.properties.nested.properties.x.anyOf[0]).toMatchObject({ maximum: MAX_REQUEST_INTEGER });
    expect(strict.properties.name[TEXT_KEYWORD]).toBe('line');
    expect(strict.properties.remark[TEXT_KEYWORD]).toBe('multiline');
    expect(strict.properties.list.items[TEXT_KEYWORD]).toBe('line');
    // A map keeps its own rule for its keys.
    expect(strict.properties.map.additionalProperties).toBe(schema.properties.map.additionalProperties);
  });

  it('leaves query objects open (unknown query fields are ignored) but bounds and marks them', () => {
    const strict = strictRequestSchema(schema, 'querystring') as typeof schema;
    expect(strict.additionalProperties).toBeUndefined();
    expect(strict.properties.id.maximum).toBe(MAX_REQUEST_INTEGER);
    expect(strict.properties.name[TEXT_KEYWORD]).toBe('line');
  });
});
