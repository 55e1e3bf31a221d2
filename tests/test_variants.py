from __future__ import annotations

import pytest

from casino_learn import CLASSIC, ROYAL, RuleSet, RuleSetError, get_rules
from casino_learn.rules.cards import parse_card


def test_presets_match_rules_section_14() -> None:
    assert CLASSIC.options() == {
        "variant": "classic", "four_player_partnerships": True, "face_card_capture": "one", "owner_may_trail": False,
        "no_trail_matching_loose": False, "may_raise_own_build": True, "partner_build_restriction": False,
        "sweeps_enabled": False, "sweeps_cancel": False, "sweep_on_final_play": True, "target_score": 21,
        "near_target_locks": False, "royal_lock_mode": "strict", "first_out_wins": False, "deal_in_twos": True,
        "display_direction": "clockwise",
    }
    royal = ROYAL.options()
    assert royal["variant"] == "royal" and royal["no_trail_matching_loose"] and not royal["may_raise_own_build"]
    assert royal["partner_build_restriction"] and royal["sweeps_enabled"] and royal["sweeps_cancel"]
    assert royal["near_target_locks"] and royal["royal_lock_mode"] == "strict" and royal["display_direction"] == "counterclockwise"


def test_lookup_by_name_with_overrides() -> None:
    assert get_rules("Royal") is ROYAL
    lenient = get_rules("royal", royal_lock_mode="lenient")
    assert lenient.royal_lock_mode == "lenient" and lenient.variant == "royal"
    assert lenient.overrides() == {"royal_lock_mode": "lenient"}
    assert isinstance(lenient, RuleSet) and lenient != ROYAL


def test_unknown_name_and_option_and_bad_values() -> None:
    with pytest.raises(RuleSetError, match="Unknown rules preset 'poker'"):
        get_rules("poker")
    with pytest.raises(RuleSetError, match="Did you mean 'sweeps_enabled'"):
        get_rules("classic", sweep_enabled=True)
    with pytest.raises(RuleSetError, match="face_card_capture must be one of 'one', 'all'"):
        get_rules("classic", face_card_capture="some")
    with pytest.raises(RuleSetError, match="must be true or false"):
        get_rules("classic", sweeps_enabled="yes")
    with pytest.raises(RuleSetError, match="target_score"):
        get_rules("classic", target_score=-3)


def test_card_values_per_variant() -> None:
    ace, king, ten = parse_card("AS"), parse_card("KH"), parse_card("10D")
    assert CLASSIC.values_alone(ace) == {1} and ROYAL.values_alone(ace) == {1, 14}
    assert CLASSIC.num(king) is None and ROYAL.num(king) == 13
    assert ROYAL.capture_value(ace) == 14 and CLASSIC.capture_value(ace) == 1
    assert CLASSIC.capture_value(king) is None and CLASSIC.capture_value(ten) == 10
    assert ROYAL.num(ace) == 1  # inside a group an ace is 1 (§1.3)
