// broken [GG1018]: two tallies made without a prototype compared with <, which turns them into numbers
const today = Object.create(null);
const yesterday = Object.create(null);
today.errors = 3;
yesterday.errors = 1;
console.log(today < yesterday ? "better" : "worse");
