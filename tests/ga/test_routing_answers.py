"""The skills' answers without a model: ChordInfoSkill, ChordSubstitutionSkill, the SKILL.md wrappers."""
import pytest

from engine.ga.routing import NotModelled
from engine.ga.routing.skills import answer
from engine.ga.routing.chord_vocabulary import normalize_quality, spell
from engine.ga.routing.skills.chord_info import join_notes
from engine.ga.routing.skills.chord_substitution import chords_in, interval_class_vector, substitutes


@pytest.mark.parametrize("message, text", [
    ("Move this F chord down a minor third", "F major chord contains F, A, and C."),
    ("What's Dm7 up a whole step?", "D minor 7 chord contains D, F, A, and C."),
    ("What is a C major chord?", "C major chord contains C, E, and G."),
    ("Spell a B7 chord", "B dominant 7 chord contains B, D#, F#, and A."),
    ("tell me about Dm7", "D minor 7 chord contains D, F, A, and C."),
    ("What is Bbdim7", "Bb diminished 7 chord contains Bb, Db, Fb, and Abb."),
    ("What is F#m7b5", "F# half-diminished chord (m7b5) contains F#, A, C, and E."),
])
def test_chord_info_answers(message, text):
    """Assert ChordInfoSkill's answer to a question naming a chord."""
    reply = answer("ChordInfoSkill", message)
    assert (reply.agent_id, reply.result, reply.confidence) == ("theory", text, 1.0)


@pytest.mark.parametrize("message, text", [
    ("Which chord contains the notes G B D F", "G dominant 7 chord contains G, B, D, and F."),
    ("What chord is C Eb Gb Bbb", "C diminished chord contains C, Eb, and Gb."),
    ("Which chord has a C, an E and a G?", "A minor 7 chord contains A, C, E, and G."),
    ("What chord is C E G Bb Db", "Could not parse a chord name from your question."),
])
def test_chord_info_from_notes(message, text):
    """Assert the chord ChordInfoSkill names from a list of notes, the article "a" read as A, Bbb dropped."""
    assert answer("ChordInfoSkill", message).result == text


@pytest.mark.parametrize("root, pc, steps, name", [("C", 4, 2, "E"), ("C", 3, 2, "Eb"), ("F#", 1, 4, "C#"),
                                                   ("Bb", 8, 6, "Ab"), ("Cb", 2, 2, "Ebb"), ("E#", 9, 2, "G##")])
def test_spell(root, pc, steps, name):
    """Assert ChordSpelling.Spell picks the letter by step and the accidental by pitch class."""
    assert spell(root, pc, steps) == name


@pytest.mark.parametrize("typed, canonical", [("M", "major"), ("M7", "major 7"), ("m7", "minor 7"),
                                              ("MAJ7", "major 7"), ("", "major"), ("13", "dominant 13"),
                                              ("weird", "weird")])
def test_normalize_quality(typed, canonical):
    """Assert NormalizeQuality: M and M7 case-sensitive first, then ignoring case, else unchanged."""
    assert normalize_quality(typed) == canonical


@pytest.mark.parametrize("notes, joined", [(["C"], "C"), (["C", "E"], "C and E"), (["C", "E", "G", "B"], "C, E, G, and B")])
def test_join_notes(notes, joined):
    """Assert JoinNotes with its serial comma."""
    assert join_notes(notes) == joined


@pytest.mark.parametrize("message, first", [
    ("Lower G by a tritone", "Harmonic substitutions for **G** (ranked by ICV distance):"),
    ("Tritone substitution for G7", "Harmonic substitutions for **G7** (ranked by ICV distance):"),
    ("Is Db7 the tritone sub of G7?", "**Db7** → **G7** relationship analysis:"),
    ("what can replace it?", "Could not identify a chord symbol in your message."),
])
def test_chord_substitution_first_lines(message, first):
    """Assert the first line of ChordSubstitutionSkill's answer."""
    assert answer("ChordSubstitutionSkill", message).result.split("\n")[0] == first


def test_substitutes_exclude_the_chord_and_keep_its_size():
    """Assert G's substitutes: other 3-note sets, nearest first; every minor triad shares its vector."""
    g = chords_in("G")[0]
    near = [s.mask for s in substitutes(g, limit=None)]
    assert g.mask not in near and all(bin(m).count("1") == 3 for m in near)
    triads = {interval_class_vector(m) == interval_class_vector(g.mask) for m in near[:23]}
    assert triads == {True}  # 11 other major and 12 minor triads come first, at distance 0
    assert chords_in("Gm")[0].mask in near[:23]


@pytest.mark.parametrize("mask, icv", [(0, (0,) * 6), (0b1, (0,) * 6), (0b111111111111, (12, 12, 12, 12, 12, 6)),
                                       (0b010010010010, (0, 0, 4, 0, 0, 2))])
def test_interval_class_vector(mask, icv):
    """Assert interval-class vectors of the empty set, one note, the aggregate, a diminished seventh."""
    assert interval_class_vector(mask) == icv


def test_transpose_skill_direct_answer():
    """Assert TransposeSkill without a model: the inner error, confidence 0, two tags and the LLM-only warning."""
    reply = answer("TransposeSkill", "Transpose Cmaj7 up a perfect fourth")
    assert reply.result == "I encountered an error processing your request. Please try again."
    assert reply.confidence == 0.0 and reply.agent_id == "theory"
    assert reply.evidence == (
        "Source: skills/transpose/SKILL.md",
        "Closure: domain.transposeChord (via ga_dsl_eval)",
        "warning: ga_dsl_eval was NOT invoked — answer is LLM-only, not deterministic",
    )


def test_other_answers_are_not_modelled():
    """Assert a skill whose answer the lesson never reaches says so."""
    with pytest.raises(NotModelled, match="BeginnerChordsSkill"):
        answer("BeginnerChordsSkill", "easy chords for a beginner")
