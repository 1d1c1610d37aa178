"""IcvNeighborsSkill and IntervalClassVectorSkill: the chords they read, what they answer, the data they quote."""
import pytest

from engine.ga.routing.skills import icv_neighbors, interval_class_vector
from engine.ga.routing.skills.icv_chords import build, chord_tables, patterns, quality_intervals

BUILT = [  # chord token -> the pitch classes TryBuildPcSet builds, in the quality's order (None: no root)
    ("C", (0, 4, 7)), ("Cm", (0, 3, 7)), ("Cmaj7", (0, 4, 7, 11)), ("CM7", (0, 3, 7, 10)),
    ("Cdom7", (0, 4, 7)), ("Cø", (0, 3, 6, 10)), ("C°7", (0, 3, 6, 9)), ("Co7", (0, 3, 6, 9)),
    ("Csus", (0, 5, 7)), ("C9", (0, 4, 7, 10, 2)), ("F#m7b5", (6, 9, 0, 4)), ("B♭7", (10, 2, 5, 8)),
    ("db7", (1, 5, 8, 11)), ("A#m", (10, 1, 5)), ("CB7", (0, 4, 7)), ("a", (9, 1, 4)),
    ("Cb", None), ("E#", None), ("Fb", None), ("B#m", None), ("", None),
]


@pytest.mark.parametrize("token, pcs", BUILT)
def test_chord_tokens_build(token, pcs):
    "Assert the notes the skills build for a chord token, quirks included (M7 is lowercased, unknown is major)."
    assert build(token) == pcs


@pytest.mark.parametrize("quality, intervals", [
    ("", (0, 4, 7)), ("MAJ", (0, 4, 7)), ("-7", (0, 3, 7, 10)), ("ø7", (0, 3, 6, 10)), (" sus2 ", (0, 2, 7)),
    ("M7", (0, 3, 7, 10)), ("7b9", (0, 4, 7)), ("m11", (0, 4, 7)), ("5", (0, 4, 7)),
])
def test_quality_intervals(quality, intervals):
    "Assert QualityIntervals: the quality lowercased and trimmed, a major triad when it is not in the table."
    assert quality_intervals(quality) == intervals


READ = [  # message -> the chord IcvNeighborsSkill reads (None: its refusal)
    ("ICV neighbors of Cmaj7", "Cmaj7"), ("what chords are harmonically close to Dm7", "Dm7"),
    ("Find ICV neighbors of Dm7", "Dm7"), ("neighbors of C°7", "C°"), ("ICV neighbors of C°", "C"),
    ("ICV neighbors of Cø7", None), ("ICV neighbors of C7sus4", None), ("ICV neighbors of CmMaj7", None),
    ("ICV neighbors of C minor", "C"), ("ICV neighbors of a Cmaj7", "a"), ("What's close to a half-diminished chord?", "a"),
    ("Cmaj7 neighbors", "Cmaj7"), ("G7 is harmonically close to what", "G7"), ("ICV neighbours of [0,3,6,9]", None),
    ("Closest chord to G7 in ICV space", None), ("Nearby pitch-class sets to C major", None),
    ("which chords are most similar to Dm7", None), ("nearby Bb", "Bb"), ("", None),
]


@pytest.mark.parametrize("message, chord", READ)
def test_neighbors_skill_reads(message, chord):
    "Assert the chord the neighbor patterns capture in a message, or none."
    assert icv_neighbors.chord_in(message) == chord


@pytest.mark.parametrize("message, kind", [
    ("ICV neighbors of Cmaj7", "answer"), ("ICV neighbors of Cb", "unparsed"), ("tell me a joke", "declined"),
])
def test_neighbors_answer_kinds(message, kind):
    "Assert the three answers: neighbors, a chord it cannot build, the refusal; with GA's confidences."
    answer = icv_neighbors.read(message)
    assert answer.kind == kind
    assert answer.response.confidence == {"answer": 1.0, "unparsed": 0.3, "declined": 0.1}[kind]
    assert answer.response.agent_id == "theory"


def test_neighbors_of_c():
    "Assert the eight rows for C: the first eight sets by id at distance 2, with GA's cost text."
    rows = icv_neighbors.read("ICV neighbors of C").rows
    assert [r.pitch_classes for r in rows] == [(0, 3), (0, 4), (1, 4), (0, 1, 4), (0, 3, 4), (0, 5), (1, 5), (0, 1, 5)]
    assert {(r.l1, r.cost) for r in rows} == {(2, "1.20")}


