// broken [GG1010]: a rest element followed by another element (`[...rest, last]`): an early SyntaxError, the program never loads
const names = gg.files.listDir(".").map((e) => e.name);
const [...rest, last] = names;
console.log(rest.length, last);
