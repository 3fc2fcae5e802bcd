// broken [TS2339]: `forEach` gives undefined, so `.map` on what it returned throws a TypeError
const entries = gg.files.listDir("src");
const names = entries.forEach((e) => console.log(e.name));
const upper = names.map((n) => n.toUpperCase());
gg.session.finish(`${upper.length} entries listed`);
