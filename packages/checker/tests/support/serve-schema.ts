// The shipped JSON Schemas of serve's requests and answers, compiled once: every answer a serve test reads is parsed
// through `parseAnswer`, so an answer the schema does not describe fails the test that produced it.
import { readFileSync } from "node:fs";
import Ajv from "ajv";

const ajv = new Ajv.default({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
const load = (name: string): object => JSON.parse(readFileSync(new URL(`../../schemas/${name}`, import.meta.url), "utf8")) as object;
/** The request schema as shipped. */
export const requestSchema = load("serve-request.schema.json") as { properties: Record<string, unknown> };
/** The answer schema as shipped. */
export const answerSchema = load("serve-answer.schema.json");
const validateRequest = ajv.compile(requestSchema);
const validateAnswer = ajv.compile(answerSchema);

function problems(validate: typeof validateAnswer, value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

/** Where a request breaks the request schema (none: it is valid). */
export function requestProblems(request: unknown): string[] {
  return problems(validateRequest, request);
}

/** Where an answer breaks the answer schema (none: it is valid). */
export function answerProblems(answer: unknown): string[] {
  return problems(validateAnswer, answer);
}

/** One answer line parsed, or a throw naming where it breaks the answer schema. */
export function parseAnswer<T = Record<string, unknown> & { id: unknown }>(line: string): T {
  const answer = JSON.parse(line) as unknown;
  // An id such as 1e400 is valid JSON, copied as written, but JavaScript reads it as Infinity, which no JSON Schema
  // validator calls a number: the schema is about the text, so such an id is checked as the number it is written as.
  const id = (answer as { id?: unknown }).id;
  const found = answerProblems(typeof id === "number" && !Number.isFinite(id) ? { ...(answer as object), id: 0 } : answer);
  if (found.length > 0) throw new Error(`answer not of the shipped schema: ${found.join("; ")}\n${line.slice(0, 500)}`);
  return answer as T;
}
