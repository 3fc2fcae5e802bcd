// broken: imports "./package.json" as a module; only "gg" can be imported
import pkg from "./package.json" with { type: "json" };

console.log(pkg.version, gg.files.glob("src/**").length);
