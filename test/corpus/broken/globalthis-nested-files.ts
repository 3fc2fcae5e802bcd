// broken [GG1008]: `globalThis.globalThis` is the same global object, and gg's namespaces are not its properties
const listing = globalThis.globalThis.files.listDir(".");
console.log(listing.length);
export {};
