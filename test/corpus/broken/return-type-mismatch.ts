// broken: assigns the list returned by glob to a string variable (TS2322)
let matches: string = gg.files.glob("**/*.spec.ts");
console.log(matches);
