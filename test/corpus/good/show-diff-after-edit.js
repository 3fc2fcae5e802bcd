// good: edits a config value then shows the pending diff to the person watching
const path = "config/app.json";
const cfg = JSON.parse(gg.files.readFile(path));
const old = cfg.timeoutMs;
cfg.timeoutMs = Math.max(old * 2, 5000);
gg.files.writeFile(path, JSON.stringify(cfg, null, 2) + "\n");
gg.views.showDiff(path);
console.log(`timeoutMs ${old} -> ${cfg.timeoutMs}`);
