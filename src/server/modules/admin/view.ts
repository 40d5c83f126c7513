/**
 * The fields of a registration that every admin view of it carries (its detail, GET /admin/getregistered):
 * the columns read and their answer under the original client's names.
 */
import { users } from '../accounts/table';
import { registrations } from '../registration/table';

/** The columns to select (spread into a query on registrations joined to users). */
export const adminViewColumns = {
  id: registrations.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  student: users.isStudentOfNits,
  scholarId: users.scholarId,
  year: users.year,
  college: registrations.college,
  accommodation: registrations.accommodation,
  paymentImageId: registrations.paymentImageId,
  registeredAt: registrations.registeredAt,
  status: registrations.status,
  committeePreference: registrations.committeePreference,
  portfolioPreference: registrations.portfolioPreference,
  confirmedAt: registrations.confirmedAt,
  assignedPortfolio: registrations.assignedPortfolio,
  assignedCommittee: registrations.assignedCommittee,
};

type Registration = typeof registrations.$inferSelect;
type User = typeof users.$inferSelect;
interface AdminViewRow {
  id: Registration['id'];
  name: User['name'];
  email: User['email'];
  phone: User['phone'];
  student: User['isStudentOfNits'];
  scholarId: User['scholarId'];
  year: User['year'];
  college: Registration['college'];
  accommodation: Registration['accommodation'];
  registeredAt: Registration['registeredAt'];
  status: Registration['status'];
  committeePreference: Registration['committeePreference'];
  portfolioPreference: Registration['portfolioPreference'];
  confirmedAt: Registration['confirmedAt'];
}

/**
 * The common answer, in the original client's order; `payment` is the screenshot's address in this view (or
 * null).
 */
export function adminView(
  r: AdminViewRow,
  { eventName, payment }: { eventName: string; payment: string | null },
) {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    college: r.college,
    phone: r.phone,
    scholarid: r.scholarId,
    batch: r.year,
    // Institute students are never asked about accommodation.
    accomodation: r.student ? null : r.accommodation ? ('Yes' as const) : ('No' as const),
    payment,
    regsiteredat: r.registeredAt.toISOString(),
    eventName,
    status: r.status,
    committeePreference: r.committeePreference,
    portfolioPreference: r.portfolioPreference,
    cofirmedRegistrationAt: r.confirmedAt?.toISOString() ?? null,
  };
}
