/** The shapes `bench/results.json` holds, and how a figure reports itself. */
import { summarise, type Summary } from "./stats.js";

/** One measured quantity: a sample (median and p95), a single value, or "n/a" with the reason. */
export type Measure =
  | { readonly kind: "sample"; readonly unit: string; readonly summary: Summary }
  | { readonly kind: "value"; readonly unit: string; readonly value: number; readonly note?: string }
  | { readonly kind: "na"; readonly reason: string };

/** A sample of measurements in `unit`. */
export function sample(unit: string, values: readonly number[]): Measure {
  return { kind: "sample", unit, summary: summarise(values) };
}

/** One value in `unit`. */
export function value(unit: string, v: number, note?: string): Measure {
  return note === undefined ? { kind: "value", unit, value: v } : { kind: "value", unit, value: v, note };
}

/** A measurement that could not be taken here, and why. */
export function na(reason: string): Measure {
  return { kind: "na", reason };
}

/** The central value of a measure (median of a sample), or undefined for n/a. */
export function central(m: Measure | undefined): number | undefined {
  if (m === undefined || m.kind === "na") return undefined;
  return m.kind === "sample" ? m.summary.median : m.value;
}

/** One row of a figure's table: a case and its measures by column. */
export interface Row {
  readonly case: string;
  readonly cells: Readonly<Record<string, Measure>>;
}

/** A figure: a title, its column names (ours first, then baselines and ratios) and rows. */
export interface Figure {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly Row[];
  readonly notes?: readonly string[];
}

/** A target the bench holds us to: a ratio (or value) measured in this run against its limit. */
export interface Target {
  readonly text: string;
  /** The measured value, undefined when a side could not be measured. */
  readonly measured: number | undefined;
  readonly limit: number;
  /** "max": measured ≤ limit meets it; "min": measured ≥ limit meets it. */
  readonly direction: "max" | "min";
  readonly unit: string;
  readonly reason?: string;
}

/** Whether a target is met; undefined when it could not be measured. */
export function isMet(target: Target): boolean | undefined {
  if (target.measured === undefined || Number.isNaN(target.measured)) return undefined;
  return target.direction === "max" ? target.measured <= target.limit : target.measured >= target.limit;
}

/** The ratio of two measures' central values, or undefined when either is missing. */
export function ratio(a: Measure | undefined, b: Measure | undefined): number | undefined {
  const x = central(a);
  const y = central(b);
  return x === undefined || y === undefined || y === 0 ? undefined : x / y;
}
