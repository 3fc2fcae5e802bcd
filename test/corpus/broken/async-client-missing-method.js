// broken [TS2339]: the client the async factory returns has get but no post, and the top level calls post
import { web } from "gg";

async function makeClient(base) {
  return {
    get(path) {
      return web.fetch(`${base}${path}`);
    },
  };
}

const client = await makeClient("https://api.example.com");
const items = client.get("/items");
client.post("/audit", JSON.stringify({ seen: items.length }));
