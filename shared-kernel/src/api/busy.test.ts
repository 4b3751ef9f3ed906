import { BehaviorSubject } from 'rxjs';
import { busy$ } from '../bus';
import { beginBusy, busy, createBusyCounter, endBusy, isBusy } from './busy';

describe('busy counter', () => {
  it('adds and subtracts, never below 0', () => {
    const subject = new BehaviorSubject(0);
    const c = createBusyCounter(subject);
    expect(c.isBusy()).toBe(false);
    c.begin();
    c.begin();
    expect(subject.value).toBe(2);
    expect(c.isBusy()).toBe(true);
    c.end();
    expect(c.isBusy()).toBe(true);
    c.end();
    expect(c.isBusy()).toBe(false);
    c.end();
    c.end();
    expect(subject.value).toBe(0);
    c.begin();
    expect(c.count()).toBe(1);
    c.reset();
    expect(c.count()).toBe(0);
  });

  it('publishes every change on the subject', () => {
    const subject = new BehaviorSubject(0);
    const seen: number[] = [];
    subject.subscribe((v) => seen.push(v));
    const c = createBusyCounter(subject);
    c.begin();
    c.begin();
    c.end();
    c.end();
    c.end();
    expect(seen).toEqual([0, 1, 2, 1, 0, 0]);
  });

  it('the default counter drives the bus busy$', () => {
    busy.reset();
    beginBusy();
    expect(busy$.value).toBe(1);
    expect(isBusy()).toBe(true);
    endBusy();
    endBusy();
    expect(busy$.value).toBe(0);
    expect(isBusy()).toBe(false);
  });
});
