export function meta() {
  return [{ title: 'archive | NITSMUN' }, { name: 'description', content: 'archive page' }];
}
export default function Page() {
  return <main id="main"><h1>archive</h1></main>;
}
