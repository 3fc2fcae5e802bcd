// broken: `declare var files: typeof gg.files` claims a global that the runtime never defines
declare var files: typeof gg.files;

for (const p of files.glob("*.json")) console.log(p);
