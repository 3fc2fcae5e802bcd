// broken [GG1008]: `@ts-ignore` over `globalThis.jobRunner.start()` cannot hide it: the guest has no `jobRunner`, so the call throws a TypeError when it runs
const entries = gg.files.listDir(".");
// @ts-ignore: the runner is set up by the host
globalThis.jobRunner.start();
console.log(entries.length);
