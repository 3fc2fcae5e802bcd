const coupon = { code: "SPRING", pct: 15 };
Object.assign(coupon, { expires: new Date(Date.UTC(2027, 2, 31)), maxUses: 100 });
console.log(coupon.expires.toISOString().slice(0, 10), coupon.maxUses.toFixed(0));
const order = { id: "SO-3" };
Object.defineProperty(order, "total", { value: 42.5, enumerable: true });
console.log(order.total.toFixed(2));
