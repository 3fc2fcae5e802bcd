// broken [GG1013]: a method taken off its object by destructuring and called plainly: its `this` is undefined
import { files } from "gg";

const csv = {
  separator: ",",
  parse(text) {
    return text.split("\n").map((line) => line.split(this.separator));
  },
};

const { parse } = csv;
console.log(parse(files.readFile("data.csv")).length);
