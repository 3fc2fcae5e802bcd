// good: the callback that reads an undeclared helper is only handed to `attempt` inside a try; the other call's callback runs fine
function attempt(fn) {
  return fn();
}
let owners;
try {
  owners = attempt(() => legacyOwners());
} catch {
  owners = attempt(() => gg.files.readFile("CODEOWNERS").split("\n").filter(Boolean));
}
console.log(`${owners.length} owner lines`);
