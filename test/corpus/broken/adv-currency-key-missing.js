// broken [GG1016]: formats an amount in a currency its table lacks, so the digits are read off undefined
const CURRENCIES = { USD: { digits: 2, sign: "$" }, EUR: { digits: 2, sign: "€" } };

function money(amount, code) {
  const c = CURRENCIES[code];
  return `${c.sign}${amount.toFixed(c.digits)}`;
}
console.log(money(12.5, "USD"));
console.log(money(9, "GBP"));
