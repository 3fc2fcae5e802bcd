// good: Intl used only behind a test that it exists; the guest takes the plain branch
const total = gg.files.glob("**/*.md").length;
const format = (n) => (typeof Intl === "object" ? new Intl.NumberFormat("en-US").format(n) : String(n));
console.log(`${format(total)} markdown files`);
