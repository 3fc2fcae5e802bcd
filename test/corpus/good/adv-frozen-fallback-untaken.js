// good: a tag list frozen only in strict mode, which a constant turns off, so the push works
const STRICT = false;
const tags = ["p", "em"];
const allowed = STRICT ? Object.freeze(tags) : tags;
allowed.push("code");
console.log(allowed.join(" "));
