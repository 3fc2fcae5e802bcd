// broken [GG1003]: `declare global` invents gg.files.readJson, which the runtime does not have
declare global {
  namespace gg.files {
    function readJson(path: string): unknown;
  }
}

const config = gg.files.readJson("config.json");
console.log(config);
export {};
