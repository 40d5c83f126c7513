export function meta() {
  return [{ title: 'annualconf | NITSMUN' }, { name: 'description', content: 'annualconf page' }];
}
export default function Page() {
  return <main id="main"><h1>annualconf</h1></main>;
}
