// broken: `@ts-expect-error` hides an unqualified `files`, which still throws a ReferenceError when run
// @ts-expect-error files comes from the sandbox
const configs = files.glob("**/*.config.ts");
console.log(configs.join("\n"));
