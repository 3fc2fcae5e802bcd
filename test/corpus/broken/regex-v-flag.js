// broken [GG1006]: the regular expression v flag is ECMAScript 2024; the guest runs ECMAScript 2023
const emoji = /\p{RGI_Emoji}/v;
console.log(emoji.test(gg.files.readFile("notes.md")));
