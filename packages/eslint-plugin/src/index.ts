// The public API arrives with this package's issue.
export {};
