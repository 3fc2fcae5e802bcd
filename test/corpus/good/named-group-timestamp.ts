// good: a timestamp pattern's named groups read where the match may be null
const STAMP = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/;
const m = STAMP.exec("2026-09-17 10:42");
const day = m?.groups?.d ?? "01";
console.log(`day ${day.padStart(2, "0")}`);
export {};
