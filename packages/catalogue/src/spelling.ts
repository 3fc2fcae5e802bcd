// How each of the eleven arms spells an operation: the qualified name, the namespace's import line, the name it shortens to.
import { camelCase, pascalCase } from "./naming.js";
import { ARMS, type Arm, type Catalogue, type Operation } from "./types.js";

/** An operation's name in one arm: unshortened, the line that shortens it, and the shortened name. */
export interface Spelling {
  readonly qualified: string;
  readonly importLine: string;
  readonly shortened: string;
}

interface ArmRule {
  readonly qualified: (ns: string, key: string) => string;
  readonly importLine: (ns: string) => string;
  readonly shortened: (ns: string, key: string) => string;
}

// Exactly the table of the eleven arms (docs/sdk.md). Where the table gives no unshortened form, the shortened one is already fully qualified.
const RULES: Record<Arm, ArmRule> = {
  typescript: {
    qualified: (ns, key) => `gg.${ns}.${camelCase(key)}`,
    importLine: (ns) => `import { ${ns} } from "gg";`,
    shortened: (ns, key) => `${ns}.${camelCase(key)}`,
  },
  javascript: {
    qualified: (ns, key) => `gg.${ns}.${camelCase(key)}`,
    importLine: (ns) => `import { ${ns} } from "gg";`,
    shortened: (ns, key) => `${ns}.${camelCase(key)}`,
  },
  purescript: {
    qualified: (ns, key) => `Gg.${pascalCase(ns)}.${camelCase(key)}`,
    importLine: (ns) => `import Gg.${pascalCase(ns)} as Gg.${pascalCase(ns)}`,
    shortened: (ns, key) => `Gg.${pascalCase(ns)}.${camelCase(key)}`,
  },
  python: {
    qualified: (ns, key) => `gg.${ns}.${key}`,
    importLine: () => "import gg",
    shortened: (ns, key) => `gg.${ns}.${key}`,
  },
  ruby: {
    qualified: (ns, key) => `GG::${pascalCase(ns)}.${key}`,
    importLine: () => 'require "gg"',
    shortened: (ns, key) => `GG::${pascalCase(ns)}.${key}`,
  },
  rust: {
    qualified: (ns, key) => `gg::${ns}::${key}`,
    importLine: (ns) => `use gg::${ns};`,
    shortened: (ns, key) => `${ns}::${key}`,
  },
  java: {
    qualified: (ns, key) => `gg.${ns}.${pascalCase(ns)}.${camelCase(key)}`,
    importLine: (ns) => `import gg.${ns}.${pascalCase(ns)};`,
    shortened: (ns, key) => `${pascalCase(ns)}.${camelCase(key)}`,
  },
  kotlin: {
    qualified: (ns, key) => `gg.${ns}.${camelCase(key)}`,
    importLine: (ns) => `import gg.${ns}.*`,
    shortened: (_ns, key) => camelCase(key),
  },
  swift: {
    qualified: (ns, key) => `gg.${ns}.${camelCase(key)}`,
    importLine: () => "import gg",
    shortened: (ns, key) => `${ns}.${camelCase(key)}`,
  },
  cpp: {
    qualified: (ns, key) => `gg::${ns}::${key}`,
    importLine: (ns) => `#include <gg/${ns}.hpp>`,
    shortened: (ns, key) => `gg::${ns}::${key}`,
  },
  csharp: {
    qualified: (ns, key) => `Gg.${pascalCase(ns)}.${pascalCase(key)}`,
    importLine: () => "using Gg;",
    shortened: (ns, key) => `${pascalCase(ns)}.${pascalCase(key)}`,
  },
};

/** Whether a string names one of the eleven arms. */
export function isArm(value: string): value is Arm {
  return (ARMS as readonly string[]).includes(value);
}

/** The operation's spelling in an arm: `files.read_file`, ruby → `GG::Files.read_file`. */
export function spell(operation: Operation, arm: Arm): Spelling {
  const rule = RULES[arm];
  return {
    qualified: rule.qualified(operation.namespace, operation.key),
    importLine: rule.importLine(operation.namespace),
    shortened: rule.shortened(operation.namespace, operation.key),
  };
}

/** The line that, in an arm, shortens the names of one namespace: typescript `files` → `import { files } from "gg";`. */
export function namespaceImportLine(namespace: string, arm: Arm): string {
  return RULES[arm].importLine(namespace);
}

const indexes = new WeakMap<Catalogue, Map<string, Operation[]>>();

function nameIndex(catalogue: Catalogue): Map<string, Operation[]> {
  let index = indexes.get(catalogue);
  if (index) return index;
  index = new Map();
  const add = (name: string, op: Operation): void => {
    const ops = index?.get(name) ?? [];
    if (!ops.includes(op)) ops.push(op);
    index?.set(name, ops);
  };
  for (const op of catalogue.operations) {
    add(op.id, op);
    for (const arm of ARMS) {
      const s = spell(op, arm);
      add(s.qualified, op);
      add(s.shortened, op);
    }
  }
  indexes.set(catalogue, index);
  return index;
}

/**
 * The operation a name denotes: an id (`files.read_file`) or any arm's qualified or shortened spelling
 * (`gg.files.readFile`, `GG::Files.read_file`, kotlin `readFile`). A name that several operations share
 * (possible only for a bare shortened name in a host's own catalogue) denotes none. A trailing `()` is ignored.
 */
export function findOperation(catalogue: Catalogue, name: string): Operation | undefined {
  const trimmed = name.trim().replace(/\(\s*\)$/, "");
  const ops = nameIndex(catalogue).get(trimmed);
  return ops?.length === 1 ? ops[0] : undefined;
}

/** The operation with this key (`read_file`); keys are unique across the catalogue. */
export function operationByKey(catalogue: Catalogue, key: string): Operation | undefined {
  return catalogue.operations.find((o) => o.key === key);
}
