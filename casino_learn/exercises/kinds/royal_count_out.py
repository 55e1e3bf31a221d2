"""``royal_count_out``: counting out. Royal: the 18/19/20 locks and overtime (§12.2-§12.3);
Classic: who wins at 21 (§11.2). Every right value comes from :func:`casino_learn.rules.scoring.score_deal`."""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.scoring import ITEMS, CountEntry, DealScore
from ...rules.scoring import score_deal as engine_score
from ...rules.state import GameState
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts.grammar import join_and
from ...texts.scores import ITEM_NAMES
from ..answers import plain
from ..core import AnswerError, Exercise, FormField, Result, search
from ..registry import register
from ..scoring_answers import FieldReader, Names, finished_deal, parse_labelled, piles_text, points_why, split_cards
from ..sheets import Part, grade_parts, item_codes, read_items

__all__ = ["CountOut"]

#: Each part of the answer and the lexicon group of its labels (casino_learn/locale/<lang>/lexicon.json).
_FIELD_GROUPS = {"scores": "labels.new_scores", "out": "labels.out", "lost": "labels.lost", "result": "labels.result"}


def _field_aliases(key: str) -> tuple[str, ...]:
    """How a learner labels the part ``key``: the shown label first, then the lexicon's words."""
    return tuple(dict.fromkeys((plain(_field_label(key)), *lexicon.words(_FIELD_GROUPS[key]))))


_SCORES_EXAMPLE = (21, 17)
#: Each field's label in an answer key, in the language in use (each translation is one of the aliases above:
#: Translators: these labels are typed before ":" in an answer and must stay words the answer reader knows).
# Translators: {items} are scoring items, e.g. "Little Casino (2♠) and Ace of clubs".
#: Items that did not score because their side had gone out: not lost to a lock (review 16, §12.2).
ALREADY_OUT = N_("{items} did not score either, but not because of a lock: the side that took them had already gone out, "
                 "and a side that has gone out scores nothing more in this count (§12.2).")
# Translators: {item} is one scoring item, e.g. "Ace of clubs".
ALREADY_OUT_ONE = N_("{item} did not score either, but not because of a lock: the side that took it had already gone out, "
                     "and a side that has gone out scores nothing more in this count (§12.2).")


def _already_out(items: list[str]) -> str:
    """:data:`ALREADY_OUT` for these item names ("it" for one item: review 31 read "Ace of clubs … took them")."""
    return _(ALREADY_OUT_ONE, item=items[0]) if len(items) == 1 else _(ALREADY_OUT, items=join_and(items))


_FIELD_LABELS = {"scores": N_("scores"), "out": N_("who goes out"), "lost": N_("lost"), "result": N_("result")}
#: The results as a learner types them (translated where shown; read in every language).
_RESULT_WORDS = {"overtime": N_("overtime"), "continue": N_("next deal"), "tie": N_("tie"), "nobody": N_("nobody")}


def _field_label(key: str) -> str:
    return _(_FIELD_LABELS[key])

# How learners say what happens after the deal: the lexicon's "results" group (whole phrases), and the
# words shown for each result (so what the key shows is always read back).
def _result_phrases(status: str) -> tuple[str, ...]:
    shown = (plain(_(_RESULT_WORDS[status])),) if status in _RESULT_WORDS else ()
    group = "tie" if status == "tie" else "results." + status
    return tuple(dict.fromkeys((*shown, *lexicon.words(group))))


#: Why another way of saying the result is right too (shown with the solution and in answer keys).
ALSO_RIGHT = {"tie": N_("'tie' (or 'draw') is right too: the top totals are tied at {target} or more, so nobody wins yet."),
              "nobody": N_("'nobody' is right too: nobody has won, and the game goes on with another deal."),
              # An overtime deal that ends tied: overtime goes on, with another deal (review 27, §12.3).
              "continue": N_("'next deal' is right too: nobody is strictly ahead, so another overtime deal is played.")}

