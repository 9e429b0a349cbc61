// One table from error code to HTTP status: the server throws codes, the client translates them.
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  RESET_TOKEN_INVALID: 400,
  OLD_PASSWORD_INCORRECT: 400,
  PASSWORD_MISMATCH: 400,
  CROSS_SITE_REQUEST: 403,
  EMAIL_TAKEN: 409,
  OTP_INVALID: 400,
  PHONE_TAKEN: 409,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PROPERTY_NOT_FOUND: 404,
  PROPERTY_GONE: 410,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  LISTING_NOT_RENEWABLE: 409,
  LISTING_LINK_INVALID: 403,
  SAVED_SEARCH_NOT_FOUND: 404,
  SAVED_SEARCH_LIMIT: 409,
  EVIDENCE_UNSEEN: 409,
  PROOF_NOT_FOUND: 404,
  ACCOUNT_SUSPENDED: 403,
  ADMIN_NOT_SUSPENDABLE: 403,
  ALERT_LINK_INVALID: 403,
  EMAIL_LINK_INVALID: 403,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  PHOTOS_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  CHALLENGE_REQUIRED: 428,
  SERVICE_UNAVAILABLE: 503,
  PHOTOS_BUSY: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are missing or invalid',
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: 'Please log in to continue',
  INVALID_CREDENTIALS: 'Invalid Email or Password',
  RESET_TOKEN_INVALID: 'Reset Password Token Invalid or has been Expired!',
  OLD_PASSWORD_INCORRECT: 'Old Password is Incorrect',
  PASSWORD_MISMATCH: 'New Password and Confirm Password Does not Match!',
  CROSS_SITE_REQUEST: 'Requests from other sites are not allowed',
  EMAIL_TAKEN: 'An account with this email already exists',
  OTP_INVALID: 'The code is wrong or no longer works; ask for a new one',
  PHONE_TAKEN: 'This number is verified on another account',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  PROPERTY_NOT_FOUND: 'Property not found',
  PROPERTY_GONE: 'This listing was sold, rented or has expired',
  ROUTE_NOT_FOUND: 'Route not found',
  CONFLICT: 'Conflict',
  LISTING_NOT_RENEWABLE: 'Only an approved listing can be renewed',
  LISTING_LINK_INVALID:
    'This link no longer works: it was used already, is over 30 days old, or was made for something else',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: 'You keep as many saved searches as allowed (20); delete one to save another',
  EVIDENCE_UNSEEN:
    "This listing's photos appear in another account's listing: look at GET /property/admin/{id}/evidence, then approve with evidence_seen",
  PROOF_NOT_FOUND:
    'This listing has no proof of ownership waiting (or its file was deleted after the decision)',
  ACCOUNT_SUSPENDED: 'This account is suspended; write to us through the contact page',
  ADMIN_NOT_SUSPENDABLE: "An admin's account cannot be suspended",
  ALERT_LINK_INVALID: 'This link does not work: it is incomplete or was not made by Thikana',
  EMAIL_LINK_INVALID:
    'This link does not work: it is over a day old, was not made by Thikana, or the account has another e-mail',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  PHOTOS_TOO_LARGE: 'The photos have too many pixels to process; send fewer or smaller photos',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  HEADERS_TOO_LARGE: 'The address or the headers of the request are too long',
  RATE_LIMITED: 'Too many requests, please try again later',
  CHALLENGE_REQUIRED: 'Many codes are being asked for right now: solve the challenge and ask again',
  SERVICE_UNAVAILABLE: 'The service is starting or unavailable, please try again',
  PHOTOS_BUSY: 'Many photos are being processed right now, please try again in a moment',
  INTERNAL_ERROR: 'Something went wrong, please try again',
};

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
}
