/**
 * A fresh idempotency key for one user intention (a payment, an order): 32 hex digits from the
 * platform's cryptographic RNG. Not crypto.randomUUID, which browsers offer only on https/localhost.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
