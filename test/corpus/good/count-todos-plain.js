// good: the shortest useful program, counting TODO comments with plain gg.files.grep
const hits = gg.files.grep("TODO");
console.log(`${hits.length} TODOs`);
