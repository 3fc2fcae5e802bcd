// broken [GG1006]: one capture group name used twice (ECMAScript 2025); the guest engine rejects the literal
export {};
const date = /(?<year>\d{4})-\d\d|\d\d\/(?<year>\d{4})/;
const line = gg.files.readFile("CHANGELOG.md").split("\n")[0] ?? "";
console.log(date.exec(line)?.groups?.year);
