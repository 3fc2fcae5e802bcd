// good: polyfills and module fallbacks for what ECMAScript 2023 already has (flat, Object.assign, Promise); the guest has them, so the fallbacks never run
import { files } from "gg";

if (!Array.prototype.flat) {
  require("core-js/features/array/flat");
}
const assign = Object.assign || require("object-assign");
const P = typeof Promise !== "undefined" ? Promise : require("bluebird");
if (typeof console.time === "function") console.time("scan");

const groups = [files.glob("src/**/*.js"), files.glob("test/**/*.js")];
const all = groups.flat();
const summary = assign({}, { files: all.length });
await P.resolve(summary).then((s) => console.log(JSON.stringify(s)));
