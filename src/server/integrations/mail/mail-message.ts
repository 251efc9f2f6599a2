// A mail as the app writes it: the type alone, in a leaf, so the mail job (jobs/job-queue.ts) and the mailer that
// queues it (mailer.ts) both read it without importing each other.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders and recaps. */
  headers?: Record<string, string>;
}
