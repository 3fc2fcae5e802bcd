// broken [TS2349]: calls the namespace gg.files as a function; a namespace object is not callable (TypeError)
const text = gg.files("README.md");
console.log(text);
