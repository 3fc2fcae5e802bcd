// broken [TS2339]: readFile answers a string at once (the SDK is synchronous); calling then on it is a TypeError
gg.files.readFile("config.json").then((text) => console.log(JSON.parse(text)));
