// Discovery: rank the operations a grant allows by how well they match the words of a query.
import { isGranted } from "./grant.js";
import { words } from "./naming.js";
import { spell } from "./spelling.js";
import type { Arm, Catalogue, Grant, Operation } from "./types.js";

/** One search result: the operation id, its qualified name in the arm, its summary and its score. */
export interface SearchHit {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly score: number;
}

/** Options of a search: the arm names are given in (default typescript) and the most hits returned (default 20). */
export interface SearchOptions {
  readonly arm?: Arm;
  readonly limit?: number;
}

const STOP_WORDS = new Set(["a", "an", "the", "of", "to", "or", "and", "in", "on", "is", "it", "this", "that", "for", "from", "with", "what", "how", "i", "my"]);

// How much a query word counts when it matches a word of each field.
const WEIGHT = { key: 4, namespace: 3, spelling: 2, param: 1.5, summary: 1 } as const;

/** Lower-case word stems of any text: splits camelCase, snake_case, kebab-case, dots and punctuation. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(stem);
}

/** A deliberately small stemmer: plural `-ies`/`-s` only, so "files" finds "file" and "entries" finds "entry". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function fieldWords(op: Operation, arm: Arm): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (list: readonly string[], weight: number): void => {
    for (const w of list) weights.set(w, Math.max(weights.get(w) ?? 0, weight));
  };
  add(op.params.flatMap((p) => tokenize(p.name)), WEIGHT.param);
  add(tokenize(op.summary), WEIGHT.summary);
  add(tokenize(spell(op, arm).qualified), WEIGHT.spelling);
  add(words(op.namespace).map(stem), WEIGHT.namespace);
  add(words(op.key).map(stem), WEIGHT.key);
  return weights;
}

/** The score of one operation for the query words: exact word matches count fully, prefixes (3+ letters) half. */
function score(op: Operation, query: readonly string[], arm: Arm): number {
  const fields = fieldWords(op, arm);
  let total = 0;
  for (const q of query) {
    let best = fields.get(q) ?? 0;
    if (best === 0 && q.length >= 3) {
      for (const [w, weight] of fields) if (w.startsWith(q)) best = Math.max(best, weight / 2);
    }
    total += best;
  }
  return total;
}

/**
 * Operations ranked by relevance to the query, only those the grant allows when one is given. Deterministic:
 * score descending, then catalogue order. An empty query lists every allowed operation with score 0.
 */
export function search(catalogue: Catalogue, query: string, grant?: Grant, options: SearchOptions = {}): SearchHit[] {
  const arm = options.arm ?? "typescript";
  const limit = options.limit ?? 20;
  const all = tokenize(query);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const queryWords = meaningful.length > 0 ? meaningful : all;
  const exact = query.trim();
  const hits: SearchHit[] = [];
  for (const op of catalogue.operations) {
    if (grant && !isGranted(op, grant)) continue;
    const s = spell(op, arm);
    let value = score(op, queryWords, arm);
    // A query that is exactly the operation's id or a spelling of it names that operation.
    if (exact === op.id || exact === s.qualified || exact === s.shortened) value += 10;
    if (queryWords.length > 0 && value === 0) continue;
    hits.push({ id: op.id, name: s.qualified, summary: op.summary, score: value });
  }
  // Array.prototype.sort is stable, so equal scores keep catalogue order.
  return hits.sort((a, b) => b.score - a.score).slice(0, Math.max(0, limit));
}
