// broken: gg.files.writeFile takes a path and contents; called with the path alone
const report = gg.files.glob("**/*.log");
gg.files.writeFile("logs.txt");
console.log(report.length);
