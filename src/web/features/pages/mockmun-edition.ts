import type { RegistrationState } from '~/web/features/conference/RegistrationNotice';

/**
 * The Mock MUN event as its page shows it (the event whose page is 'mockmun'), worded on the server
 * (src/web/lib/mockmun.server.ts): its dates, venue, fee, who may register, registration state and committees.
 */
export interface MockMunEdition {
  event: {
    name: string;
    theme: string;
    about: string[];
    venue: string;
    instituteOnly: boolean;
    takesRegistration: boolean;
    committees: {
      code: string;
      displayName: string;
      fullName: string;
      agenda: string;
      description: string;
    }[];
  };
  dates: string | null;
  firstDay: string | null;
  /** The individual fee, or null for a free event. */
  fee: number | null;
  registration: RegistrationState;
  /** When registration closes, worded, if it has an end. */
  closes: string | null;
  registerTo: string;
}
