"""VoiceLeadingSkill: the chords it reads in a question, its spelling, and the pairing it answers."""
import itertools

import pytest

from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.voice_leading import (CANNOT_HANDLE, CANNOT_PARSE, FOUND, answer, answers, has_flats,
                                                    parse_chord, read, vocabulary)
from engine.music.voice_leading import signed_move


@pytest.mark.parametrize("message, a, b", [
    ("voice leading from C to F", "C", "F"),
    ("how do I get from G7 to a C chord", "G7", "a"),  # the pattern ignores case: "a" is A
    ("voice leading Dm7 to G7 to Cmaj7", "Dm7", "G7"),  # one pair, the first
    ("voice leading G7 → C", "G7", "C"),
    ("voice leading G7 -> C", "G7", "C"),
    ("voice leading from C to F#", "C", "F"),  # no word boundary after '#': the letter alone
    ("voice leading F to C°", "F", "C"),  # nor after '°'
    ("voice leading C° to F", "C°", "F"),  # as the first chord, '°' stays
    ("voice leading F to C+", "F", "C"),
    ("voice leading C to Dbm", "C", "Dbm"),
    ("voice leading C to D♭", "C", "D"),
    ("voice leading F to C minor", "F", "C"),
    ("voice leading C7#9 to F", "C7#9", "F"),
])
def test_the_two_tokens_read(message, a, b):
    "Assert the two chord tokens the pattern takes from a question."
    reading = read(message)
    assert (reading.a, reading.b) == (a, b)


@pytest.mark.parametrize("message", ["voice leading C major to G major", "voice leading G7 - C",
                                     "voice leading from G7 into C", "voice leading CΔ7 to F", ""])
def test_no_two_chord_pattern(message):
    "Assert the questions in which the pattern finds no pair of chords."
    assert read(message) is None
    assert answer(message).confidence == CANNOT_HANDLE


@pytest.mark.parametrize("token, pcs", [
    ("C", (0, 4, 7)), ("c", (0, 4, 7)), ("Cmaj", (0, 4, 7)), ("Cm", (0, 3, 7)), ("Cmin", (0, 3, 7)),
    ("Cdim", (0, 3, 6)), ("C°", (0, 3, 6)), ("Caug", (0, 4, 8)), ("Csus", (0, 5, 7)), ("Csus2", (0, 2, 7)),
    ("C7", (0, 4, 7, 10)), ("Cm7", (0, 3, 7, 10)), ("CM7", (0, 3, 7, 10)), ("Cmaj7", (0, 4, 7, 11)),
    ("Cmin7b5", (0, 3, 6, 10)), ("Cdim7", (0, 3, 6, 9)), ("C6", (0, 4, 7, 9)), ("Cm6", (0, 3, 7, 9)),
    ("C9", (0, 4, 7, 10, 2)), ("Cmaj9", (0, 4, 7, 11, 2)), ("Cmin9", (0, 3, 7, 10, 2)), ("F#m7b5", (6, 9, 0, 4)),
    ("B♭", (10, 2, 5)), ("Bb", (10, 2, 5)),
    ("Cdom7", None), ("Cadd9", None), ("C7sus4", None), ("C11", None), ("C7#9", None), ("Co", (0, 3, 6)),
])
def test_chords_built(token, pcs):
    "Assert the pitch classes BuildChord gives a token, root first, or None for a quality it lacks."
    assert parse_chord(token) == pcs


@pytest.mark.parametrize("token, flats", [("Eb", True), ("Bb", False), ("bb", False), ("Bbmaj7", False),
                                          ("B♭", True), ("Cm7b5", True), ("B", False), ("Ab7", True)])
def test_token_has_flats(token, flats):
    "Assert TokenHasFlats: the first b or B past position 0, or a flat sign."
    assert has_flats(token) is flats


def test_vocabulary_is_ga_s():
    "Assert 17 roots, the switch's 39 spellings of 16 qualities, and twelve names of each kind."
    v = vocabulary()
    assert len(v.roots) == 17 and len(v.qualities) == 39 and len(set(v.qualities.values())) == 16
    assert {k: len(n) for k, n in v.names.items()} == {"sharp": 12, "flat": 12}


def voices(text):
    return [line.split(" | ")[1:3] for line in text.splitlines() if line.startswith("| ") and line[2].isdigit()]


def test_answer_text():
    "Assert the answer's head line, its table of voices and its closing sentence, as the skill writes them."
    text = answer("voice leading from C to F").result
    assert text.startswith("**Smoothest voice leading C → F**: total motion = **3 semitones**.\n\n| Voice | From |")
    assert "| 2 | E | F | +1 (up) |" in text and "| 1 | C | C | stays |" in text
    assert text.endswith("every other voicing of C → F requires more total semitone movement.\n")


def test_answer_is_the_first_least_permutation():
    "Assert the answered pairing is the first permutation, in lexicographic order, with the least total."
    em, a7 = (4, 7, 11, 4), (9, 1, 4, 7)  # Em padded with its root, as the skill pads it
    costs = [sum(abs(signed_move(x, a7[j])) for x, j in zip(em, p)) for p in itertools.permutations(range(4))]
    first = list(itertools.permutations(range(4)))[costs.index(min(costs))]
    text = answer("smoothest voicing from Em to A7").result
    names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    assert voices(text) == [[names[x], names[a7[j]]] for x, j in zip(em, first)]
    assert f"**{min(costs)} semitones**" in text


def test_flats_from_a_token_or_the_word():
    "Assert flats when a token has one, or the question says flat; else sharps."
    def notes(message):
        return {note for pair in voices(answer(message).result) for note in pair}

    assert {"A#", "D#"} <= notes("voice leading F7 to Bbmaj7") and not {"Bb", "Eb"} & notes("voice leading F7 to Bbmaj7")
    assert {"Bb", "Eb"} <= notes("voice leading F7 to B♭maj7")
    assert {"Bb", "Eb"} <= notes("voice leading F7 to Bbmaj7 in flats")


def test_refusals():
    "Assert CannotParse names the first token it cannot read, with its confidence."
    reply = answer("voice leading Cadd9 to C13")
    assert reply.confidence == CANNOT_PARSE and "'Cadd9'" in reply.result
    assert answer("voice leading C to F").confidence == FOUND


def test_batch_equals_one_by_one():
    "Assert answering many questions at once gives each the answer it gets alone, in order."
    asked = ["voice leading C to F", "nothing here", "voice leading Cm9 to Absus2", "voice leading C to Cdom7"]
    assert [a.result for a in answers(asked)] == [answer(m).result for m in asked]


def test_can_handle_says_no():
    "Assert the skill's CanHandle refuses even its own example (semantic routing only)."
    assert not can_handle("VoiceLeadingSkill", "voice leading from C to F")
