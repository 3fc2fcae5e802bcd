// good: defines its own error subclass for validation and keeps gg failures separate
import { files, Failure } from "gg";

class ValidationError extends Error {
  constructor(path, problems) {
    super(`${path}: ${problems.length} problems`);
    this.name = "ValidationError";
    this.problems = problems;
  }
}

function validate(path) {
  const data = JSON.parse(files.readFile(path));
  const problems = [];
  if (!data.name) problems.push("missing name");
  if (!/^\d+\.\d+\.\d+/.test(data.version || "")) problems.push("bad version");
  if (problems.length) throw new ValidationError(path, problems);
  return data;
}

for (const path of files.glob("packages/*/package.json")) {
  try {
    validate(path);
    console.log(`ok   ${path}`);
  } catch (e) {
    if (e instanceof ValidationError) console.log(`bad  ${path}: ${e.problems.join("; ")}`);
    else if (e instanceof Failure) console.log(`skip ${path}: ${e.code}`);
    else throw e;
  }
}
