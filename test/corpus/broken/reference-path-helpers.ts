// broken: `/// <reference path>` cannot pull a helper declaration file into the guest; `helpers` is unknown at run time
/// <reference path="./helpers.d.ts" />
const names = helpers.listNames(gg.files.glob("src/*.ts"));
console.log(names);
