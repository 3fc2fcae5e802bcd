// broken [TS2551]: calls readFle on an alias of gg.files; the namespace has no such function (a TypeError)
const f = gg.files;
const text = f.readFle("a.txt");
console.log(text);
