import { files } from "gg";

const lines = files.readFile("orders.csv").split("\n");
const totals = lines.map(l => parseFloat(l.split(",")[1]) || 0);
console.log("sum", totals.reduce((a, b) => a + b, 0));
console.log("max", Math.maximum(...totals));
