/** A finding before positions are computed: what every producer (the classified compiler diagnostics, our own passes) hands to result.ts. */
export interface RawDiagnostic {
  /** UTF-16 offset into the program text. */
  readonly start: number;
  readonly length: number;
  readonly code: string;
  readonly message: string;
  /** Fails the program in either language: a syntax error, or a failure certain at run time, or one of ours. */
  readonly certain: boolean;
  /** A warning whatever the language (reported, never part of the verdict). */
  readonly advisory?: boolean;
}
