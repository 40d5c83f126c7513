export function meta() {
  return [{ title: 'applynow | NITSMUN' }, { name: 'description', content: 'applynow page' }];
}
export default function Page() {
  return <main id="main"><h1>applynow</h1></main>;
}
