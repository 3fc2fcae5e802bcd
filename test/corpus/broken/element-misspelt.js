// broken [TS2551]: gg.files["readFle"] is undefined; calling it is a TypeError
const text = gg.files["readFle"]("b.txt");
console.log(text);
