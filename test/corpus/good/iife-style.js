// good: wraps the program in an IIFE, the way some models scope their variables
(function () {
  "use strict";
  var names = gg.files.listDir("packages").filter(function (e) { return e.kind === "dir"; }).map(function (e) { return e.name; });
  names.forEach(function (name) {
    var pkg = JSON.parse(gg.files.readFile("packages/" + name + "/package.json"));
    console.log(name + ": " + (pkg.description || "(no description)"));
  });
})();
