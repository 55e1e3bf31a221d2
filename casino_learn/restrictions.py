"""The texts of the restrictions R1-R15 (RULES.md §7), and :class:`Violation`, one broken
rule with a sentence naming the cards. Which rules a move breaks is worked out by
:func:`casino_learn.validation.check`."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card

__all__ = ["RULES", "Violation", "rule_title"]

#: Short learner-facing statement of every restriction (RULES.md §7).
RULES: dict[str, str] = {
    "R1": "Play exactly one card from your hand each turn; you may not pass.",
    "R2": "Every capture target must be worth exactly the capturing value.",
    "R3": "A table card can be counted only once: the cards must split into separate sets.",
    "R4": "A build is taken only whole, by a card equal to its value; it is never part of a sum.",
    "R5": "Classic face cards (J, Q, K) have no number: they pair only with the same rank (one at a time, or all at once with face_card_capture = all) and never build.",
    "R6": "A build needs the card you play and at least one card from the table.",
    "R7": "After building you must still hold a card that captures the build.",
    "R8": "While you own a build you must keep a card that captures it.",
    "R9": "If you own a build you may not trail.",
    "R10": "Only a single build can be raised; a multiple build never changes value.",
    "R11": "Only the played card changes a build's value; table cards join only as whole groups of that value.",
    "R12": "In Royal you may not raise your own build.",
    "R13": "You may not raise or add to your partner's build.",
    "R14": "In Royal you may not trail a card while a loose card of the same rank is on the table.",
    "R15": "A declared build value must be one a card can capture: Classic 2-10 (or 1 for a multiple build of single aces), Royal 2-14.",
}


def rule_title(rule: str) -> str:
    return RULES.get(rule, rule)


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: its number, a sentence naming the cards, and those cards."""

    rule: str
    message: str
    cards: tuple[Card, ...] = ()
    items: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message  # the message already cites its rule, e.g. "... (R9)."

    @property
    def title(self) -> str:
        """The general statement of the rule broken."""
        return rule_title(self.rule)

    def to_json(self) -> dict:
        return {"rule": self.rule, "message": self.message, "items": list(self.items)}

    def _repr_html_(self) -> str:
        from .render import violations_html

        return violations_html([self])
