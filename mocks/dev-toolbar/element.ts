export type Attributes = Record<string, string | boolean>;

/** A tiny element builder for the toolbar: text goes in as text nodes, never as HTML. */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: Tag,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (value !== false) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}
