/** The side panel of login and sign-up: what an account is for. */
export function AccountBenefits() {
  return (
    <>
      <h2 className="acc-aside-panel__title">With your account</h2>
      <ul className="acc-aside-panel__list">
        <li>
          <strong>Register</strong> for the Annual Conference, on your own or as a group.
        </li>
        <li>
          <strong>Invite</strong> your team: each member registers through their own link.
        </li>
        <li>
          <strong>Follow</strong> your registration, from pending to confirmed, and your committee and
          portfolio.
        </li>
      </ul>
    </>
  );
}
