"""Tests of GA's voicing-query reader, TypedMusicalQueryExtractor (engine.ga.query)."""
import pytest

from engine.ga.query import modes, read_query

# The brief's Appendix B: the readings l21 prints. (query, chord, mode, tags)
GOLDEN_READINGS = [
    ("Cmaj7 jazz voicing", "Cmaj7", None, ("jazz",)),
    ("F# Lydian drop 2", "F#", "Lydian", ("drop",)),
    ("F# Lydian drop2", "F#", "Lydian", ("drop2",)),
    ("rootless Dm7", "Dm7", None, ("rootless",)),
    ("something jazzy in F minor", "F", "minor", ("jazzy",)),
    ("Fm jazz", "Fm", None, ("jazz",)),
    ("shell voicing for G7", "G7", None, ("shell", "for")),
    ("G7 shell", "G7", None, ("shell",)),
    ("Cmaj7 drop2 jazz", "Cmaj7", None, ("drop2", "jazz")),
    ("show me Cmaj7 voicings", "Cmaj7", None, ()),
    ("drop-2 Dm7", "Dm7", None, ("drop-2",)),
    ("rootless G7 shapes", "G7", None, ("rootless",)),
    ("Lydian on guitar", None, "Lydian", ()),
    ("jazz voicings", None, None, ("jazz",)),
    ("shell voicings", None, None, ("shell",)),
    ("voicings with a similar quality to F#m7b5", "F#m7b5", None, ()),
    ("something warm and dreamy", None, None, ("dreamy",)),
    ("something jazzy in F minor for a ballad", "F", "minor", ("jazzy", "for")),
    ("Find me a mellow Cm9", "Cm9", None, ()),
    ("Rootless Dm7 voicing", "Dm7", None, ("rootless",)),
    ("Drop-2 voicing for Gmaj7", "Gmaj7", None, ("drop-2", "for")),
    ("Bright open-position Em", "Em", None, ("bright",)),
    ("the best G7 voicing", "G7", None, ("the",)),
    ("what is a good Am7 voicing", "Am7", None, ("what",)),
    ("a sad chord for the end of a song", None, None, ("sad", "for", "the", "end")),
    ("schoenberg-op.16-chord", None, None, ("schoenberg-op", "16-chord")),
    ("schoenbergop.16chord", None, None, ("schoenbergop", "16chord")),
    ("harmonic minor", None, "harmonic minor", ("minor",)),
    ("lydian dominant", None, "lydian", ("dominant",)),
    ("melodic minor", None, "melodic minor", ("minor",)),
    ("phrygian dominant", None, "phrygian", ("dominant",)),
    ("whole tone", None, "whole tone", ("tone",)),
    ("Cm9 rootless-on-bass", "Cm9", None, ("rootless-on-bass",)),
    ("Cm9 low-density", "Cm9", None, ()),
    ("Cm9 quartal-flavour", "Cm9", None, ()),
    ("C Lydian", "C", "Lydian", ()),
    ("transpose this progression down a half step", None, None, ("half",)),
]


@pytest.mark.parametrize("query, chord, mode, tags", GOLDEN_READINGS)
def test_golden_readings(query, chord, mode, tags):
    """Assert the chord, mode and tags GA reads in the lesson's queries."""
    reading = read_query(query)
    assert (reading.chord, reading.mode, reading.tags) == (chord, mode, tags)
    assert reading.has_intent


@pytest.mark.parametrize("query", ["something warm and mellow", "g5", "", "   ", "cmaj7 am", "a me to"])
def test_no_intent(query):
    """Assert queries GA reads nothing in have no intent (the tool's "No chord, mode..." answer)."""
    reading = read_query(query)
    assert not reading.has_intent
    assert (reading.chord, reading.root, reading.pitch_classes, reading.mode, reading.tags) == (None, None, None, None, ())


@pytest.mark.parametrize("query, chord, root, pcs, tags", [
    ("Hendrix chord", "E7#9", 4, (4, 8, 11, 2, 7), ("hendrix", "hendrix-chord")),
    ("James Bond chord", "Em(maj7)", 4, (4, 7, 11, 3), ("james", "bond", "james-bond-chord")),
    ("the so what chord", "Em11", 4, (4, 9, 2, 7, 11), ("the", "what", "so-what-chord")),
    ("So What", None, None, None, ("what",)),
    ("power-chord", "G5", 7, (7, 2), ("power-chord",)),
    ("Dm7 hendrix-chord", "Dm7", 2, (0, 2, 5, 9), ("hendrix-chord",)),
])
def test_famous_chords(query, chord, root, pcs, tags):
    """Assert a famous chord's tag gives a chordless query its chord, pitch classes in YAML order."""
    reading = read_query(query)
    assert (reading.chord, reading.root, reading.pitch_classes, reading.tags) == (chord, root, pcs, tags)


@pytest.mark.parametrize("query, chord, pcs, tags", [
    ("Cmaj7 G7", "Cmaj7", (0, 4, 7, 11), ()),
    ("Em(maj7) jazz", "Em(maj7)", (3, 4, 7, 11), ("jazz",)),
    ("cmaj7 jazz", None, None, ("jazz",)),
    ("C jazz jazz", "C", (0, 4, 7), ("jazz", "jazz")),
    ("Cmaj7 (jazz)", "Cmaj7", (0, 4, 7, 11), ("(jazz)",)),
    ("Fade Bee", None, None, ()),
])
def test_chords(query, chord, pcs, tags):
    """Assert the first capitalized word that parses is the chord; later ones and lower case are not."""
    reading = read_query(query)
    assert (reading.chord, reading.pitch_classes, reading.tags) == (chord, pcs, tags)


@pytest.mark.parametrize("query, mode, instrument, tags", [
    ("Dm7 bass", None, "bass", ()),
    ("C uke", None, "ukulele", ()),
    ("Cmaj7 on GUITAR bass", None, "guitar", ("bass",)),
    ("Dorian minor Lydian", "Dorian", None, ("minor",)),
    ("jazz, chord; voicing! Shapes", None, None, ("jazz",)),
])
def test_instruments_modes_and_stop_words(query, mode, instrument, tags):
    """Assert the first instrument is a filter, a second mode can be a tag, and fillers are skipped."""
    reading = read_query(query)
    assert (reading.mode, reading.instrument, reading.tags) == (mode, instrument, tags)


def test_modes_data():
    """Assert the reader's 23 distinct mode names."""
    assert len(modes()) == 23 == len(set(modes()))
