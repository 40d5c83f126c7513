export function meta() {
  return [{ title: 'mockmun24 | NITSMUN' }, { name: 'description', content: 'mockmun24 page' }];
}
export default function Page() {
  return <main id="main"><h1>mockmun24</h1></main>;
}
