function Cart(lines) { this.lines = lines; }
Object.defineProperty(Cart.prototype, "total", {
  get() { return this.lines.reduce((s, l) => s + l.qty * l.price, 0); },
});
Object.defineProperties(Cart.prototype, {
  count: { get() { return this.lines.length; } },
  label: { value() { return `${this.count} lines, ${this.total.toFixed(2)}`; } },
});
const c = new Cart([{ qty: 2, price: 3.5 }, { qty: 1, price: 10 }]);
console.log(c.total.toFixed(2), c.label());
