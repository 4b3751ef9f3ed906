/**
 * Busy counter (SPEC 4): each request adds one, each finish subtracts one (never below 0); busy
 * while above 0. Published on the bus's busy$ so the shell's spinner sees every app's requests.
 */
import type { BehaviorSubject } from 'rxjs';
import { busy$ } from '../bus';

export interface BusyCounter {
  begin(): void;
  end(): void;
  isBusy(): boolean;
  count(): number;
  /** Back to 0 (e.g. after logout). */
  reset(): void;
}

export function createBusyCounter(subject: BehaviorSubject<number> = busy$): BusyCounter {
  return {
    begin: () => subject.next(subject.value + 1),
    end: () => subject.next(Math.max(0, subject.value - 1)),
    isBusy: () => subject.value > 0,
    count: () => subject.value,
    reset: () => subject.next(0),
  };
}

/** The app-wide counter on busy$. */
export const busy: BusyCounter = createBusyCounter();
export const beginBusy = (): void => busy.begin();
export const endBusy = (): void => busy.end();
export const isBusy = (): boolean => busy.isBusy();
