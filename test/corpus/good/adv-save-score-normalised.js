// good: a save file whose BigInt score is turned into a number by destructuring before it is written as JSON
import { files } from "gg";

const game = { room: "hall", score: 120n, party: [{ name: "Ada", hp: 10n }] };
({ score: game.score } = { score: Number(game.score) });
game.party[0].hp = Number(game.party[0].hp);
files.writeFile("save.json", JSON.stringify(game));
