// broken: `total` is declared twice with let in the same scope, a syntax error
let total = 0;
for (const e of gg.files.listDir(".")) total += e.size;
let total = total / 1024;
console.log(total);
