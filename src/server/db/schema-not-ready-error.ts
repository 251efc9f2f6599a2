/** MIGRATE=0 and the release step has not migrated the database in time: the message says what to run. */
export class SchemaNotReadyError extends Error {}
