"""A question that raises, in the engine: the report keeps the other questions' answers."""
import re

import pytest

import engine
from engine import ProbeError
from engine.lessons import LESSONS


@pytest.fixture
def l97(monkeypatch):
    monkeypatch.setitem(LESSONS, "l97", "l97")  # tests/faults/l97.py, on the path by conftest.py
    return engine.run_lesson("l97")


def test_the_report_keeps_the_tables_of_the_questions_that_answered(l97):
    "Assert the question that answered has its table, and only the one that raised is missing from the report."
    assert [t.name for t in l97.tables] == ["answered"] and l97.table("answered").figures == {"count": 7}
    assert list(l97.failed) == ["exploding"]


def test_the_question_that_raised_fails_where_it_is_asked_for(l97):
    "Assert asking for the raising question's table raises its error, named and located, and so does the whole report."
    message = "l97 exploding at pin raised KeyError: 'missing' (tests/faults/l97.py:19)"
    with pytest.raises(ProbeError, match=f"^{re.escape(message)}$"):
        l97.table("exploding")
    with pytest.raises(ProbeError):
        engine.render_report(l97)
