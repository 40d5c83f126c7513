/** The addresses of the admin pages that take parameters (src/shared/paths.ts holds the fixed ones). */
export const adminPaths = {
  eventRegistrations: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}`,
  registration: (id: string) => `/eventreg/${encodeURIComponent(id)}`,
  byStatus: (eventName: string, status: string) =>
    `/reg/${encodeURIComponent(eventName)}/${encodeURIComponent(status)}`,
  user: (id: string) => `/user/${encodeURIComponent(id)}`,
};
