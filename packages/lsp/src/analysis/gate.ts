/**
 * When a document's next analysis may start. An idle document is analysed at once (an edit after a pause costs no
 * waiting); while one analysis runs, later requests wait and the next starts when it ends, but no sooner than the gap
 * after the previous one started, so a burst of typing costs one run per gap, not one per keystroke.
 */

/** The time source of the gate; tests drive a manual one. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The process's clock. */
export const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The right to analyse one document until released. */
export interface Lease {
  /**
   * Frees the document. `worked: false` when the holder analysed nothing (its version was stale): the next one's gap
   * then counts from the last run that did work.
   */
  release(worked?: boolean): void;
}

/** One gate per server, keyed by document URI. */
export interface DocumentGate {
  /** Resolves with a lease when the document's turn comes, or undefined if the document was forgotten first. */
  acquire(uri: string): Promise<Lease | undefined>;
  /** True while an analysis of the document runs or waits. */
  busy(uri: string): boolean;
  /** Drops the document's waiters (they get undefined); a running holder finishes on its own. */
  forget(uri: string): void;
  /** Forgets every document. */
  dispose(): void;
}

interface Slot {
  held: boolean;
  /** When the current or last holder that did work started. */
  startedAt: number;
  readonly waiters: ((lease: Lease | undefined) => void)[];
  timer: unknown;
}

/** Creates a gate; `gapMs` is read each time a waiter is scheduled, so a settings change applies to the next run. */
export function createDocumentGate(gapMs: () => number, clock: Clock = systemClock): DocumentGate {
  const slots = new Map<string, Slot>();

  function grant(uri: string, slot: Slot): Lease {
    const previous = slot.startedAt;
    slot.held = true;
    slot.startedAt = clock.now();
    let released = false;
    return {
      release(worked = true) {
        if (released) return;
        released = true;
        slot.held = false;
        if (!worked) slot.startedAt = previous;
        next(uri, slot);
      },
    };
  }

  function next(uri: string, slot: Slot): void {
    if (slot.held || slot.timer !== undefined) return;
    if (slot.waiters.length === 0) {
      // Idle again: the next request starts at once, so nothing about this slot needs keeping.
      if (slots.get(uri) === slot) slots.delete(uri);
      return;
    }
    const wait = slot.startedAt + gapMs() - clock.now();
    if (wait <= 0) {
      const waiter = slot.waiters.shift() as (lease: Lease | undefined) => void;
      waiter(grant(uri, slot));
      return;
    }
    slot.timer = clock.setTimeout(() => {
      slot.timer = undefined;
      next(uri, slot);
    }, wait);
  }

  function forget(uri: string): void {
    const slot = slots.get(uri);
    if (!slot) return;
    slots.delete(uri);
    if (slot.timer !== undefined) clock.clearTimeout(slot.timer);
    slot.timer = undefined;
    for (const waiter of slot.waiters.splice(0)) waiter(undefined);
  }

  return {
    acquire(uri) {
      const slot = slots.get(uri);
      if (!slot) {
        const fresh: Slot = { held: false, startedAt: clock.now(), waiters: [], timer: undefined };
        slots.set(uri, fresh);
        return Promise.resolve(grant(uri, fresh));
      }
      return new Promise((resolve) => {
        slot.waiters.push(resolve);
        next(uri, slot);
      });
    },
    busy: (uri) => slots.has(uri),
    forget,
    dispose() {
      for (const uri of [...slots.keys()]) forget(uri);
    },
  };
}
