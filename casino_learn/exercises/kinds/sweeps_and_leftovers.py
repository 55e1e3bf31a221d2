"""``sweeps_and_leftovers``: is this capture a sweep (§10), and who takes the cards left on the
table at the end of the deal (§9)? The answers come from playing the move with
``GameState.apply``. The learner is always "You" (seat 0) and makes the move.

With the option ``case="cancel"`` (Royal, or any rules with ``sweeps_cancel``) both players have
made sweeps this deal, and after the last card you say how many sweep points each scores once
they cancel (§10). (Leftovers that go to nobody, §9, are practised by ``the_deal``: a deal without
a capture ends with all 52 cards on the table, too many for a position.)
"""

from __future__ import annotations

import random
import re
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import Card
from ...rules.errors import CardParseError
from ...rules.moves import Move
from ...rules.state import GameState
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts.grammar import join_and
from ..answers import is_none_word, parse_number, parse_yes_no, plain, split_tokens
from ..capturing import best_captures, capture_groups
from ..core import AnswerError, Exercise, FormField, Result, search
from ..registry import register
from ..scenes import CardPool, SceneError, cards_text, make_state, move_text, random_sum
from ..scoring_answers import Names, table_words
from ..sheets import Part, grade_parts

__all__ = ["SweepsAndLeftovers"]

_CANCEL_QUESTION = N_("Is it a sweep? How many sweep points do you and your opponent each score for this deal?")
_QUESTION = {1: N_("Is it a sweep?"), 2: N_("Is it a sweep? Who takes the cards left on the table?"),
             3: N_("Is it a sweep? Who takes the cards left on the table, and which cards are they?")}
_SWEEP_RULE = N_("A sweep is a capture that leaves the table completely empty (§10).")
_LEFTOVER_RULE = N_("The cards left at the end of the deal go to the last player who captured (§9).")
_CARDS_RULE = N_("Picture the table after the move: list every card still lying there.")
_CANCEL_RULE = N_("Opposing sweeps cancel one for one: only the difference scores, for the player with more sweeps (§10).")
CASES = ("cancel",)


