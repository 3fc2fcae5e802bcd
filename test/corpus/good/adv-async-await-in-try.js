// good: top-level await of an async call inside try/catch; the async body throws on an unknown name after its first await
import { programs, session } from "gg";

async function lastOutcome() {
  const [latest] = await Promise.resolve(programs.history(1));
  return previousOutcomes[latest.id] ?? latest.outcome;
}

try {
  session.reportProgress(`last program: ${await lastOutcome()}`);
} catch (e) {
  session.reportProgress(`no earlier outcomes (${e.name})`);
}
