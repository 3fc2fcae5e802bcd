// broken [GG1008]: calls `globalThis.jobRunner.start()`, a global no program declares and the guest does not have: a TypeError when it runs
const entries = gg.files.listDir(".");
globalThis.jobRunner.start();
console.log(entries.length);
