// broken [GG1016]: a timestamp pattern held in a const has no group "hour", so reading on from it throws
const STAMP = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/;
const m = STAMP.exec("2026-09-17 10:42");
console.log(m.groups.hour.padStart(2, "0"));
