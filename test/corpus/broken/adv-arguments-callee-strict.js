// broken [GG1013]: arguments.callee throws in strict code, and every guest program is a module
const depth = function (dir, level) {
  if (level > 2) return level;
  const entries = gg.files.listDir(dir);
  return entries.length + arguments.callee(dir, level + 1);
};
console.log(depth(".", 0));
