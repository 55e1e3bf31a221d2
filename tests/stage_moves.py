"""Helpers for tests that play a stage's live table as a learner does: choose cards, press an action, read what it says."""

from __future__ import annotations

import re

from casino_learn.rules.cards import parse_card
from casino_learn.widgets.stage import StageWidget


def shown_text(html: str) -> str:
    """What a learner reads in a widget's HTML: its words, without tags or style."""
    return re.sub(r"\s+", " ", re.sub(r"<style.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def pressed(stage: str, task: int, items: list[str], action: str = "build") -> str:
    """Task ``task`` (0 first) of ``stage``: click ``items`` ("4S", "B1"), press ``action``, and read the table's answer."""
    widget = StageWidget(stage, progress=None)
    for _ in range(task):
        widget.next()
    builder = widget.task.builder
    for item in items:
        builder.select(item if item.startswith("B") else parse_card(item))
    builder._press_action(action)
    return shown_text(builder.feedback.value)
