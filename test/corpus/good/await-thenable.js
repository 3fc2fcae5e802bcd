// good: `await` of a thenable object with a plain `then` method, as JavaScript awaits any thenable (TypeScript's TS1320 is its own rule)
const later = {
  then(resolve, reject) {
    if (typeof resolve !== "function") return reject(new Error("no resolve"));
    resolve(gg.files.listDir(".").length);
  },
};
const count = await later;
console.log(`entries: ${count}`);
