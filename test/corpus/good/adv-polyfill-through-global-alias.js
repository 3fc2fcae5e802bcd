// good: Object.groupBy (ECMAScript 2024) is installed on the global reached through a binding before it is used
var O = globalThis.Object;
if (!O.groupBy) {
  O.groupBy = function (items, key) {
    var out = {};
    for (var x of items) (out[key(x)] = out[key(x)] || []).push(x);
    return out;
  };
}
const byKind = Object.groupBy(gg.files.listDir("."), (e) => e.kind);
console.log(Object.keys(byKind).map((k) => `${k}: ${byKind[k].length}`).join(", "));
