// Every table of the site, in one namespace for Drizzle's relational queries and drizzle-kit.
export * from "./pages";
export * from "./media";
export * from "./programme";
export * from "./event-counts";
export * from "./booking";
export * from "./magazine";
export * from "./search";
export * from "./forms";
export * from "./site";
export * from "./users";
export * from "./mail";
export * from "./presence";
