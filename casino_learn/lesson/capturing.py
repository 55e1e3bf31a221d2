"""Lessons 0-2's helpers: the pack, card values and captures, in plain sentences a checked cell prints."""

from __future__ import annotations

import html
from typing import Iterable

from ..display import render
from ..i18n import N_, _, ngettext
from ..rules.cards import Card, parse_card, parse_cards
from ..rules.state import GameState
from ..rules.variants import RuleSet, get_rules
from ..texts.describe import describe_move, list_item
from ..texts.grammar import join_or
from ..texts.lexicon import read_cards
from .common import Shown

#: Learner-facing words of the helpers below (module-level, for a translator).
CAPTURE_WORDS = {
    # Translators: {card} is a card symbol (J♠), {values} its values ("1 or 14").
    "worth": N_("{card} is worth {values}."),
    "no_captures": N_("{card} can capture nothing here."),
}
#: A Classic face card's sentence, one per rank ("another jack / queen / king": the word's gender differs).
FACE_WORDS = {
    11: N_("{card} has no number: it takes only another jack, one per capture (R5)."),
    12: N_("{card} has no number: it takes only another queen, one per capture (R5)."),
    13: N_("{card} has no number: it takes only another king, one per capture (R5)."),
}


def _cards(cards: Iterable[Card | str] | str) -> list[Card]:
    items = cards.split() if isinstance(cards, str) else cards
    return [item if isinstance(item, Card) else parse_card(item) for item in items]


def show_pack() -> Shown:
    """The whole pack of 52 cards, one row per suit (spades, hearts, diamonds, clubs)."""
    from ..rules.cards import full_deck

    deck = full_deck()
    rows = [render.hand_html([card for card in deck if card.code.endswith(suit)], width=44) for suit in "SHDC"]
    return Shown('<div class="casino-pack">' + "".join(rows) + "</div>")


def read_card(text: str) -> Shown:
    """A card typed by a learner (lesson 01's "Typing a card"): its picture and its name, or, when it
    cannot be read, the reason in one plain message, with no traceback (issue 23)."""
    from ..rules.errors import CardParseError
    from ..widgets.common import message_html

    try:
        card = parse_card(text)
    except CardParseError as err:
        try:
            several = parse_cards(text)
        except CardParseError:
            several = []
        if len(several) > 1:  # trial 5: "KH, QS" was told "'KH, Q' is not a rank"
            # Translators: {typed} is what the learner typed; {first} the first card of it, e.g. "KH".
            said = _("'{typed}' is more than one card: type one card at a time, for example {first}.",
                     typed=text.strip(), first=several[0].code)
            return Shown(message_html(html.escape(said)))
        return Shown(message_html(html.escape(str(err))))
    if " ".join(text.lower().split()) == card.name.lower():
        # Translators: under a card's picture when the learner typed its name, e.g. "That is the queen of spades (Q♠)."
        # (trial 8 read "queen of spades is the queen of spades (Q♠).")
        said = _("That is the {name} ({symbol}).", name=card.name, symbol=card.symbol)
    else:
        # Translators: under a card's picture, e.g. "10D is the 10 of diamonds (10♦)."
        said = _("{typed} is the {name} ({symbol}).", typed=text, name=card.name, symbol=card.symbol)
    return Shown(render.hand_html([card], width=56) + f"<p>{html.escape(said)}</p>")


def typed_as(*texts: str) -> str:
    """Each typed text and the card it reads as, one per line ("td → 10♦"), in the language in use:
    lesson 00's ways of typing one card (trial 6 read "10♦ 10♦ 10♦ 10♦" as four cards)."""
    return "\n".join(f"{text} → {read_cards(text)[0].symbol}" for text in texts)


class CardTyping:
    """Lesson 01's "Typing a card" as a box to type in and a **Show** button (issue 23 trial: editing the
    lesson's code saved the edit into the course notebook). ``text.value = "banana"`` then
    ``show_button.click()`` puts :func:`read_card`'s picture and name, or its plain message, in ``result``."""

    def __init__(self, first: str = "10D") -> None:
        import ipywidgets as widgets

        # Translators: the box where a learner types a card, e.g. "10D", "ten of diamonds".
        self.text = widgets.Text(value=first, description=_("Card:"), continuous_update=False)
        # Translators: the button that shows the typed card's picture and name.
        self.show_button = widgets.Button(description=_("Show the card"), icon="eye")
        self.result = widgets.HTML(read_card(first).html)
        self.show_button.on_click(lambda _button: self.show())
        self.text.observe(lambda _change: self.show(), names="value")  # Enter in the box shows it too
        self.view = widgets.VBox([widgets.HBox([self.text, self.show_button]), self.result])

    def show(self) -> None:
        """Show what the box holds now."""
        self.result.value = read_card(self.text.value).html

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)


def type_a_card(first: str = "10D") -> CardTyping:
    """A box to type a card in and see it (lesson 01): the learner types, the lesson's code stays as it is."""
    return CardTyping(first)


def values_in_words(variant: str | RuleSet, cards: Iterable[Card | str] | str) -> str:
    """One sentence per card: what it is worth in ``variant`` (§1.2), e.g. "A♠ is worth 1."."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    lines = []
    for card in _cards(cards):
        values = sorted(rules.values_alone(card))
        if values:
            lines.append(_(CAPTURE_WORDS["worth"], card=card.symbol, values=join_or([str(v) for v in values])))
        else:
            lines.append(_(FACE_WORDS[card.rank], card=card.symbol))
    return "\n".join(lines)


def captures_with(state: GameState, card: Card | str) -> str:
    """Every capture the card in your hand may make, in words, fewest cards taken first."""
    played = card if isinstance(card, Card) else parse_card(card)
    moves = [m for m in state.legal_moves if m.is_capture and m.card == played]
    if not moves:
        return _(CAPTURE_WORDS["no_captures"], card=played.symbol)
    moves.sort(key=lambda m: (len(m.loose) + len(m.builds), describe_move(state, m, tense="suggestion")))
    lines = [ngettext("With {card} you may capture in {n} way:", "With {card} you may capture in {n} ways:", len(moves),
                      card=played.symbol)]
    said = [describe_move(state, m, tense="suggestion") for m in moves]
    lines += [f"{i}. {list_item(words)}." for i, words in enumerate(said, 1)]
    return "\n".join(lines)
