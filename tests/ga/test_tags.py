"""Tests of GA's symbolic tag registry and its famous chords (engine.ga.tags)."""
import pytest

from engine.ga.tags import find_iconic_chord, has_digit, iconic_chords, normalize, tag_registry, tag_sources
from engine.ga.tags.registry import SymbolicTagRegistry

# (bit, number of keys) as l21 prints them, and GA's per-bit sources (SymbolicTagRegistry.cs 46-111).
BIT_COUNTS = [(0, 6), (1, 5), (2, 2), (3, 16), (4, 4), (5, 5), (6, 8), (7, 4), (8, 23), (9, 28), (10, 27), (11, 60)]


def test_registry_has_188_keys():
    """Assert the registry holds GA's 188 keys, all normalized and distinct."""
    keys = list(tag_registry())
    assert len(keys) == 188
    assert all(key == normalize(key) for key in keys)


@pytest.mark.parametrize("bit, count", BIT_COUNTS)
def test_keys_per_bit(bit, count):
    """Assert each bit holds as many keys as l21's vocabulary table counts."""
    assert len(tag_registry().tags_on(bit)) == count


@pytest.mark.parametrize("key, position", [
    ("shell-voicing", 0), ("register:low", 6), ("beginner-friendly", 11), ("c-shape", 13),
    ("pitch-axis-theory", 18), ("legato", 34), ("dreamy", 38), ("jazz", 46), ("extended-chords", 50),
    ("messiaen’smode2(octatonic)", 59), ("smooth-voice-leading", 73), ("drop-2-voicings", 85),
    ("drop2voicings", 86), ("seventh-of-dominant", 99), ("twelve-tone-technique", 101),
    ("normal-form", 109), ("hendrix-chord", 128), ("so-what-chord", 142), ("blackbird-chord", 163),
    ("cmaj9floating", 187),
])
def test_insertion_order(key, position):
    """Assert a key sits where GA's construction order puts it (the brief's section 2.4)."""
    assert list(tag_registry()).index(key) == position


@pytest.mark.parametrize("word, key, bit", [
    ("for", "normal-form", 10),
    ("the", "pitch-axis-theory", 3),
    ("what", "so-what-chord", 11),
    ("end", "beginner-friendly", 2),
    ("jazzy", "jazz", 7),
    ("shell", "shell-voicing", 0),
    ("drop2", "drop2voicings", 9),
    ("drop", "drop-2-voicings", 9),
    ("drop-2", "drop-2-voicings", 9),
    ("tone", "semitone-clusters", 8),
    ("minor", "minor-major-7th", 11),
    ("dominant", "seventh-of-dominant", 9),
    ("black", "blackbird-chord", 11),
    ("half", "whole-half-diminished-scale", 8),
    ("rootless-on-bass", "rootless", 0),
    ("(jazz)", "jazz", 7),
    ("Drop 2 Voicings", "drop-2-voicings", 9),
    ("REGISTER:MID", "register:mid", 1),
    ("register_low", None, None),
])
def test_substring_fallback(word, key, bit):
    """Assert a word reaches the first key, in insertion order, inside it or holding it."""
    assert (tag_registry().key_of(word), tag_registry().bit_of(word)) == (key, bit)


@pytest.mark.parametrize("word", [
    "song", "best", "good", "something", "warm", "mellow", "ballad", "similar", "quality", "with",
    "show", "find", "open-position", "low-density", "quartal-flavour", "", "   ",
])
def test_words_no_key_reaches(word):
    """Assert words no key contains, and that contain no key, reach nothing."""
    assert tag_registry().bit_of(word) is None


def test_hyphenless_copies():
    """Assert the eight hyphen-less copies, each right after the tag it copies."""
    registry = tag_registry()
    copies = registry.hyphenless_copies()
    assert copies == ["messiaen’smode2(octatonic)", "drop2voicings", "drop3voicings", "minormajor7th",
                      "rootlessdm9", "minorsharp9", "schoenbergop.16chord", "cmaj9floating"]
    keys = list(registry)
    assert all(keys[keys.index(c) - 1].replace("-", "") == c for c in copies)


def test_copy_never_overwrites():
    """Assert a hyphen-less copy is added only when absent, and a re-registered key keeps its place."""
    registry = SymbolicTagRegistry()
    registry.register("drop2voicings", 4)
    registry.register("Drop 2 Voicings", 9)
    registry.register("jazz", 7)
    registry.register("drop-2-voicings", 1)
    assert registry.bits == {"drop2voicings": 4, "drop-2-voicings": 1, "jazz": 7}


@pytest.mark.parametrize("tag, copied", [("tension-and-release", False), ("6-9-voicings", True), ("x²-chord", False)])
def test_copy_needs_a_decimal_digit(tag, copied):
    """Assert only tags with a decimal digit get a hyphen-less copy (C#'s char.IsDigit)."""
    registry = SymbolicTagRegistry()
    registry.register(tag, 0)
    assert (tag.replace("-", "") in registry.bits) is copied
    assert has_digit(tag) is copied


def test_bit_sources():
    """Assert the words l21 prints for where each bit's tags come from."""
    sources = tag_sources()
    assert sources[0] == "SemanticNomenclature, Structure"
    assert sources[5] == "SemanticNomenclature, CAGED"
    assert sources[10] == "AtonalTechniques.yaml, KeyModulationTechniques.yaml"
    assert sources[11] == "IconicChords"
    assert list(sources) == list(range(12))


def test_iconic_chords_data():
    """Assert the 17 famous chords of IconicChords.yaml, with distinct names and pitch classes in range."""
    chords = iconic_chords()
    assert len(chords) == 17
    assert len({c.name for c in chords}) == 17
    assert all(c.pitch_classes and all(0 <= pc < 12 for pc in c.pitch_classes) for c in chords)


