// good: tests for a global before using it, and keeps a counter on globalThis; both run in the guest
export {};
if (typeof (globalThis as { process?: unknown }).process !== "undefined") console.log("has process");
const g = globalThis as unknown as { runs?: number };
g.runs = (g.runs ?? 0) + 1;
gg.session.reportProgress(`run ${g.runs}`);
