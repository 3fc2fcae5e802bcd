const Shippable = {
  ship(carrier) { this.carrier = carrier; this.status = "shipped"; return this; },
  trackingUrl() { return `https://track.example/${this.carrier}/${this.id}`; },
};
class Order {
  constructor(id) { this.id = id; this.status = "paid"; }
}
Object.assign(Order.prototype, Shippable);
const o = new Order("SO-44").ship("ups");
console.log(o.status, o.trackingUrl());
