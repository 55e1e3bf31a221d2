// The card table of casino_learn: card pictures are the controls (anywidget front end).
// It draws what the Python model says and sends each press back as an event; it decides nothing.

const ACTIONS = [
  ["capture", "C"],
  ["build", "B"],
  ["trail", "T"],
];

function make(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function render({ model, el }) {
  const word = (key) => (model.get("words") || {})[key] || key; // the words come from Python
  const root = make("div", "ct-root");
  // JupyterLab's shortcuts (B: new cell, C: copy cell, arrows: next cell) stay out of the table.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("data-p-suppress-shortcuts", "true");
  const tableTitle = make("div", "ct-title");
  const tableRow = make("div", "ct-row");
  tableRow.setAttribute("role", "group");
  const handTitle = make("div", "ct-title");
  const handRow = make("div", "ct-row");
  handRow.setAttribute("role", "group");
  const bar = make("div", "ct-bar");
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", word("actions"));
  const valueBox = make("span", "ct-values");
  const live = make("div", "ct-live");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("role", "status");
  const keys = make("div", "ct-keys");
  root.append(tableTitle, tableRow, handTitle, handRow, bar, live, keys);
  el.appendChild(root);

  const send = (event, data) => model.send(Object.assign({ event }, data || {}));
  let cards = []; // the card buttons in order: table first, then hand
  let focusIndex = -1; // the card that Tab enters on (roving tabindex)

  const actionButtons = {};
  for (const [name, key] of ACTIONS) {
    const b = make("button", "ct-action", word(name));
    b.type = "button";
    b.dataset.action = name;
    b.setAttribute("aria-keyshortcuts", key);
    b.addEventListener("click", () => send("action", { name }));
    actionButtons[name] = b;
    bar.appendChild(b);
  }
  bar.appendChild(valueBox);

  function setFocusIndex(i, focus) {
    if (!cards.length) return;
    focusIndex = Math.max(0, Math.min(cards.length - 1, i));
    cards.forEach((c, j) => (c.tabIndex = j === focusIndex ? 0 : -1));
    if (focus) cards[focusIndex].focus();
  }

  function drawItems() {
    const items = model.get("items") || [];
    const headings = model.get("headings") || {};
    const hadFocus = root.contains(document.activeElement) && document.activeElement.classList.contains("ct-card");
    const focusedId = focusIndex >= 0 && cards[focusIndex] ? cards[focusIndex].dataset.id : null;
    tableTitle.textContent = headings.table || "Table";
    handTitle.textContent = headings.hand || "Your hand";
    tableRow.setAttribute("aria-label", headings.table_short || "Table");
    handRow.setAttribute("aria-label", headings.hand_short || "Your hand");
    tableRow.replaceChildren();
    handRow.replaceChildren();
    cards = [];
    for (const item of items) {
      const b = make("button", "ct-card" + (item.kind === "build" ? " ct-build" : ""));
      b.type = "button";
      b.dataset.id = item.id;
      b.dataset.zone = item.zone;
      b.tabIndex = -1;
      const pic = make("span", "ct-picture");
      pic.setAttribute("aria-hidden", "true");
      pic.innerHTML = item.svg; // trusted: drawn by casino_learn's own SVG renderer
      b.append(pic);
      if (item.caption !== "") {  // a build's badge on its picture names it already (trial 29 read "B1" twice)
        const cap = make("span", "ct-caption", item.caption || item.id);
        cap.setAttribute("aria-hidden", "true");
        b.append(cap);
      }
      b.addEventListener("focus", () => setFocusIndex(cards.indexOf(b), false));
      b.addEventListener("click", () => {
        setFocusIndex(cards.indexOf(b), false);
        send("toggle", { id: item.id });
      });
      (item.zone === "hand" ? handRow : tableRow).appendChild(b);
      cards.push(b);
    }
    if (!tableRow.children.length) tableRow.appendChild(make("i", "ct-empty", headings.table_empty || "The table is empty."));
    if (!handRow.children.length) handRow.appendChild(make("i", "ct-empty", headings.hand_empty || "No cards in hand."));
    // Keep the keyboard where it was (the same card if it is still there), else start on the hand.
    let i = focusedId ? cards.findIndex((c) => c.dataset.id === focusedId) : -1;
    if (i < 0) i = cards.findIndex((c) => c.dataset.zone === "hand");
    if (i < 0) i = Math.min(Math.max(focusIndex, 0), cards.length - 1);
    setFocusIndex(i, hadFocus);
    drawState();
  }

  function drawState() {
    const selected = new Set(model.get("selected") || []);
    const enabled = model.get("enabled");
    const items = model.get("items") || [];
    const labels = Object.fromEntries(items.map((it) => [it.id, it.label]));
    for (const b of cards) {
      const on = selected.has(b.dataset.id);
      b.classList.toggle("ct-selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.setAttribute("aria-label", (labels[b.dataset.id] || b.dataset.id) + (on ? ", " + word("selected") : ""));
      b.setAttribute("aria-disabled", enabled ? "false" : "true");
    }
    const actions = model.get("actions") || {};
    const chosen = model.get("action");
    for (const [name] of ACTIONS) {
      const b = actionButtons[name];
      const label = word(name);
      b.textContent = label;
      const a = actions[name] || { enabled: false, why: "" };
      b.setAttribute("aria-pressed", chosen === name ? "true" : "false");
      b.classList.toggle("ct-chosen", chosen === name);
      b.classList.toggle("ct-unavailable", !a.enabled);
      b.setAttribute("aria-disabled", a.enabled && enabled ? "false" : "true");
      b.title = a.enabled ? label : a.why || label + " " + word("not_possible");
      b.disabled = !enabled;
    }
    const values = model.get("values") || [];
    const value = model.get("value");
    valueBox.replaceChildren();
    if (chosen === "build" && values.length) {
      valueBox.appendChild(make("span", "ct-value-label", word("value")));
      for (const v of values) {
        const b = make("button", "ct-value", String(v));
        b.type = "button";
        b.setAttribute("aria-pressed", v === value ? "true" : "false");
        b.setAttribute("aria-label", word("build_value") + " " + v + (v === value ? ", " + word("chosen") : ""));
        b.setAttribute("aria-keyshortcuts", "V");
        b.classList.toggle("ct-chosen", v === value);
        b.addEventListener("click", () => send("value", { value: v }));
        b.disabled = !enabled;
        valueBox.appendChild(b);
      }
    }
    live.textContent = model.get("announce") || "";
    keys.textContent = model.get("key_help") || "";
  }

  function rowOf(b) {
    return b.dataset.zone;
  }

  function moveFocus(key) {
    if (!cards.length) return;
    const i = focusIndex < 0 ? 0 : focusIndex;
    const here = cards[i];
    if (key === "ArrowLeft") return setFocusIndex(i - 1, true);
    if (key === "ArrowRight") return setFocusIndex(i + 1, true);
    if (key === "Home") return setFocusIndex(0, true);
    if (key === "End") return setFocusIndex(cards.length - 1, true);
    // Up / Down: the other row, at about the same place.
    const target = key === "ArrowUp" ? "table" : "hand";
    if (rowOf(here) === target) return;
    const row = cards.filter((c) => rowOf(c) === target);
    if (!row.length) return;
    const mine = cards.filter((c) => rowOf(c) === rowOf(here));
    const pos = Math.min(mine.indexOf(here), row.length - 1);
    setFocusIndex(cards.indexOf(row[pos]), true);
  }

  root.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === "Tab" || e.key === "Escape") return;
    // Every other key pressed in the table stays in the table: JupyterLab's command mode must not
    // see it (A / B insert a cell, D D deletes one, arrows move between cells).
    e.stopPropagation();
    const onCard = e.target.classList && e.target.classList.contains("ct-card");
    if (onCard && ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(e.key)) {
      moveFocus(e.key);
    } else if (onCard && (e.key === " " || e.key === "Enter")) {
      send("toggle", { id: e.target.dataset.id });
    } else {
      const k = e.key.toLowerCase();
      const action = { c: "capture", b: "build", t: "trail" }[k];
      if (action) send("action", { name: action });
      else if (k === "p") send("play");
      else if (k === "u") send("undo");
      else if (k === "x") send("clear");
      else if (k === "v") {
        const values = model.get("values") || [];
        if (values.length) {
          const next = values[(values.indexOf(model.get("value")) + 1) % values.length];
          send("value", { value: next });
        }
      } else return; // not a key of the table: its usual meaning (Space or Enter presses a button)
    }
    e.preventDefault();
  });

  model.on("change:items", drawItems);
  model.on("change:headings", drawItems);
  for (const name of ["selected", "action", "actions", "values", "value", "enabled", "announce", "key_help", "words"]) {
    model.on("change:" + name, drawState);
  }
  drawItems();
  return () => root.remove();
}

export default { render };
