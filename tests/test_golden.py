"""The golden outputs in tests/golden: the course's reference output, kept in the project."""
import re
from pathlib import Path

import pytest

from engine import LESSONS, revisions

GOLDEN = Path(__file__).resolve().parent / "golden"
SHARED = GOLDEN.parents[2] / "shared" / "reference" / "expected"


def test_every_golden_file_says_where_it_comes_from():
    "Assert SOURCES.md names each golden file, its path in the course repository and a full commit."
    sources = (GOLDEN / "SOURCES.md").read_text(encoding="utf-8")
    rows = [line for line in sources.splitlines() if line.startswith("| l")]
    for path in sorted(GOLDEN.glob("*.txt")):
        row = next((r for r in rows if path.name in r.split("|")[1]), "")
        assert "code/ga-ai/expected/" in row and re.search(r"\b[0-9a-f]{40}\b", row), path.name


@pytest.mark.skipif(not SHARED.is_dir(), reason="no ../shared beside the checkout: the copies stand alone")
def test_golden_files_are_the_shared_reference():
    "Assert the project's copies equal the reference beside the checkout, byte for byte, when it is there."
    assert sorted(p.name for p in GOLDEN.glob("*.txt")) == sorted(p.name for p in SHARED.glob("*.txt"))
    for path in SHARED.glob("*.txt"):
        assert (GOLDEN / path.name).read_bytes() == path.read_bytes(), path.name


COURSE = range(1, 29)  # the course's 28 lessons, each with an output at the pin


def test_every_lesson_and_revision_has_its_golden_file_and_no_other():
    "Assert each lesson of the engine has exactly one golden file per revision it runs at: pin-only lessons have no -main file."
    stems = {p.stem for p in GOLDEN.glob("*.txt")}
    for lesson in LESSONS:
        wanted = {lesson if at == "pin" else f"{lesson}-{at}" for at in revisions(lesson)}
        assert {s for s in stems if s.split("-")[0] == lesson} == wanted, lesson


def test_every_golden_file_is_a_lesson_of_the_course():
    "Assert the golden files are the course's: one at the pin for each of its 28 lessons, a -main file only beside it."
    stems = {p.stem for p in GOLDEN.glob("*.txt")}
    assert {s for s in stems if "-" not in s} == {f"l{n}" for n in COURSE}
    assert all(s.removesuffix("-main") in stems for s in stems)
