/**
 * Where a remote renders: the shell's content area (`#dd-content`) holds one container per remote,
 * `#dd-remote-<name>`. The shell's RemoteOutlet renders them; a remote creates its own when missing
 * (standalone development, or a mount before the outlet rendered).
 */
export const CONTENT_ELEMENT_ID = 'dd-content';

export function remoteContainerId(name: string): string {
  return `dd-remote-${name}`;
}

/** The container of `name`, created inside `#dd-content` (else `<body>`) when missing. */
export function ensureRemoteContainer(name: string, doc: Document = document): HTMLElement {
  const id = remoteContainerId(name);
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.id = id;
  (doc.getElementById(CONTENT_ELEMENT_ID) ?? doc.body).appendChild(el);
  return el;
}
