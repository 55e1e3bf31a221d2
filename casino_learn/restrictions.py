"""The texts of the restrictions R1-R15 (RULES.md §7), and :class:`Violation`, one broken
rule with a code, plain parameters (card symbols, build ids, numbers) and a sentence naming
the cards, worded in the language in use when it is read (issue 16). Which rules a move
breaks is worked out by :func:`casino_learn.validation.check`.

Every violation sentence is in :data:`WORDINGS` below, one function per code, so a translator
finds them in one place."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .cards import Card, rank_word
from .i18n import N_, _, ngettext, pgettext

__all__ = ["RULES", "ONLY_IN", "Violation", "rule_title", "rule_text", "applies_to", "WORDINGS", "capturer_name", "a_capturer", "no_capturer", "build_label"]

#: Short learner-facing statement of every restriction (RULES.md §7): the one wording of each rule,
#: used by refusals, hints, rule menus, the restrictions table of lesson 04 and the handout.
RULES: dict[str, str] = {
    "R1": N_("Play exactly one card from your hand each turn; you may not pass."),
    "R2": N_("Every set you capture, and every build you take, must be worth exactly your card's value."),
    "R3": N_("A table card can be counted only once: the cards must split into separate sets."),
    "R4": N_("A build is taken only whole, by a card equal to its value; it is never part of a sum."),
    "R5": N_("In Classic, J, Q and K have no number: they never build or join a sum, and take only one card of their own rank."),
    "R6": N_("A build needs the card you play and at least one card from the table."),
    "R7": N_("After building you must still hold a card that captures the build."),
    "R8": N_("While you own a build you must keep a card that captures it."),
    "R9": N_("If you own a build you may not trail."),
    "R10": N_("Only a single build can be raised; a multiple build never changes value."),
    "R11": N_("Only the played card changes a build's value; table cards join only as whole groups of that value."),
    "R12": N_("In Royal you may not raise your own build."),
    "R13": N_("In a Royal partnership game you may not raise or add to your partner's build."),
    "R14": N_("In Royal you may not trail a card while a loose card of the same rank is on the table."),
    "R15": N_("A build's value must be one a card can capture: Classic 2-10 (or 1 for a multiple build of single aces), "
              "Royal 2-14."),
}


#: Which restrictions belong to one game only (RULES.md §7, "Applies to"); the others are for both.
ONLY_IN = {"R5": "classic", "R12": "royal", "R13": "royal", "R14": "royal"}


def rule_title(rule: str) -> str:
    """The general statement of ``rule`` in the language in use (the rule number itself if unknown)."""
    text = RULES.get(rule)
    return _(text) if text is not None else rule


def applies_to(rule: str, variant: str) -> bool:
    """Whether ``rule`` is a rule of the game ``variant`` ("classic" or "royal")."""
    return ONLY_IN.get(rule, variant) == variant


def rule_text(rule: str, variant: str | None = None) -> str:
    """The statement of ``rule`` for one game: R15 then gives that game's values only."""
    if rule == "R15" and variant == "royal":
        return _("A build's value must be one a card can capture: 2 to {top}, never 1.", top=14)
    if rule == "R15" and variant == "classic":
        return _("A build's value must be one a card can capture: 2 to {top} (or 1 for a multiple build of single aces).",
                 top=10)
    return rule_title(rule)


# --- the card that captures a value, with its article (un as / una reina; um ás / uma dama) ----------


def _capturer_rank(value: int, royal: bool) -> int | None:
    """The rank of the card that captures ``value`` (1 for an ace), None for a plain number."""
    if (value == 14 and royal) or (value == 1 and not royal):
        return 1
    if royal and value in (11, 12, 13):
        return value
    return None


def capturer_name(value: int, royal: bool) -> str:
    """The card that captures ``value``, as a learner names it: "8", "queen", "ace" (in the language in use)."""
    rank = _capturer_rank(value, royal)
    return rank_word(rank) if rank is not None else str(value)


def a_capturer(value: int, royal: bool) -> str:
    """"an ace", "a queen", "an 8", "a 9" ("un as", "una reina", "un 8")."""
    rank = _capturer_rank(value, royal)
    if rank == 1:
        return pgettext("capturing card", "an ace")
    if rank == 11:
        return pgettext("capturing card", "a jack")
    if rank == 12:
        return pgettext("capturing card", "a queen")
    if rank == 13:
        return pgettext("capturing card", "a king")
    if str(value)[0] == "8" or value == 11:
        return pgettext("capturing card", "an {value}", value=value)
    return pgettext("capturing card", "a {value}", value=value)


