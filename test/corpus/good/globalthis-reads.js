// good: reads console, Math, JSON and gg through globalThis, all of which the guest has
const sizes = globalThis.gg.files.listDir(".").map((e) => e.size);
globalThis.console.log(globalThis.Math.max(0, ...sizes));
globalThis.console.log(globalThis.JSON.stringify({ count: sizes.length }));
