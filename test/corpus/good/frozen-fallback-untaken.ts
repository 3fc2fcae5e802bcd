// good: a typed tag list frozen only in strict mode, which a constant turns off, copied before it is extended
const STRICT: boolean = false;
const tags: string[] = ["p", "em"];
const allowed: readonly string[] = STRICT ? Object.freeze(tags) : tags;
const extended = [...allowed, "code"];
console.log(extended.join(" "));
export {};
