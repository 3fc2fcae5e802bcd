// broken [TS2693]: an interface named files declares a type, not a value; using files as a value does not compile
interface files {
  path: string;
}
const text = files.readFile("README.md");
console.log(text);
