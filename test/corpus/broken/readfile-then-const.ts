// broken [TS2339]: treats the result of readFile as a promise; it is a string, so .then does not exist
export {};
const pending = gg.files.readFile("config.json");
pending.then((text) => console.log(text));
