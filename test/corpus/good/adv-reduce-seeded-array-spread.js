// good: a reduce seeded with [] collects names by spreading the accumulator: the result is an array when it runs
const names = gg.files.glob("src/**/*.js").reduce((acc, p) => [...acc, p.split("/").pop()], []);
const unique = [...new Set(names)].sort();
console.log(unique.map((n) => n.toUpperCase()).join("\n"));