def test_cdim7_has_no_neighbor():
    "Assert Cdim7's answer: no set within 2, and the advice to widen a radius the user cannot set."
    text = icv_neighbors.read("ICV neighbors of Cdim7").text
    assert "- 0 neighbors returned (top 8 by harmonic cost):" in text
    assert text.endswith("No pitch-class sets within L1 = 2. Try a wider radius.")


def test_the_answer_text_up_to_its_table():
    "Assert the answer's header, source vector and first row as GA writes them."
    lines = icv_neighbors.read("what chords are harmonically close to Dm7").text.splitlines()
    assert lines[0] == "**ICV neighbors of Dm7** (within L1 = 2):"
    assert lines[2] == "- Source ICV: `<0 1 2 1 2 0>`"
    assert lines[7] == "| `{0,2,3,7}` | `<1 1 1 1 2 0>` | 2 | 1.20 |"


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_main_marks_the_refusal_declined(at, declined):
    "Assert main's Declined flag on the refusal, and on nothing else (inferred)."
    assert icv_neighbors.answer("hello", at).declined is declined
    assert interval_class_vector.answer("hello", at).declined is declined
    assert icv_neighbors.answer("ICV neighbors of C", at).declined is False


def test_other_phrasings():
    "Assert GA's phrasings besides the anchors: four of the doc comment, the refusal's two, the draft's three."
    found = icv_neighbors.other_phrasings()
    assert [s for s, _ in found] == ["doc comment"] * 4 + ["refusal"] * 2 + ["parked draft"] * 3
    assert found[4:6] == (("refusal", "ICV neighbors of Cmaj7"), ("refusal", "what chords are harmonically close to Dm7"))


VECTORS = [  # message -> what IntervalClassVectorSkill answers (its heading) or its kind
    ("what is the interval-class vector of Cmaj7", "ICV of Cmaj7"),
    ("compute the ICV of the major scale", "ICV of the major scale"),
    ("interval-class vector of {0,2,4,5,7,9,11}", "ICV of {0,2,4,5,7,9,11}"),
    ("ICV of the dorian mode", "ICV of the dorian"),
    ("ICV of {0, 0, 4}", "ICV of {0,4}"), ("icv of [0,4,12]", "ICV of {0,4}"),
    ("ICV of the whole tone scale", "ICV of the whole tone"),
    ("ICV of {5}", "declined"), ("how many tritones does Cmaj7 contain", "declined"),
    ("what's the interval content of Am", "declined"), ("ICV of Cb", "unparsed"),
]


@pytest.mark.parametrize("message, says", VECTORS)
def test_vector_skill_reads(message, says):
    "Assert what the sister skill answers: a set of numbers first, then a chord, then a scale name."
    answer = interval_class_vector.read(message)
    assert (answer.heading if answer.kind == "answer" else answer.kind) == says


def test_vector_answer_text():
    "Assert the sister skill's first lines, its vector in both of GA's spellings."
    text = interval_class_vector.read("ICV of Cmaj7").text
    assert text.splitlines()[0] == "**ICV of Cmaj7**: `<1 0 1 2 2 0>`  (`[1, 0, 1, 2, 2, 0]`)"
    assert "- Pitch-class set: `{0, 4, 7, 11}` (4 notes)" in text


def test_the_quoted_tables():
    "Assert the data: 17 root spellings, 34 quality spellings for 16 qualities, 19 scales, 5 patterns."
    roots, qualities = chord_tables()
    assert len(roots) == 17 and "cb" not in roots
    assert len(qualities) == 34 and len({i for _, i in qualities}) == 16
    assert len(interval_class_vector.scales()) == 19
    assert list(patterns("IcvNeighborsSkill")) == ["neighbors", "neighbors_reverse"]
    assert list(patterns("IntervalClassVectorSkill")) == ["pc_set", "chord", "scale_name"]


def test_the_draft_example():
    "Assert the parked draft's example: Cmaj7, then three neighbors, one of them without its root."
    draft = icv_neighbors.draft_example()
    assert [d.chord for d in draft] == ["Cmaj7", "Am7", "Cm9", "Fmaj7"]
    assert [d.rootless for d in draft] == [False, False, True, False]
