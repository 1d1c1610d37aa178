"""Tests of GA's ga_search_voicings on lesson 3's index (engine.ga.query.tool)."""
import json

import pytest

from engine.ga.optick.index import lesson3_index
from engine.ga.query.tool import NO_INTENT_NOTE, search_many, search_voicings

# (query, top score at the pin, on main), as l21 and l21-main print them.
TOP_SCORES = [
    ("Cmaj7", 0.4585, 0.6000), ("Cmaj7 jazz", 0.5085, 0.6447), ("Cmaj7 drop2 jazz", 0.4938, 0.6577),
    ("Cmaj7 shell dreamy jazz", 0.5451, 0.6775), ("G7", 0.4578, 0.6000), ("G7 shell", 0.5078, 0.6447),
    ("G7 shell for", 0.4932, 0.6316), ("E5", 0.5250, 0.6000), ("Find me a mellow Cm9", 0.3887, None),
    ("jazz voicings", 0.0577, None), ("shell voicings", 0.0707, None), ("Lydian on guitar", 0.0, None),
]


@pytest.mark.parametrize("query, pin, main", TOP_SCORES)
def test_top_scores(query, pin, main):
    """Assert the top score the tool answers, rounded to 4 places, at the pin and on main."""
    assert search_voicings(lesson3_index("pin"), query).scores()[0] == pin
    if main is not None:
        assert search_voicings(lesson3_index("main"), query).scores()[0] == main


@pytest.mark.parametrize("at", ["pin", "main"])
def test_scores_stay_under_the_ceiling(at):
    """Assert no answer of a chord with many tags reaches 0.70."""
    answer = search_voicings(lesson3_index(at), "Cmaj7 shell dreamy jazz drop2 bright legato e-shape", 50)
    assert max(answer.scores()) < 0.70


def test_nothing_recognized():
    """Assert the tool's compact answer when it reads nothing: no results, GA's note, no resultCount."""
    answer = search_voicings(lesson3_index("pin"), "something warm and mellow")
    assert answer.reading is None and answer.hits == ()
    assert json.loads(answer.json()) == {"query": "something warm and mellow", "interpreted": None,
                                         "results": [], "note": NO_INTENT_NOTE}
    assert answer.json().startswith('{"query":"something warm and mellow","interpreted":null,"results":[],')


@pytest.mark.parametrize("query, error", [("", "query is required"), ("   ", "query is required"),
                                          ("C" * 513, "query too long")])
def test_guards(query, error):
    """Assert blank and over-long queries are refused before any reading."""
    assert json.loads(search_voicings(lesson3_index("pin"), query).json())["error"] == error


@pytest.mark.parametrize("limit, count", [(0, 1), (-5, 1), (3, 3), (80, 50)])
def test_limit_is_clamped(limit, count):
    """Assert the limit is clamped to 1..50."""
    assert len(search_voicings(lesson3_index("pin"), "G7", limit).hits) == count


def test_a_mode_alone_answers_the_index_first_ten():
    """Assert a mode alone searches with a zero vector: every score 0, the index's first ten voicings."""
    answer = search_voicings(lesson3_index("pin"), "Dorian")
    assert answer.scores() == (0.0,) * 10 and [h.index for h in answer.hits] == list(range(10))


def test_answers_do_not_depend_on_the_batch():
    """Assert a query answers the same alone and searched with others."""
    index = lesson3_index("pin")
    together = search_many(index, [("G7", 10), ("G7 dorian", 10), ("Cmaj7 jazz", 10), ("G7 shell", 10)])
    for (query, limit), answer in together.items():
        assert answer.hits == search_voicings(index, query, limit).hits


def test_answer_json_echoes_the_reading():
    """Assert the indented answer's interpreted block and first result."""
    data = json.loads(search_voicings(lesson3_index("pin"), "F minor", 2).json())
    assert data["interpreted"] == {"chord": "F", "rootPitchClass": 5, "pitchClasses": [0, 5, 9], "mode": "minor",
                                   "tags": None, "instrument": None, "samplingFired": False}
    assert data["resultCount"] == 2
    assert data["results"][0] == {"score": 0.481, "diagram": "1-1-2-x-x-x", "chordName": "F/A",
                                  "instrument": "guitar", "midiNotes": [65, 60, 57], "pitchClasses": [0, 5, 9]}
