/** The execution model of a program, built once per program on first use and shared by every pass that asks it. */
import type { Source } from "../../syntax/tree.js";
import { ExecutionModel } from "./model.js";

export { ExecutionModel } from "./model.js";
export type { ProgramFacts } from "./facts.js";
export type { Declaration, Scopes } from "./scopes.js";

const models = new WeakMap<Source, ExecutionModel>();

/** The model of the program `source` reads (built on the first question, then reused). */
export function executionOf(source: Source): ExecutionModel {
  let model = models.get(source);
  if (model === undefined) {
    model = new ExecutionModel(source.tree, (node) => source.children(node).list);
    models.set(source, model);
  }
  return model;
}

/** The model of `source` if some pass has built it already, else undefined (a pass may then answer more cheaply). */
export function builtExecutionOf(source: Source): ExecutionModel | undefined {
  return models.get(source);
}
