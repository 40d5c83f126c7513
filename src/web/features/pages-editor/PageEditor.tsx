export function PageEditorPage(_props: { pageKey: string }) {
  return null;
}
