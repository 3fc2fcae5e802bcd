// broken [TS2349]: a gg namespace used as a template tag is called, and a namespace is not a function
const out = gg.session`done`;
console.log(out);
