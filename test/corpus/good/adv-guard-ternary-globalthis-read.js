// good: a ternary on `typeof TextDecoder` chooses a hand-written decoder; the missing constructor is only named in the dead arm
import { web } from "gg";

const decode = typeof TextDecoder === "function"
  ? (bytes) => new TextDecoder().decode(bytes)
  : (bytes) => String.fromCharCode(...bytes);

const res = web.fetch("https://example.com/health");
const bytes = Array.from(res.body, (c) => c.charCodeAt(0) & 0xff);
console.log(`health: ${res.status} ${decode(bytes).slice(0, 40)}`);
