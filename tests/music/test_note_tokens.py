"""Note names and chord symbols inside a text: which tokens name a pitch, and a text moved a semitone up."""
import pytest

from engine.music.note_tokens import is_note_token, is_token_char, names_pitch, semitone_up, token_around

TOKENS = [
    ("C", True), ("F#", True), ("Bb", True), ("E♭", True), ("Am", True), ("Cmaj9", True), ("F#m7b5", True),
    ("C7b9", True), ("Cadd9", True), ("Csus4", True), ("CmMaj7", True), ("Bø7", True), ("C°7", True), ("C+", True),
    ("c", False), ("H", False), ("Cm7alt", False), ("Drop", False), ("Dorian", False), ("A7b", False), ("4-Z29", False),
]


@pytest.mark.parametrize("token, note", TOKENS)
def test_note_tokens(token, note):
    """Assert a capital root, an optional accidental, quality, digits and alterations; nothing else."""
    assert is_note_token(token) is note


@pytest.mark.parametrize("prompt, named", [
    ("What chord is C E G", True), ("Show me a Cmaj9 chord", True), ("is A a tension or a chord tone over Cmaj7", True),
    ("notes in c major", False), ("What is dorian", False), ("What is Forte number 4-Z29", False),
    ("DIATONIC CHORDS IN G MAJOR", True), ("", False),
])
def test_names_pitch(prompt, named):
    """Assert a prompt names a pitch when any token is a note name with a capital letter."""
    assert names_pitch(prompt) is named


MOVED = [
    ("C", "C#"), ("B", "C"), ("E", "F"), ("Bb", "B"), ("B♭", "B"), ("F#", "G"), ("Cb", "C"), ("E#", "F#"),
    ("Cmaj7", "C#maj7"), ("Bbm7b5", "Bm7b5"), ("Drop C tuning", "Drop C# tuning"), ("`C D E`", "`C# D# F`"),
    ("the Dorian mode", "the Dorian mode"), ("a c major scale", "a c major scale"), ("1 b2 b3", "1 b2 b3"),
]


@pytest.mark.parametrize("text, moved", MOVED)
def test_semitone_up(text, moved):
    """Assert every note token's root moves a semitone up, in sharps, and nothing else changes."""
    assert semitone_up(text) == moved


def test_semitone_up_twelve_times_comes_back_in_sharps():
    """Assert twelve semitones up give the same pitches, spelled with sharps."""
    text = "C Db D Eb E F Gb G Ab A Bb B"
    for _ in range(12):
        text = semitone_up(text)
    assert text == "C C# D D# E F F# G G# A A# B"


def test_token_chars_and_the_token_around():
    """Assert letters and digits of any script and # ♯ ♭ ° ø + belong to a token; the rest ends it."""
    assert all(is_token_char(c) for c in "aZé٣#♯♭°ø+") and not any(is_token_char(c) for c in " -–`*,.()")
    text = "1. **Ionian** — on C: `C D E`"
    assert token_around(text, text.index("C"), 1) == "C" and token_around("F#m7 chord", 1, 1) == "F#m7"
