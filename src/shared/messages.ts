/**
 * Every user-facing string of the product, reproduced exactly as the original site wrote them (typos
 * included; docs/requirements.md#misspelled-messages). Strings the original did not have are marked "Ours".
 * Forms and the API import these; never write a message literal elsewhere.
 */
import { adminMessages } from './admin-messages';
import { registrationMessages } from './registration-messages';

export const messages = {
  generic: {
    somethingWentWrong: 'Something went wrong',
    somethingWentWrongBang: 'Something went wrong!',
    tryAgain: 'Something went wrong, please try again',
    loading: 'Loading...',
    sending: 'Sending...',
    /** The button that drops a row from a list being edited. */
    remove: 'Remove',
    notFound: 'Not found',
    tooManyRequests: 'Too many requests, please try again later.',
    notAuthorized: 'Not authorized to use this api endpoint',
    serviceUnavailable: 'Service temporarily unavailable, please try again shortly',
    routeNotFound: 'Route not found',
    invalidJson: 'Invalid JSON body',
    payloadTooLarge: 'Payload too large',
    unsupportedMediaType: 'Unsupported media type: send JSON',
    malformedUrl: 'Malformed URL',
    urlTooLong: 'URL too long',
    imagesBusy: 'The server is busy processing other images, please try again in a minute.',
  },
  auth: {
    notLoggedIn: 'You have not logged in!',
    loginOrSignupToRegister: 'Please login or signup to register for the event',
    unauthorized: 'Unauthorized',
    verifyEmailFirst: 'You need to verify your email first',
  },
  login: {
    success: 'Login successful',
    allFieldsRequired: 'Please fill all required fields',
    invalidEmail: 'Please enter a valid email',
    passwordTooShort: 'Password must be atleast 8 characters long',
    noAccount: 'No account found',
    scheduledForDeletion: 'Your account has been scheduled for deletion.',
    wrongCredentials: 'Wrong email or password',
    failed: 'Failed to log in.',
    tooManyRequests: 'Too many requests, please try again later.',
    unknownError: 'Something went wrong, please try again',
  },
  signup: {
    success: 'User account created successfully',
    emailRequired: 'Email is required',
    /** The server's answer to a malformed email; the form shows `invalidEmailBrowser` (see docs/decisions/0006). */
    invalidEmail: 'Invalid email',
    invalidEmailBrowser: 'Please enter a valid email',
    allFieldsRequired: 'Please fill all required fields',
    instituteEmailRequired: 'NITS Institute Email is required',
    passwordTooShort: 'Password should not be less than 8 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    invalidInstituteEmail: 'not valid nits institute email',
    studentFieldsRequired: 'Please fill all additional NITS related required fields',
    personalEmailRequired: 'Please enter your personal email ID',
    personalEmailInSecondField: 'You need to enter your personal email in the second input field',
    invalidPhone: 'Invalid phone number',
    /** Ours: the original site has no message for it (the rule is "7 digits"). */
    invalidScholarId: 'Scholar ID must be 7 digits',
    /** Ours: a field longer than its limit (accountLimits). */
    tooLong: 'This field is too long',
    emailExists: 'Email already exists',
    instituteEmailExists: 'this Institute email already exists',
    scholarIdExists: 'this Scholar ID already exists',
    failed: 'Failed to sign up.',
    unknownError: 'Something went wrong, please try again',
  },
  sendLink: {
    success: 'Verification link sent successfully',
    /** Toast of the unverified-email page once the link is issued. */
    linkProvided: 'Verification link provided',
    /** When the server does not return the link (production): it went to the inbox only. */
    sentToInbox: (email: string) =>
      `We sent the verification link to ${email}. Open it from that inbox (check the spam folder too), then refresh this page.`,
    /** Toast of the unverified-email page when the link went to the inbox only. */
    linkSentToInbox: 'Verification link sent to your inbox',
    alreadyVerified: 'Email already verified',
    userNotFound: 'User not found',
    unauthorized: 'Unauthorized',
    serverError: 'Server Error',
    tokenMissing: 'Either token or tokenExpires at is missing',
    unknownError: 'Something went wrong',
  },
  verify: {
    verifying: 'Verifying your email please wait...',
    success: 'Email verified successfully',
    alreadyVerified: 'email already verified',
    tokenMissing: 'Token is missing',
    userNotFound: 'User not found',
    tokenExpired: 'token expired. please try again later',
    serverError: 'Server Error',
    /** The failure heading of /verifyemail/{token}. */
    failedHeading: 'something went wrong',
  },
  forgot: {
    success: 'Reset password link sent successfully',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email',
    emailMissing: 'email is missing',
    noUser: 'no user found',
    verifyFirst: 'Please verify your email first',
    serverError: 'Server Error',
    tokenMissing: 'Either token or tokenExpiresAt is missing',
    unknownError: 'Something went wrong',
  },
  reset: {
    success: 'Password reset successfully',
    payloadMissing: 'payload is missing',
    noUser: 'no user found',
    tokenExpired: 'token expired. please try again later',
    /** The server's wording; the form shows `passwordsDoNotMatchBrowser`. */
    passwordsDoNotMatch: 'passwords do not match',
    passwordsDoNotMatchBrowser: 'Passwords do not match',
    passwordTooShort: 'New password should be atleast 8 characters long',
    serverError: 'Server Error',
    unknownError: 'Something went wrong',
  },
  profile: {
    success: 'Profile edited successfully',
    noEntries: 'No entries to update',
    passwordTooShort: 'Password should not be less than 8 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    invalidPhone: 'Invalid phone number',
    invalidPhoto: 'Invalid file type or image is greater than 300KB',
    tooLong: 'This field is too long',
    serverError: 'Something went wrong on the server side, profile update failed.',
    unknownError: 'Something went wrong',
  },
  dashboard: {
    success: 'Profile fetched successfully',
    loading: 'Loading...',
    error: 'Something went wrong!',
    noEventsRegisteredPopup: 'No events registered.',
    toBeAnnounced: 'To be announced..stay tuned',
    noEventsRegisteredYet: 'No events registered yet',
  },
  account: {
    loggedOut: 'Logged out successfully',
    deletionScheduled: 'Account scheduled for deletion',
    photoNotFound: 'Photo not found',
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
  registration: registrationMessages,
  /** Ours: the superadmin's event pages and their calls (conferences as data). */
  /** Event names and people's names (src/shared/names.ts). */
  names: {
    hiddenCharacters: 'A name cannot contain invisible or control characters',
    dotsOnly: 'A name cannot be only dots',
    mixedScripts:
      'A name cannot mix letters of different alphabets (for example Latin and Cyrillic letters that look alike)',
  },
  /**
   * Ours: the gallery and the blogs edited in the browser by a superadmin or a holder of the section's grant
   * (src/shared/schemas/content.ts, docs/decisions/0063-content-editing.md).
   */
  content: {
    albumsFetched: 'Albums fetched successfully',
    albumFetched: 'Album fetched successfully',
    albumCreated: 'Album created',
    albumSaved: 'Album saved',
    albumPublished: 'Album published',
    albumMadeCurrent: 'This album is now the one the gallery shows',
    albumsReordered: 'Albums reordered',
    galleryFetched: 'Gallery fetched successfully',
    photoUploaded: 'Photo uploaded',
    blogsFetched: 'Blogs fetched successfully',
    blogCreated: 'Blog added',
    blogSaved: 'Blog saved',
    blogDeleted: 'Blog deleted',
    blogsReordered: 'Blogs reordered',
    thumbnailUploaded: 'Thumbnail uploaded',
    /** Errors. */
    noSuchAlbum: 'No such album exists',
    noCurrentAlbum: 'No album is published yet',
    noSuchPhoto: 'No such photo exists in this album',
    noSuchBlog: 'No such blog exists',
    fileNotFound: 'No such file exists',
    albumChanged:
      'Someone else saved this album while you were editing it. Reload it to see their changes, then make yours again.',
    titleRequired: 'Please give the album a title',
    captionRequired: 'Please give every photo a caption',
    altRequired: 'Please describe every photo for screen readers (text alternative)',
    tooLong: 'This text is too long',
    tooManyPhotos: 'An album holds at most 60 photos',
    duplicatePhoto: 'A photo appears twice in the album',
    unknownUpload: 'A photo was not uploaded through this editor; upload it again',
    invalidPhoto: 'Please choose a PNG, JPEG, WebP or AVIF photo of at most 5 MB',
    invalidThumbnail: 'Please choose a PNG, JPEG, WebP or AVIF image of at most 1 MB',
    publishEmpty: 'Add at least one photo before publishing the album',
    publishedNeedsPhotos: 'A published album keeps at least one photo',
    currentNeedsPublished: 'Publish the album before the gallery shows it',
    orderMismatch: 'The order must name every album once',
    blogOrderMismatch: 'The order must name every blog once',
    blogNameRequired: "Please enter the blog's name",
    blogLinkInvalid: "Please enter the blog's address, starting with http:// or https://",
    blogLinkTaken: 'A blog with this address is already listed',
    thumbnailRequired: 'Please upload a thumbnail',
    thumbnailAltRequired: 'Please describe the thumbnail for screen readers (text alternative)',
    unknownThumbnail: 'The thumbnail was not uploaded through this editor; upload it again',
  },
  team: {
    fetched: 'Team fetched successfully',
    tenuresFetched: 'Tenures fetched successfully',
    tenureCreated: 'Tenure started',
    tenureSaved: 'Tenure saved',
    madeCurrent: 'This tenure is now the current one',
    groupAdded: 'Group added',
    groupRenamed: 'Group renamed',
    groupDeleted: 'Group deleted',
    groupsReordered: 'Groups reordered',
    personAdded: 'Person added',
    positionSaved: 'Position saved',
    positionDropped: 'Person dropped from this tenure',
    peopleReordered: 'Order saved',
    personSaved: 'Person saved',
    letterSaved: 'Letter saved',
    photoUploaded: 'Photo uploaded',
    noSuchTenure: 'No such tenure exists',
    noCurrentTenure: 'No tenure has been published yet',
    noSuchGroup: 'No such group exists in this tenure',
    noSuchPosition: 'No such position exists in this tenure',
    noSuchPerson: 'No such person exists',
    noSuchLetter: 'No such letter exists',
    fileNotFound: 'File not found',
    tenureTaken: 'A tenure with this label already exists',
    groupTaken: 'This tenure already has a group with this name',
    groupNotEmpty: 'Move or drop the people of this group before deleting it',
    orderMismatch: 'The new order must list every item once',
    invalidTenure:
      "Please enter a tenure such as 2025-26 (a year, a dash and the next year's last two digits)",
    fieldRequired: 'This field is required',
    tooLong: 'This field is too long',
    altRequired: 'Please describe the photo (its text alternative)',
    invalidLink: 'Please enter a link starting with https://',
    invalidMail: 'Please enter a valid email address (e.g. name@nits.ac.in)',
    invalidPhoto: 'Invalid file type or image is greater than 1MB (PNG, JPEG, WebP or AVIF)',
    tooManyGroups: 'A tenure can have at most 20 groups',
    tooManyPositions: 'A tenure can have at most 200 people',
  },
  events: {
    fetched: 'Events fetched successfully',
    eventFetched: 'Event fetched successfully',
    created: 'Event created',
    saved: 'Event saved',
    featured: 'Event featured',
    committeeAdded: 'Committee added',
    committeeSaved: 'Committee saved',
    committeeDeleted: 'Committee deleted',
    committeesReordered: 'Committees reordered',
    portfoliosSaved: 'Portfolio list saved',
    portfolioRenamed: 'Portfolio renamed',
    boardSaved: 'Executive board saved',
    coSponsorsSaved: 'Co-sponsors saved',
    fileSaved: 'File uploaded',
    fileNotFound: 'File not found',
    nameTaken: 'An event with this name already exists',
    featuredConflict: 'Another event was featured at the same moment; reload the page and try again',
    deleted: 'Event deleted',
    /** An event someone registered for stays: its registrations, payments and history name it. */
    hasRegistrations: 'This event has registrations, so it cannot be deleted',
    invalidName: "An event name cannot contain '/', '\\', '?', '#' or '%'",
    fieldRequired: 'This field is required',
    tooLong: 'This field is too long',
    invalidDate: 'Please enter a real date (YYYY-MM-DD) between the years 2000 and 2100',
    invalidDateTime:
      'Please enter a date and time such as 2026-01-15T10:00:00Z (ISO 8601, with its time zone) between the years 2000 and 2100',
    datesOrder: 'The conference cannot end before it starts',
    windowOrder: 'Registration must open before it closes',
    invalidLink: 'Please enter a link starting with https://',
    invalidIfsc: 'Please enter a valid IFSC (e.g. SBIN0001234)',
    invalidUpiId: 'Please enter a valid UPI ID (e.g. name@bank)',
    /** The superadmin's fee fields: a missing, fractional or negative amount (zod's own words otherwise). */
    invalidFee: 'Please enter a whole number of rupees, 0 or more',
    invalidGroupSize: 'Please enter a group size between 2 and 50',
    reservedName: 'This name is reserved; please choose another',
    contactRequired: 'Each payment contact needs a name and a phone number',
    invalidCode: 'A committee code may contain only letters, digits, - and _',
    codeTaken: 'Another committee of this event has this code',
    noSuchCommittee: 'No such committee exists',
    noSuchPortfolio: 'No such portfolio exists',
    portfolioTaken: 'This committee already has a portfolio with this name',
    tooManyPortfolios: 'A committee can have at most 400 portfolios',
    committeeInUse: 'This committee is used by registrations and cannot be deleted',
    /** Followed by the names, e.g. '...: Shalya, Karna'. */
    portfoliosInUse: 'These portfolios are used by registrations and cannot be removed',
    orderMismatch: 'The new order must list every committee of the event once',
    unknownBoardCommittee: 'A board member names a committee this event does not have',
    invalidFile: 'Invalid file type or file is too large (images up to 1MB, PDFs up to 5MB)',
    /** The public pages when registration is scheduled or closed. */
    opensOn: 'Registration opens on',
    closesOn: 'Registration closes on',
    /**
     * The Apply page's notice: the original's red notice while registration is closed, and ours otherwise.
     */
    registrationClosedNotice: (eventName: string) => `Registrations for ${eventName} have been closed.`,
    registrationScheduledNotice: (eventName: string) => `Registrations for ${eventName} are not open yet.`,
    registrationOpenNotice: (eventName: string) => `Registrations for ${eventName} are open.`,
    /** The conference and Apply pages while no event is featured. */
    noneFeatured:
      'No conference has been announced yet. Follow NITSMUN on social media to hear about the next one.',
    /** The editor's confirmations: what visitors will see once the superadmin confirms. */
    confirmOpenTitle: (eventName: string) => `Open registration for ${eventName} now?`,
    confirmOpenText: (featured: boolean) =>
      featured
        ? 'Visitors will see registration as open, with Register Now buttons, on the conference and Apply pages and the registration screen, and signed-in students can register at once. A scheduled opening or a past closing time is dropped.'
        : 'Signed-in students can register for this event at once through its registration link. It is not featured: the conference and Apply pages keep showing the featured event. A scheduled opening or a past closing time is dropped.',
    confirmOpen: 'Open registration',
    confirmCloseTitle: (eventName: string) => `Close registration for ${eventName} now?`,
    confirmCloseText: (featured: boolean) =>
      `${featured ? "Visitors will see 'Registration closed' instead of Register Now on the conference and Apply pages and the registration screen. " : "Visitors will see 'Registration closed' on this event's registration screen. "}Nobody can register or send invites until you open it again; registrations already sent are kept.`,
    confirmClose: 'Close registration',
    confirmFeatureTitle: (eventName: string) => `Feature ${eventName}?`,
    confirmFeatureText: (eventName: string, previous: string | null) =>
      `The conference page, the Apply page, the navigation and the registration screen will show ${eventName}${previous ? ` instead of ${previous}` : ''}, with its dates, committees and registration state.`,
    confirmFeature: 'Feature this event',
  },
  /** Ours: strings only the browser shows (no server answers with them). */
  ui: {
    auditEmpty: 'No actions recorded yet.',
    /** Ours: the one-tap copy of a code (src/web/components/app/CopyButton.tsx). */
    copy: {
      label: (what: string) => `Copy ${what}`,
      button: 'Copy',
      copied: 'Copied',
      copiedStatus: (what: string) => `${what} copied.`,
      failed: (what: string) => `Could not copy the ${what}: select it and copy it by hand.`,
    },
    registration: {
      /** Ours: the transaction id field and the payment reference (docs/decisions/0053-payment-model.md). */
      transactionIdHint:
        "The 12-digit UPI transaction ID (UTR) from your UPI app's receipt, or the bank transfer's reference number.",
      referenceLoading: 'Getting your payment reference...',
      /** Ours: the transaction ID read from the chosen screenshot, offered for the delegate to confirm. */
      readingScreenshot: 'Reading the transaction ID from your screenshot...',
      screenshotShows: 'Your screenshot shows the transaction ID',
      useReadId: 'Use this ID',
      readIdMatches: 'This is the transaction ID your screenshot shows.',
      bankRemarks: (reference: string) =>
        `Paying by bank transfer? Write ${reference} in the remarks, so that we can match your payment.`,
      freeEvent: 'This event is free: there is nothing to pay.',
      /** At most 3 portfolios per committee (docs/requirements.md#validation); the original gave no message. */
      maxPortfoliosPerCommittee: 'You can select maximum of 3 Portfolios per committee',
      /** Preferences are ranked, in the order chosen; the form lets the delegate reorder them. */
      committeesHint: (min: number, max: number) =>
        `Choose ${min} to ${max} committees, in order of preference: the first you choose is your 1st preference. Reorder them with the arrow buttons.`,
      portfoliosHint: (perCommittee: number, max: number, chosen: number) =>
        `Up to ${perCommittee} in each chosen committee, at most ${max} in all (${chosen} chosen), in order of preference: the first you choose is your 1st preference. Reorder them with the arrow buttons.`,
      committeesRanked: 'Your committee ranking',
      portfoliosRanked: 'Your portfolio ranking',
      /** Before a ranked item's number (read by screen readers only). */
      rank: 'Rank',
      moveUp: (item: string) => `Move ${item} up`,
      moveDown: (item: string) => `Move ${item} down`,
      /** The polite announcement after a move. */
      moved: (item: string, rank: number) => `${item} moved to rank ${rank}`,
      /**
       * A committee move refused: a portfolio two chosen committees list counts for the higher-ranked one
       * (selectionProblem), so the new order would give that committee more than 3 portfolios.
       */
      orderOverfills: (committee: string) =>
        `This order would count more than 3 of your portfolios for ${committee}: a portfolio listed by two committees counts for the one ranked higher`,
      /**
       * The leader's submit stays disabled until `groupMinPeople - 1` invited members have registered
       * (docs/requirements.md#groups-and-invites).
       */
      needMoreMembers: (groupMinPeople: number) =>
        groupMinPeople === 2
          ? 'At least 1 invited member needs to register before you can register the group'
          : `At least ${groupMinPeople - 1} invited members need to register before you can register the group`,
      /** No event is featured: there is nothing to register for. */
      noEvent: 'There is no conference to register for at the moment',
      /** An event whose payment details are not given yet. */
      noPaymentDetails: 'The payment details will be announced soon.',
      /** The UPI QR code could not be drawn: followed by the UPI ID. */
      qrFailed: 'The QR code could not be drawn. Pay with your UPI app to',
      /** The dashboard of an unverified account, naming the featured event when there is one. */
      verifyToRegister: (eventName: string | null) =>
        eventName
          ? `You need to verify your email first to register for the ${eventName}.`
          : 'You need to verify your email first to register for a conference.',
    },
  },
  /** Admin and superadmin management: registrations (admins) and accounts (superadmins). */
  admin: adminMessages,
} as const;
