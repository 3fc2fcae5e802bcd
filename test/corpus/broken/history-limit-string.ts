// broken: gg.programs.history's limit is a number; "10" is a string
const recent = gg.programs.history("10");
console.log(recent.map((r) => r.id).join(", "));
