import type { Profile } from '~/shared/schemas/accounts';
import { Avatar } from '~/web/components/Avatar';
import { Icon } from '~/web/components/app/Icon';

/** Name, Phone Number, Email, and (for students of the institute) Scholar ID and Branch, with the photo. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const rows: [string, string | null][] = [
    ['Name', profile.name],
    ['Phone Number', profile.phone],
    ['Email', profile.email],
  ];
  if (profile.isStudentOfNITS) {
    rows.push(['Scholar ID', profile.scholarID], ['Branch', profile.branch]);
  }
  return (
    <section className="panel dash-card dash-profile" aria-labelledby="dash-profile-title">
      <div className="dash-profile__head">
        <Avatar name={profile.name} photo={profile.photo} size={112} className="dash-avatar" />
        <div>
          <h2 id="dash-profile-title" className="dash-profile__name">
            {profile.name}
          </h2>
          <p className="dash-badge">
            <Icon name="check" size={16} strokeWidth={2.5} />
            Email verified
          </p>
        </div>
      </div>
      <dl className="dash-profile__details">
        {rows.map(([label, value]) => (
          <div key={label} className="dash-profile__row">
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
