/** The execution model of a program, built once per program on first use and shared by every pass that asks it. */
import type { Source } from "../../syntax/tree.js";
import { ExecutionModel } from "./model.js";
import type { GgShape } from "./gg-values.js";

export { ExecutionModel } from "./model.js";
export type { ProgramFacts } from "./facts.js";
export type { Declaration, Scopes } from "./scopes.js";
export type { GgShape } from "./gg-values.js";

const models = new WeakMap<Source, ExecutionModel>();
const shapes = new WeakMap<Source, GgShape>();

/** Tells the model of `source` what gg holds (from the catalogue the program is checked against), before any pass asks it. */
export function knowGg(source: Source, shape: GgShape): void {
  shapes.set(source, shape);
}

/** The model of the program `source` reads (built on the first question, then reused). */
export function executionOf(source: Source): ExecutionModel {
  let model = models.get(source);
  if (model === undefined) {
    model = new ExecutionModel(source.tree, (node) => source.children(node).list, shapes.get(source));
    models.set(source, model);
  }
  return model;
}

/** The model of `source` if some pass has built it already, else undefined (a pass may then answer more cheaply). */
export function builtExecutionOf(source: Source): ExecutionModel | undefined {
  return models.get(source);
}
