"""`python -m engine`: a lesson's output, or the names a page can ask for."""
import difflib
import subprocess
import sys

from engine import LESSONS


def engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=300)


def test_catalog_lists_tables_and_values_by_name():
    "Assert the catalog names each lesson's tables and figures, with main's value where it differs."
    out = engine().stdout
    assert "l25\n  table hints_per_phrasing: Transpose phrasings" in out
    assert "    value other_prompts_claimed.prompts = 407 (main: 412)\n" in out


def test_unknown_lesson_is_one_line_with_the_known_ones():
    "Assert an unknown lesson fails with exit 2 and names the closest lessons, without a traceback."
    run = engine("l52")
    near = " or ".join(repr(n) for n in difflib.get_close_matches("l52", LESSONS, n=3, cutoff=0.5))  # as lessons come
    assert run.returncode == 2 and near
    assert run.stderr == f"engine: unknown lesson 'l52' (did you mean {near}?); known: {', '.join(LESSONS)}\n"