def _has(text: str, phrases: tuple[str, ...]) -> bool:
    text = plain(text)  # accents do not matter ("prórroga" is "prorroga")
    return any(re.search(r"(?<![\w])" + re.escape(plain(p)) + r"(?![\w])", text) for p in phrases)


@register
class CountOut(Exercise):
    """Royal: who goes out, which points are lost to the 18/19/20 locks, is there overtime?
    Difficulty rises: level 1 asks one thing, the result, with one player on 18, 19 or 20 and the
    other far behind (only the designated item decides); 2: a player locks during the count (scores,
    lost items and result asked); 3: both near 21 (who goes out too), or an overtime deal, where
    nothing is lost. Classic: who wins at 21 (§11.2), level 3 being a tie at the top. The option
    ``overtime=True`` (Royal) always gives a deal played in overtime, at any level."""

    kind = "royal_count_out"
    title = N_("Counting the deal: who wins?")
    topic = "scoring"
    lesson = 5
    taught_rules = ()
    description = N_("Royal: the 18/19/20 locks and overtime (§12.2-§12.3), overtime=True for an overtime deal; Classic: who "
                     "wins at 21 (§11.2).")
    input_style = "text"

    @property
    def learner_seat(self) -> int:
        return 0  # the questions call side 0 "You", whoever played last

    def __init__(self, *, state: GameState, score: DealScore, plain: DealScore, seed: int, difficulty: int,
                 options: dict[str, Any] | None = None) -> None:
        rules = state.rules
        self.score, self.plain = score, plain
        self.names = Names.of_sides(rules, state.players)
        names = self.names
        target = rules.target_score
        after = list(score.scores_after)
        out = frozenset(s for s in range(2) if after[s] >= target) if not score.overtime else frozenset()
        lost = frozenset(e.item for e in score.count_log if e.note == "locked")
        self.result = (score.result.status, score.result.winner)
        lock = rules.near_target_locks and not score.overtime
        log = "\n".join(self._count_lines()) if rules.near_target_locks else ""
        if log:
            count = _("The count:") + "\n" + log
        else:
            # Translators: {points} is each player's points of this deal; {before} the scores before, e.g. "You 12, Opponent 9".
            count = _("The count: {points}, added to {before}.", points="; ".join(points_why(plain, s, names) for s in range(2)),
                      before=names.labelled(score.scores_before))
        self.parts = [
            Part("scores", _("Scores after the deal"), after, count,
                 names.labelled(after),
                 (_("In overtime there are no locks: add every point to the score before (§12.3).") if score.overtime else
                  _("Count item by item in order (§12.1); a player on 18, 19 or 20 scores only their designated item (§12.2).")
                  if rules.near_target_locks else _("Add the points of this deal to the scores before it (§11.2)."))),
            Part("out", _("Who goes out"), out, self._out_why(),
                 join_and([names.names[s] for s in sorted(out)]) or lexicon.as_written(lexicon.words("none")[0]),
                 _("A player goes out on reaching exactly {target} with their designated item (§12.2).", target=target)),
            Part("lost", _("Points lost to the locks"), lost, self._lost_why(), item_codes(lost),
                 _("A player on 18, 19 or 20 loses every item except their designated one, and all their sweeps (§12.2).")),
            Part("result", _("Result"), self.result, self._result_why(), self._result_text(self.result), self._result_rule()),
        ]
        if rules.is_royal:
            required = {1: ["result"], 2: ["scores", "lost", "result"], 3: ["scores", "out", "lost", "result"]}[difficulty]
            if score.overtime:
                required = ["scores", "lost", "result"]
        else:
            required = ["scores", "result"]
        self.required = required
        by_key = {p.key: p for p in self.parts}
        # Translators: the words in quotes are typed answers (read in English); {scores} e.g. "You 21, Opponent 17".
        if rules.is_royal:
            fmt = _("the parts separated by ';', e.g. 'scores: {scores}; result: {you} win'; 'lost: spades, AS' and 'who goes out: You' "
                    "where asked. The result is who wins, 'overtime' or 'next deal'",
                    scores=names.labelled(_SCORES_EXAMPLE), you=names.names[0])
        else:
            fmt = _("the parts separated by ';', e.g. 'scores: {scores}; result: {you} win'. The result is who wins, or 'next deal' "
                    "(a tie at 21 or more plays on, §11.2)", scores=names.labelled(_SCORES_EXAMPLE), you=names.names[0])
        if required == ["result"]:  # the example names the player far behind, who cannot win
            far = list(score.scores_before).index(min(score.scores_before))
            fmt = (_("who wins, e.g. '{player} win', or 'next deal'", player=names.names[far]) if far == 0
                   else _("who wins, e.g. '{player} wins', or 'next deal'", player=names.names[far]))
        answer = "; ".join(f"{_field_label(k)}: {by_key[k].shown}" for k in required)
        before = names.labelled(score.scores_before)
        parts = join_and([by_key[k].label.lower() for k in required])
        ask = (_("Count the deal item by item, in order: give {parts}.", parts=parts) if lock
               else _("Count the deal: give {parts}.", parts=parts))
        if required == ["result"]:
            ask = _("Count the deal item by item, in order. Does someone win, or is there another deal?")
        if not rules.is_royal:  # the rule that decides, in the question (trial 35 found the tie only in the grey example)
            ask += " " + self._result_rule()
        game = _("Royal Casino.") if rules.is_royal else _("Classic Casino.")
        # Translators: {game} e.g. "Royal Casino."; {before} the scores, e.g. "You 18, Opponent 15"; {piles} the captured
        # cards on their own lines; {ask} the question.
        prompt = (_("{game} Scores before this deal: {before} (the game is in overtime).\n{piles}\n{ask}", game=game,
                    before=before, piles=piles_text(state, names), ask=ask) if score.overtime else
                  _("{game} Scores before this deal: {before}.\n{piles}\n{ask}", game=game, before=before,
                    piles=piles_text(state, names), ask=ask))
        hints = self._hints(lock)
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=fmt, answer=answer,
                         hints=hints, state=state, options=options,
                         data={"score": score.to_json(), "required": list(required), "overtime": score.overtime,
                               "before": list(score.scores_before)})

    # --- generating -------------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> CountOut:
        if set(options) - {"overtime"}:
            raise TypeError(f"royal_count_out takes only the option 'overtime', not {', '.join(sorted(set(options) - {'overtime'}))}")
        force_overtime = bool(options.get("overtime"))
        if force_overtime and not rules.is_royal:
            raise ValueError("overtime=True is Royal only: Classic plays another deal after a tie (§11.2).")

        def attempt() -> CountOut | None:
            sweeps = [rng.randint(0, 2), rng.randint(0, 2)] if rules.sweeps_enabled and difficulty >= 2 else [0, 0]
            state = finished_deal(rules, rng, 2, split_cards(rng, 2, rng.randint(0, 6)), sweeps)
            overtime = False
            plain = engine_score(rules, state.piles, sweeps)
            if force_overtime:  # a deal played in overtime: plain addition, nothing lost (§12.3)
                overtime = True
                tie = rng.randint(21, 23)
                before = [tie, tie]
            elif rules.is_royal:
                if difficulty == 1:  # one player locked from the start, the other too far behind to lock
                    before = [rng.randint(18, 20), rng.randint(0, 6)]
                elif difficulty == 2:
                    before = [rng.randint(15, 19), rng.randint(6, 16)]
                else:
                    overtime = rng.random() < 0.3
                    if overtime:  # overtime only ever continues from a tie at 21 or more (§12.3)
                        tie = rng.randint(21, 23)
                        before = [tie, tie]
                    else:
                        before = [rng.randint(17, 20), rng.randint(17, 20)]
            else:
                if difficulty == 1:
                    before = [rng.randint(14, 20), rng.randint(4, 12)]
                elif difficulty == 2:
                    before = [rng.randint(15, 20), rng.randint(15, 20)]
                else:
                    top = rng.randint(21, 23)
                    before = [top - p for p in plain.deal_points]
            if rng.random() < 0.5 and difficulty < 3:
                before.reverse()
            if any(b < 0 or (b >= 21 and not overtime) for b in before):
                return None
            score = engine_score(rules, state.piles, sweeps, before, overtime)
            notes = {e.note for e in score.count_log}
            if force_overtime:
                pass
            elif rules.is_royal:
                if difficulty == 1 and not notes & {"goes out", "locked"}:
                    return None
                if difficulty == 2 and "locked" not in notes:
                    return None
                if difficulty == 3 and not overtime and not (score.result.status == "overtime" or {"goes out", "locked"} <= notes):
                    return None
            else:
                if difficulty == 1 and max(score.scores_after) < 21:
                    return None
                if difficulty == 2 and min(score.scores_after) < 21:
                    return None
                if difficulty == 3 and score.result.status != "continue":
                    return None
            return cls(state=state, score=score, plain=plain, seed=seed, difficulty=difficulty, options=options)
        return search(attempt, what="royal_count_out", seed=seed, tries=400)

    # --- words ----------------------------------------------------------------------------------------------
    def _count_line(self, e: CountEntry) -> str:
        """One line of the ordered count, with the players' names (the engine's own wording)."""
        return e.explain(self.score.rules.target_score, sides=2, viewer=0, partnerships=False)

    def _count_lines(self) -> list[str]:
        """The ordered count, line by line, with the sweeps' cancelling said before the sweeps that are left (review 30:
        both sides made 1 sweep and the count never said they cancelled)."""
        score = self.score
        lines = [self._count_line(e) for e in score.count_log]
        raw, net = score.raw_sweeps, score.net_sweeps
        if not score.rules.sweeps_cancel or sum(raw) == sum(net):
            return lines
        sweeps = self.names.labelled(raw)
        # Translators: {sweeps} is each player's sweeps, e.g. "You 1, Opponent 1".
        cancel = (_("Sweeps: {sweeps}. They cancel one for one (§10), so no sweep is counted.", sweeps=sweeps) if not any(net)
                  # Translators: {sweeps} and {left} are each player's sweeps before and after cancelling.
                  else _("Sweeps: {sweeps}. They cancel one for one (§10), which leaves {left}.", sweeps=sweeps,
                         left=self.names.labelled(net)))
        first_sweep = next((i for i, e in enumerate(score.count_log) if e.item == "sweep"), len(lines))
        return lines[:first_sweep] + [cancel] + lines[first_sweep:]

    def _out_why(self) -> str:
        gone = [e for e in self.score.count_log if e.note == "goes out" and e.side is not None]
        if not gone:
            return _("Nobody reaches exactly {target} with their designated item (§12.2).", target=self.score.rules.target_score)
        return " ".join(
            # Translators: {item} is a scoring item, e.g. "Big Casino (10♦)".
            _("You reach {target} with {item} and go out (§12.2).", target=self.score.rules.target_score, item=_(ITEM_NAMES[e.item]))
            if e.side == 0 else
            _("{player} reaches {target} with {item} and goes out (§12.2).", player=self.names.names[e.side],
              target=self.score.rules.target_score, item=_(ITEM_NAMES[e.item]))
            for e in gone if e.side is not None)

    def _lost_why(self) -> str:
        why = self._lost_to_locks()
        out = sorted({_(ITEM_NAMES[e.item]) for e in self.score.count_log if e.note == "already out"})
        if out and not self.score.overtime:
            # Review 16: "Nothing is lost" while six items did not score, their side being out already.
            why += " " + _already_out(out)
        return why

    def _lost_to_locks(self) -> str:
        locked = [e for e in self.score.count_log if e.note == "locked" and e.side is not None]
        if self.score.overtime:
            return _("Nothing is lost: in overtime there are no locks, every point counts (§12.3).")
        if not locked:
            # Not "nobody wins an item while locked": a locked side wins the one item it needs (review 31).
            return _("Nothing is lost: no side locked on 18, 19 or 20 was given an item other than the one it needed "
                     "(§12.2).")
        sweeps = [e for e in locked if e.item == "sweep"]
        said = [
            _("{item} is lost: you are locked on {total}.", item=_(ITEM_NAMES[e.item]), total=e.total_after) if e.side == 0 else
            _("{item} is lost: {player} is locked on {total}.", item=_(ITEM_NAMES[e.item]), player=self.names.names[e.side],
              total=e.total_after)
            for e in locked if e.side is not None and (e.item != "sweep" or len(sweeps) == 1)]
        if len(sweeps) > 1:  # said once, with how many (review 30 read "sweep" once in the answer, twice here)
            e = sweeps[0]
            # Translators: {n} sweeps (2 or more) of one player lost to a lock, e.g. "2 sweeps are lost".
            said.append(ngettext("{n} sweep is lost: you are locked on {total}.", "{n} sweeps are lost: you are locked on {total}.",
                                 len(sweeps), total=e.total_after) if e.side == 0 else
                        ngettext("{n} sweep is lost: {player} is locked on {total}.",
                                 "{n} sweeps are lost: {player} is locked on {total}.", len(sweeps),
                                 player=self.names.names[e.side or 0], total=e.total_after))
        return " ".join(said) + " (§12.2)"

    def _result_text(self, result: tuple[str, int | None]) -> str:
        status, winner = result
        if status == "winner" and winner is not None:
            # Translators: a typed result, read back in every language (the verb is one of the words the reader skips).
            return (pgettext("typed answer", "{player} win", player=self.names.names[winner]) if winner == 0 else
                    pgettext("typed answer", "{player} wins", player=self.names.names[winner]))
        return _(_RESULT_WORDS[status])

    def _result_why(self) -> str:
        score, rules = self.score, self.score.rules
        t = rules.target_score
        status, winner = score.result.status, score.result.winner
        if status == "winner" and winner is not None:
            who = self.names.names[winner]
            if score.overtime:
                return (_("{player} have strictly the highest total after the overtime deal, and win (§12.3).", player=who)
                        if winner == 0 else
                        _("{player} has strictly the highest total after the overtime deal, and wins (§12.3).", player=who))
            if rules.near_target_locks:
                return (_("{player} reached {target} and win (§12.3).", player=who, target=t) if winner == 0 else
                        _("{player} reached {target} and wins (§12.3).", player=who, target=t))
            return (_("{player} have strictly the highest total at {target} or more, and win (§11.2).", player=who, target=t)
                    if winner == 0 else
                    _("{player} has strictly the highest total at {target} or more, and wins (§11.2).", player=who, target=t))
        if status == "overtime":
            if score.overtime:
                return _("Nobody is strictly highest after the overtime deal, so overtime goes on (§12.3).")
            return _("Both players reached {target} in the same deal, so the game goes to overtime (§12.3).", target=t)
        if max(score.scores_after) >= t:
            return _("The top totals are tied at {target} or more: play another deal (§11.2).", target=t)
        # Translators: {section} is a rule section, "§12.3" or "§11.2".
        return _("Nobody has reached {target} yet: play another deal ({section}).", target=t,
                 section="§12.3" if rules.near_target_locks else "§11.2")

    def _result_rule(self) -> str:
        rules = self.score.rules
        t = rules.target_score
        if not rules.near_target_locks:
            return _("The strictly highest total at {target} or more wins; a tie at the top means another deal (§11.2).", target=t)
        if self.score.overtime:
            return _("In overtime the strictly highest total wins; a tie means another overtime deal (§12.3).")
        return _("A player who reaches {target} goes out and wins; if both go out in the same deal, the game goes to overtime; "
                 "otherwise play another deal (§12.3).", target=t)

    def _deciding_item(self, scores_right: bool = False) -> str:
        """After a wrong result: which item of the count to look at, without saying whose it is or the
        result (the learner still works it out): the item that takes a player out, else the first one
        lost to a lock; in Classic (or when nothing decides it) how to compare the totals, unless the scores were
        given right ("" then: trial 33 was told to add the points up under "Already right: scores")."""
        t = self.score.rules.target_score
        if self.score.rules.near_target_locks and not self.score.overtime:
            for note, text in (("goes out", N_("Look at {item} in the count: whose total does it take to {target}?")),
                               ("locked", N_("Look at {item} in the count: who may not score it, and why?"))):
                entry = next((e for e in self.score.count_log if e.note == note and e.side is not None), None)
                if entry is not None:
                    # Translators: {item} is a scoring item, e.g. "Big Casino (10♦)"; {target} is 21.
                    return _(text, item=_(ITEM_NAMES[entry.item]), target=t)
        if scores_right:
            return ""
        if self.score.overtime:
            return _("Add each player's points of this deal to their score before, then see who is strictly highest.")
        return _("Add each player's points of this deal to their score before, then compare the totals with {target}.", target=t)

    def _hints(self, lock: bool) -> tuple[str, ...]:
        rules, score, names = self.score.rules, self.score, self.names
        t = rules.target_score
        if rules.is_royal and not score.overtime:
            h1 = _("Royal counts the items in order: cards, spades, Big Casino, Little Casino, aces ♠ ♣ ♥ ♦, then sweeps (§12.1). "
                   "On 18 only most cards scores, on 19 only Big Casino, on 20 only Little Casino (§12.2).")
        elif rules.is_royal:
            h1 = _("In overtime there are no locks: just add the points; the strictly highest total wins (§12.3).")
        else:
            h1 = _("Classic adds all the points at the end of the deal. The strictly highest total at {target} or more wins; "
                   "a tie at the top means another deal (§11.2).", target=t)
        if lock:
            need = {t - 3: N_("most cards"), t - 2: N_("Big Casino"), t - 1: N_("Little Casino")}
            # Translators: {item} is "most cards", "Big Casino" or "Little Casino"; {score} 18, 19 or 20.
            locked = [_("You start on {score}: only {item} can still score for you", score=b, item=_(need[b])) if s == 0 else
                      _("{player} starts on {score}: only {item} can still score for them", player=names.names[s], score=b,
                        item=_(need[b]))
                      for s, b in enumerate(score.scores_before) if b in need]
            h2 = (_("{locked}. Watch for a total reaching 18, 19 or 20 during the count too.", locked="; ".join(locked))
                  if locked else _("Nobody starts on 18, 19 or 20, but watch for a total reaching them during the count."))
        elif score.overtime:
            h2 = _("Add each player's points of this deal to their score before, then see who is strictly highest.")
        else:
            h2 = _("Add each player's points of this deal to their score before, then compare the totals with {target}.", target=t)
        won = "; ".join(points_why(self.plain, s, names, total=False) for s in range(2))
        # Translators: {items} lists each player's items, e.g. "You: 3 (Most cards) + 1 (Ace of spades)".
        h3 = (_("Items won this deal, before any locks: {items}.", items=won) if lock
              else _("Items won this deal: {items}.", items=won))
        return (h1, h2, h3)

    # --- answering --------------------------------------------------------------------------------------------
    def _fields(self) -> dict[str, tuple[tuple[str, ...], FieldReader]]:
        return {"scores": (_field_aliases("scores"), self._read_scores), "out": (_field_aliases("out"), self._read_out),
                "lost": (_field_aliases("lost"), read_items), "result": (_field_aliases("result"), self._read_result)}

    def _read_scores(self, value: Any) -> list[int]:
        return self.names.read_values(value, _("the scores after the deal"), _SCORES_EXAMPLE)

    def _read_out(self, value: Any) -> frozenset[int]:
        return self.names.read_many(value, _("who goes out"))

    def _read_result(self, value: Any) -> tuple[str, int | None]:
        """What happens after the deal: a winner, overtime, another deal, a tie, or nobody (yet).
        Words that mean the same under this game's rules read the same ("nobody" in Classic is
        another deal)."""
        # Translators: the quoted words are typed answers (read in English).
        expected = _("who wins ('{you} win', '{other} wins'), 'overtime' or 'next deal'", you=self.names.names[0],
                     other=self.names.names[1])
        if isinstance(value, tuple) and len(value) == 2 and value[0] in ("winner", "overtime", "continue", "tie", "nobody"):
            status, winner = value
            if status == "winner" and winner not in range(len(self.names)):
                raise AnswerError(repr(value), expected)
            return (str(status), winner if status == "winner" else None)
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected, _("I cannot use {answer!r} as a result", answer=value))
        text = " ".join(re.sub(r"[,;:.!?()]", " ", value.lower().replace("’", "'")).split())
        if not text:
            raise AnswerError("", expected, _("The result is empty"))
        royal = self.score.rules.near_target_locks
        if _has(text, _result_phrases("overtime")):
            return ("overtime", None)
        if _has(text, _result_phrases("continue")):
            return ("continue", None)
        if _has(text, _result_phrases("tie")):
            return ("tie", None)
        if _has(text, _result_phrases("nobody")):  # in Classic, nobody winning always means another deal (§11.2)
            return ("nobody", None) if royal else ("continue", None)
        fillers = set(lexicon.words("fillers.win")) | set(lexicon.words("fillers.who"))
        words = [w for w in text.split() if plain(w) not in fillers]
        index = self.names.find(" ".join(words)) if words else None
        if index is None:
            raise AnswerError(value.strip(), expected, _("I could not read the result {answer!r}", answer=value.strip()))
        return ("winner", index)

    def form(self) -> tuple[FormField, ...]:
        """The count-out to click: the scores after the deal, who goes out, the items lost to the
        locks (in the count's order), and the result."""
        names = tuple(self.names.names)
        by_key = {p.key: p for p in self.parts}
        items = list(ITEMS) + (["sweep"] if self.score.rules.sweeps_enabled else [])
        results: list[tuple[str, int | None]] = [("winner", s) for s in range(len(names))]
        results += [("overtime", None)] if self.score.rules.near_target_locks else []
        results += [("continue", None)]
        fields = {
            "scores": FormField("scores", by_key["scores"].label, "numbers", sides=names),
            "out": FormField("out", by_key["out"].label, "many",
                             options=tuple((n, n) for n in names) + ((_("nobody"), None),)),
            "lost": FormField("lost", by_key["lost"].label, "many",
                              options=tuple((_(ITEM_NAMES[i]), i) for i in items) + ((_("none"), None),)),
            "result": FormField("result", by_key["result"].label, "one",
                                options=tuple((self._result_text(r), r) for r in results)),
        }
        return tuple(fields[k] for k in self.required)

    def parse(self, answer: Any) -> dict[str, Any]:
        default = "result" if self.required == ["result"] else "scores"  # an unlabelled answer is the one asked for
        return parse_labelled(answer, self._fields(), self.answer_format, default, self.names)

    def _tie_at_top(self) -> bool:
        after = self.score.scores_after
        return self.result[0] != "winner" and list(after).count(max(after)) > 1 and max(after) >= self.score.rules.target_score

    def _alternatives(self) -> list[tuple[str, None]]:
        """Other right ways to say the result: 'tie' when a tie at the top decides it, 'nobody'
        when nobody wins and the game just goes on."""
        out: list[tuple[str, None]] = []
        tie = self._tie_at_top()
        # An overtime deal that ends tied: overtime goes on, with another deal, and nobody has won (reviews 27, 28).
        overtime_goes_on = tie and self.score.overtime and self.result[0] == "overtime"
        if tie and (self.result[0] != "overtime" or overtime_goes_on):
            # (Two sides going out in one deal is not "a tie": it follows its own rule, §12.3; review 6.)
            out.append(("tie", None))
        if overtime_goes_on:
            out += [("continue", None), ("nobody", None)]
        if self.result[0] == "continue" and self.score.rules.near_target_locks:
            out.append(("nobody", None))
        return out

    def grade(self, value: dict[str, Any]) -> Result:
        given = dict(value)
        notes: dict[str, str] = {}
        got = given.get("result")
        if got is not None and got in self._alternatives():
            given["result"] = self.result
        elif got == ("tie", None) and self.result[0] == "overtime":
            notes["result"] = _("Result: the top totals are tied, but that is not what decides here: in Royal, when two "
                                "sides reach {target} in the same deal, the game goes to overtime (§12.3).",
                                target=self.score.rules.target_score)
        elif got == ("nobody", None) and self.result[0] == "overtime":
            notes["result"] = (_("Result: right that nobody has won yet, but say what happens next: another deal, or overtime?")
                               + " " + self._result_rule())
        elif got is not None and got[0] == "winner" and got != self.result:
            # Translators: {rule} is the rule to apply, a whole sentence.
            notes["result"] = (_("Result: not a win for you. {rule}", rule=self._result_rule()) if got[1] == 0 else  # trial 25
                               _("Result: not a win for {player}. {rule}", player=self.names.names[got[1]], rule=self._result_rule()))
        elif got is not None and got != self.result:
            notes["result"] = _("Result: '{answer}' is not right. {rule}", answer=self._result_text(got), rule=self._result_rule())
        # Items that did not score because their side had already gone out are not lost to a lock, but listing them
        # is no mistake about what scored: they are taken out of the answer and named (review 16: "should not be
        # there", with the lock rule as the only reason, §12.2).
        out_items = frozenset(e.item for e in self.score.count_log if e.note == "already out")
        lost_part = next(p for p in self.parts if p.key == "lost")
        lost, locked = given.get("lost"), lost_part.expected
        out_note = ""
        if isinstance(lost, frozenset) and lost & out_items - locked:
            named = lost & out_items - locked
            given["lost"] = lost - named
            out_note = _already_out(sorted(_(ITEM_NAMES[item]) for item in named))
            if not given["lost"] and locked:  # the learner wrote items, not "none" (review 17): say what is missing
                notes["lost"] = _("{part}: something is missing.", part=lost_part.label) + f" {lost_part.rule}"
        if "result" in notes:
            scores_part = next((p for p in self.parts if p.key == "scores"), None)
            scores_right = scores_part is not None and "scores" in given and given["scores"] == scores_part.expected
            deciding = self._deciding_item(scores_right)
            notes["result"] += f" {deciding}" if deciding else ""
        result = grade_parts(self.parts, given, self.required, self._result_why(), self.names, notes)
        if out_note:
            result = dataclasses.replace(result, details=(out_note, *result.details))
        return result

    def explanation(self) -> str:
        by_key = {p.key: p for p in self.parts}
        lines = [_("{label}: {shown}. {why}", label=by_key[k].label, shown=by_key[k].shown, why=by_key[k].why)
                 for k in ("scores", "out", "lost", "result") if k in self.required or k == "scores"]
        for status, _winner in self._alternatives():
            lines.append(_(ALSO_RIGHT[status], target=self.score.rules.target_score))
        return "\n".join(lines)

    def answer_line(self, others: int = 2) -> str:
        """"Answer: …" with the answer alone when another way of saying the result is right: the explanation says so,
        with why (trial 33 read the tie answer twice, once as "also right: …" and once as "'tie' … is right too")."""
        return super().answer_line(0 if self._alternatives() else others)

    def accepted_answers(self) -> tuple[str, ...]:
        out = [self.answer]
        shown = self._result_text(self.result)
        for alt in self._alternatives():
            label = _field_label("result")
            out.append(self.answer.replace(f"{label}: {shown}", f"{label}: {self._result_text(alt)}"))
        return tuple(out)
