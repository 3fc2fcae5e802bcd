/**
 * Progress on stderr for long runs: shown only on a TTY, only once a run has lasted a moment, and
 * erased when done, so short runs and pipes see nothing.
 */
import { TEXT } from "../texts.js";

/** A progress line. */
export interface Progress {
  /** One more program finished. */
  tick(): void;
  /** Erases the line; call once at the end. */
  done(): void;
}

/** The stream progress writes to (stderr in the CLI). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): boolean;
}

/** Creates a progress line over `total` programs; silent unless `stream` is a TTY, there are several programs and the run outlasts `delayMs`. */
export function createProgress(stream: ProgressStream, total: number, delayMs = 1000): Progress {
  let finished = 0;
  let visible = false;
  let shown = false;
  const render = (): void => {
    stream.write(`\r\u001b[2K${TEXT.progress(finished, total)}`);
    shown = true;
  };
  const timer = stream.isTTY === true && total > 1 ? setTimeout(() => ((visible = true), render()), delayMs) : undefined;
  timer?.unref();
  return {
    tick() {
      finished += 1;
      if (visible) render();
    },
    done() {
      if (timer !== undefined) clearTimeout(timer);
      if (shown) stream.write("\r\u001b[2K");
      visible = false;
    },
  };
}
