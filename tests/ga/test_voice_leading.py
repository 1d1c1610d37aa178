"""`ga_voice_leading_pair`: its distance, its sort, its answers and errors."""
import itertools

import pytest

from engine.ga.optick.index import lesson3_index
from engine.ga.voice_leading import NOTE, VoiceLeadingTool, distance_matrix, voice_leading_distance

DISTANCES = [  # two voicings' notes -> the tool's distance
    ([40, 47, 52, 55, 59, 64], [57, 61, 67], 55.0),  # the lesson's Em -> A7 shell: 46 + 3 x 3
    ([48, 52, 55], [48, 53, 57], 3.0), ([64, 60, 55], [55, 60, 64], 0.0), ([60], [62, 64], 5.0),
]


@pytest.mark.parametrize("a, b, distance", DISTANCES)
def test_distance(a, b, distance):
    "Assert the sorted, lowest-first pairing with 3 semitones per orphan note, symmetric."
    assert voice_leading_distance(a, b) == distance == voice_leading_distance(b, a)


def test_distance_matrix_equals_loop():
    "Assert the vectorized distance equals the plain one on a slice of the index."
    corpus = lesson3_index("pin").corpus
    rows_a, rows_b = range(0, 15360, 311), range(7, 15360, 517)
    got = distance_matrix(corpus, rows_a, rows_b)
    want = [[voice_leading_distance(corpus.notes(i), corpus.notes(j)) for j in rows_b] for i in rows_a]
    assert got.tolist() == want


@pytest.fixture(scope="module", params=["pin", "main"])
def tool(request):
    return VoiceLeadingTool(lesson3_index(request.param))


def test_answer_shape(tool):
    "Assert the answer's keys, 225 pairs weighed, five returned, sorted, diagrams as the index stores them."
    answer = tool.pair("C", "F")
    assert list(answer) == ["fromChord", "toChord", "instrument", "pairCount", "totalCandidatesEvaluated", "pairs", "note"]
    assert (answer["pairCount"], answer["totalCandidatesEvaluated"], answer["note"]) == (5, 225, NOTE)
    distances = [p["distance"] for p in answer["pairs"]]
    assert distances == sorted(distances)
    first = answer["pairs"][0]["from"]
    assert list(first) == ["diagram", "chordName", "instrument", "midiNotes", "score"]
    index = tool.index
    row = next(i for i in range(len(index)) if index.corpus.diagram(i) == first["diagram"])
    assert first["midiNotes"] == list(index.corpus.notes(row)) and first["instrument"] == "guitar"


def test_first_pair_as_returned():
    "Assert the raw diagrams of C -> F's first pair, high E first, at the pin and on main."
    raw = {at: VoiceLeadingTool(lesson3_index(at)).pair("C", "F")["pairs"][0] for at in ("pin", "main")}
    assert (raw["pin"]["from"]["diagram"], raw["pin"]["to"]["diagram"]) == ("x-1-0-x-3-x", "1-1-2-x-3-x")
    assert (raw["main"]["from"]["diagram"], raw["main"]["to"]["diagram"]) == ("0-1-0-x-x-x", "1-1-2-x-x-x")


def test_sort_is_distance_then_score_sum(tool):
    "Assert the pairs equal a plain stable sort of every pair by distance, then by score sum descending."
    a, b = [o.hits for o in tool.search_by_chord(["G7", "Cmaj7"], 15)]
    pairs = [(x, y, voice_leading_distance(tool.index.corpus.notes(x.index), tool.index.corpus.notes(y.index)))
             for x, y in itertools.product(a, b)]
    assert tool.ranked_pairs(a, b) == sorted(pairs, key=lambda p: (p[2], -(p[0].score + p[1].score)))


ERRORS = [  # arguments -> the tool's answer
    (("H7", "C"), {}, {"error": "fromChord: unrecognized chord symbol 'H7'"}),
    (("C", " Cdom7 "), {}, {"error": "toChord: unrecognized chord symbol ' Cdom7 '"}),
    ((" ", "C"), {}, {"error": "fromChord and toChord are required"}),
    (("Dm7", "G7"), {"instrument": "bass"},
     {"error": "no voicings retrieved for one or both chords", "fromHits": 0, "toHits": 0}),
    (("Dm7", "G7"), {"instrument": "ukulele"},
     {"error": "no voicings retrieved for one or both chords", "fromHits": 0, "toHits": 0}),
]


@pytest.mark.parametrize("chords, options, answer", ERRORS)
def test_errors(tool, chords, options, answer):
    "Assert GA's error answers, word for word."
    assert tool.pair(*chords, **options) == answer


@pytest.mark.parametrize("options, count, weighed", [
    ({"candidates_per_chord": 1}, 5, 9), ({"candidates_per_chord": 99}, 5, 2500),
    ({"limit": 0}, 1, 225), ({"limit": 99}, 20, 225),
])
def test_clamps(tool, options, count, weighed):
    "Assert the limit is clamped to 1-20 and the candidates per chord to 3-50."
    answer = tool.pair("C", "Am", **options)
    assert (answer["pairCount"], answer["totalCandidatesEvaluated"]) == (count, weighed)


def test_guitar_equals_no_instrument(tool):
    "Assert naming the guitar returns the pairs found without an instrument."
    plain, guitar = tool.pair("Em", "A7"), tool.pair("Em", "A7", instrument="guitar")
    assert plain["pairs"] == guitar["pairs"] and guitar["instrument"] == "guitar"
