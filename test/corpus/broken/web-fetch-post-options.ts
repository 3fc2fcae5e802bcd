// broken [TS2554]: gg.web.fetch takes only a URL; a second (fetch-API style) options argument is a compile error
import { web } from "gg";

const res = web.fetch("https://hooks.example.com/notify", { method: "POST", body: JSON.stringify({ ok: true }) });
console.log(res.status);