@pytest.mark.parametrize("tag, name", [
    ("hendrix-chord", "Hendrix Chord"), ("E7#9", "Hendrix Chord"), ("so-what-chord", "So What Chord"),
    ("Rootless Dm9", "Evans Chord"), ("g5", "Power Chord"), ("fadd9/g", "A Hard Day's Night Chord"),
    ("hendrix", None), ("rootlessdm9", None), ("cmaj9floating", None), ("schoenberg-op", None), (" ", None),
])
def test_find_iconic_chord(tag, name):
    """Assert a famous chord is found by its name or another name, by equality only."""
    chord = find_iconic_chord(tag)
    assert (chord.name if chord else None) == name


# --- The tags GA's voicing analysis gives the corpus, and their SYMBOLIC bits (voicing_tags) ---

import numpy as np  # noqa: E402

from engine.ga.optick.revisions import MAIN as MAIN_SEARCH, PIN as PIN_SEARCH  # noqa: E402
from engine.ga.optick.symbolic import voicing_symbolic  # noqa: E402
from engine.ga.tags.physical import fret_span_score, main_beginner  # noqa: E402
from engine.ga.tags.sets import mode_names  # noqa: E402
from engine.ga.voicings import lesson3_corpus  # noqa: E402
from engine.music.voicing import frets_of  # noqa: E402


def corpus_bits(revision):
    return voicing_symbolic(lesson3_corpus(), revision)


def row_of(chart):
    corpus = lesson3_corpus()
    target = np.array([-1 if f is None else f for f in frets_of(chart, low_first=True)])
    return int(np.flatnonzero((corpus.frets == target).all(axis=1))[0])


@pytest.mark.parametrize("revision, counts", [
    (PIN_SEARCH, [15360, 15360, 5511, 0, 0, 17, 14330, 9686, 3143, 3092, 0, 6892]),
    (MAIN_SEARCH, [15360, 15360, 10774, 0, 0, 17, 12403, 9686, 3143, 3092, 0, 6892]),
])
def test_voicings_per_bit(revision, counts):
    """Assert how many of lesson 3's voicings carry each bit (the brief's counts: bits 2, 5 and 6)."""
    assert corpus_bits(revision).sum(axis=0).astype(int).tolist() == counts


def test_main_changes_6684_voicings():
    """Assert main's analysis changes the bits of 6,684 voicings, as the brief's model of main does."""
    assert int((corpus_bits(PIN_SEARCH) != corpus_bits(MAIN_SEARCH)).any(axis=1).sum()) == 6684


@pytest.mark.parametrize("chart, bits", [
    ("x-3-2-0-1-0", [0, 1, 9, 11]),  # lesson 2's open C: 1 1 0 0 0 0 0 0 0 1 0 1
    ("x-x-x-0-0-0", [0, 1, 2, 6, 11]),  # Em/G, three open strings: beginner, stable
])
def test_bits_of_a_voicing_at_the_pin(chart, bits):
    """Assert the bits a voicing's tags set at the pin."""
    assert np.flatnonzero(corpus_bits(PIN_SEARCH)[row_of(chart)]).tolist() == bits


@pytest.mark.parametrize("chart, pin, main", [
    ("x-x-1-2-2-0", True, False), ("x-0-2-2-2-0", False, True), ("x-3-2-0-1-0", False, True),
])
def test_caged_bit_reads_the_strings_reversed_at_the_pin(chart, pin, main):
    """Assert GA's CAGED detector finds shapes upside down at the pin, the right way up on main."""
    row = row_of(chart)
    assert (bool(corpus_bits(PIN_SEARCH)[row, 5]), bool(corpus_bits(MAIN_SEARCH)[row, 5])) == (pin, main)


@pytest.mark.parametrize("chart, beginner", [
    ("x-2-x-0-3-1", True), ("x-2-0-0-3-1", True), ("x-2-3-x-3-3", True), ("x-3-x-2-3-2", True),
    ("2-3-x-2-3-x", True), ("1-3-x-2-1-0", True), ("x-2-2-0-1-3", True), ("x-x-2-2-2-3", True),
    ("x-2-3-0-3-1", False), ("1-2-x-x-3-3", False), ("1-2-x-0-3-1", False), ("2-3-x-2-3-2", False),
    ("1-0-3-2-1-0", False), ("x-2-2-x-1-3", False),
])
def test_main_beginner_fits_the_brief(chart, beginner):
    """Assert main's fitted "beginner" is on and off the voicings the brief lists."""
    frets = np.array([[-1 if f is None else f for f in frets_of(chart, low_first=True)]])
    assert bool(main_beginner(frets)[0]) is beginner


@pytest.mark.parametrize("frets, score", [((1, 2, -1, -1, -1, -1), 0.4291), ((1, 3, -1, -1, -1, -1), 0.8341),
                                          ((0, 0, 0, -1, -1, -1), 0.0)])
def test_fret_span_score(frets, score):
    """Assert the span score: millimetres between the outer fretted frets on a 648 mm scale, over 80."""
    assert fret_span_score(np.array([frets]))[0] == pytest.approx(score, abs=1e-4)


def test_mode_names():
    """Assert mode tags: the second of a family is mode-2, pentatonic modes are named, small sets untagged."""
    names = mode_names()
    assert names[0b1001001001] == ""  # {0, 3, 6, 9}: alone in its family
    assert names[0b1001] == "" and names[0b10010001] == ""  # fewer than four notes
    assert names[0b10010101] == "mode-1"  # {0, 2, 4, 7}: the first of its family
    assert names[sum(1 << pc for pc in (0, 2, 4, 7, 9))] == "major-pentatonic"
    assert sum(n == "mode-2" for n in names) == 177
