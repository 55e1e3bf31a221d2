"""A kit error in a notebook cell is one line (trial 11: ``hand="KH banana"`` printed a traceback of the
kit's source); other errors keep their traceback."""

from __future__ import annotations

import nbformat
from nbclient import NotebookClient


def test_a_bad_card_in_a_cell_is_one_line_and_other_errors_keep_their_traceback() -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell('import casino_learn as cl\ncl.position("classic", hand="KH banana", table="3C")'),
                      nbformat.v4.new_code_cell("1 / 0")]
    NotebookClient(notebook, allow_errors=True, kernel_name="python3", timeout=120).execute()
    bad_card, other = ([dict(output) for output in cell.outputs] for cell in notebook.cells)
    assert len(bad_card) == 1 and bad_card[0]["name"] == "stderr", bad_card
    text = bad_card[0]["text"]
    assert text.startswith("✘ Cannot read 'banana' as a card") and "(§1.1)" in text and text.count("\n") == 1, text
    assert "Traceback" not in text and "casino_learn/" not in text and "RULES.md" not in text
    assert other[0]["output_type"] == "error" and other[0]["ename"] == "ZeroDivisionError"
