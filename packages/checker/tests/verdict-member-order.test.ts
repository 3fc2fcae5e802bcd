// A member the program adds (to a gg record, or a polyfill on a built-in) makes a call of it uncertain only where
// the addition can run before the call: a call that certainly runs during an earlier top-level statement than any
// that can first run the addition fails, certainly; each case beside its neighbour the other way.
import { describe, expect, it } from "vitest";
import { check } from "./support/check.js";

const HELPER = `function withOk(r) {\n  r.ok = () => r.exitCode === 0;\n  return r;\n}\n`;
const RUN = `const lint = gg.shell.run("npm run lint");\n`;

/** The severity of the finding on the member `ok` (or `groupBy`) where the program calls it. */
function severityOfCall(source: string): string | undefined {
  const result = check(source, "js");
  const lines = source.split("\n");
  const line = lines.findIndex((l) => /\.ok\(\)|Object\.groupBy\(/.test(l)) + 1;
  return result.diagnostics.find((d) => (d.code === "TS2339" || d.code === "TS2550") && d.line === line)?.severity;
}

describe("an addition that cannot run before the call: the call certainly fails", () => {
  it.each([
    ["a top-level call before the statement that calls the helper", `${HELPER}${RUN}console.log(lint.ok());\nwithOk(lint);\n`],
    ["a call in a function certainly called before the helper", `${HELPER}${RUN}function report() {\n  console.log(lint.ok());\n}\nreport();\nwithOk(lint);\n`],
    ["a polyfill in a function called after the use", `function install() {\n  Object.groupBy ??= () => ({});\n}\nconsole.log(Object.groupBy([1], (x) => x));\ninstall();\n`],
    ["a helper reached only through a function called after the use", `${HELPER}${RUN}function later() {\n  withOk(lint);\n}\nconsole.log(lint.ok());\nlater();\n`],
    ["a call in an instance field's initializer, run at a `new` before the helper", `${HELPER}${RUN}class Report {\n  line = lint.ok();\n}\nnew Report();\nwithOk(lint);\n`],
    ["a helper nothing calls", `${HELPER}${RUN}console.log(lint.ok());\n`],
    ["an addition written in a callback created after the use", `${RUN}console.log(lint.ok());\n[lint].forEach((r) => {\n  r.ok = () => true;\n});\n`],
  ])("%s", (_name, source) => {
    expect(severityOfCall(source)).toBe("error");
  });
});

describe("an addition that may run first: the call may succeed", () => {
  it.each([
    ["the helper called first", `${HELPER}${RUN}withOk(lint);\nconsole.log(lint.ok());\n`],
    ["a polyfill installed by a call first", `function install() {\n  Object.groupBy ??= () => ({});\n}\ninstall();\nconsole.log(Object.groupBy([1], (x) => x));\n`],
    ["the call and the addition in one loop (a later turn sees an earlier one's addition)", `const rs = [];\nfor (const c of ["a", "b"]) {\n  const r = gg.shell.run(c);\n  if (rs.length > 0) console.log(rs[0].ok());\n  r.ok = () => true;\n  rs.push(r);\n}\n`],
    ["a call in a function whose only call may not run first", `${HELPER}${RUN}function report() {\n  console.log(lint.ok());\n}\nif (lint.stdout) report();\nwithOk(lint);\nreport();\n`],
    ["an addition in a callback created before the call", `${RUN}const add = (r) => {\n  r.ok = () => true;\n};\nconsole.log(lint.ok());\nadd(lint);\n`],
    ["a call in an instance field's initializer, run at a `new` after the helper", `${HELPER}${RUN}class Report {\n  line = lint.ok();\n}\nwithOk(lint);\nnew Report();\n`],
    ["a call whose certain run a labelled break may skip", `${HELPER}${RUN}function report() {\n  console.log(lint.ok());\n}\ncheck: {\n  if (lint.stdout) break check;\n  report();\n}\nwithOk(lint);\nreport();\n`],
    ["a helper handed to code before the call", `${HELPER}${RUN}const hooks = [withOk];\nconsole.log(lint.ok());\nhooks[0](lint);\n`],
  ])("%s", (_name, source) => {
    expect(severityOfCall(source)).toBe("warning");
  });
});
