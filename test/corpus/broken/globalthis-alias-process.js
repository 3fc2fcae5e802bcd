// broken [GG1008]: the global object under another name is still the guest's: `g.process` is undefined, so exit throws
const g = globalThis;
const verbose = g.process.argv.includes("--verbose");
console.log(verbose);
