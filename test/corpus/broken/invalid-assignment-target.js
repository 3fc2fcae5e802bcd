// broken [GG1010]: assigns to a sum (`total + 1 = 0`), which is no variable or property: an early SyntaxError, the program never loads
let total = 0;
for (const entry of gg.files.listDir(".")) total += entry.name.length;
if (total > 100) total + 1 = 0;
console.log(total);
