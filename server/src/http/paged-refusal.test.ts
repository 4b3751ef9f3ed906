import { PagedEnvelopeSchema } from '@drawdesk/shared-kernel/contract';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { registerErrorHandler } from './errorHandler';
import { BusinessError } from './errors';
import { replies } from './replies';
import { call } from '../../test/harness';

// A paged call that refuses (BusinessError: success false, data null, no totals) must answer that
// envelope, not fail the reply serializer with a 500.
test('a paged reply schema serializes a business refusal as 200 with success false', async () => {
  const app = Fastify();
  registerErrorHandler(app);
  const reply = PagedEnvelopeSchema(
    Type.Object({ id: Type.Integer() }),
    Type.Object({ total: Type.Integer() }),
  );
  app.get('/refuses', { schema: { response: replies(reply) } }, async () => {
    throw new BusinessError('The from date must not be after the to date.');
  });
  app.get('/answers', { schema: { response: replies(reply) } }, async () => ({
    success: true,
    message: null,
    code: 0,
    data: [{ id: 1 }],
    totalCount: 1,
    overallInfo: { total: 7 },
  }));
  const refused = await call(app, 'GET', '/refuses');
  expect(refused.status).toBe(200);
  expect(refused.body).toMatchObject({
    success: false,
    message: 'The from date must not be after the to date.',
    data: null,
  });
  const answered = await call(app, 'GET', '/answers');
  expect(answered.body).toEqual({
    success: true,
    message: null,
    code: 0,
    data: [{ id: 1 }],
    totalCount: 1,
    overallInfo: { total: 7 },
  });
  await app.close();
});
