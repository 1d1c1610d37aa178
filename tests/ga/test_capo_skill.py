"""CapoSkill: the shape for a sounding key, the chord a shape sounds, its spelling, its refusals."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import capo

ODD = ["", "   ", "🎸 capo 3 🎸", "capo " * 400, "12345", "Canción en Mi, cejilla 2", "capo ٣ in G",
       "capo 2 in G ♯♭", "song in E, capo 99", "Ｃ shape with capo 3"]


@pytest.mark.parametrize("message, text", [
    ("What shape do I play in E with capo 4",
     "With a capo on fret **4**, play a **C shape** to sound in **E major**.\n\nThe capo raises every string by 4 "
     "semitones, so the shape you finger (C) sounds 4 frets higher (= E major). All chord shapes shift the same way: "
     "an Am shape at capo 4 would sound as C#m.\n"),
    ("I play a C shape with capo 1 — in flats", "A **C shape** with a capo on fret **1** sounds as **Db** (Db major).\n\n"
     "The capo raises every fingered note by 1 semitone: C + 1 = Db. Same operation applies to every chord in the song "
     "you're playing.\n"),
])
def test_answers_in_full(message, text):
    """Assert the two answers' texts, byte for byte (AppendLine's newlines, "semitone" in the singular)."""
    response = capo.answer(message)
    assert (response.result, response.confidence, response.agent_id) == (text, 1.0, "theory")


@pytest.mark.parametrize("message, first_bold", [
    ("Song is in Eb major, what shape with capo 1", "D shape"),  # a flat key answers in flats
    ("Song is in F# major, what shape with capo 1", "F shape"),
    ("song in b, capo 1, what shape", "Bb shape"),  # a lower-case b is a flat sign to KeyIsFlat
    ("song in E minor, capo 2, what shape", "Dm shape"),
    ("song in E min, capo 2, what shape", "Dm shape"),  # the course's exercise 1
    ("I'm in a band, capo 2, song is in G", "G shape"),  # "a" read as the key A
    ("Capo on 2, song in F#, what shape", "D# shape"),  # \b after # fails: the key is read as F
    ("What's the sounding key if I play in G with capo on 5", "D shape"),  # the wrong direction
])
def test_the_shape_it_reads(message, first_bold):
    """Assert the shape the sounding-key pattern leads to, quirks included."""
    assert f"play a **{first_bold}**" in capo.answer(message).result


@pytest.mark.parametrize("message, chord", [
    ("What does an A shape sound like with capo 1", "A#"), ("What does an A shape sound like with capo 1, in flats", "Bb"),
    ("What does an Em shape sound like with capo 2", "F#m"), ("capo 3, Bbm shape", "Dbm"),
])
def test_the_chord_a_shape_sounds(message, chord):
    """Assert the shape-to-sounding arithmetic and its spelling (flats for a flat shape or the word "flat")."""
    assert f"sounds as **{chord}**" in capo.answer(message).result


def test_cb_is_not_a_root():
    """Assert C♭ major is refused as unparsed: RootPc has no Cb."""
    response = capo.answer("Song is in Cb major, what shape with capo 3")
    assert response.result.startswith("I couldn't identify 'Cb' as a key or chord shape.") and response.confidence == 0.3


@pytest.mark.parametrize("message, fret", [("song in E, capo 99", 99), ("song in E, capo 13", 13)])
def test_a_fret_beyond_twelve(message, fret):
    """Assert a fret above 12 is refused with its number."""
    assert capo.answer(message).result.startswith(f"A capo fret of {fret} isn't valid")


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_refusal_is_declined_on_main(at, declined):
    """Assert CannotHandle's refusal, marked Declined on main only."""
    response = ChatbotHost(at).call_skill("CapoSkill", "Where should I put the capo to play in E with open chords?")
    assert response.result.startswith("Ask about a capo + sounding key") and response.declined is declined
    assert response.confidence == 0.1


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_an_answer(at, message):
    """Assert any message gets GA's answer or refusal, never an exception."""
    response = ChatbotHost(at).call_skill("CapoSkill", message)
    assert response.result and response.agent_id == "theory"


def test_non_ascii_digits_are_no_fret():
    """Assert a fret in other digits matches the pattern (\\d) but int.TryParse refuses it: fret -1."""
    assert capo.answer("song in G, capo ٣").result.startswith("A capo fret of -1 isn't valid")
