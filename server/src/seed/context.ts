/** What every area's demo data is made from. */
export interface DemoContext {
  /** The instant demo data is made at (dates of draws, tickets and results are relative to it). */
  now: Date;
  /** Demo account ids by username (admin, demo_co, demo_sh, demo_ma, demo_ag, demo_p1, ...). */
  userIds: ReadonlyMap<string, number>;
}
