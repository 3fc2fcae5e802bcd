// broken [GG1012]: the template leaves the host unquoted, so JSON.parse of it throws a SyntaxError
import { files } from "gg";

const HOST = "localhost";
const PORT = 8080;
const config = JSON.parse(`{"host": ${HOST}, "port": ${PORT}}`);
files.writeFile("server.json", JSON.stringify(config));
