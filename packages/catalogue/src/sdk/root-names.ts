/**
 * The names every SDK declares at gg itself beside the catalogue's own: the class a failed call raises and the two
 * unions a program compares a failure's fields with. Spelt here and nowhere else: the generated gg.d.ts, the loader's
 * reserved type names and the names model (`names.ts`) all read them from here.
 */
export const SDK = { operationKey: "OperationKey", failureCode: "FailureCode", failure: "Failure" } as const;

/** One of the SDK's own root names. */
export type SdkName = (typeof SDK)[keyof typeof SDK];

/** The SDK's own root names, in the order gg.d.ts declares and exports them. */
export const SDK_ROOT_NAMES: readonly SdkName[] = [SDK.operationKey, SDK.failureCode, SDK.failure];
