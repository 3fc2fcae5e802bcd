if (!Set.prototype.union) {
  Set.prototype.union = function (other) {
    const out = new Set(this);
    for (const v of other) out.add(v);
    return out;
  };
}
if (typeof Set.prototype.difference !== "function") {
  Object.defineProperty(Set.prototype, "difference", {
    value(other) { return new Set([...this].filter(v => !other.has(v))); },
    configurable: true,
  });
}
const warehouseA = new Set(["A-1", "B-2", "C-3"]);
const warehouseB = new Set(["B-2", "D-4"]);
console.log([...warehouseA.union(warehouseB)].sort().join(","));
console.log([...warehouseA.difference(warehouseB)].join(","));
