export function meta() {
  return [{ title: 'team | NITSMUN' }, { name: 'description', content: 'team page' }];
}
export default function Page() {
  return <main id="main"><h1>team</h1></main>;
}
