"""A game's house rules in plain words: the options of RULES.md §14 that differ from the variant's preset.

A picture of a game set up with ``owner_may_trail=True`` says "House rule: a build owner may trail, as long as they
keep a card to take each build they own (R9 is switched off; R8 still holds)." (trial 33 read the option's Python name,
"owner_may_trail=True", above a pupil's exercise).
Each option and value is worded once, here, and translated when shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _, ngettext

if TYPE_CHECKING:
    from ..rules.variants import RuleSet

__all__ = ["HOUSE_RULE_WORDS", "house_rule_words", "house_rules_line"]

#: (option, value) → the house rule in words (English; translated when shown). ``target_score`` has its own
#: sentence with the number in it.
HOUSE_RULE_WORDS: dict[tuple[str, object], str] = {
    ("four_player_partnerships", True): N_("four players play as two teams of partners"),
    ("four_player_partnerships", False): N_("four players each play for themselves"),
    ("face_card_capture", "all"): N_("a jack, queen or king takes every loose card of its rank at once (R5)"),
    ("face_card_capture", "one"): N_("a jack, queen or king takes only one loose card of its rank per capture (R5)"),
    ("owner_may_trail", True): N_("a build owner may trail, as long as they keep a card to take each build they own (R9 is switched off; R8 still holds)"),
    ("owner_may_trail", False): N_("a build owner may not trail (R9)"),
    ("no_trail_matching_loose", True): N_("you may not trail a card of the same rank as a loose card (R14)"),
    ("no_trail_matching_loose", False): N_("you may trail a card of the same rank as a loose card (R14 is switched off)"),
    ("may_raise_own_build", True): N_("you may raise your own build (R12 is switched off)"),
    ("may_raise_own_build", False): N_("you may not raise your own build (R12)"),
    ("partner_build_restriction", True): N_("you may not raise or add to your partner's build (R13)"),
    ("partner_build_restriction", False): N_("you may raise or add to your partner's build (R13 is switched off)"),
    ("sweeps_enabled", True): N_("a sweep scores 1 point (§10)"),
    ("sweeps_enabled", False): N_("sweeps score nothing (§10)"),
    ("sweeps_cancel", True): N_("sweeps cancel out between the sides (§10)"),
    ("sweeps_cancel", False): N_("sweeps do not cancel out (§10)"),
    ("sweep_on_final_play", True): N_("a capture that empties the table on the deal's last play is a sweep (§10)"),
    ("sweep_on_final_play", False): N_("a capture that empties the table on the deal's last play is not a sweep (§10)"),
    ("near_target_locks", True): N_("the count-out locks near the target apply (§12)"),
    ("near_target_locks", False): N_("no count-out locks near the target (§12)"),
    ("royal_lock_mode", "lenient"): N_("a locked side may still score an item other than a sweep, if it stays below the target (§12.2)"),
    ("royal_lock_mode", "strict"): N_("a locked side scores only the item it needs (§12.2)"),
    ("first_out_wins", True): N_("the first side to go out during the count wins at once (§12.3)"),
    ("first_out_wins", False): N_("the count goes on after a side goes out, so two sides can go out in one deal (§12.3)"),
    ("deal_in_twos", True): N_("cards are dealt two at a time"),
    ("deal_in_twos", False): N_("cards are dealt one at a time"),
    ("display_direction", "clockwise"): N_("play goes clockwise"),
    ("display_direction", "counterclockwise"): N_("play goes counterclockwise"),
}



def house_rule_words(option: str, value: object) -> str:
    """One option's value as a house rule, in the language in use ("a build owner may trail (R9 is switched off)")."""
    if option == "target_score":
        # Translators: the number of points a game is played to, as a house rule.
        return ngettext("the game is played to {n} point", "the game is played to {n} points", int(value))  # type: ignore[call-overload]
    text = HOUSE_RULE_WORDS.get((option, value))
    return _(text) if text is not None else f"{option}={value}"


def house_rules_line(rules: "RuleSet", *, here: bool = False) -> str:
    """The house rules of ``rules`` as one sentence ("House rule: a build owner may trail, …"), or "" when it plays as
    its variant's preset (options that change nothing in this game, :meth:`RuleSet.option_matters`, are not said).
    ``here=True``: "House rule here: …", for a question set in such a game (may_trail level 3 worded the rule a second
    time, in its own words)."""
    extra = {option: value for option, value in rules.overrides().items() if rules.option_matters(option)}
    if not extra:
        return ""
    said = "; ".join(house_rule_words(option, value) for option, value in extra.items())
    if here:
        # Translators: before a question; {rules} are house rules in words, separated by semicolons.
        return ngettext("House rule here: {rules}.", "House rules here: {rules}.", len(extra), rules=said)
    # Translators: {rules} are house rules in words, separated by semicolons.
    return ngettext("House rule: {rules}.", "House rules: {rules}.", len(extra), rules=said)
