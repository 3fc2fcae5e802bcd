// broken [GG1008]: exits through globalThis.process, which the guest does not have (a TypeError)
const entries = gg.files.listDir(".");
if (entries.length === 0) {
  globalThis.process.exit(0);
}
console.log(entries.length);
