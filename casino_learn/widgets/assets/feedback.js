// The answer's feedback (casino_learn): HTML from Python, brought into view when it changes.
// After Check or Play the verdict is drawn below the buttons; on a short window it landed out of
// sight and the learner saw nothing happen (trial 27). It scrolls only as far as needed
// ("nearest"), and only for a change, never when the page is first drawn.

function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "casino-feedback-box";
  el.appendChild(box);
  const draw = (scroll) => {
    const value = model.get("value") || "";
    box.innerHTML = value;
    if (scroll && value && box.isConnected && typeof box.scrollIntoView === "function") {
      requestAnimationFrame(() => box.scrollIntoView({ block: "nearest", behavior: "smooth" }));
    }
  };
  draw(false);
  model.on("change:value", () => draw(true));
}

export default { render };
