// The shapes every SMS driver and its callers share: here, so that no driver imports sms-sender.ts,
// which imports the drivers.

export interface Sms {
  /** E.164, +8801XXXXXXXXX. */
  to: string;
  text: string;
}

/** Sends one SMS or throws; an error's message never holds the text (it may hold a code). */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}
