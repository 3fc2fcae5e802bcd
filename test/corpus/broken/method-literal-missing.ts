// broken [TS2339]: the handlers object the method returns has no "blue" member
class TrafficLight {
  handlers() {
    return { green: () => "go", red: () => "stop" };
  }
}
const light = new TrafficLight();
const state = gg.files.readFile("state.txt").trim();
gg.session.reportProgress(state === "blue" ? light.handlers().blue() : light.handlers().green());
