"""ImprovisationSkill: how it reads chords, how it classifies them, what it answers at each revision."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import can_handle, improvisation
from engine.ga.routing.skills.improvisation import (chord_answers, chord_run, classify, course_extractor, execute,
                                                   quality_of, root_of)
from engine.ga.routing.skills.improvisation.reading import qualities, quality_tests


@pytest.mark.parametrize("message, run", [
    ("which arpeggio fits Am F C G", ["Am", "F", "C", "G"]),
    ("which arpeggio fits B♭ E♭ F", ["B", "E", "F"]),  # ♭ is no accidental to the pattern
    ("which arpeggio fits B F# G#m E", ["B", "F", "G#m", "E"]),  # no \b after a final #
    ("which arpeggio fits C C+ F", ["C", "C", "F"]),
    ("which arpeggio fits Bø7 E7 Am", ["E7", "Am"]),  # ø is a letter: no \b before the 7
    ("over Cmaj7#5 C7sus4 CmMaj7", ["Cmaj7"]),
    ("the E string and A string", ["E", "A"]),  # GA's own known edge case (line 459)
    ("a e", []),
    ("", []),
])
def test_chord_run(message, run):
    """Assert ExtractChordRun's tokens, quirks included."""
    assert chord_run(message) == run


@pytest.mark.parametrize("symbol, root, quality", [
    ("Cmaj7", "C", "major 7"), ("C7", "C", "dominant 7"), ("Cm7", "C", "minor 7"),
    ("Cm7b5", "C", "half-diminished (m7b5)"), ("Cdim", "C", "diminished triad"), ("Cdim7", "C", "diminished 7"),
    ("Caug", "C", "augmented"), ("C6", "C", "major triad"), ("Cm6", "C", "minor major 7"),
    ("C7#11", "C", "dominant 7"), ("Cm7#5", "C", "augmented"), ("Csus4", "C", "unknown"), ("C5", "C", "unknown"),
    ("CmMaj7", "C", "minor major 7"), ("C7sus4", "C", "suspended dominant"), ("E7alt", "E", "altered"),
    ("Fmaj7#11", "F", "major 7#11"), ("Bbm7(b5)", "Bb", "half-diminished (m7b5)"), ("CΔ7", "C", "major 7"),
    ("C°", "C", "diminished triad"), ("C°7", "C", "diminished 7"), ("G7b9", "G", "altered dominant"),
    ("A-7", "A", "minor 7"), ("F#", "F#", "major triad"), ("Hm", "C", "unknown"), ("", "C", "unknown"),
])
def test_root_and_quality(symbol, root, quality):
    """Assert ExtractRoot and InferQuality, in GA's order of tests."""
    assert (root_of(symbol), quality_of(symbol).display) == (root, quality)


def test_the_data_is_whole():
    """Assert the fifteen quality classes, each with scales, and sixteen tests naming only known classes."""
    assert len(qualities()) == 15 and all(improvisation.scales_for(q) for q in qualities().values())
    assert len(quality_tests()) == 16 and {kind for kind, _ in quality_tests()} <= set(qualities())


@pytest.mark.parametrize("chord, arpeggio, lead", [
    ("Am", "Am", "A Aeolian (natural minor)"), ("F", "F", "F Ionian (major)"), ("Dm7", "Dm7", "D Dorian"),
    ("G7", "G7", "G Mixolydian"), ("Bbmaj7", "Bbmaj7", "Bb Ionian (major)"), ("Csus4", "C", "C Major scale of the chord root"),
    ("Cm6", "CmMaj7", "C Melodic Minor"), ("E7alt", "E7alt", "E Altered (Super Locrian)"),
])
def test_classify(chord, arpeggio, lead):
    """Assert ArpeggioFor and the scale a run's answer leads with."""
    answer = classify(chord)
    assert (answer.arpeggio, answer.scales[0].name) == (arpeggio, lead)


def test_the_progression_answer(expected):
    """Assert the answer to lesson 5's first prompt, line for line as the course prints it."""
    reply = execute("which arpeggio fits Am F C G", "pin", course_extractor)
    printed = [f"  | {line}".rstrip() for line in reply.result.rstrip().split("\n")]
    assert printed == expected("l5").split("\n")[3:11]
    assert reply.result.endswith("between them.\n") and reply.confidence == 0.85
    assert reply.evidence[1] == "F: arpeggio F; scales F Ionian (major), F Lydian, F Major Pentatonic"
    assert [a.chord for a in chord_answers(reply)] == ["Am", "F", "C", "G"]
    assert reply.data["progression"] == ("Am", "F", "C", "G")


def test_one_chord_asks_the_extractor():
    """Assert a single chord takes the extractor's path: the course's stops there, the host's reads the chord."""
    with pytest.raises(improvisation.ModelNeeded):
        execute("what scale can I use to solo over Cmaj7?", "pin", course_extractor)
    reply = ChatbotHost("pin").call_skill("ImprovisationSkill", "what scale can I use to solo over Cmaj7?")
    assert reply.result.split("\n")[:4] == ["For **Cmaj7** (quality: major 7), try:", "",
                                             "- **C Ionian (major)** — diatonic — the safe choice",
                                             "- **C Lydian** — bright — emphasize the #11 for color"]
    assert reply.data["chordQuality"] == "major 7" and reply.evidence[0] == "C Ionian (major): diatonic — the safe choice"
    assert chord_answers(reply) is None


def test_no_chord_answer():
    """Assert the no-chord answer and its confidence, below the fallback's 0.25."""
    reply = ChatbotHost("pin").call_skill("ImprovisationSkill", "how do I solo over a ii-V-I")
    assert reply.result.startswith("I couldn't find a chord name") and reply.confidence == 0.2
    assert reply.assumptions == ("Typed parser produced no ChordSymbol from the query.",)


def test_main_takes_749s_guard():
    """Assert the host on main declines "Hm Q7" (#749) where the pin's finds no chord."""
    assert ChatbotHost("main").call_skill("ImprovisationSkill", "which arpeggio fits Hm Q7").confidence == 0.9
    assert ChatbotHost("pin").call_skill("ImprovisationSkill", "which arpeggio fits Hm Q7").confidence == 0.2


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ["", "   ", "🎸🎸 solo over 🎸", "solo " * 400, "1234567890", "solo over Cmaj7 и 和弦",
                                     "which arpeggio fits A\x1fm", "İmprovise over G7"])
def test_odd_input_gets_an_answer(message, at):
    """Assert odd input gets GA's answer, never a traceback."""
    reply = ChatbotHost(at).call_skill("ImprovisationSkill", message)
    assert reply.agent_id == "skill.improvisation" and reply.result


def test_can_handle_is_the_gate():
    """Assert CanHandle: an improvisation word and a chord shape; a bare run of letters is not one."""
    assert can_handle("ImprovisationSkill", "which arpeggio fits Am F C G")
    assert not can_handle("ImprovisationSkill", "which arpeggio fits F C G")
    assert not can_handle("ImprovisationSkill", "Am F C G")


def test_unknown_revision():
    """Assert an unknown revision is named with the known ones."""
    with pytest.raises(ValueError, match="known: pin, 749, main"):
        execute("solo over G7", "head")
