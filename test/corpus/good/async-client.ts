// good: an async factory builds a small client; the top level awaits it and uses the methods it has
interface Client {
  get(path: string): string;
  post(path: string, body: string): void;
}
async function makeClient(base: string): Promise<Client> {
  return {
    get: (path) => gg.web.fetch(`${base}${path}`).body,
    post: (path, body) => gg.files.writeFile(`outbox${path}.json`, body),
  };
}
const client = await makeClient("https://api.example.com");
const items = client.get("/items");
client.post("/audit", JSON.stringify({ bytes: items.length }));