@register
class SweepsAndLeftovers(Exercise):
    """Level 1: a capture during the deal: is it a sweep? 2: the last card of the deal: sweep,
    and who takes the leftovers? 3: also name the leftover cards; sometimes three players."""

    kind = "sweeps_and_leftovers"
    title = N_("Sweeps and leftovers")
    topic = "scoring"
    lesson = 5
    taught_rules = ()
    description = N_("Is it a sweep? Who takes the cards left at the end (§9, §10)? case='cancel': sweeps that cancel (Royal).")
    input_style = "text"

    def __init__(self, *, state: GameState, move: Move, seed: int, difficulty: int, options: dict[str, Any] | None = None) -> None:
        rules = state.rules
        self.move = move
        self.case: str | None = (options or {}).get("case")
        self.names = Names.of_seats(rules, state.players)
        names = self.names
        after = state.apply(move)
        self.after = after
        sweep = after.last_sweep
        final = difficulty >= 2 or self.case is not None
        self.asks_leftovers = difficulty >= 2 and self.case is None
        self.asks_cards = difficulty >= 3 and self.case is None
        who = after.leftovers_to if self.asks_leftovers else None
        left = frozenset(after.leftovers)
        took = ""
        if move.is_capture:
            stay = after.table.cards if not after.deal_over else left
            took = join_and([g for g, _items in capture_groups(state, move)])
            if sweep and rules.sweeps_enabled and rules.sweeps_cancel:
                # Near 21 (no sweeps on 18 or more, overtime) comes later in lesson 06 than this exercise (review 19), and
                # so does the word "count-out" (review 20): pointed to, not named.
                sweep_why = _("The capture takes everything on the table, so it is a sweep (§10). At the count it scores a point "
                              "unless the other side's sweeps cancel it; near 21, other rules can stop it (§12).")
            elif sweep and rules.sweeps_enabled:
                sweep_why = _("The capture takes everything on the table, so it is a sweep (§10); it scores a point.")
            elif sweep:
                # (not "in Classic sweeps score nothing": they score when the players agree, §10; review 18)
                sweep_why = _("The capture takes everything on the table, so it is a sweep (§10). It does not score here: in "
                              "Classic sweeps count only if the players agree to count them.")
            else:
                sweep_why = ngettext("{cards} stays on the table, so it is not a sweep (§10).",
                                     "{cards} stay on the table, so it is not a sweep (§10).", len(stay), cards=cards_text(stay))
        else:
            sweep_why = _("A trail captures nothing, so it is never a sweep (§10).")
        if who is None:
            who_why = (_("Nothing is left on the table, so nobody collects leftovers.") if not left
                       else _("Nobody captured anything this deal, so the cards left on the table go to nobody (§9)."))
        elif who == 0:
            who_why = _("The cards left at the end go to the last player who captured: you (§9). Collecting them is never a sweep.")
        else:
            who_why = _("The cards left at the end go to the last player who captured: {player} (§9). "
                        "Collecting them is never a sweep.", player=names.names[who])
        self.parts = [Part("sweep", _("Sweep"), sweep, sweep_why,
                           pgettext("typed answer", "yes") if sweep else pgettext("typed answer", "no"), _(_SWEEP_RULE))]
        self.required = ["sweep"]
        if self.asks_leftovers:
            self.parts.append(Part("leftovers", _("Who takes the leftovers"), who, who_why, names.name(who), _(_LEFTOVER_RULE),
                                   "nobody"))
            self.required.append("leftovers")
        if self.asks_cards:
            self.parts.append(Part("cards", _("Leftover cards"), left,
                                   # (not "Left on the table: 2♥ 8♣" after "Leftover cards: 2♥ 8♣": review 6)
                                   _("They are the cards still on the table when the last card has been played (§9).") if left
                                   else _("Left on the table: nothing."),
                                   cards_text(left) if left else lexicon.as_written(lexicon.words("none")[0]), _(_CARDS_RULE)))
            self.required.append("cards")
        if self.case == "cancel":
            score = after.score()
            net = list(score.net_sweeps)
            # Translators: {made} and {points} list each player with a number, e.g. "You 2, Opponent 1".
            why = _("Sweeps made this deal, this move included: {made}. They cancel one for one, "
                    "so the sweep points are {points} (§10).", made=names.labelled(score.raw_sweeps), points=names.labelled(net))
            self.parts.append(Part("sweep_points", _("Sweep points"), net, why, names.labelled(net), _(_CANCEL_RULE)))
            self.required.append("sweep_points")
        if difficulty == 1:
            fmt = _("'yes' or 'no'")
        elif difficulty == 2:
            # Translators: {choices} lists who may take them, e.g. "You, Opponent or nobody"; {example} a player's name.
            fmt = _("'yes' or 'no' for the sweep, then who takes the leftovers ({choices}), e.g. 'no, {example}'",
                    choices=names.choices('nobody'), example=names.names[1])
        else:
            fmt = _("sweep yes or no, who takes the leftovers ({choices}) and which cards, e.g. 'no, {example}, 4♠ 2♦'",
                    choices=names.choices('nobody'), example=names.names[1])
        if self.case == "cancel":
            fmt = _("'yes' or 'no' for the sweep, then the sweep points of each player, e.g. 'no; {example}'",
                    example=names.labelled([0, 5]))
        players = (ngettext("{n} player, in playing order: you, then {others}.", "{n} players, in playing order: you, then {others}.", state.players,
                     others=_(", then ").join(names.names[1:])) + "\n" if state.players > 2 else "")
        if state.last_capturer is None:
            before = ""
        elif state.last_capturer == 0:
            before = _("Before this move, you made the last capture.") + " "
        else:
            before = _("Before this move, {player} made the last capture.", player=names.names[state.last_capturer]) + " "
        if self.case == "cancel":
            # Translators: {mine} and {theirs} are counts of sweeps, e.g. "1 sweep", "2 sweeps"; {player} the opponent.
            before += _("So far this deal you have made {mine} and {player} {theirs}.",
                        mine=ngettext("{n} sweep", "{n} sweeps", state.sweeps[0]), player=names.names[1],
                        theirs=ngettext("{n} sweep", "{n} sweeps", state.sweeps[1])) + " "
        when = _("It is the very last card of the deal.") + " " if final else ""
        # Translators: {groups} are the groups taken, e.g. "8♦ and 6♥+2♦"; {move} a move in words.
        action = (_("You play {card} and take {groups}.", card=move.card.symbol, groups=took) if took
                  else _("You play: {move}.", move=move_text(state, move)))
        question_text = _CANCEL_QUESTION if self.case == "cancel" else _QUESTION[difficulty]
        question = _(question_text)
        prompt = f"{players}{table_words(state)}\n{when}{before}{action}\n{question}"
        if move.is_capture:
            h3 = _("The move takes {taken}. Is every card on the table among what it takes?", taken=took)
        else:
            h3 = _("A trail takes nothing: which cards lie on the table after it?")
        if self.asks_leftovers:
            h3 += " " + _("Then: who made the last capture of the deal, counting this move?")
        if self.case == "cancel":
            h3 += " " + _("Then count each player's sweeps, this move included, and cancel them one for one.")
        second = _("Picture the table after the move: is anything still lying there?")
        if self.asks_leftovers:
            second += " " + _("Who captured last, counting this move?")
        hints = (
            _("A sweep is a capture that leaves the table completely empty (§10). At the end of the deal, whatever is left "
              "goes to the last player who captured; that is never a sweep (§9)."),
            second,
            h3,
        )
        answer = ", ".join(p.shown for p in self.parts if p.key != "sweep_points")
        if self.case == "cancel":
            answer += f"; {self.parts[-1].shown}"
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=fmt, answer=answer,
                         hints=hints, state=state, cards=(move.card,), options=options,
                         data={"move": str(move), "sweep": sweep, "leftovers_to": who, "leftovers": sorted(c.code for c in left)})

    # --- generating -----------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> SweepsAndLeftovers:
        case = options.get("case")
        if set(options) - {"case"} or case not in (None, *CASES):
            raise TypeError(f"sweeps_and_leftovers takes only the option case='cancel', not {options}")
        if case == "cancel" and not rules.sweeps_cancel:
            raise ValueError("Sweeps cancel only in Royal (sweeps_cancel, RULES.md §10): use variant='royal'.")
        players = 2 if case else 3 if difficulty == 3 and rng.random() < 0.4 else 2
        values = list(range(4, 15)) if rules.is_royal else list(range(4, 11))
        def attempt() -> SweepsAndLeftovers | None:
            pool = CardPool(rng)
            v = rng.choice(values)

            def captures_v(c: Card, v: int = v) -> bool:
                return rules.capture_value(c) == v

            def high(c: Card, v: int = v) -> bool:  # a face card or a high card: an extra card on the table
                return rules.num(c) is None or (rules.num(c) or 0) > v // 2 + 1

            card = pool.take(captures_v)
            if card is None:
                return None
            loose: list[Card] = []
            for _k in range(rng.randint(1, 2)):
                parts = rng.choice([1, 2]) if v <= (13 if rules.is_royal else 10) else 2
                group = random_sum(rules, pool, v, parts)
                loose += list(group or ())
            if not loose:
                return None
            if rng.random() < 0.5:
                loose += pool.take_many(rng.randint(1, 2), high)
            rng.randrange(players)  # (the mover was once random; the learner is now always seat 0)
            mover = 0
            final = difficulty >= 2 or case == "cancel"
            hand = [card] if final else [card] + pool.take_many(rng.randint(1, 3))
            last = rng.choice([s for s in range(players) if s != mover] + ([mover] if rng.random() < 0.3 else []))
            sweeps = [rng.randint(1, difficulty + 1) for _ in range(2)] if case else [0] * (players if players < 4 else 2)
            try:
                state = make_state(rules, pool, loose=loose, hands={mover: hand}, players=players, mover=mover,
                                   last_capturer=last, final_play=final, sweeps=sweeps)
            except SceneError:
                return None
            caps, best = best_captures(state, card)
            if not caps:
                return None
            trail = [Move.trail(card)] if final and Move.trail(card) in state.legal_moves else []
            choices = list(best) + [m for m in caps if m not in best] + trail
            roll = rng.random()
            move = best[0] if roll < 0.5 else rng.choice(choices)
            return cls(state=state, move=move, seed=seed, difficulty=difficulty, options=options)
        return search(attempt, what="sweeps_and_leftovers", seed=seed, tries=300)

    # --- answering --------------------------------------------------------------------------------------------
    def _card(self, token: Any) -> Card:
        if isinstance(token, Card):
            return token
        try:
            return lexicon.read_card(str(token))
        except lexicon.AmbiguousCard as e:
            raise AnswerError(str(token), self.answer_format, str(e)) from None
        except (CardParseError, ValueError):
            raise AnswerError(str(token), self.answer_format, _("{token!r} is not a card", token=str(token))) from None

    def _seat(self, value: Any) -> int | None:
        if value is None:
            return None
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.names):
            return value
        if isinstance(value, str):
            if is_none_word(value):
                return None
            found = self.names.find(value)
            if found is not None:
                return found
        raise AnswerError(str(value), self.answer_format,
                          _("{token!r} is not one of {choices}", token=str(value), choices=self.names.choices('nobody')))

    def form(self) -> tuple[FormField, ...]:
        """The answer to click (trial 11 had to type "no; You 0, Opponent 5"): sweep yes or no, who takes the
        leftovers, which cards are left (from the table's cards before the move), the sweep points of each side."""
        by_key = {p.key: p for p in self.parts}
        names = tuple(self.names.names)
        before = sorted(self.state.table.cards) if self.state is not None else []  # the table before the move
        fields = {
            "sweep": FormField("sweep", by_key["sweep"].label, "one",
                               options=((pgettext("typed answer", "yes"), True), (pgettext("typed answer", "no"), False))),
            "leftovers": FormField("leftovers", by_key["leftovers"].label, "one",
                                   options=tuple((n, i) for i, n in enumerate(names)) + ((_("nobody"), None),))
            if "leftovers" in by_key else None,
            "cards": FormField("cards", by_key["cards"].label, "many",
                               options=tuple((c.symbol, c) for c in before) + ((_("none"), None),))
            if "cards" in by_key else None,
            "sweep_points": FormField("sweep_points", by_key["sweep_points"].label, "numbers", sides=names)
            if "sweep_points" in by_key else None,
        }
        return tuple(field for key in self.required if (field := fields[key]) is not None)

    def parse(self, answer: Any) -> dict[str, Any]:
        expected = self.answer_format
        out: dict[str, Any] = {}
        if isinstance(answer, bool):
            out = {"sweep": answer}
        elif isinstance(answer, dict):
            for key, value in answer.items():
                if key == "sweep" and isinstance(value, bool):
                    out["sweep"] = value
                elif key == "sweep" and isinstance(value, str) and parse_yes_no(value) is not None:
                    out["sweep"] = parse_yes_no(value)
                elif key == "leftovers":
                    out["leftovers"] = self._seat(value)
                elif key == "sweep_points" and self.case == "cancel":
                    out["sweep_points"] = self._points(value)
                elif key == "cards" and isinstance(value, (list, tuple, set, frozenset)):
                    out["cards"] = frozenset(self._card(c) for c in value)
                elif key == "cards" and isinstance(value, str):
                    out["cards"] = frozenset() if is_none_word(value) else frozenset(
                        self._card(t) for t in split_tokens(value) if not lexicon.is_word("joiners", t))
                else:
                    raise AnswerError(f"{key}: {value!r}", expected, _("I cannot use {key!r} = {value!r} here", key=key, value=value))
        elif isinstance(answer, str) and answer.strip():
            out = self._read_cancel(answer) if self.case == "cancel" else self._read_text(answer)
        else:
            raise AnswerError("" if isinstance(answer, str) else repr(answer), expected,
                              _("The answer is empty") if isinstance(answer, str)
                              else _("I cannot use {answer!r} as an answer here", answer=answer))
        if not out:
            raise AnswerError(str(answer).strip(), expected)
        if not self.asks_leftovers and "leftovers" in out:
            raise AnswerError(str(answer).strip(), expected, _("This question does not ask who takes the leftovers")
                              if self.case else _("This question asks only whether it is a sweep"))
        if not self.asks_cards and "cards" in out:
            raise AnswerError(str(answer).strip(), expected, _("This question does not ask which cards are left"))
        if self.asks_cards and "cards" not in out and "leftovers" in out and out["leftovers"] is None:
            out["cards"] = frozenset()  # nobody takes leftovers: there are none
        return out

    def _points(self, value: Any) -> list[int]:
        return self.names.read_values(value, _("the sweep points"), (0, 5))

    def _read_cancel(self, answer: str) -> dict[str, Any]:
        """'no; You 1, Opponent 0', 'yes, 2 0' or 'sweep: no; points: 0 1': the sweep, then the points."""
        chunks = [c.strip() for c in re.split(r"[;\n]+", answer) if c.strip()]
        if len(chunks) == 1:
            first, _sep, rest = chunks[0].replace(",", " ", 1).partition(" ")
            if parse_yes_no(first) is not None and rest.strip():
                chunks = [first, rest.strip()]
        out: dict[str, Any] = {}
        for chunk in chunks:
            label, colon, value = chunk.partition(":")
            if not colon:
                label, value = "", chunk
            label = " ".join(plain(label).split())
            numbers = any(parse_number(w) is not None for w in re.split(r"[\s,]+", value))
            if label in lexicon.words("labels.sweep_points") or (not label and numbers):
                if "sweep_points" in out:
                    raise AnswerError(chunk, self.answer_format, _("The sweep points are given twice"))
                out["sweep_points"] = self._points(value)
                continue
            for key, got in self._read_text(chunk).items():
                if key in out and out[key] != got:
                    raise AnswerError(answer.strip(), self.answer_format, _("The answer says both yes and no"))
                out[key] = got
        return out

    def _read_text(self, answer: str) -> dict[str, Any]:
        expected = self.answer_format
        text = re.sub(r"\bno[\s-]one\b", "nobody", answer.lower())
        text = re.sub(r"[:=()!?.]", " ", text)
        tokens = [t.strip().lower() for t in split_tokens(text)]
        words = [plain(t) for t in tokens]  # names are matched without accents ("tú", "você")
        out: dict[str, Any] = {}
        cards: set[Card] = set()
        nones = 0
        i = 0
        while i < len(tokens):
            t = tokens[i]
            hit = self.names._match(words, i)
            if hit is not None and not (t in ("left", "right") and hit[1] == 1):  # "cards left" is not a player
                if "leftovers" in out and out["leftovers"] != hit[0]:
                    raise AnswerError(answer.strip(), expected, _("The answer names two players for the leftovers"))
                out["leftovers"] = hit[0]
                i += hit[1]
                continue
            i += 1
            if lexicon.is_word("fillers.sweeps", t) or lexicon.is_word("joiners", t):
                continue
            verdict = parse_yes_no(t)
            if verdict is not None:
                if "sweep" in out and out["sweep"] != verdict:
                    raise AnswerError(answer.strip(), expected, _("The answer says both yes and no"))
                out["sweep"] = verdict
                continue
            if is_none_word(t):
                nones += 1
                if nones == 1 and "leftovers" not in out:
                    out["leftovers"] = None
                else:
                    out["cards"] = frozenset()  # a second 'none': no cards
                continue
            if t in ("seat", "player", "side") or t.isdigit():
                raise AnswerError(t, expected, _("Say who by name: {choices}", choices=self.names.choices('nobody')))
            try:
                cards.add(lexicon.read_card(t))
            except lexicon.AmbiguousCard as e:
                raise AnswerError(t, expected, str(e)) from None
            except (CardParseError, ValueError):
                raise AnswerError(t, expected, _("{token!r} is not yes/no, a player or a card", token=t)) from None
        if cards:
            if out.get("cards") == frozenset():
                raise AnswerError(answer.strip(), expected, _("The answer says 'none' and names cards"))
            out["cards"] = frozenset(cards)
        return out

    def grade(self, value: dict[str, Any]) -> Result:
        return grade_parts(self.parts, value, self.required, " ".join(p.why for p in self.parts), self.names)

    def explanation(self) -> str:
        return "\n".join(f"{p.label}: {p.shown}. {p.why}" for p in self.parts)
