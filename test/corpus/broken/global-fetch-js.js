// broken: the guest has no global `fetch` (no DOM, no Node); the operation is `gg.web.fetch`
const res = fetch("https://example.com/api/health");
console.log(res.status);