def no_capturer(value: int, royal: bool) -> str:
    """"no ace", "no queen", "no 8" ("ningún as", "ninguna reina", "ningún 8")."""
    rank = _capturer_rank(value, royal)
    if rank == 1:
        return pgettext("no card left", "no ace")
    if rank == 11:
        return pgettext("no card left", "no jack")
    if rank == 12:
        return pgettext("no card left", "no queen")
    if rank == 13:
        return pgettext("no card left", "no king")
    return pgettext("no card left", "no {value}", value=value)


def build_label(build: str, shape: str, value: int) -> str:
    """"B1 (a single build of 8)", "B2 (a multiple build of 9)"."""
    if shape == "multiple":
        return _("{build} (a multiple build of {value})", build=build, value=value)
    return _("{build} (a single build of {value})", build=build, value=value)


def _label(p: Mapping[str, Any]) -> str:
    return build_label(p["build"], p["shape"], p["build_value"])


def _symbols(cards: Any) -> str:
    """Cards named together, as in the notation: "6♥+2♦"."""
    return "+".join(cards)


# --- one sentence per code --------------------------------------------------------------------------

#: Classic face cards by rank, each sentence whole (a jack / una jota / um valete).
_FACE_CAPTURES_BUILD = {
    11: N_("In Classic a jack has no number, so {card} cannot capture a build ({builds}) (R5)."),
    12: N_("In Classic a queen has no number, so {card} cannot capture a build ({builds}) (R5)."),
    13: N_("In Classic a king has no number, so {card} cannot capture a build ({builds}) (R5)."),
}
_FACE_ONLY_SAME = {
    11: N_("In Classic a jack captures only another jack: {cards} cannot be taken with {card} (R5)."),
    12: N_("In Classic a queen captures only another queen: {cards} cannot be taken with {card} (R5)."),
    13: N_("In Classic a king captures only another king: {cards} cannot be taken with {card} (R5)."),
}
_FACE_ONE_AT_A_TIME = {
    11: N_("A jack captures exactly one jack at a time, so {card} cannot take {cards} together (R5)."),
    12: N_("A queen captures exactly one queen at a time, so {card} cannot take {cards} together (R5)."),
    13: N_("A king captures exactly one king at a time, so {card} cannot take {cards} together (R5)."),
}
_FACE_TAKES_ALL = {
    11: N_("In this game a jack takes every loose jack together, so {card} must take {cards} too (R5)."),
    12: N_("In this game a queen takes every loose queen together, so {card} must take {cards} too (R5)."),
    13: N_("In this game a king takes every loose king together, so {card} must take {cards} too (R5)."),
}


def _not_in_hand(p: Mapping[str, Any]) -> str:
    # Translators: when the hand is empty, in "you must play one card from your own hand (nothing)".
    held = " ".join(p["hand"]) or _("nothing")
    if p["on_table"]:
        # Translators: {held} lists the card symbols in the hand, e.g. "8♦ 3♣".
        return _("You do not hold {card}; you must play one card from your own hand ({held}). It is on the table.",
                 card=p["card"], held=held)
    return _("You do not hold {card}; you must play one card from your own hand ({held}).", card=p["card"], held=held)


def _inside_build(p: Mapping[str, Any]) -> str:
    # Translators: {cards} are cards inside a build, e.g. "6♥+2♦"; {build} is e.g. "B1 (a single build of 8)";
    # {capturer} is e.g. "an 8", "a queen".
    return ngettext(
        "{cards} is inside {build}: its cards are never paired or built with on their own, only the whole build is captured, by {capturer} (R4).",
        "{cards} are inside {build}: its cards are never taken or built with on their own, only the whole build is captured, by {capturer} (R4).",
        len(p["cards"]), cards=_symbols(p["cards"]), build=_label(p), capturer=a_capturer(p["build_value"], p["royal"]),
    )


def _not_on_table(p: Mapping[str, Any]) -> str:
    # Translators: {items} are card symbols or build ids, e.g. "8♦, B2"; {rule} is R2 or R6.
    return ngettext("{items} is not a loose card or build on the table ({rule}).",
                    "{items} are not a loose card or build on the table ({rule}).",
                    len(p["items"]), items=", ".join(p["items"]), rule=p["rule"])


def _owner_may_not_trail(p: Mapping[str, Any]) -> str:
    # Translators: one build the learner owns, e.g. "the 8-build (B1)".
    owned = ", ".join(_("the {value}-build ({build})", value=v, build=b) for b, v in zip(p["builds"], p["values"]))
    return _("You own {builds}, so you may not trail {card} (R9): capture, build or add to a build instead.",
             builds=owned, card=p["card"])


def _face_card(table: dict[int, str]) -> Callable[[Mapping[str, Any]], str]:
    def word(p: Mapping[str, Any]) -> str:
        return _(table[p["rank"]], card=p["card"], cards=_symbols(p.get("cards", ())), builds=", ".join(p.get("builds", ())))

    return word


