// good: a job whose input a setter chosen by name fills before the file is read
import { files } from "gg";

const job = {
  input: null,
  output: null,
  setInput(p) { this.input = p; },
  setOutput(p) { this.output = p; },
};
for (const [field, value] of [["Input", "book.csv"], ["Output", "book.json"]]) job[`set${field}`](value);
const text = files.readFile(job.input);
files.writeFile(job.output, JSON.stringify(text.split("\n")));
