import type { Catalogue, TypeRef } from "@gg/catalogue";
import { tsFieldName } from "@gg/catalogue";

// A record nested deeper than this gets `{}`: a placeholder is a start for the person to edit, not a full value.
const MAX_DEPTH = 3;

/**
 * The simplest literal of a parameter type (`""`, `0`, `false`, `[]`, the first enum case, a record with its required
 * fields): what a suggestion writes for a missing argument, for the person to replace with the value they meant.
 */
export function placeholder(catalogue: Catalogue, type: TypeRef, depth = 0): string {
  switch (type.kind) {
    case "primitive":
      return type.name === "string" ? '""' : type.name === "bool" ? "false" : "0";
    case "list":
      return "[]";
    case "option":
      return "undefined";
    case "named": {
      const def = catalogue.types.find((t) => t.name === type.name);
      if (def?.kind === "enum") return JSON.stringify(def.cases[0] ?? "");
      if (!def || depth >= MAX_DEPTH) return "{}";
      const required = def.fields.filter((field) => field.type.kind !== "option");
      if (required.length === 0) return "{}";
      return `{ ${required.map((field) => `${tsFieldName(field.name)}: ${placeholder(catalogue, field.type, depth + 1)}`).join(", ")} }`;
    }
  }
}