def _stray_cards(p: Mapping[str, Any]) -> str:
    return ngettext(
        "{cards} is not part of any set worth exactly {value} among the cards you chose, so {card} cannot take it (R2).",
        "{cards} are not part of any set worth exactly {value} among the cards you chose, so {card} cannot take them (R2).",
        len(p["cards"]), cards=_symbols(p["cards"]), value=p["value"], card=p["card"],
    )


def _no_such_value(p: Mapping[str, Any]) -> str:
    if p["royal"]:
        return _("No card captures {value} in Royal, so a build cannot be declared {value}: use 2-14 (R15).", value=p["value"])
    return _("No card captures {value} in Classic, so a build cannot be declared {value}: use 2-10 (1 only for a multiple build of single aces) (R15).",
             value=p["value"])


#: The sentence of every violation code, worded from its parameters in the language in use.
WORDINGS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "R1.deal-over": lambda p: _("The deal is over: every card has been played, so no more moves are made (§9)."),
    "R1.not-in-hand": _not_in_hand,
    "R4.inside-build": _inside_build,
    "R2.not-on-table": _not_on_table,
    "R6.not-on-table": _not_on_table,
    "R9.owner-may-not-trail": _owner_may_not_trail,
    "R14.same-rank-loose": lambda p: _(
        "A loose {cards} is on the table, so you may not trail {card} (R14): capture it or build with it instead.",
        cards=_symbols(p["cards"]), card=p["card"]),
    "R8.no-capturer-left": lambda p: _(
        # Translators: {build} is e.g. "B1 (a single build of 8)"; {capturer} is e.g. "no 8", "no queen".
        "You own {build} and would have {capturer} left in your hand to capture it (R8).",
        build=_label(p), capturer=no_capturer(p["build_value"], p["royal"])),
    "R2.nothing-taken": lambda p: _("A capture must take at least one card or build with {card} (R2).", card=p["card"]),
    "R5.face-captures-build": _face_card(_FACE_CAPTURES_BUILD),
    "R5.face-only-same-rank": _face_card(_FACE_ONLY_SAME),
    "R5.face-one-at-a-time": _face_card(_FACE_ONE_AT_A_TIME),
    "R5.face-takes-all": _face_card(_FACE_TAKES_ALL),
    "R4.build-in-sum-cards": lambda p: _(
        "{build} counts only as a whole {build_value}; it cannot be added to other cards to make {value} (R4).",
        build=_label(p), build_value=p["build_value"], value=p["value"]),
    "R4.build-in-sum-builds": lambda p: _(
        "{build} counts only as a whole {build_value}; it cannot be added to other builds to make {value} (R4).",
        build=_label(p), build_value=p["build_value"], value=p["value"]),
    "R2.build-wrong-value": lambda p: _(
        # Translators: {capturer} is e.g. "an 8", "a queen".
        "{build} is worth {build_value}, not {value}: only {capturer} can capture it (R2).",
        build=_label(p), build_value=p["build_value"], value=p["value"], capturer=a_capturer(p["build_value"], p["royal"])),
    "R5.face-in-sum": lambda p: _(
        "In Classic {cards} has no number; only a card of the same rank can capture it, not {card} (R5).",
        cards=_symbols(p["cards"]), card=p["card"]),
    "R11.card-too-big": lambda p: _(
        "{card} is worth {have}, more than {value}, so it cannot be in a build of {value} (R11).",
        card=p["card"], have=p["have"], value=p["value"]),
    "R11.card-needs-table": lambda p: _(
        "{card} ({have}) needs table cards adding up to {need} to make {value}, and the cards you chose do not (R11).",
        card=p["card"], have=p["have"], need=p["value"] - p["have"], value=p["value"]),
    "R2.stray-cards": _stray_cards,
    "R11.stray-in-build": lambda p: _(
        "{cards} would not be in a group worth exactly {value}: every table card in a build must be in such a group (R11).",
        cards=_symbols(p["cards"]), value=p["value"]),
    "R3.no-split-sets": lambda p: _(
        "{cards} cannot be split into separate sets of {value} without counting a card twice (R3).",
        cards=_symbols(p["cards"]), value=p["value"]),
    "R3.no-split-groups": lambda p: _(
        "{cards} cannot be split into separate groups of {value} without counting a card twice (R3).",
        cards=_symbols(p["cards"]), value=p["value"]),
    "R5.face-cannot-build": lambda p: _(
        "In Classic {card} is a face card with no number, so it cannot be used to build (R5).", card=p["card"]),
    "R15.royal-no-1": lambda p: _(
        "In Royal the value 1 is never declared: a build of single aces is 14, and A+A may be a single 2 (R15)."),
    "R15.no-such-value": _no_such_value,
    "R6.build-alone": lambda p: _(
        "A build needs {card} and at least one card or build from the table; playing it alone is a trail (R6).", card=p["card"]),
    "R5.face-not-in-build": lambda p: _(
        "In Classic {cards} has no number and can never be part of a build (R5).", cards=_symbols(p["cards"])),
    "R13.partner-add": lambda p: _(
        "{build} belongs to your partner; you may capture it but not add to it (R13).", build=_label(p)),
    "R10.multiple-fixed": lambda p: _(
        "{build} is a multiple build: its value {build_value} can never change, so it cannot become {value} (R10).",
        build=_label(p), build_value=p["build_value"], value=p["value"]),
    "R11.raise-wrong-sum": lambda p: _(
        "Raising {build} with {card} gives {total}, not {value}: only the played card changes a build's value, never table cards (R11).",
        build=_label(p), card=p["card"], total=p["total"], value=p["value"]),
    "R12.own-raise": lambda p: _(
        "{build} is your own build: in Royal you may raise only another player's build (R12). You may add to it at the same value instead.",
        build=_label(p)),
    "R13.partner-raise": lambda p: _("{build} belongs to your partner; you may not raise it (R13).", build=_label(p)),
    "R11.one-build-per-card": lambda p: _(
        "One card raises one build: {card} cannot raise {builds} together (R11).", card=p["card"], builds=", ".join(p["builds"])),
    "R15.one-only-aces": lambda p: _("A build of 1 is allowed only as single aces laid together (R15)."),
    "R7.no-capturer-kept": lambda p: _(
        # Translators: {capturer} is e.g. "no 8", "no queen".
        "After playing {card} you would hold {capturer} to capture the build of {value} (R7).",
        card=p["card"], capturer=no_capturer(p["value"], p["royal"]), value=p["value"]),
}


