/**
 * Every user-facing string of the product, reproduced exactly as SPEC.md writes them (typos included).
 * Forms and the API import these; never write a message literal elsewhere.
 */
export const messages = {
  generic: {
    somethingWentWrong: 'Something went wrong',
    somethingWentWrongBang: 'Something went wrong!',
    tryAgain: 'Something went wrong, please try again',
    loading: 'Loading...',
    sending: 'Sending...',
    notFound: 'Not found',
    tooManyRequests: 'Too many requests, please try again later.',
    notAuthorized: 'Not authorized to use this api endpoint',
    serviceUnavailable: 'Service temporarily unavailable, please try again shortly',
    routeNotFound: 'Route not found',
    invalidJson: 'Invalid JSON body',
    payloadTooLarge: 'Payload too large',
    unsupportedMediaType: 'Unsupported media type: send JSON',
  },
  auth: {
    notLoggedIn: 'You have not logged in!',
    loginOrSignupToRegister: 'Please login or signup to register for the event',
  },
  blogs: {
    failedHome: 'Failed to fetch the blogs',
    failedPage: 'Error in fetching blogs',
  },
  contact: {
    success: 'Thank you for contacting us. We will get back to you soon.',
    allFieldsRequired: 'All fields are required',
    serverError: 'something went wrong on the server side',
    invalidEmail: 'Please enter a valid email',
    tooLong: 'Message is too long',
  },
} as const;
