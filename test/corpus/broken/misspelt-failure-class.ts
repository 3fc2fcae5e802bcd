// broken [TS2339]: `gg.GgError` does not exist; the failure type is `gg.Failure`
try {
  gg.files.deleteFile("tmp/cache.json");
} catch (e) {
  if (e instanceof gg.GgError) console.log(e.code);
}