def _frozen(value: Any) -> Any:
    """Parameters are kept hashable: lists become tuples."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


class Violation:
    """One broken rule: its number, a stable ``code`` (``"R9.owner-may-not-trail"``) with plain
    ``params`` (card symbols, build ids, numbers), the cards and table items it names, and its
    sentence (:attr:`message`), worded in the language in use whenever it is read.

    ``Violation("R9", code="R9.owner-may-not-trail", params={...})`` is how the engine makes one;
    ``Violation("R4", "B1 is a build: take it whole.")`` (a ready sentence, code ``"R4"``) still works.
    """

    __slots__ = ("rule", "code", "_params", "cards", "items", "_text")

    rule: str
    code: str
    _params: tuple[tuple[str, Any], ...]
    cards: tuple[Card, ...]
    items: tuple[str, ...]
    _text: str | None

    def __init__(
        self,
        rule: str,
        message: str | None = None,
        cards: tuple[Card, ...] = (),
        items: tuple[str, ...] = (),
        *,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        if message is None and code is None:
            raise TypeError("A Violation needs a code (with params) or a message.")
        if code is not None and code not in WORDINGS and message is None:
            raise ValueError(f"Unknown violation code {code!r}.")
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "code", code if code is not None else rule)
        object.__setattr__(self, "_params", tuple(sorted((k, _frozen(v)) for k, v in (params or {}).items())))
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "_text", message)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("A Violation cannot be changed.")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled as it was made (code and params, or a ready message)."""
        return (_rebuilt, (self.rule, self.code, self._params, self.cards, self.items, self._text))

    @property
    def params(self) -> dict[str, Any]:
        """The plain values the sentence is worded from (a fresh dict)."""
        return dict(self._params)

    @property
    def message(self) -> str:
        """The sentence naming the cards, in the language in use now; it cites its rule, e.g. "... (R9)."."""
        if self._text is not None:
            return self._text
        return WORDINGS[self.code](self.params)

    def _key(self) -> tuple:
        return (self.rule, self.code, self._params, self.cards, self.items, self._text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Violation) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Violation(rule={self.rule!r}, code={self.code!r}, params={self.params!r})"

    def __str__(self) -> str:
        return self.message  # the message already cites its rule, e.g. "... (R9)."

    @property
    def title(self) -> str:
        """The general statement of the rule broken, in the language in use."""
        return rule_title(self.rule)

    def to_json(self) -> dict:
        params = {k: list(v) if isinstance(v, tuple) else v for k, v in self._params}
        return {"rule": self.rule, "code": self.code, "params": params, "message": self.message, "items": list(self.items)}

    def _repr_html_(self) -> str:
        from .render import violations_html

        return violations_html([self])


def _rebuilt(rule: str, code: str, params: tuple, cards: tuple, items: tuple, text: str | None) -> Violation:
    violation = Violation.__new__(Violation)
    for name, value in (("rule", rule), ("code", code), ("_params", params), ("cards", cards), ("items", items), ("_text", text)):
        object.__setattr__(violation, name, value)
    return violation
