import { containsPattern, escapeLike } from './likePatterns';

test('LIKE patterns take wildcards and the escape character literally', () => {
  expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  expect(containsPattern('a_b')).toBe('%a\\_b%');
  expect(containsPattern('')).toBe('%%');
  expect(containsPattern('demo')).toBe('%demo%');
});
