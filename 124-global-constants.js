globalThis.TAX_RATE = 0.2;
Object.defineProperty(globalThis, "CURRENCY", { value: "EUR" });
globalThis["FREE_SHIPPING_OVER"] = 50;

function price(net) {
  return `${(net * (1 + TAX_RATE)).toFixed(2)} ${CURRENCY}`;
}
console.log(price(10), 60 > FREE_SHIPPING_OVER ? "free shipping" : "paid shipping");
