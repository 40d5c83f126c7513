/**
 * Every user-facing string of the product, reproduced exactly as the original site wrote them (typos
 * included; docs/requirements.md#misspelled-messages). Strings the original did not have are marked "Ours".
 * Forms and the API import these; never write a message literal elsewhere.
 */
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
  registration: {
    /** POST /reg/yp success. */
    success: 'Event registration completed',
    /** The notice after a successful registration (the original asks to check email; the wording is ours). */
    checkEmail: 'Registration successful! Please check your email for the confirmation.',
    inviteSent: 'invite link sent sucessfully',
    /** Invite member state: hasAccepted 'yes' / otherwise. */
    memberRegistered: 'Registration done',
    memberNotRegistered: 'Registartion Not done yet',
    /** The disabled submit button of a closed event (and the superadmin toggle's answer when closing). */
    closedButton: 'Registration closed',
    /** Ours: the per-event options (an event without registration, institute students only, free). */
    noRegistrationTaken: 'This event takes no registration: just come along',
    instituteOnly: 'Only students of the institute can register for this event',
    /** Ours: an invite to someone who may not register for an institute-only event. */
    inviteeNotInstitute:
      'Only students of the institute can register for this event: invite a student of the institute',
    /** Ours: the leader's invite form, under the member's email (the second for an institute-only event). */
    inviteEmailHint: 'The email of their verified NITSMUN account.',
    inviteInstituteOnlyHint:
      'The email of their verified NITSMUN account. Only students of the institute can register for this event: invite students of the institute.',
    freeEventNoPayment: 'This event is free: send no payment screenshot',
    /** Ours: the superadmin toggle's answer when opening. */
    opened: 'Registration opened',
    /** Ours: the server's answer to /reg/yp and /sendinvite while the event is closed. */
    eventClosed: 'Registration for this event is closed',
    selectCommittees: 'Please select 1-3 committees',
    maxPortfolios: 'You can select maximum of 9 Portfolios',
    invalidPayment: 'Invalid file type or image is greater than 500KB',
    loginFirst: 'You need to login first to register for the event',
    verifyFirst: 'You need to verify your email first',
    inviteNotForYou: 'This Invite link is not intended for you',
    adminsNotAllowed: 'Admins and SuperAdmins are not allowed to register for an event',
    allFieldsRequired: 'Please fill all required fields',
    invalidCommittee: 'invalid committee selection',
    invalidPortfolio: 'invalid portfolio selection',
    unauthorized: 'Unauthorized',
    userNotFound: 'User not found',
    signupExists: 'Signup with this email for the event already exists',
    serverError: 'Something went wrong on the server side',
    grpNameMissing: 'grpName is missing',
    minMembers: 'Minimum 1 member is required for group registration',
    alreadyRegistered: 'You have already registered for this event',
    fillAllFields: 'fill all fields',
    notVerified: "not verified, so can't register",
    whereAreTheDetails: 'where are the details',
    leaderNotFound: 'Team Leader not found',
    memberNotFound: 'Team Member not found',
    inviteNotFound: 'Invite link not found',
    invalidToken: 'Invalid token',
    alreadyAccepted: 'You have already accepted the invite',
    noSuchEvent: 'No such event exists',
    /** Ours: a field longer than its limit. */
    tooLong: 'This field is too long',
    /** Invite sending (POST /sendinvite). */
    inviteFieldsRequired: 'email, event name or group name required',
    selfInvite: "grpLeader can't be the member",
    inviteeNotFound: 'User not found, signup first',
    inviteFailed: 'something went wrong',
    inviterNotFound: 'whoSendTheInvite User not found, signup first',
    inviteeRegistered: 'user has already registered for the event',
    inviteeNotVerified: 'user not verified, ask them to verify their email first',
    /** The invite form's email check ('@' and '.'). */
    invalidInviteEmail: 'Please enter a valid email',
    /** Unknown failures on the registration and invite screens. */
    unknownError: 'Something went wrong, please try again',
    /** Ours: successful reads. */
    eventsFetched: 'Events fetched successfully',
    eventFetched: 'Event fetched successfully',
    registeredEventsFetched: 'Registered events fetched successfully',
    /** Ours: an invite or leader registration naming another group than the leader's group for the event. */
    groupNameMismatch: 'You already have a group with another name for this event',
    /** Ours: an invite link used after the leader has registered (and paid for) the group. */
    groupClosed: 'Your group leader has already completed the group registration',
    /** Ours: an invite link used after the leader registered for the event alone or in another group. */
    leaderRegisteredWithoutGroup: 'Your group leader has registered for this event without the group',
    /** Ours: a leader whose invites were accepted registers alone (the leader pays for the group). */
    leaderMustRegisterGroup:
      'Members have registered through your group invites for this event: register as the leader of your group, who pays for it',
    /** Ours: a leader whose invites were accepted joins another group as a member. */
    leaderCannotJoinGroup:
      'Members have registered through your group invites for this event: you cannot join another group',
    /** Ours: an invite's state in its leader's list besides the original's two. */
    memberDeclined: 'Declined the invite',
    memberRegisteredIndividually: 'Registered individually',
    memberRegisteredAsLeader: 'Registered as a group leader',
    memberRegisteredWithAnotherGroup: 'Registered with another group',
    /** Ours: the member's pending invites (GET /reg/invites) and their answers. */
    invitesFetched: 'Invites fetched successfully',
    inviteDeclined: 'Invite declined',
    inviteOpened: 'Invite opened',
    /** Ours: GET /reg/group/:eventName. */
    groupFetched: 'Group fetched successfully',
    /** Ours: payments matched, not eyeballed (docs/decisions/0053-payment-model.md). */
    transactionIdRequired:
      'Enter the UPI transaction ID (UTR) or the bank transfer reference number of your payment',
    invalidTransactionId:
      "Enter the 12-digit UPI transaction ID (UTR), or the bank transfer's reference number (6-22 letters and digits)",
    freeEventNoTransactionId: 'This event is free: send no transaction ID',
    transactionIdTaken:
      'This transaction ID has already been used for another registration. If one payment covers two people, ask the organisers to mark it as shared.',
    duplicateScreenshot:
      'This payment screenshot has already been used for another registration: upload the screenshot of your own payment',
    referenceFetched: 'Payment reference fetched successfully',
    /** Ours: a registration's payment state as the delegate's dashboard shows it. */
    paymentStateLabel: {
      due: 'Payment due',
      submitted: 'Payment submitted, the organisers are checking it',
      received: 'Payment received',
      refunded: 'Payment refunded',
    },
    /** Ours: the lines of the amount-due breakdown (src/shared/fees.ts). */
    feeIndividual: 'Delegate fee',
    feeGroup: 'Group fee',
    feeMember: 'Delegate fee (paid by your group leader)',
    feeHospitality: 'Hospitality (accommodation, concerts, other events)',
    /**
     * Ours: a member's registration as the member's dashboard shows it: the leader pays for the
     * group, so the member's registration is complete only once the leader's registration is in.
     */
    groupPayment: {
      awaitingLeader:
        "Awaiting the leader's payment: your registration is complete once your group leader registers and pays for the group.",
      leaderRegistered:
        'Your group leader has registered and paid for the group; the organisers are checking the payment.',
      leaderConfirmed: 'Paid by your group leader.',
      leaderDeclined:
        "Your group leader's registration was declined, so your group is not paid for. Please contact the organisers.",
      leaderDeleted:
        "Your group leader's account was deleted, so your group is not paid for. Please contact the organisers.",
      leaderLeft:
        'Your group leader registered for this event without the group, so your group is not paid for. Please contact the organisers.',
    },
  },
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
  admin: {
    /** PUT /confirm/reg, /decline/reg, /admin/assign/portfolios successes. */
    confirmed: 'Registration confirmed',
    declined: 'Registration Declined',
    assigned: 'Portfolio and committee updated',
    /** The toast after an assignment. */
    assignedToast: 'Portfolio, committee updated and email sent',
    portfolioAlreadyAssigned: 'Portfolio already assigned',
    committeeAlreadyAssigned: 'Committee already assigned',
    noSuchRegistration: 'No such registration exists',
    noSuchStatus: 'No such status exists',
    notAuthorizedEndpoint: 'Not authorized to access this endpoint',
    notAuthorized: 'Not authorized',
    somethingWentWrong: 'Something went wrong',
    /** Assignment without both committee and portfolio (also any other action without its id). */
    payloadMissing: 'payload is missing',
    noSuchEvent: 'No such event exists',
    confirmationPending: 'Event registartion confirmation is still pending',
    /** The admin lists' failure line and 'Loading...'. */
    errorFetchingData: 'Error fetching data',
    loading: 'Loading...',
    /** Ours: a committee or portfolio that is not in the event's lists. */
    invalidCommittee: 'invalid committee selection',
    invalidPortfolio: 'invalid portfolio selection',
    /** Ours: confirming or declining a registration that is no longer pending. */
    notPending: 'This registration has already been confirmed or declined',
    /** Ours: the review loop. Decline asks first; a declined registration can be reopened (undo). */
    declineConfirmTitle: 'Decline this registration?',
    declineConfirm: (name: string, holdMinutes: number) =>
      `${name} is emailed that the registration was declined. The email waits ${holdMinutes} minutes: undo the decline before then and it is never sent.`,
    reopen: 'Undo decline',
    reopenLead: (holdMinutes: number) =>
      `Undo the decline to review this registration again. Within ${holdMinutes} minutes of the decline the delegate has not been emailed yet and never will be; after that, they are emailed that it is under review again.`,
    reopened: 'Decline undone: the registration is pending again',
    reopenedMailWithdrawn: 'Decline undone before its email went out: the delegate was never told',
    reopenedMailSent: 'Decline undone: the delegate is emailed that the registration is under review again',
    notDeclined: 'Only a declined registration can be reopened',
    nextPendingFetched: 'Next pending registration fetched successfully',
    nextPending: (remaining: number) => `Next pending (${remaining} left)`,
    noPendingLeft: 'No pending registrations left in this event',
    reviewPending: (count: number) => `Review pending (${count})`,
    /** Ours: a registration without a payment screenshot (members; or the image is gone). */
    paymentNotFound: 'Payment screenshot not found',
    /** Ours: a signed payment screenshot URL that expired or was altered. */
    paymentLinkInvalid: 'This payment screenshot link has expired or is not valid',
    /**
     * Ours: a group member's registration cannot be confirmed (or assigned) until the group is
     * paid for: the leader's registration is in and not declined. One answer per reason (409).
     */
    /** Ours: the payment state (docs/decisions/0053-payment-model.md). */
    /** Why a screenshot is flagged as looking like another registration's. */
    similarSameReading: (distance: number) =>
      `The pictures match (${distance} of 64 bits differ) and the same amount and transaction ID were read from both`,
    similarNoReading: (distance: number) =>
      `The pictures match (${distance} of 64 bits differ) and no reading of both tells them apart`,
    /** Where a bill's money stands, said beside Confirm on the registration's page. */
    paymentEvidence: {
      member: "paid by the group leader's bill",
      nothingDue: 'nothing due',
      matched: 'matched to the bank',
      markedByHand: 'marked received by hand',
      screenshotOnly: 'screenshot only',
      noProof: 'no screenshot or transaction ID',
      refunded: 'refunded',
      flagged: "flagged: looks like another registration's screenshot",
      objections: (count: number) =>
        `${count} ${count === 1 ? 'problem' : 'problems'} to check before confirming`,
    },
    /** The note of a bill received by its confirmation (the admin looked at the screenshot). */
    receivedOnConfirm: 'Confirmed by an admin from the screenshot',
    /** What the treasury holds against confirming a bill from its screenshot (409 without an override). */
    objectionRefunded: "This registration's payment was refunded: confirm it with an override and its reason",
    objectionSameScreenshot: (email: string) =>
      `This payment screenshot is the same file as the one ${email} uploaded: confirm it with an override and its reason`,
    objectionTransactionIdUsed: (transactionId: string, email: string) =>
      `Transaction ID ${transactionId} is already used by ${email}'s registration: confirm it with an override and its reason`,
    objectionTransactionIdOnStatement: (transactionId: string, fileName: string, line: number) =>
      `Transaction ID ${transactionId} is on line ${line} of ${fileName}, applied to another registration: confirm it with an override and its reason`,
    objectionStatementAmount: (reference: string, received: number, due: number) =>
      `The bank statement shows Rs ${received} for ${reference}, not the Rs ${due} due: confirm it with an override and its reason`,
    memberPaymentNotReceived:
      "The group leader's payment has not been received: confirm this member with an override and its reason, or mark the leader's payment received first",
    nothingDue: 'Nothing is due for this registration',
    paymentNotRefundable: 'Only a received payment can be refunded',
    paymentAlreadyReceived: 'This payment is already marked received',
    paymentMarkedReceived: 'Payment marked received',
    paymentMarkedRefunded: 'Payment marked refunded',
    /** Ours: the money as it arrived (docs/decisions/0077-ledger-counts-the-money.md). */
    invalidReceivedAmount: 'Enter the amount received in rupees, more than 0, with at most 2 decimals',
    invalidReceivedOn: 'Enter the day the money arrived: a date, not in the future',
    waiverNoteRequired: 'Write why the club lets the rest go',
    nothingShort: 'This payment is not short: there is nothing to waive',
    shortfallWaived: 'The rest of the payment is waived',
    noteRequired: 'Write a note: how the payment was checked',
    reasonRequired: 'Write the reason for confirming without the payment received',
    invalidRefund: 'Enter the amount refunded (rupees), the date and a note',
    bulkConfirmed: 'Registrations with their payment received confirmed',
    noTransactionId: 'This registration has no transaction ID to share',
    shareTargetNotFound: 'No account with this email',
    transactionShared: 'The transaction ID may now be used by that account once more',
    paymentStateLabel: {
      due: 'Payment due',
      submitted: 'Evidence submitted',
      received: 'Payment received',
      refunded: 'Refunded',
    },
    noSuchPaymentState: 'No such payment state exists',
    memberNotPaid: {
      awaitingLeader: "This member's group leader has not registered and paid for the group yet",
      leaderDeclined: "This member's group leader's registration was declined: the group is not paid for",
      leaderDeleted: "This member's group leader's account was deleted: the group is not paid for",
      leaderLeft: "This member's group leader registered without the group: the group is not paid for",
    },
    /** Ours: the group payment of a member's registration in the admin lists and detail (short). */
    groupPaymentLabel: {
      awaitingLeader: "Awaiting the leader's payment",
      leaderRegistered: 'Leader registered, payment to check',
      leaderConfirmed: 'Paid by the group leader',
      leaderDeclined: "Leader's registration declined",
      leaderDeleted: "Leader's account deleted",
      leaderLeft: 'Leader registered without the group',
    },
    /** Ours: successful reads. */
    eventsFetched: 'Registered events fetched successfully',
    registrationsFetched: 'Registrations fetched successfully',
    registrationFetched: 'Registration fetched successfully',
    overviewFetched: 'Overview fetched successfully',
    contactResponsesFetched: 'Contact us responses fetched successfully',
    /** Account management (superadmin). */
    noSuchAccount: 'No such account exists',
    noSuchRole: 'No such role exists',
    onlyClientsDeleted: 'Only users with the role client can be deleted',
    internalServerError: 'Internal server error',
    serverError: 'Something went wrong on the server side',
    elevated: 'Role elevated to admin',
    demoted: 'Role demoted to client',
    deleted: 'User deleted successfully',
    noScheduled: 'No accounts scheduled for deletion',
    /** Ours: successful reads. */
    accountsFetched: 'Accounts fetched successfully',
    accountFetched: 'Account fetched successfully',
    scheduledFetched: 'Accounts scheduled for deletion fetched successfully',
    auditFetched: 'Audit log fetched successfully',
  },
} as const;
