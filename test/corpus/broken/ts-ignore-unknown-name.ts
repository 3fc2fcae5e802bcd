// broken: `@ts-ignore` hides an unqualified `files`, which is still certain to throw when run
// @ts-ignore
const listing = files.listDir(".");
console.log(listing.length);
