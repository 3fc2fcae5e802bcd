// JSON paths as problems name them: `operations[3].binding.capability`.
import { problem } from "./messages.js";
import type { Problem } from "./types.js";

/** The path of a member of an object. */
export function member(path: string, key: string): string {
  const step = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (path === "") return step;
  return step.startsWith("[") ? `${path}${step}` : `${path}.${step}`;
}

/** The path of an element of an array. */
export function element(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** How a JSON value is described in a problem. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

/** Collects problems while walking an untrusted JSON value. */
export interface Walker {
  readonly problems: Problem[];
  report(path: string, message: string): void;
  object(value: unknown, path: string, required: readonly string[], optional: readonly string[]): Record<string, unknown> | undefined;
  array(value: unknown, path: string): readonly unknown[] | undefined;
  string(value: unknown, path: string): string | undefined;
  stringList(value: unknown, path: string, what: string, pattern?: { test: RegExp; rule: string }): string[];
}

/** A walker with an empty problem list. */
export function createWalker(): Walker {
  const problems: Problem[] = [];
  const report = (path: string, message: string): void => {
    problems.push({ path, message });
  };
  const walker: Walker = {
    problems,
    report,
    object(value, path, required, optional) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        report(path, problem.expected("an object", describe(value)));
        return undefined;
      }
      const record = value as Record<string, unknown>;
      const allowed = [...required, ...optional];
      for (const key of required) if (!(key in record)) report(path, problem.missingKey(key));
      for (const key of Object.keys(record)) if (!allowed.includes(key)) report(member(path, key), problem.unknownKey(key, allowed));
      return record;
    },
    array(value, path) {
      if (!Array.isArray(value)) {
        // A missing key was reported by the object that lacks it.
        if (value !== undefined) report(path, problem.expected("an array", describe(value)));
        return undefined;
      }
      return value;
    },
    string(value, path) {
      if (typeof value !== "string") {
        if (value !== undefined) report(path, problem.expected("a string", describe(value)));
        return undefined;
      }
      return value;
    },
    stringList(value, path, what, pattern) {
      const items = walker.array(value, path);
      const out: string[] = [];
      const seen = new Map<string, string>();
      items?.forEach((item, i) => {
        const at = element(path, i);
        const s = walker.string(item, at);
        if (s === undefined) return;
        if (pattern && !pattern.test.test(s)) return report(at, problem.malformed(what, s, pattern.rule));
        const first = seen.get(s);
        if (first !== undefined) return report(at, problem.duplicate(what, s, first));
        seen.set(s, at);
        out.push(s);
      });
      return out;
    },
  };
  return walker;
}
