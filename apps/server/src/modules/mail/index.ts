// What the mail module offers the rest of the server; its other files are its own.
export { describeMailError, retryDelayMs } from './backoff';
export { duplicateRefundMail } from './duplicate-refund-mail';
export { emailChangedMail } from './email-changed-mail';
export {
  MAIL_FOOTER,
  TIER_COLOURS,
  escapeHtml,
  htmlDocument,
  htmlFooter,
  htmlLink,
  type MailLanguage,
} from './layout';
export { type MailProducer } from './mail-worker';
export { createMailer, type Mailer, type OutgoingMail } from './mailer';
export { passwordChangedMail } from './password-changed-mail';
export { paymentFailedMail } from './payment-failed-mail';
export { dropPendingMail, enqueueMail, forgetMailTo } from './queue.service';
export { emailChangeCodeMail, passwordResetMail, verificationCodeMail } from './templates';
