export function meta() {
  return [{ title: 'not-found | NITSMUN' }, { name: 'description', content: 'not-found page' }];
}
export default function Page() {
  return <main id="main"><h1>not-found</h1></main>;
}
