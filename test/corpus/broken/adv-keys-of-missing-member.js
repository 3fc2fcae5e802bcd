// broken [GG1012]: the config literal has no `headers`, so `Object.entries` is handed undefined and throws before any request
import { web } from "gg";

const CONFIG = {
  baseUrl: "https://api.example.com",
  header: { accept: "application/json" },
};

const query = Object.entries(CONFIG.headers)
  .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  .join("&");
const res = web.fetch(`${CONFIG.baseUrl}/status?${query}`);
console.log(res.status);
