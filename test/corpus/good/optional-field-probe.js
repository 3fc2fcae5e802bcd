// good: loosely typed JavaScript probing a field the response record lacks, guarded with ?. and ??, which runs fine
import { web } from "gg";

const res = web.fetch("https://example.com/robots.txt");
const type = res.headers?.["content-type"] ?? res.contentType ?? "unknown";
console.log(`HTTP ${res.status}, ${type}, ${res.body.length} bytes`);
