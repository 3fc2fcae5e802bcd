// good: a setter whose parameter has a default value is legal JavaScript (TypeScript refuses it, TS1052)
const settings = {
  level: "info",
  set verbosity(value = "info") {
    this.level = value;
  },
};
settings.verbosity = undefined;
settings.verbosity = "debug";
console.log(settings.level, gg.files.listDir(".").length);
