// Discovery: the documentation view of one operation, as the grant lets this agent see it.
import { docs } from "./messages.js";
import { refusalFor, type Refusal } from "./refusal.js";
import { tsSignature, tsTypeDeclaration } from "./sdk/typescript.js";
import { findOperation, spell } from "./spelling.js";
import { formatTypeRef, namedTypesIn } from "./type-ref.js";
import type { Arm, Catalogue, Grant, Operation } from "./types.js";

/** The documentation of one operation in one arm; `text` is markdown that quotes the import line beside the name. */
export interface DocView {
  readonly id: string;
  readonly key: string;
  readonly qualified: string;
  readonly shortened: string;
  readonly importLine: string;
  readonly signature: string;
  readonly summary: string;
  readonly text: string;
}

/** A view, or the refusal for an operation the grant does not allow, or the name that denotes no operation. */
export type ViewResult = { ok: true; view: DocView } | { ok: false; refusal: Refusal } | { ok: false; notFound: string };

const isTs = (arm: Arm): boolean => arm === "typescript" || arm === "javascript";

/** The signature in the arm's words: TypeScript for TS/JS, the catalogue's WIT notation under the arm's name otherwise. */
function signatureFor(catalogue: Catalogue, op: Operation, name: string, arm: Arm): string {
  if (isTs(arm)) return `${name}${tsSignature(catalogue, op).slice(tsSignature(catalogue, op).indexOf("("))}`;
  const params = op.params.map((p) => `${p.name}: ${formatTypeRef(p.type)}`).join(", ");
  return `${name}(${params}) -> ${formatTypeRef(op.result)}`;
}

/** Record and enum declarations an operation's signature mentions, directly or through fields (TS/JS only). */
function typesMentioned(catalogue: Catalogue, op: Operation): string[] {
  const out: string[] = [];
  const visit = (name: string): void => {
    if (out.includes(name)) return;
    out.push(name);
    const def = catalogue.types.find((t) => t.name === name);
    if (def?.kind === "record") for (const f of def.fields) namedTypesIn(f.type).forEach(visit);
  };
  for (const t of [...op.params.map((p) => p.type), op.result]) namedTypesIn(t).forEach(visit);
  return out;
}

/**
 * Describes the operation a name denotes (an id or any arm's spelling), in the arm's words. With a grant, an operation
 * the grant does not allow is answered with its refusal, as the host would answer the call.
 */
export function view(catalogue: Catalogue, name: string, grant?: Grant, arm: Arm = "typescript"): ViewResult {
  const op = findOperation(catalogue, name);
  if (!op) return { ok: false, notFound: name };
  if (grant) {
    const refusal = refusalFor(catalogue, op, grant, arm);
    if (refusal) return { ok: false, refusal };
  }
  const s = spell(op, arm);
  const signature = signatureFor(catalogue, op, s.qualified, arm);
  const lines = [`### \`${s.qualified}\``, "", `\`\`\`${arm}`, s.importLine, "", signatureFor(catalogue, op, s.shortened, arm), "```", "", op.summary, ""];
  lines.push(s.shortened === s.qualified ? docs.operationLine(op.id) : `${docs.operationLine(op.id)} ${docs.unshortened(s.qualified)}`);
  const types = isTs(arm) ? typesMentioned(catalogue, op) : [];
  if (types.length > 0) lines.push("", `\`\`\`${arm}`, ...types.map((t) => tsTypeDeclaration(catalogue, t)), "```");
  return {
    ok: true,
    view: { id: op.id, key: op.key, qualified: s.qualified, shortened: s.shortened, importLine: s.importLine, signature, summary: op.summary, text: `${lines.join("\n")}\n` },
  };
}
