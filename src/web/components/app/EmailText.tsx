/**
 * An email address as text that, when it does not fit its line (a phone's narrow card), breaks after its
 * @ rather than inside the name or the domain.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
