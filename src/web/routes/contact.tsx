export function meta() {
  return [{ title: 'contact | NITSMUN' }, { name: 'description', content: 'contact page' }];
}
export default function Page() {
  return <main id="main"><h1>contact</h1></main>;
}
