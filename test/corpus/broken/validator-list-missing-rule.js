// broken [GG1016]: one call hands runRules a rule name the validators table lacks, so calling it throws
import { files } from "gg";

const validators = {
  required: (v) => v !== undefined && v !== "",
  numeric: (v) => v !== undefined && !Number.isNaN(Number(v)),
};

function runRules(value, names) {
  return names.map((name) => ({ rule: name, ok: validators[name](value) }));
}

const record = { age: files.readFile("form/age.txt").trim(), email: files.readFile("form/email.txt").trim() };
const report = {
  age: runRules(record.age, ["required", "numeric"]),
  email: runRules(record.email, ["required", "email"]),
};
files.writeFile("validation.json", JSON.stringify(report, null, 2));
