// What the test run's global setup hands to every test file (vitest provide/inject).
declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDatabase: string;
  }
}

export {};
