// Tables of one issue-3 area (see Database in schema.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LimitsPaymentsTables {}
