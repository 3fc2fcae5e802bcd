// good: grades test coverage numbers from a JSON summary with nested ternaries
const summary = JSON.parse(gg.files.readFile("coverage/coverage-summary.json"));
const pct = summary.total.lines.pct;
const grade = pct >= 90 ? "A" : pct >= 80 ? "B" : pct >= 70 ? "C" : "D";
gg.session.reportProgress(`line coverage ${pct}% (grade ${grade})`);
