"""ChordVoicingsSkill: which requests it takes, the chord it reads, its search, its retry and its answer."""
import re

import pytest

from engine.ga.optick.index import lesson3_index
from engine.ga.query import read_query
from engine.ga.query.encoder import encode_readings
from engine.ga.routing.skills.chord_voicings import (LIMIT, NO_INTENT, answer_text, find_voicings, response,
                                                     search_filters)
from engine.ga.routing.skills.gates import chord_voicings as can_handle
from engine.ga.search import Filters, hybrid_search_each, passes, semantic_search

# GA's example prompts and other phrasings -> CanHandle, the chord read (None: no chord), its pitch classes
READINGS = [
    ("voicings for Cmaj7", True, "Cmaj7", (0, 4, 7, 11)),
    ("show me Dm7 voicings", True, "Dm7", (0, 2, 5, 9)),
    ("shapes for F major", True, "F", (0, 5, 9)),  # "major" is a mode
    ("quartal voicings in C", False, "C", (0, 4, 7)),  # a bare root is no chord for CanHandle
    ("open chord shape for E minor", True, "E", (4, 8, 11)),  # "minor" is a mode: E major
    ("all C major voicings on guitar", True, "C", (0, 4, 7)),
    ("voicings for C", False, "C", (0, 4, 7)),
    ("how do I play a D chord", False, "D", (2, 6, 9)),  # no voicing word
    ("voicings for Am", True, "Am", (0, 4, 9)),
    ("voicings for am", False, None, None),  # a lower-case root is no chord
    ("voicings for C7(b9)", True, "C7(b9)", (0, 1, 4, 7, 10)),
    ("voicings for C/G", False, "C/G", (0, 4, 7)),  # "/" is no suffix
    ("voicings for C-7", False, "C-7", (0, 4, 7, 10)),  # "-" is a separator: C7
    ("voicings for Cdom7", False, None, None),  # neither reads "dom"
    ("voicings for Cma7", True, None, None),  # CanHandle takes "m", the parser cannot explain "a"
    ("PowerShell voicing for G7", True, "G7", (2, 5, 7, 11)),
    ("PowerShell for G7", False, "G7", (2, 5, 7, 11)),  # "shell" inside a word is no voicing word
]


@pytest.mark.parametrize("prompt, handled, chord, pcs", READINGS)
def test_can_handle_and_chord_read(prompt, handled, chord, pcs):
    "Assert CanHandle's answer and the chord and notes the reader takes from a request."
    reading = read_query(prompt)
    assert (can_handle(prompt), reading.chord, reading.pitch_classes) == (handled, chord, pcs)


@pytest.mark.parametrize("prompt, filters", [
    ("voicings", None),
    ("drop2 voicings of Cmaj7", Filters(chord_name="Cmaj7", tags=("drop2",))),
    ("all C major voicings on guitar", Filters(instrument="guitar", chord_name="C", mode_name="major", tags=("all",))),
    ("voicings for am", Filters(tags=("for",))),
    ("Dorian", Filters(mode_name="Dorian")),
])
def test_search_filters(prompt, filters):
    "Assert BuildSearchFilters: the instrument, chord, mode and tags read, or None when nothing is."
    assert search_filters(read_query(prompt)) == filters


PROMPTS = ["voicings for Cmaj7", "show me Dm7 voicings", "Cmaj9 voicings", "voicings for Dsus4", "voicings for C6",
           "voicings for Ebdim7", "voicings for am", "voicings for C on bass", "rootless A7 voicings", "Dorian"]


@pytest.fixture(scope="module", params=["pin", "main"])
def index(request):
    return lesson3_index(request.param)


@pytest.fixture(scope="module")
def searched(index):
    """Each prompt's answer, and the pool of 100 its hybrid search filters."""
    answers = find_voicings(index, PROMPTS)
    vectors = encode_readings([a.reading for a in answers], index.revision)
    pools = semantic_search(index, vectors, 100)
    return list(zip(answers, pools, vectors))


def test_filtered_answer_is_a_subset_of_the_pool(index, searched):
    "Assert an answer that was not retried holds only voicings of the unfiltered pool, in its order, that pass."
    for answer, pool, _ in searched:
        if not answer.retried:
            rows = [h.index for h in pool]
            found = [h.index for h in answer.hits]
            assert set(found) <= set(rows) and found == sorted(found, key=rows.index)
            assert all(passes(index, row, answer.filters) for row in found)


def test_retry_only_when_filters_let_nothing_through(index, searched):
    "Assert the skill searches again only when it had filters and none of the pool passed them."
    for answer, pool, vector in searched:
        filtered = hybrid_search_each(index, vector[None], [answer.filters or Filters()], LIMIT)[0]
        assert answer.retried == (answer.filters is not None and not filtered)
        assert list(answer.hits) == (pool[:LIMIT] if answer.retried else filtered)


def test_retries_seen(index, searched):
    "Assert the retry fires for an instrument the index does not hold, and never without filters."
    by_prompt = {a.message: a for a, _, _ in searched}
    assert by_prompt["voicings for C on bass"].retried and len(by_prompt["voicings for C on bass"].hits) == LIMIT
    assert not by_prompt["voicings for Cmaj7"].retried


ANSWER_LINE = re.compile(r"^- \*\*(?P<name>.+?)\*\* `(?P<diagram>[^`]+)` \((?P<type>[^,]+), score (?P<score>[-\d.]+)\)$")


def test_answer_text_reads_back(index, searched):
    "Assert the answer's text: a count line, a blank line, one parseable line per voicing in the revision's order."
    answer = searched[0][0]
    lines = answer_text(index, answer).splitlines()
    assert lines[:2] == [f"Found {len(answer.hits)} voicing{'s' if len(answer.hits) > 1 else ''}:", ""]
    parsed = [ANSWER_LINE.match(line) for line in lines[2:]]
    stored = [index.corpus.diagram(h.index) for h in answer.hits]
    written = [m["diagram"] for m in parsed]
    expected = stored if index.revision.name == "pin" else ["-".join(reversed(d.split("-"))) for d in stored]
    assert all(parsed) and written == expected and {m["type"] for m in parsed} == {"guitar"}


def test_no_intent(index):
    "Assert a request the reader finds nothing in gets GA's request for a chord, at confidence 0.2, unsearched."
    answer = find_voicings(index, ["please help"])[0]
    got = response(index, answer)
    assert (answer.hits, answer.filters, got.result, got.confidence) == ((), None, NO_INTENT, 0.2)


def test_confidence_is_the_top_score(index, searched):
    "Assert the response's confidence is the first voicing's score and its evidence the first five voicings."
    answer = searched[0][0]
    got = response(index, answer)
    assert got.confidence == answer.hits[0].score and len(got.evidence) == min(5, len(answer.hits))
