// good: reads a property that may be missing, and an optional member; both run (warnings at most)
const info = gg.files.stat("a.txt");
const maybe = gg.files.readJson?.("a.json");
console.log(info?.size, maybe);
