/**
 * `@gg/checker/native`: the opt-in native engine (TypeScript 7 in a sealed child process) behind the same `Checker`
 * interface. A separate entry point so that `@gg/checker` never loads TypeScript 7 for a program that does not ask
 * for it (its API costs ~130 ms of start-up). It becomes the default only once it gives the same results on the
 * whole corpus (test/scripts/engine-parity.mjs).
 */
export { createNativeChecker } from "./engine.js";
