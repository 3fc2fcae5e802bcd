globalThis.structuredClone ??= (v) => JSON.parse(JSON.stringify(v));
Object.groupBy ??= (items, fn) => items.reduce((acc, it) => ((acc[fn(it)] ??= []).push(it), acc), {});
Map.groupBy ??= (items, fn) => items.reduce((m, it) => m.set(fn(it), [...(m.get(fn(it)) ?? []), it]), new Map());

const orders = [{ id: 1, st: "paid" }, { id: 2, st: "open" }, { id: 3, st: "paid" }];
const copy = structuredClone(orders);
copy[0].st = "refunded";
console.log(orders[0].st, Object.keys(Object.groupBy(orders, o => o.st)), Map.groupBy(copy, o => o.st).size);
