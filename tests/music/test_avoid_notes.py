"""Avoid notes as a textbook teaches them: a note over a seventh chord, judged by the chord's usual scales."""
import pytest

from engine.music.avoid_notes import AVOID, CHORD_TONE, OUTSIDE, TENSION, USUAL_SCALES, chord, relation, usual_scales

LETTER = {CHORD_TONE: "c", TENSION: "t", AVOID: "a", OUTSIDE: "o"}


@pytest.mark.parametrize("suffix, row", [  # 1 b9 9 #9 3 11 #11 5 b13 13 b7 7
    ("maj7", "cotocatcotoc"), ("m7", "catcotocatco"), ("7", "ctttcatcttco"), ("m7b5", "catcotcotoco"),
    ("dim7", "cotcotcotcot"),
])
def test_the_twelve_notes_over_each_chord(suffix, row):
    "Assert each note's relation over the five seventh chords (lesson 27's textbook rows)."
    assert "".join(LETTER[relation(suffix, rel)] for rel in range(12)) == row


def test_a_dominant_keeps_its_altered_tensions():
    "Assert b9 and b13 over C7 are tensions, the 11 an avoid note; over Cm7, b13 is an avoid note."
    assert (relation("7", 1), relation("7", 8), relation("7", 5)) == (TENSION, TENSION, AVOID)
    assert relation("m7", 8) == AVOID


def test_every_usual_scale_holds_its_chord_but_an_altered_fifth():
    "Assert each usual scale holds its chord's tones, but the altered and whole-tone scales a dominant's fifth."
    lacking = {(suffix, k): chord(suffix) - scale for suffix in USUAL_SCALES
               for k, scale in enumerate(usual_scales(suffix)) if not chord(suffix) <= scale}
    assert lacking == {("7", 4): {7}, ("7", 6): {7}}
    assert relation("maj7", 17) == relation("maj7", 5)


def test_a_chord_without_usual_scales_is_refused():
    "Assert a chord the table gives no scales raises KeyError rather than a guess."
    with pytest.raises(KeyError):
        relation("sus4", 4)
