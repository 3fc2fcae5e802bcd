/**
 * The document gate: an idle document's analysis starts at once; requests made while one runs wait for it to end and
 * for the gap since it started; all with a manual clock, so nothing here depends on how fast the machine is.
 */
import { createDocumentGate, type DocumentGate, type Lease } from "../src/analysis/gate.js";
import { createManualClock, type ManualClock } from "./helpers/clock.js";

const GAP = 150;
const A = "file:///w/a.ts";
let clock: ManualClock;
let gate: DocumentGate;

beforeEach(() => {
  clock = createManualClock();
  gate = createDocumentGate(() => GAP, clock);
});

/** Resolves on the next macrotask: every promise continuation queued before it has run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Tracks whether an acquisition has been granted yet. */
function track(acquiring: Promise<Lease | undefined>): { granted: () => boolean; lease: () => Lease | undefined } {
  let state: { lease: Lease | undefined } | undefined;
  void acquiring.then((lease) => {
    state = { lease };
  });
  return { granted: () => state !== undefined, lease: () => state?.lease };
}

describe("document gate", () => {
  it("grants an idle document at once, without a timer", async () => {
    const first = track(gate.acquire(A));
    await settle();
    expect(first.granted()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it("grants an idle document at once even right after a run (the gap is for waiting requests only)", async () => {
    (await gate.acquire(A))?.release();
    clock.advance(1);
    const next = track(gate.acquire(A));
    await settle();
    expect(next.granted()).toBe(true);
  });

  it("makes a request during a run wait for the run to end and for the gap since it started", async () => {
    const running = await gate.acquire(A);
    const waiting = track(gate.acquire(A));
    clock.advance(40);
    running?.release();
    await settle();
    expect(waiting.granted()).toBe(false);
    clock.advance(GAP - 41);
    await settle();
    expect(waiting.granted()).toBe(false);
    clock.advance(1);
    await settle();
    expect(waiting.granted()).toBe(true);
  });

  it("hands over at once when the run took longer than the gap", async () => {
    const running = await gate.acquire(A);
    const waiting = track(gate.acquire(A));
    clock.advance(GAP + 100);
    running?.release();
    await settle();
    expect(waiting.granted()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it("never lets two holders of one document run together", async () => {
    const running = await gate.acquire(A);
    const second = track(gate.acquire(A));
    const third = track(gate.acquire(A));
    clock.advance(GAP);
    running?.release();
    await settle();
    expect([second.granted(), third.granted()]).toEqual([true, false]);
    clock.advance(GAP);
    await settle();
    expect(third.granted()).toBe(false);
    second.lease()?.release();
    await settle();
    expect(third.granted()).toBe(true);
  });

  it("counts the gap from the last run that did work when a holder gives its turn back unused", async () => {
    const running = await gate.acquire(A);
    const stale = track(gate.acquire(A));
    const fresh = track(gate.acquire(A));
    clock.advance(GAP);
    running?.release();
    await settle();
    expect(stale.granted()).toBe(true);
    clock.advance(10);
    stale.lease()?.release(false);
    await settle();
    // The unused turn did not restart the gap: the run before it started more than GAP ago.
    expect(fresh.granted()).toBe(true);
  });

  it("keeps documents apart", async () => {
    await gate.acquire(A);
    const other = track(gate.acquire("file:///w/b.ts"));
    await settle();
    expect(other.granted()).toBe(true);
    expect(gate.busy(A)).toBe(true);
  });

  it("answers waiters of a forgotten document with undefined and drops its timer", async () => {
    const running = await gate.acquire(A);
    const waiting = track(gate.acquire(A));
    running?.release();
    expect(clock.pending()).toBe(1);
    gate.forget(A);
    await settle();
    expect(waiting.granted()).toBe(true);
    expect(waiting.lease()).toBeUndefined();
    expect(clock.pending()).toBe(0);
    expect(gate.busy(A)).toBe(false);
  });

  it("reads the gap when it schedules, so a new setting applies to the next wait", async () => {
    let gap = 1_000;
    gate = createDocumentGate(() => gap, clock);
    const running = await gate.acquire(A);
    const waiting = track(gate.acquire(A));
    gap = 0;
    running?.release();
    await settle();
    expect(waiting.granted()).toBe(true);
  });
});
