// broken [GG1012]: a due date written with month 13 is invalid, and toISOString of it throws
const due = new Date("2026-13-01");
console.log(`due ${due.toISOString().slice(0, 10)}`);
