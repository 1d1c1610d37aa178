"""The lessons' registry: a lesson's revisions are read from its module's source, without importing it."""
import subprocess
import sys

import pytest

from engine import lessons


def test_a_build_learns_each_lessons_revisions_without_importing_the_lessons():
    "Assert a fresh process gets every lesson's revisions, equal to its module's REVISIONS, with no lesson module nor numpy imported."
    script = ("import sys, engine; print({l: engine.revisions(l) for l in engine.LESSONS}); "
              "print(sorted(m for m in sys.modules if m.startswith('engine.lessons.') or m == 'numpy'))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[1] == "[]"
    imported = {lesson: tuple(getattr(lessons.lesson_module(lesson), "REVISIONS", lessons.REVISIONS))
                for lesson in lessons.LESSONS}
    assert out[0] == repr(imported)
    assert imported["l1"] == ("pin",) and imported["l19"] == ("pin", "main")


@pytest.mark.parametrize("source, declared", [
    ("X = 1\n", ("pin", "main")),
    ('REVISIONS = ("pin",)\n', ("pin",)),
    ("from .elsewhere import REVISIONS\n", None),
    ("from .elsewhere import *\n", None),
    ("REVISIONS = tuple(x for x in 'ab')\n", None),
    ("REVISIONS: tuple = ('pin',)\n", None),
    ("for REVISIONS in []: pass\n", None),
    ('REVISIONS = ["pin", "main"]  # both\n', ("pin", "main")),
    ('from .x import REVISIONS as GA\nREVISIONS = ("pin",)\n', ("pin",)),
    ('if True:\n    REVISIONS = ("main",)\nREVISIONS = ("pin",)\n', None),
    ('REVISIONS = ("pin",); X = 1\n', ("pin",)),
])
def test_revisions_bound_other_than_by_a_literal_are_left_to_the_import(tmp_path, source, declared):
    "Assert a module's REVISIONS is read from its source only when written as a literal at its top level."
    path = tmp_path / "probe.py"
    path.write_text(source)
    assert lessons._declared(str(path), path.stat().st_mtime_ns) == declared
