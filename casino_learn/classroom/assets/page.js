// The classroom's student page: a small widget front end (issue 22).
//
// The server builds each tab's widgets (the kit's own ipywidgets and the card table) in its one
// Python process, as Solara's virtual kernels; this script is the browser's half. It speaks the
// Jupyter widget messages over Solara's websocket and draws only the widgets the two student pages
// use (boxes, HTML, buttons, toggles, text boxes, menus, pictures, the card table), about 30 kB
// instead of Solara's 4.4 MB front end, which cost most of a student's wait on a busy laptop.
// Nothing here decides anything: every press goes to the server, which alone changes the page.
(function () {
  "use strict";

  const config = JSON.parse(document.getElementById("casino-page").textContent);
  const root = document.getElementById("casino-app");
  const status = document.getElementById("casino-status");
  // A random id, the same way on every page: crypto.randomUUID exists only on https or localhost, and
  // a class opens http://<the teacher's address>.
  const uuid = () => "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
    (c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (c / 4)))).toString(16));
  const kernelId = uuid();
  const pageId = uuid();
  const clientSession = uuid();
  const controlComm = uuid();
  const models = new Map(); // model id -> Model
  const waiting = new Map(); // model id -> callbacks waiting for it to arrive
  let socket = null;
  let leaving = false;

  // --- messages --------------------------------------------------------------------------------------
  function message(type, content) {
    return {
      header: { msg_id: uuid(), msg_type: type, username: "student", session: clientSession,
                date: new Date().toISOString(), version: "5.3" },
      parent_header: {}, metadata: {}, content, buffers: [], channel: "shell",
    };
  }

  function send(type, content) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message(type, content)));
  }

  function sendToModel(id, data) {
    send("comm_msg", { comm_id: id, data });
  }

  function readBinary(data) {
    // Jupyter's binary frame: a count, the offsets, then the message (JSON) and its buffers.
    const view = new DataView(data);
    const count = view.getUint32(0);
    const offsets = [];
    for (let i = 0; i < count; i++) offsets.push(view.getUint32(4 * (i + 1)));
    offsets.push(data.byteLength);
    const parts = offsets.slice(0, -1).map((start, i) => data.slice(start, offsets[i + 1]));
    const msg = JSON.parse(new TextDecoder().decode(parts[0]));
    msg.buffers = parts.slice(1).map((b) => new DataView(b));
    return msg;
  }

  function putBuffers(state, paths, buffers) {
    (paths || []).forEach((path, i) => {
      let obj = state;
      for (const key of path.slice(0, -1)) obj = obj[key];
      obj[path[path.length - 1]] = buffers[i];
    });
  }

  function received(event) {
    const msg = typeof event.data === "string" ? JSON.parse(event.data) : readBinary(event.data);
    const type = msg.header && msg.header.msg_type;
    const content = msg.content || {};
    if (type === "comm_open" && content.target_name === "jupyter.widget") {
      const state = content.data.state || {};
      putBuffers(state, content.data.buffer_paths, msg.buffers);
      const model = new Model(content.comm_id, state);
      models.set(model.id, model);
      for (const callback of waiting.get(model.id) || []) {
        try { callback(model); } catch (error) { console.error(error); }
      }
      waiting.delete(model.id);
    } else if (type === "comm_msg") {
      const data = content.data || {};
      if (content.comm_id === controlComm) {
        if (data.method === "finished" && data.widget_id) show(data.widget_id);
        return;
      }
      const model = models.get(content.comm_id);
      if (!model) return;
      if (data.method === "update") {
        putBuffers(data.state, data.buffer_paths, msg.buffers);
        model.apply(data.state);
      } else if (data.method === "custom") {
        model.fire("msg:custom", data.content, msg.buffers);
      }
    } else if (type === "comm_close") {
      const model = models.get(content.comm_id);
      if (model) model.fire("destroy");
      models.delete(content.comm_id);
    }
  }

  // --- models ------------------------------------------------------------------------------------------
  class Model {
    constructor(id, state) {
      this.id = id;
      this.state = state;
      this.listeners = new Map();
      this.changed = {};
      this.widget_manager = { get_model: (ref) => Promise.resolve(models.get(String(ref).replace(/^IPY_MODEL_/, ""))) };
    }
    get(name) { return this.state[name]; }
    set(name, value) {
      const changes = typeof name === "object" ? name : { [name]: value };
      Object.assign(this.changed, changes);
      this.apply(changes);
    }
    save_changes() {
      if (Object.keys(this.changed).length) sendToModel(this.id, { method: "update", state: this.changed, buffer_paths: [] });
      this.changed = {};
    }
    send(content) { sendToModel(this.id, { method: "custom", content }); }
    apply(state) {
      Object.assign(this.state, state);
      for (const name of Object.keys(state)) this.fire("change:" + name);
      this.fire("change");
    }
    on(event, callback) {
      for (const name of event.split(" ")) {
        if (!this.listeners.has(name)) this.listeners.set(name, new Set());
        this.listeners.get(name).add(callback);
      }
    }
    off(event, callback) {
      if (!event) { this.listeners.clear(); return; }
      for (const name of event.split(" ")) {
        if (callback) (this.listeners.get(name) || new Set()).delete(callback);
        else this.listeners.delete(name);
      }
    }
    fire(event, ...args) {
      for (const callback of [...(this.listeners.get(event) || [])]) {
        try { callback(...args); } catch (error) { console.error(error); }
      }
    }
  }

  function idOf(ref) {
    return typeof ref === "string" && ref.startsWith("IPY_MODEL_") ? ref.slice(10) : null;
  }

  function withModel(ref, callback) {
    const id = idOf(ref);
    if (!id) return;
    if (models.has(id)) callback(models.get(id));
    else waiting.set(id, [...(waiting.get(id) || []), callback]);
  }

  // --- looks shared by every widget: layout, style, classes, tooltip ---------------------------------
  const STYLE_NAMES = {
    button_color: "background-color", text_color: "color", background: "background", font_weight: "font-weight",
    font_size: "font-size", font_style: "font-style", font_family: "font-family", font_variant: "font-variant",
    text_decoration: "text-decoration",
  };

  function follow(model, ref, apply) {
    // Apply a layout or style model now and whenever it changes (while the widget's element lives).
    withModel(ref, (other) => { apply(other); other.on("change", () => apply(other)); });
  }

  function decorate(model, el, target) {
    const inner = target || el;
    follow(model, model.get("layout"), (layout) => {
      for (const [name, value] of Object.entries(layout.state)) {
        if (name.startsWith("_")) continue;
        el.style.setProperty(name.replace(/_/g, "-"), value === null || value === undefined ? "" : String(value));
      }
      // A width given by the kit replaces a button's default one (page.css), as in JupyterLab.
      if (layout.get("width") && !layout.get("min_width")) el.style.minWidth = "0";
    });
    follow(model, model.get("style"), (style) => {
      for (const [name, value] of Object.entries(style.state)) {
        if (STYLE_NAMES[name] && value !== null && value !== undefined && value !== "") inner.style.setProperty(STYLE_NAMES[name], value);
        if (name === "description_width" && value) el.style.setProperty("--casino-description-width", value);
        if (name === "button_width" && value) el.style.setProperty("--casino-button-width", value);
      }
    });
    const classes = () => {
      for (const name of model.get("_dom_classes") || []) el.classList.add(name);
      const tip = model.get("tooltip");
      if (tip) inner.title = tip; else inner.removeAttribute("title");
    };
    classes();
    model.on("change:_dom_classes change:tooltip", classes);
  }

  function make(tag, className, text) {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined && text !== null) el.textContent = text;
    return el;
  }

  function label(model, el, control) {
    // The description in front of a control, as its <label> (get_by_label finds the control by it).
    const text = model.get("description") || "";
    const tag = make("label", "widget-label");
    if (model.get("description_allow_html")) tag.innerHTML = text; else tag.textContent = text;
    tag.style.display = text ? "" : "none";
    if (control) {
      control.id = control.id || "w" + uuid().slice(0, 8);
      tag.htmlFor = control.id;
    }
    el.prepend(tag);
    model.on("change:description", () => {
      const now = model.get("description") || "";
      tag.textContent = now;
      tag.style.display = now ? "" : "none";
    });
  }

  function caption(button, model) {
    // The text is the description alone (what a reader and a test find); the few Font Awesome icons the
    // kit names are drawn by the stylesheet (page.css, [data-icon]), the font itself is not shipped.
    button.textContent = model.get("description") || "";
    if (model.get("icon")) button.dataset.icon = model.get("icon"); else delete button.dataset.icon;
  }

  function buttonStyle(el, model, name) {
    for (const style of ["primary", "success", "info", "warning", "danger"]) el.classList.toggle("mod-" + style, model.get(name) === style);
  }

  // --- the widgets ---------------------------------------------------------------------------------------
  const VIEWS = {
    HTMLModel: htmlView, HTMLMathModel: htmlView, LabelModel: labelView,
    ButtonModel: buttonView, ToggleButtonModel: buttonView, ToggleButtonsModel: toggleButtonsView,
    CheckboxModel: checkboxView, TextModel: textView, TextareaModel: textView, PasswordModel: textView,
    IntTextModel: numberView, BoundedIntTextModel: numberView, FloatTextModel: numberView, BoundedFloatTextModel: numberView,
    IntSliderModel: sliderView, FloatSliderModel: sliderView, DropdownModel: dropdownView, SelectModel: dropdownView,
    ImageModel: imageView, BoxModel: boxView, HBoxModel: boxView, VBoxModel: boxView, GridBoxModel: boxView,
    AnyModel: anyView, OutputModel: outputView,
  };

  function view(model) {
    try {
      const maker = VIEWS[model.get("_model_name")];
      if (maker) return maker(model);
      if (model.get("children") !== undefined) return vueView(model); // Solara's page frame (Vue "Html" and friends)
      return make("div");
    } catch (error) {
      console.error(error);
      return make("p", "casino-broken", config.words.broken);
    }
  }

  function htmlView(model) {
    const el = make("div", "widget-html widget-inline-hbox");
    const content = make("div", "widget-html-content");
    el.append(content);
    label(model, el);
    const draw = () => { content.innerHTML = model.get("value") || ""; };
    draw();
    model.on("change:value", draw);
    decorate(model, el, content);
    return el;
  }

  function labelView(model) {
    const el = make("div", "widget-label-basic");
    const draw = () => { el.textContent = model.get("value") || ""; };
    draw();
    model.on("change:value", draw);
    decorate(model, el);
    return el;
  }

  function buttonView(model) {
    // A Button (a press is a "click" message) or a ToggleButton (a press flips its value).
    const toggle = model.get("_model_name") === "ToggleButtonModel";
    const el = make("button", "jupyter-button " + (toggle ? "widget-toggle-button" : "widget-button"));
    el.type = "button";
    const draw = () => {
      caption(el, model);
      el.disabled = !!model.get("disabled");
      buttonStyle(el, model, "button_style");
      if (!toggle) return;
      el.classList.toggle("mod-active", !!model.get("value"));
      el.setAttribute("aria-pressed", model.get("value") ? "true" : "false");
    };
    draw();
    model.on("change", draw);
    el.addEventListener("click", () => {
      if (!toggle) return model.send({ event: "click" });
      model.set("value", !model.get("value"));
      model.save_changes();
    });
    decorate(model, el);
    return el;
  }

  function toggleButtonsView(model) {
    const el = make("div", "widget-toggle-buttons widget-inline-hbox");
    const group = make("div", "widget-toggle-buttons-group");
    group.setAttribute("role", "group");
    el.append(group);
    label(model, el);
    const tag = el.querySelector("label");
    tag.id = "w" + uuid().slice(0, 8);
    group.setAttribute("aria-labelledby", tag.id);
    const build = () => {
      // The buttons are made again only when the options change: a choice updates them in place, so
      // the button just pressed keeps the keyboard focus (review 9).
      const tips = model.get("tooltips") || [];
      group.replaceChildren(...(model.get("_options_labels") || []).map((text, i) => {
        const b = make("button", "jupyter-button widget-toggle-button", text);
        b.type = "button";
        b.title = tips[i] || "";
        b.addEventListener("click", () => { model.set("index", i); model.save_changes(); });
        return b;
      }));
      update();
    };
    const update = () => {
      [...group.children].forEach((b, i) => {
        b.disabled = !!model.get("disabled");
        b.classList.toggle("mod-active", model.get("index") === i);
        b.setAttribute("aria-pressed", model.get("index") === i ? "true" : "false");
        buttonStyle(b, model, "button_style");
      });
    };
    build();
    model.on("change:_options_labels change:tooltips", build);
    model.on("change:index change:disabled change:button_style", update);
    decorate(model, el);
    return el;
  }

  function checkboxView(model) {
    const el = make("div", "widget-checkbox widget-inline-hbox");
    const box = make("input");
    box.type = "checkbox";
    const text = make("label", "widget-checkbox-label");
    box.id = "w" + uuid().slice(0, 8);
    text.htmlFor = box.id;
    el.append(box, text);
    const draw = () => {
      box.checked = !!model.get("value");
      box.disabled = !!model.get("disabled");
      text.textContent = model.get("description") || "";
    };
    draw();
    model.on("change", draw);
    box.addEventListener("change", () => { model.set("value", box.checked); model.save_changes(); });
    decorate(model, el);
    return el;
  }

  function textView(model) {
    const name = model.get("_model_name");
    const el = make("div", "widget-text widget-inline-hbox");
    const box = make(name === "TextareaModel" ? "textarea" : "input", "widget-input");
    if (name === "PasswordModel") box.type = "password";
    else if (name !== "TextareaModel") box.type = "text";
    el.append(box);
    label(model, el, box);
    const value = () => {
      // Only a change of the value itself replaces what is in the box (another change never wipes
      // what the student is typing).
      const now = model.get("value") || "";
      if (box.value !== now) box.value = now;
    };
    const look = () => {
      box.placeholder = model.get("placeholder") || "";
      box.disabled = !!model.get("disabled");
    };
    value();
    look();
    model.on("change:value", value);
    model.on("change:placeholder change:disabled", look);
    const update = () => { model.set("value", box.value); model.save_changes(); };
    box.addEventListener("input", () => { if (model.get("continuous_update") !== false) update(); });
    box.addEventListener("change", update);
    box.addEventListener("keydown", (e) => {
      // Enter while an input method is still composing (Korean) is not an answer.
      if (e.isComposing || e.keyCode === 229) return;
      if (e.key === "Enter" && name !== "TextareaModel") { update(); model.send({ event: "submit" }); }
    });
    decorate(model, el);
    return el;
  }

  function numberView(model) {
    const el = make("div", "widget-text widget-inline-hbox");
    const box = make("input", "widget-input");
    box.type = "number";
    el.append(box);
    label(model, el, box);
    const draw = () => {
      box.value = model.get("value");
      box.disabled = !!model.get("disabled");
      if (model.get("min") !== undefined) box.min = model.get("min");
      if (model.get("max") !== undefined) box.max = model.get("max");
      box.step = model.get("step") || 1;
    };
    draw();
    model.on("change", draw);
    box.addEventListener("change", () => {
      const number = Number(box.value);
      if (box.value !== "" && Number.isFinite(number)) { model.set("value", number); model.save_changes(); } else draw();
    });
    decorate(model, el);
    return el;
  }

  function sliderView(model) {
    const el = make("div", "widget-slider widget-inline-hbox");
    const box = make("input");
    box.type = "range";
    const readout = make("span", "widget-readout");
    el.append(box, readout);
    label(model, el, box);
    const draw = () => {
      box.min = model.get("min"); box.max = model.get("max"); box.step = model.get("step") || 1;
      box.value = model.get("value");
      box.disabled = !!model.get("disabled");
      readout.textContent = String(model.get("value"));
    };
    draw();
    model.on("change", draw);
    box.addEventListener("change", () => { model.set("value", Number(box.value)); model.save_changes(); });
    decorate(model, el);
    return el;
  }

  function dropdownView(model) {
    const el = make("div", "widget-dropdown widget-inline-hbox");
    const menu = make("select");
    el.append(menu);
    label(model, el, menu);
    const draw = () => {
      menu.replaceChildren(...(model.get("_options_labels") || []).map((text, i) => {
        const option = make("option", "", text);
        option.value = String(i);
        return option;
      }));
      const index = model.get("index");
      menu.value = index === null || index === undefined ? "" : String(index);
      menu.disabled = !!model.get("disabled");
    };
    draw();
    model.on("change", draw);
    menu.addEventListener("change", () => { model.set("index", Number(menu.value)); model.save_changes(); });
    decorate(model, el);
    return el;
  }

  function imageView(model) {
    const el = make("img", "widget-image");
    let url = null;
    const draw = () => {
      if (url) URL.revokeObjectURL(url);
      const value = model.get("value");
      url = value && value.byteLength ? URL.createObjectURL(new Blob([value], { type: "image/" + (model.get("format") || "png") })) : null;
      if (url) el.src = url; else el.removeAttribute("src");
      if (model.get("width")) el.width = Number(model.get("width")) || el.width;
      el.alt = model.get("tooltip") || "";
    };
    draw();
    model.on("change", draw);
    decorate(model, el);
    return el;
  }

  function viewOf(ref, onDrawn) {
    // The view of a referenced widget: at once when its model is here, else an empty placeholder that it
    // replaces when the model arrives (then ``onDrawn(view)`` is called, if given).
    const holder = make("div", "casino-waiting");
    let node = holder;
    withModel(ref, (child) => {
      node = view(child);
      if (holder.parentNode) {
        holder.replaceWith(node);
        if (onDrawn) onDrawn(node);
      }
    });
    return node;
  }

  function children(model, el, key) {
    // The children of a box, each drawn once and kept while it stays a child (text children are Vue's).
    let drawn = new Map(); // model id -> its node, for the children now shown
    const draw = () => {
      const now = new Map();
      const nodes = (model.get(key) || []).map((ref) => {
        const id = idOf(ref);
        if (!id) return document.createTextNode(String(ref));
        const node = drawn.get(id) || viewOf(ref, (real) => drawn.set(id, real));
        now.set(id, node);
        return node;
      });
      drawn = now;
      el.replaceChildren(...nodes);
    };
    draw();
    model.on("change:" + key, draw);
  }

  function boxView(model) {
    const name = model.get("_model_name");
    const el = make("div", "widget-container widget-box" + (name === "HBoxModel" ? " widget-hbox" : name === "VBoxModel" ? " widget-vbox" : ""));
    children(model, el, "children");
    const style = () => { for (const s of ["success", "info", "warning", "danger"]) el.classList.toggle("alert-" + s, model.get("box_style") === s); };
    style();
    model.on("change:box_style", style);
    decorate(model, el);
    return el;
  }

  function outputView(model) {
    // What the server displayed (a widget, or HTML or text).
    const el = make("div", "widget-output");
    const draw = () => {
      el.replaceChildren();
      for (const output of model.get("outputs") || []) {
        const data = output.data || {};
        const widget = data["application/vnd.jupyter.widget-view+json"];
        if (widget && widget.model_id) {
          el.append(viewOf("IPY_MODEL_" + widget.model_id));
        } else if (data["text/html"]) {
          const part = make("div");
          part.innerHTML = data["text/html"];
          el.append(part);
        } else if (output.text || data["text/plain"]) {
          el.append(make("pre", "", output.text || data["text/plain"]));
        }
      }
    };
    draw();
    model.on("change:outputs", draw);
    decorate(model, el);
    return el;
  }

  function vueView(model) {
    // Solara's frame around the page (Vue "Html" elements): a plain element with its children.
    const tag = /^[a-z][a-z0-9]*$/.test(model.get("tag") || "") ? model.get("tag") : "div";
    const el = make(tag, "casino-frame");
    const look = () => {
      el.className = "casino-frame " + (model.get("class_") || "");
      el.setAttribute("style", model.get("style_") || "");
    };
    look();
    model.on("change:class_ change:style_", look);
    children(model, el, "children");
    return el;
  }

  function anyView(model) {
    // anywidget: the module in _esm, its style in _css; render({model, el}) draws it.
    const el = make("div", "casino-anywidget");
    const css = model.get("_css");
    if (css && !document.querySelector(`style[data-casino-css="${model.get("_anywidget_id") || "any"}"]`)) {
      const style = make("style");
      style.dataset.casinoCss = model.get("_anywidget_id") || "any";
      style.textContent = css;
      document.head.append(style);
    }
    const url = URL.createObjectURL(new Blob([model.get("_esm") || ""], { type: "text/javascript" }));
    import(url).then((module) => {
      const widget = module.default || module;
      const render = widget.render || (typeof widget === "function" ? widget : null);
      if (widget.initialize) widget.initialize({ model });
      if (render) return render({ model, el });
      return undefined;
    }).catch((error) => { console.error(error); el.textContent = config.words.broken; })
      .finally(() => URL.revokeObjectURL(url));
    decorate(model, el);
    return el;
  }

  // --- the page ----------------------------------------------------------------------------------------
  function show(id) {
    withModel("IPY_MODEL_" + id, (model) => {
      root.replaceChildren(view(model));
      root.setAttribute("aria-busy", "false");
      status.textContent = "";
      sessionStorage.removeItem(TRIES); // connected: a later loss starts counting again
    });
  }

  // Reloads in a row without the page ever showing (sessionStorage: it outlives a reload).
  const TRIES = "casino-connection-tries";

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/jupyter/api/kernels/${kernelId}/channels?session_id=${pageId}`);
    socket.binaryType = "arraybuffer";
    socket.addEventListener("open", () => {
      send("comm_open", { comm_id: controlComm, target_name: "solara.control", data: {} });
      sendToModel(controlComm, { method: "run", args: { path: config.path, appName: "__default__" } });
    });
    socket.addEventListener("message", received);
    socket.addEventListener("close", () => { if (!leaving) lost(); });
    // The server builds the page in a second or two; after 30 s say so rather than "Loading…" for ever.
    setTimeout(() => { if (root.getAttribute("aria-busy") === "true" && !status.dataset.lost) status.textContent = config.words.broken; }, 30000);
  }

  function lost() {
    // The teacher's computer went away (a restart): the table is greyed and cannot be pressed, the line
    // at the top (kept in view) says so; once the server answers, the page opens afresh (the sign-in is
    // kept, the game resumes where it was saved). Each failed try waits longer (1, 2, 4 … 30 s), and
    // after five the student is told to ask the teacher (a network that blocks the live connection).
    const tries = Number(sessionStorage.getItem(TRIES) || 0) + 1;
    sessionStorage.setItem(TRIES, String(tries));
    status.dataset.lost = "1";
    status.textContent = tries > 5 ? config.words.blocked : config.words.lost;
    root.setAttribute("aria-busy", "true");
    root.inert = true;
    const wait = Math.min(30000, 1000 * 2 ** (tries - 1));
    const again = () => fetch(location.href, { method: "HEAD", cache: "no-store" })
      .then((answer) => (answer.ok ? location.reload() : setTimeout(again, wait)))
      .catch(() => setTimeout(again, wait));
    setTimeout(again, wait);
  }

  // A page brought back from the browser's back/forward cache has lost its tab on the server: open it afresh.
  window.addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });

  window.addEventListener("pagehide", () => {
    leaving = true;
    navigator.sendBeacon(`/_solara/api/close/${kernelId}?session_id=${pageId}`);
  });

  // For the kit's own browser tests: the page's copies of the widgets (what a hand-made message could change).
  window.casinoPage = { models: () => [...models.values()] };
  connect();
})();
