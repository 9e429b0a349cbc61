// The password-reset link's timing, which the server enforces and the forgot-password screen tells.

/** How long a mailed reset link works. */
export const RESET_LINK_MINUTES = 30;

/** From a browser the account does not know, no new link is mailed this soon after the last one. */
export const RESET_COOLDOWN_MINUTES = 10;
