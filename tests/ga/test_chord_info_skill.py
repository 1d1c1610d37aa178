"""ChordInfoSkill with its evidence, GA's chord vocabulary and spelling, and the ga_chord_info tool (lesson 15)."""
import pytest

from engine.ga.mcp.chord_info import chord_info
from engine.ga.routing import ChatbotHost
from engine.ga.routing.chord_vocabulary import formula, normalize_root, qualities, roots, spell_chord, typed_qualities
from engine.ga.routing.skills import answer, can_handle
from engine.ga.routing.skills.chord_info import CANDIDATE_QUALITIES, identified_note_set

ODD_INPUTS = ["", "   ", "🎸 chord", "What is a C major chord? " * 80, "12345", "Что за аккорд C E G", "a\u00a0chord"]


def test_ga_unit_test_c_major_chord_notes():
    "Assert GA's ChordInfoSkill_Answers_CMajorChordNotes: confidence 1, the sentence, the Notes evidence line."
    reply = answer("ChordInfoSkill", "What is a C major chord? Be brief.")
    assert (reply.confidence, reply.result) == (1.0, "C major chord contains C, E, and G.")
    assert any("Notes: C, E, G" in e for e in reply.evidence)


@pytest.mark.parametrize("message, text", [  # GA's SkillRoutingTests, ChordInfoSkill cases
    ("What is a B major chord?", "B major chord contains B, D#, and F#."),
    ("What is a Bb major chord?", "Bb major chord contains Bb, D, and F."),
    ("What is a C# minor chord?", "C# minor chord contains C#, E, and G#."),
    ("What is a B7 chord?", "B dominant 7 chord contains B, D#, F#, and A."),
    ("What notes are in Dm7?", "D minor 7 chord contains D, F, A, and C."),
    ("What notes are in an F minor chord?", "F minor chord contains F, Ab, and C."),
    ("What notes are in a C minor chord?", "C minor chord contains C, Eb, and G."),
    ("What notes are in a G minor chord?", "G minor chord contains G, Bb, and D."),
    ("What notes are in an Ab minor chord?", "Ab minor chord contains Ab, Cb, and Eb."),
    ("What notes are in a Cb major chord?", "Cb major chord contains Cb, Eb, and Gb."),
    ("What is a CM chord?", "C major chord contains C, E, and G."),
    ("What is a CM7 chord?", "C major 7 chord contains C, E, G, and B."),
    ("Which chord contains C E G?", "C major chord contains C, E, and G."),
])
def test_ga_unit_tests(message, text):
    "Assert the answers GA's own unit tests expect."
    assert answer("ChordInfoSkill", message).result == text


def test_evidence_lines():
    "Assert the four evidence lines the course reads: root, quality as displayed, intervals, notes."
    assert answer("ChordInfoSkill", "What notes are in C7alt?").evidence == (
        "Root: C", "Quality: altered dominant chord (7alt)",
        "Intervals: root, major third, flat fifth, sharp fifth, minor seventh, flat ninth, sharp ninth",
        "Notes: C, E, F#, G#, Bb, Db, D#")


@pytest.mark.parametrize("message, read", [
    ("What chord is F# A# C##", ("F#", "major")), ("What chord is C E G Bb D", ("C", "dominant 9")),
    ("What chord is C E G# B", None), ("What chord is D# F## A#", ("D#", "minor")), ("C E G", None),
    ("What chord is C E G B♭", ("C", "major 7")), ("what chord is C C# D D# E F", None),
])
def test_note_sets(message, read):
    "Assert the note-set reading: one accidental per name, 3 to 5 names, the candidates in order."
    assert identified_note_set(message) == read


def test_candidates():
    "Assert 19 candidate qualities, each one GetFormula knows."
    assert len(CANDIDATE_QUALITIES) == 19 and set(CANDIDATE_QUALITIES) <= set(qualities())


def test_the_vocabulary():
    "Assert 21 roots, 83 typed suffixes, 29 formulas whose letters and semitones agree but for the 7alt's b5."
    assert (len(roots()), len(typed_qualities()), len(qualities())) == (21, 83, 29)
    for quality in qualities():
        f = formula(quality)
        assert len(f.semitones) == len(f.letter_steps) == len(f.interval_names)
    assert formula("δ7").quality == "major" and formula("altered dominant").letter_steps[2] == 3


@pytest.mark.parametrize("root, quality, notes", [("B#", "augmented", ("B#", "D##", "F###")),
                                                  ("Fb", "diminished 7", ("Fb", "Abb", "Cbb", "Ebbb")),
                                                  ("Db", "altered dominant", ("Db", "F", "G", "A", "Cb", "Ebb", "E"))])
def test_spelling(root, quality, notes):
    "Assert ChordSpelling on each tone's letter, triple accidentals and the 7alt's fourth-letter b5 included."
    assert spell_chord(root, formula(quality)) == notes


@pytest.mark.parametrize("raw, root", [("c#", "C#"), ("bB", "Bb"), (" e ", "E"), ("", "")])
def test_normalize_root(raw, root):
    "Assert NormalizeRoot: trimmed, the letter upper, the rest lower."
    assert normalize_root(raw) == root


@pytest.mark.parametrize("symbol, notes", [("Cmaj7", ("C", "E", "G", "B")), ("F#m", ("F#", "A", "C#")),
                                           ("Bbdim", ("Bb", "Db", "Fb")), ("Cdim7", ("C", "Eb", "Gb", "Bbb")),
                                           ("Bm7b5", ("B", "D", "F", "A"))])
def test_tool_examples(symbol, notes):
    "Assert ga_chord_info returns the notes its description gives."
    assert chord_info(symbol).notes == notes


@pytest.mark.parametrize("symbol, error", [
    ("Cdom7", "Could not parse 'Cdom7' as a chord symbol. Try C, Cm, Cmaj7, F#dim, Bbm7, etc."),
    ("C" * 13, "Could not parse 'CCCCCCCCCCCCC' as a chord symbol. Try C, Cm, Cmaj7, F#dim, Bbm7, etc."),
    ("", "Could not parse '' as a chord symbol. Try C, Cm, Cmaj7, F#dim, Bbm7, etc."),
])
def test_tool_errors(symbol, error):
    "Assert the tool's refusals, the symbol echoed, empty fields beside the error."
    result = chord_info(symbol)
    assert (result.error, result.notes, result.root) == (error, (), "")


@pytest.mark.parametrize("message, handled", [("Tell me the tones in F#m7b5", False), ("tell me about Dm7", True),
                                              ("What chord is C E G", True), ("   ", False)])
def test_can_handle(message, handled):
    "Assert CanHandle: a symbol only beside a chord word or after a lead-in."
    assert can_handle("ChordInfoSkill", message) is handled


@pytest.mark.parametrize("message", ODD_INPUTS)
def test_odd_input_gets_gas_answer(message):
    "Assert odd input gets an answer or GA's refusal through the host, never a traceback."
    assert ChatbotHost("pin").call_skill("ChordInfoSkill", message).result
