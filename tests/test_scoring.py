"""Scoring (§10-§12): items, ties, sweeps, the Royal ordered count, overtime."""

from __future__ import annotations

from casino_learn import full_deck, get_rules, parse_cards
from casino_learn.rules.scoring import net_sweeps, score_deal

CLUBS_2_TO_10 = " ".join(f"{r}C" for r in range(2, 11))


def piles_with(side0: str, n_sides: int = 2) -> list[list]:
    """Side 0 gets the named cards, the rest are dealt round the other sides."""
    named = parse_cards(side0)
    rest = [c for c in full_deck() if c not in named]
    piles = [list(named)] + [[] for _ in range(n_sides - 1)]
    for i, c in enumerate(rest):
        piles[1 + i % (n_sides - 1)].append(c)
    return piles


def test_eleven_points_without_ties() -> None:
    piles = piles_with("10D 2S AS AH 3S 4S 5S 6S 7S 8S 9S " + CLUBS_2_TO_10)
    score = score_deal(get_rules("classic"), piles, [0, 0])
    assert sum(score.deal_points) == 11
    assert [a.item for a in score.awards] == ["cards", "spades", "big_casino", "little_casino", "ace_S", "ace_C", "ace_H", "ace_D"]
    big = next(a for a in score.awards if a.item == "big_casino")
    assert big.side == 0 and [c.code for c in big.cards] == ["10D"]


def test_sweep_cancellation_two_and_three_sides() -> None:
    assert net_sweeps([3, 1], True) == (2, 0)
    assert net_sweeps([3, 1, 2], True) == (1, 0, 0)
    assert net_sweeps([2, 2, 1], True) == (0, 0, 0)
    assert net_sweeps([2, 1], False) == (2, 1)


def test_royal_lenient_mode_example() -> None:
    # 18 -> spades -> 19 -> Big Casino -> 21 (§12.2)
    piles = piles_with("10D 2H 3S 4S 5S 6S 7S 8S 9S")  # spades and big casino, not most cards
    score = score_deal(get_rules("royal", royal_lock_mode="lenient"), piles, [0, 0], [18, 0])
    side0 = [(e.item, e.note) for e in score.count_log if e.side == 0]
    assert side0[:2] == [("spades", "lenient add"), ("big_casino", "goes out")]
    assert score.scores_after[0] == 21 and score.result.status == "winner"
    strict = score_deal(get_rules("royal"), piles, [0, 0], [18, 0])
    assert strict.scores_after[0] == 18 and [e.note for e in strict.count_log if e.side == 0][0] == "locked"


def test_first_out_wins_stops_the_count() -> None:
    piles = piles_with("10D 2H 3S 4S 5S 6S 7S 8S 9S AC AD AH AS " + CLUBS_2_TO_10 + " JC QC KC" + " 2D 3D 4D 5D 6D")
    score = score_deal(get_rules("royal", first_out_wins=True), piles, [0, 0], [18, 20])
    assert score.result.status == "winner" and score.result.winner == 0
    assert score.count_log[-1].note == "goes out" and len(score.count_log) == 1


def test_overtime_is_plain_addition_and_needs_a_strict_leader() -> None:
    piles = piles_with("10D 2S AS AH 3S 4S 5S 6S 7S 8S 9S " + CLUBS_2_TO_10)
    score = score_deal(get_rules("royal"), piles, [1, 0], [21, 21], overtime=True)
    assert score.result.status == "winner" and score.scores_after[0] > 21
    assert all(e.note in ("overtime", "unawarded") for e in score.count_log)


def test_classic_tie_at_target_plays_another_deal_and_three_side_ties_score_nobody() -> None:
    piles = piles_with("AS", 3)
    score = score_deal(get_rules("classic"), piles, [0, 0, 0], [0, 0, 0])
    cards = next(a for a in score.awards if a.item == "cards")
    counts = [c for c, _ in score.counts]
    assert (cards.side is None) == (counts.count(max(counts)) > 1)


def test_classic_with_locks_sides_out_together_start_overtime_a33() -> None:
    # Side 0 on 18 takes most cards (→ 21), side 1 on 20 takes Little Casino (→ 21): both out.
    piles = piles_with("10D 3S 4S 5S 6S 7S 8S 9S AC AD AH AS " + CLUBS_2_TO_10 + " JC QC KC 2D 3D 4D 5D 6D")
    assert not any(c.code == "2S" for c in piles[0])
    locked = get_rules("classic", near_target_locks=True)
    score = score_deal(locked, piles, [0, 0], [18, 20])
    assert score.scores_after == (21, 21)
    assert score.result.status == "overtime" and score.result.code == "several-reached" and score.in_overtime_next
    # The overtime deal is plain addition; a strictly highest total wins.
    after = score_deal(locked, piles, [0, 0], list(score.scores_after), overtime=True)
    assert after.result.status == "winner" and after.result.winner == 0
    assert all(e.note in ("overtime", "unawarded") for e in after.count_log)
    # Without the locks Classic ends as in §11.2: the strictly highest total at 21 or more wins.
    plain = score_deal(get_rules("classic"), piles, [0, 0], [18, 20])
    assert plain.result.status == "winner" and plain.result.code == "classic-highest"


def test_classic_with_locks_one_side_out_wins_a33() -> None:
    piles = piles_with("10D 3S 4S 5S 6S 7S 8S 9S AC AD AH AS " + CLUBS_2_TO_10 + " JC QC KC 2D 3D 4D 5D 6D")
    score = score_deal(get_rules("classic", near_target_locks=True), piles, [0, 0], [18, 5])
    assert score.scores_after[0] == 21 and score.result.status == "winner" and score.result.winner == 0
    assert score.result.code == "only-one-reached"


def test_royal_without_locks_keeps_already_out_a34() -> None:
    # Side 0 on 19 takes most cards (→ 22, out) and then spades, Big Casino, aces: nothing more counts.
    piles = piles_with("10D 3S 4S 5S 6S 7S 8S 9S AC AD AH AS " + CLUBS_2_TO_10 + " JC QC KC 2D 3D 4D 5D 6D")
    rules = get_rules("royal", near_target_locks=False)
    score = score_deal(rules, piles, [0, 0], [19, 20])
    side0 = [(e.item, e.note, e.points_scored) for e in score.count_log if e.side == 0]
    assert side0[0] == ("cards", "goes out", 3)
    assert all(note == "already out" and pts == 0 for _, note, pts in side0[1:]) and len(side0) > 1
    assert score.scores_after[0] == 22
    # Side 1 on 20 takes Little Casino (→ 21): both out in one deal, so overtime begins (§12.3).
    assert score.scores_after[1] == 21 and score.result.status == "overtime"
