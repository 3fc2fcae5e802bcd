Array.prototype.sumBy = function (fn) { return this.reduce((s, x) => s + fn(x), 0); };
String.prototype.toSku = function () { return this.trim().toUpperCase().replace(/\s+/g, "-"); };
Number.prototype.money = function () { return this.toFixed(2); };

const lines = [{ name: "blue pen", qty: 2, price: 1.5 }, { name: " red ink ", qty: 1, price: 4 }];
console.log(lines.map(l => l.name.toSku()).join(" "));
console.log(lines.sumBy(l => l.qty * l.price).money());
