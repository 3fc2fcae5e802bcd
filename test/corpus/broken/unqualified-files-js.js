// broken: `files` is never imported or declared; using it unqualified throws a ReferenceError
const names = files.glob("src/**/*.js");
console.log(names.length + " source files");
