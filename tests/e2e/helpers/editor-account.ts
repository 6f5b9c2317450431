/** The first editor account the e2e server creates (playwright.config.ts passes these to it). */
export const E2E_EDITOR = { email: "e2e-editor@museum.test", password: "an e2e editor password" } as const;
