// broken [GG1011]: the guest has no Intl (ECMA-402), though TypeScript's ES2023 library declares it
const sizes = gg.files.glob("**/*.md").map((p) => gg.files.readFile(p).length);
const total = sizes.reduce((a, b) => a + b, 0);
console.log(`${sizes.length} files, ${new Intl.NumberFormat("en-US").format(total)} characters`);
