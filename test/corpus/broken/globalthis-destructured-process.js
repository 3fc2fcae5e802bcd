// broken [GG1008]: process destructured from globalThis is undefined in the guest, so reading argv from it throws
const { process } = globalThis;
const target = process.argv[2] ?? ".";
console.log(gg.files.listDir(target).length);
