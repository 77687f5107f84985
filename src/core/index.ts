// Placeholder until the core lands: WebAuth, Management, AuthError and their types are exported here.
export {};
