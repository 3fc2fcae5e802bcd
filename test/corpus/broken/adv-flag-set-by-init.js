// broken [TS2304]: a ready flag an init call turns on before the test, so the undeclared helper is called
const env = { ready: false };
function init() {
  env.ready = true;
}
init();
if (env.ready) startWorkers(4);
console.log("started");
