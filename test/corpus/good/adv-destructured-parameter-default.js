// good: a destructured parameter's default and every call's field agree on the guest, so `require` never runs
function backend({ runtime = "gg", root = "." } = {}) {
  if (runtime === "node") return require("node:fs").readdirSync(root);
  return gg.files.listDir(root).map((e) => e.name);
}

const names = [...backend(), ...backend({ root: "src" })];
console.log(names.join("\n"));
