// broken [TS2551]: the key held in a const names no operation of gg.files (readFlie), so the call reads undefined and throws
const operation = "readFlie";
const text = gg.files[operation]("notes.md");
console.log(text.length);
