/**
 * The toolbar's stylesheet, scoped by its shadow root: the app's styles cannot reach in and these
 * cannot leak out. It covers none of the page: from 1200 px a round button docked in the margin
 * the site's content column leaves free on its left; narrower, where no margin is free, it ends
 * the page after the footer.
 */
export const TOOLBAR_STYLES = `
:host { all: initial; }
aside {
  position: fixed;
  left: 12px;
  bottom: 12px;
  /* Above the page and its sticky header (50), below the app's toasts (1000): on a phone a toast
     spans the width, and a message the visitor must read wins over the developer's pill. */
  z-index: 900;
  display: flex;
  /* The panel comes after its button in the document but opens above it, out of the corner. */
  flex-direction: column-reverse;
  align-items: flex-start;
  gap: 8px;
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif;
  color: #0b1220;
}
button, select, input { font: inherit; }
button { cursor: pointer; }
:focus-visible { outline: 3px solid #f5b700; outline-offset: 2px; }
.toggle {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid #4b5a75;
  border-radius: 999px;
  background: #0b1220;
  color: #ffffff;
  box-shadow: 0 2px 10px rgb(0 0 0 / 30%);
  opacity: 0.92;
}
.toggle:hover, .toggle[aria-expanded='true'] { opacity: 1; }
.badge {
  min-width: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: #f5b700;
  color: #0b1220;
  font-weight: 700;
  text-align: center;
}
.badge[hidden] { display: none; }
.panel {
  box-sizing: border-box;
  width: min(380px, calc(100vw - 24px));
  max-height: min(70vh, 560px);
  overflow: auto;
  padding: 14px 16px 16px;
  border: 1px solid #c9d1de;
  border-radius: 12px;
  background: #ffffff;
  box-shadow: 0 12px 32px rgb(11 18 32 / 28%);
}
.panel[hidden] { display: none; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
h2 { margin: 0; font-size: 16px; }
h3 { margin: 14px 0 6px; font-size: 14px; }
p { margin: 0; }
.intro { margin: 6px 0 10px; color: #3b4658; }
.notice { margin: 6px 0 10px; padding: 6px 8px; border-radius: 4px; background: #fff4d6; color: #5c4300; font-weight: 600; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 8px; }
label { font-weight: 600; }
select { min-height: 32px; padding: 0 6px; border: 1px solid #8794a8; border-radius: 6px; background: #fff; color: #0b1220; }
.row button, .close {
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid #0b1220;
  border-radius: 6px;
  background: #0b1220;
  color: #ffffff;
}
.row button.secondary { background: #ffffff; color: #0b1220; }
.close { min-width: 32px; padding: 0; font-size: 18px; line-height: 1; background: #ffffff; color: #0b1220; border-color: #c9d1de; }
.messages { list-style: none; margin: 0; padding: 0; }
.messages li { padding: 8px 0; border-top: 1px solid #e3e8ef; }
.meta { color: #4b5568; font-size: 12px; }
.value strong { font-size: 18px; letter-spacing: 0.08em; font-variant-numeric: tabular-nums; }
.used { color: #4b5568; }
.text { color: #3b4658; font-size: 12px; }
.empty { color: #4b5568; }
.cards { list-style: none; margin: 6px 0 0; padding: 0; display: grid; gap: 4px; }
.cards li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; }
.cards code { font: 600 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: 0.02em; user-select: all; }
.kind { color: #4b5568; font-size: 12px; }
code, pre { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.rules { list-style: none; margin: 6px 0 0; padding: 0; display: grid; gap: 4px; }
.rules li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.rules code { overflow-wrap: anywhere; }
.rules button { min-height: 28px; padding: 0 10px; border: 1px solid #0b1220; border-radius: 6px; background: #ffffff; color: #0b1220; }
.row button[hidden] { display: none; }
.fault-form { display: grid; gap: 8px; margin-top: 10px; padding: 10px; border: 1px solid #e3e8ef; border-radius: 8px; }
.field { display: grid; gap: 2px; }
.field[hidden] { display: none; }
.field input, .field select { box-sizing: border-box; width: 100%; min-height: 32px; padding: 0 6px; border: 1px solid #8794a8; border-radius: 6px; background: #fff; color: #0b1220; }
.field input[aria-invalid='true'] { border-color: #b3261e; }
.hint { color: #4b5568; font-size: 12px; }
.status { margin-top: 6px; color: #3b4658; }
.status:empty { display: none; }
.calls { list-style: none; margin: 6px 0 0; padding: 0; }
.calls[hidden], .empty[hidden] { display: none; }
.calls > li { border-top: 1px solid #e3e8ef; }
.calls summary { padding: 6px 0; cursor: pointer; }
.call-name { font-weight: 600; overflow-wrap: anywhere; }
.mark { display: inline-block; margin-top: 2px; padding: 0 6px; border-radius: 4px; font-size: 12px; font-weight: 600; }
.mark.fault { background: #e8eefc; color: #1d3a8a; }
.mark.source { background: #e6f4ea; color: #1e4620; }
.mark.refusal { background: #fde8e7; color: #8c1d18; }
.mark.warning { background: #fff4d6; color: #5c4300; }
.warnings { margin: 0 0 6px; padding-left: 18px; color: #5c4300; }
.part-title { margin-top: 4px; font-weight: 600; }
pre { margin: 2px 0 8px; padding: 6px 8px; border-radius: 4px; background: #f3f5f8; color: #0b1220; white-space: pre-wrap; overflow-wrap: anywhere; }
/* The round button's words (styles below) are hidden the same way, on wide screens only. */
.visually-hidden, .toggle .label {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
/* Wide screens: the content column is 1120 px with 16 px of padding inside, so from 1200 px at
   least 56 px on its left are free of content at every scroll position. The button is a 40 px
   round one there (its words stay its name); the pill with its words covered the home's news
   heading and the news cards' pictures at 1280 px. */
@media (min-width: 1200px) {
  aside { left: 8px; bottom: 12px; }
  .toggle {
    position: relative;
    justify-content: center;
    width: 40px;
    height: 40px;
    padding: 0;
  }
  .toggle::before { content: "⚙" / ""; font-size: 20px; line-height: 1; }
  .toggle .badge { position: absolute; top: -6px; right: -6px; }
}
/* Narrower (a phone, a tablet, a narrow desktop window) no margin is free: docked, the button hid
   the page's content (list items as they scrolled past, the footer's links at the end). There the
   toolbar ends the page, after the footer, in a strip of its own, and the panel opens in the page
   below its button. */
@media (max-width: 1199px) {
  :host { display: block; }
  .toggle .label { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip-path: none; }
  aside {
    position: static;
    flex-direction: column;
    padding: 12px;
    border-top: 1px solid #c9d1de;
    background: #f3f5f8;
  }
  .panel { width: 100%; max-height: none; box-shadow: none; }
}
@media print { aside { display: none; } }
`;
