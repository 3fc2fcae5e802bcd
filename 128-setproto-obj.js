const base = {
  describe() { return `${this.sku} (${this.qty})`; },
  restock(n) { this.qty += n; return this; },
};
const item = { sku: "LAMP-3", qty: 2 };
Object.setPrototypeOf(item, base);
console.log(item.restock(5).describe());
const other = Object.assign(Object.create(base), { sku: "DESK-1", qty: 0 });
console.log(other.describe());
