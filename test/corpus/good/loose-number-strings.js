// good: loosely typed arithmetic on strings and numbers that JavaScript coerces as intended
const wc = gg.shell.run("wc -l src/*.js | tail -1").stdout.trim();
const total = wc.split(" ")[0] * 1;
let label = total;
if (total > 1000) label = (total / 1000).toFixed(1) + "k";
console.log("lines of code: " + label);
