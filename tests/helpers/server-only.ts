// Stand-in for the "server-only" marker under vitest, where every module is server code.
export {};
