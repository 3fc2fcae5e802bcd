// broken [TS2367]: compares a failure's operation with the id "files.read_file"; the key is "read_file"
try {
  gg.files.readFile("missing.txt");
} catch (e) {
  if (e instanceof gg.Failure && e.operation === "files.read_file") {
    console.log("missing");
  }
}
