// good: fallbacks for what ECMAScript 2023 has, typed; the guest has them, so no fallback runs
import { files } from "gg";

const flatten = <T>(lists: T[][]): T[] => (typeof Array.prototype.flat === "function" ? lists.flat() : ([] as T[]).concat(...lists));
const merge = Object.assign ?? ((target: object, source: object) => ({ ...target, ...source }));

const all = flatten([files.glob("src/**/*.ts"), files.glob("test/**/*.ts")]);
console.log(JSON.stringify(merge({}, { files: all.length })));
