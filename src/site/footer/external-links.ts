/**
 * External addresses the shell links to, in one place. The Whistleblower Protection Act
 * (Hinweisgeberschutzgesetz) is published by the Federal Ministry of Justice; there is no
 * official English version, so both languages link the German text.
 */
export const WHISTLEBLOWER_ACT_URL = "https://www.gesetze-im-internet.de/hinschg/";
