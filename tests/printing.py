"""Print a page to PDF with headless Chromium and read back its pages and paper width (shared by
the worksheet, handout and join-code sheet tests)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest


def chromium() -> str | None:
    """$CASINO_CHROMIUM, else Chromium or Chrome on the PATH (as the browser tests find it)."""
    for candidate in (os.environ.get("CASINO_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
                      shutil.which("chromium-browser"), shutil.which("google-chrome")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def print_to_pdf(page: Path, work: Path, what: str) -> Path:
    """``page`` printed to ``page.pdf``; skips the test (saying why) when Chromium is missing."""
    browser = chromium()
    if browser is None:
        pytest.skip(f"Chromium not found (install chromium or set CASINO_CHROMIUM): cannot print {what} to count its pages")
    pdf = page.with_suffix(".pdf")
    done = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                           f"--user-data-dir={work / 'profile'}", f"--print-to-pdf={pdf}", page.as_uri()],
                          capture_output=True, text=True, timeout=120)
    assert pdf.exists(), done.stderr[-2000:]
    return pdf


def pdf_pages(pdf: Path) -> int:
    try:
        from pypdf import PdfReader
    except ImportError:  # Chromium writes one "/Type /Page" object per page, uncompressed
        return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf.read_bytes()))
    return len(PdfReader(pdf).pages)


def paper_width_mm(pdf: Path) -> float:
    box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf.read_bytes())
    assert box is not None, "no MediaBox in the PDF"
    return float(box.group(1)) / 72 * 25.4
